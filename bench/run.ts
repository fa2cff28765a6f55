// `npm run bench`: the customer API's reads and the store owner's under load on real PostgreSQL,
// beside a bare node:http + pg server answering the same queries, in the same run. Seeds STORES x
// PRODUCTS with ORDERS orders per store, starts the production server, loads each endpoint at 50
// connections with autocannon, prints req/s and latency percentiles with the ratio to the
// baseline, and writes docs/benchmarks.md. Then checkout: Cash On Delivery orders through
// /make-payment beside the baseline's same transaction, each run checked against the database.
// BENCH_SCENARIOS (names, comma-separated) runs only those and prints, writing nothing.
// `npm run bench:scale` (`--scale`) measures the same reads on catalogs of SCALE_STORES x
// PRODUCTS (10,000, 100,000 and 1,000,000 products by default), a fresh database each, and writes
// its own section of docs/benchmarks.md, leaving the rest as it is (bench/report.ts).
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { freePort } from "../lib/db/embedded";
import { migrate } from "../lib/db/migrate";
import { servingProcess } from "../tests/support/processes";
import { startServer } from "../tests/support/server";
import { startBaseline } from "./baseline-server";
import { SCALE_SECTION, writeReport } from "./report";
import { discrepancies, purchases, snapshot, type Answered, type Purchase } from "./checkout";
import { benchHost, benchOwnerToken, writeLargeCatalog } from "./large-catalog";
import { CHECKOUT, only, pick, scenarios, selected, type Scenario } from "./scenarios";
import { adminUrl, CONNECTIONS, ENDPOINT_WARM_UP_SECONDS, ORDERS, PRODUCTS, SCALE_STORES, SECONDS, STORES, WARM_UP_SECONDS } from "./settings";
import { mainReport, scaleReport, type Catalog, type Measure, type Row } from "./tables";

/** The CPU time a process has used so far, in ms (Linux /proc: utime and stime, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
type Target = { host: string; path: string; token?: string } | Purchase;

/**
 * `next` for `seconds`, or, with `amount`, that many requests, every one answered (a run of
 * `seconds` drops those in flight at its end). `answered` hears each answer with its request.
 */
async function load(
  port: number,
  next: () => Target,
  run: { seconds: number } | { amount: number },
  answered?: (target: Target, status: number, body: string) => void,
): Promise<Measure> {
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        ...("amount" in run ? { amount: run.amount } : { duration: run.seconds }),
        requests: [
          {
            // The context is the connection's, which has one request in flight at a time.
            setupRequest: (req, context: { target?: Target }) => {
              const target = next();
              context.target = target;
              const { host, path, token } = target;
              const headers = { ...req.headers, host, ...(token ? { authorization: `Bearer ${token}` } : {}) };
              if (!("body" in target)) return { ...req, path, headers };
              return { ...req, method: target.method, path, body: target.body, headers: { ...headers, "content-type": "application/json" } };
            },
            onResponse: (status, body, context: { target?: Target }) => answered?.(context.target!, status, body),
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    // Every response's latency, for exact percentiles (autocannon's summary has no p95).
    instance.on("response", (_client, status, _bytes, ms) => {
      latencies.push(ms);
      if (status >= 400) errors++;
    });
  });
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: result.requests.average, p50: at(0.5), p95: at(0.95), p99: at(0.99), errors: errors + result.errors, requests: latencies.length };
}

/** Seeds `stores` x PRODUCTS in a new database, measures every scenario on it (checkout too, if asked), and drops it (unless BENCH_SEEDED_DATABASE). */
async function measureCatalog(stores: number, { checkout }: { checkout: boolean }): Promise<Catalog> {
  const hosts = Array.from({ length: stores }, (_, i) => benchHost(i + 1));
  const owners = Array.from({ length: stores }, (_, i) => benchOwnerToken(i + 1));
  // BENCH_SEEDED_DATABASE: a database this benchmark seeded before with as many stores, migrated and
  // measured again as it is, and kept; to try a change at a million products without seeding anew.
  const seeded = process.env.BENCH_SEEDED_DATABASE;
  const name = seeded ?? `commerce_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!seeded) await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.href;
  const cleanups: (() => Promise<void>)[] = [
    async () => {
      if (!seeded) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  ];
  try {
    console.log(seeded ? `measuring ${name} as seeded before...` : `seeding ${stores} stores x ${PRODUCTS} products and ${ORDERS} orders on ${name}...`);
    let started = Date.now();
    await migrate(databaseUrl);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    cleanups.unshift(() => client.end());
    if (!seeded) await writeLargeCatalog(client, stores, PRODUCTS, ORDERS);
    const seedSeconds = (Date.now() - started) / 1000;
    console.log(`seeded in ${seedSeconds.toFixed(1)} s`);

    started = Date.now();
    const appEnv = { RATE_LIMIT_PER_MINUTE: "0", VALIDATE_RESPONSES: "false", LOG_LEVEL: "warn" };
    const app = await startServer({ databaseUrl, env: appEnv });
    cleanups.unshift(() => app.stop());
    const reads = scenarios.filter((scenario) => selected(scenario.name));
    // The same app with its answer cache off: what a request costs when the answer is not kept.
    const uncached = reads.length ? await startServer({ databaseUrl, env: { ...appEnv, ANSWER_CACHE_MB: "0" } }) : undefined;
    if (uncached) cleanups.unshift(() => uncached.stop());
    const basePort = await freePort();
    cleanups.unshift(await startBaseline(databaseUrl, basePort));
    console.log(`servers up in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const random = (path: () => string) => () => ({ host: pick(hosts), path: path() });
    // The platform's host, ROOT_DOMAIN's default; the owner's token names the store.
    const asOwner = (path: () => string) => () => ({ host: "localhost", token: pick(owners), path: path() });
    const target = (scenario: Scenario) => (scenario.owner ? asOwner : random)(scenario.path);
    // A server just started needs several seconds of load before its rate settles (JIT, pool,
    // prepared statements; measured: 666, 3,075, then 3,400 req/s in successive 5 s of lists), which
    // the first scenario would otherwise pay alone. Lists and details only, so that search's cache
    // stays as cold as before.
    const warmUp = scenarios.filter((s) => s.name !== "/search-products" && !s.owner);
    for (const port of [app.port, ...(uncached ? [uncached.port] : []), basePort]) {
      await load(
        port,
        random(() => pick(warmUp).path()),
        { seconds: WARM_UP_SECONDS },
      );
    }
    const serving = new Map([app, ...(uncached ? [uncached] : [])].map((server) => [server.port, servingProcess(server.pid)]));
    const measure = async (port: number, scenario: Scenario): Promise<Measure> => {
      if (scenario.first) {
        let i = 0;
        await load(port, () => ({ host: hosts[i++ % hosts.length]!, path: scenario.first! }), { amount: hosts.length });
      }
      await load(port, target(scenario), { seconds: ENDPOINT_WARM_UP_SECONDS }); // warm-up: this endpoint's code, caches
      const pid = serving.get(port);
      const cpuBefore = pid && cpuMs(pid);
      const measured = await load(port, target(scenario), { seconds: SECONDS });
      return pid ? { ...measured, cpuUs: ((cpuMs(pid) - cpuBefore!) * 1000) / measured.requests } : measured;
    };
    const rows: Row[] = [];
    for (const scenario of reads) {
      const row: Row = {
        scenario: scenario.name,
        app: await measure(app.port, scenario),
        uncached: await measure(uncached!.port, scenario),
        ...(scenario.noBaseline ? {} : { baseline: await measure(basePort, scenario) }),
      };
      rows.push(row);
      console.log(scenario.name, JSON.stringify(row));
      if (!scenario.every) continue;
      // The steady state of a running store: every distinct request of the load asked once, so
      // that the cache holds what it would after a while in service (nothing changes the catalog
      // here), then the same random load again.
      const all = scenario.owner
        ? owners.flatMap((token) => scenario.every!.map((path) => ({ host: "localhost", token, path })))
        : hosts.flatMap((host) => scenario.every!.map((path) => ({ host, path })));
      let i = 0;
      await load(app.port, () => all[i++ % all.length]!, { amount: all.length });
      const warm: Row = { scenario: `${scenario.name}, cache warm`, app: await measure(app.port, scenario), baseline: row.baseline, repeat: true };
      rows.push(warm);
      console.log(warm.scenario, JSON.stringify(warm));
    }
    // Last, since its orders take stock, which renews the kept answers that show it.
    if (checkout && selected(CHECKOUT)) {
      const row = await measureCheckout(client, [app.port, basePort]);
      rows.push(row);
      console.log(row.scenario, JSON.stringify(row));
    }
    return { stores, products: PRODUCTS, seedSeconds, rows };
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((e) => console.error(e));
  }
}

/**
 * Orders through /make-payment on each server in turn: a warm-up, then as many purchases as the
 * warm-up's rate makes in SECONDS, every one answered, and the database checked against the answers.
 */
async function measureCheckout(client: pg.Client, [appPort, basePort]: [number, number]): Promise<Row> {
  const next = await purchases(client);
  const run = async (port: number) => {
    const warmUp = await load(port, next, { seconds: ENDPOINT_WARM_UP_SECONDS });
    await settled(client);
    const before = await snapshot(client);
    const answered: Answered[] = [];
    const measure = await load(port, next, { amount: Math.max(CONNECTIONS, Math.round(warmUp.rps * SECONDS)) }, (target, status, body) => {
      if (status === 200 && "items" in target) answered.push({ orderId: (JSON.parse(body) as { order_id: number }).order_id, items: target.items });
    });
    return { measure, problems: await discrepancies(client, before, answered) };
  };
  const app = await run(appPort);
  const baseline = await run(basePort);
  return { scenario: CHECKOUT, app: app.measure, baseline: baseline.measure, checked: { app: app.problems, baseline: baseline.problems } };
}

/** Once no order has been written for a second: the warm-up's last requests, dropped in flight, are done. */
async function settled(client: pg.Client) {
  const orders = async () => (await client.query<{ n: number }>("SELECT count(*)::int AS n FROM orders")).rows[0]!.n;
  for (let before = -1, now = await orders(); now !== before; before = now, now = await orders()) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

if (process.argv.includes("--scale")) {
  const catalogs: Catalog[] = [];
  for (const stores of SCALE_STORES) catalogs.push(await measureCatalog(stores, { checkout: false }));
  // Some scenarios, or a database seeded before, are printed, not written over the whole run's report.
  if (only || process.env.BENCH_SEEDED_DATABASE) console.log(scaleReport(catalogs).join("\n"));
  else writeReport({ section: SCALE_SECTION, lines: scaleReport(catalogs) });
} else {
  const catalog = await measureCatalog(STORES, { checkout: true });
  if (catalog.rows.some(({ checked }) => checked && (checked.app.length || checked.baseline.length))) process.exitCode = 1;
  // A run of some scenarios only is printed, not written over the whole run's report.
  if (only) console.log(mainReport(catalog).join("\n"));
  else writeReport({ main: mainReport(catalog) });
}
