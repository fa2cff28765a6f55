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
import { machine, SCALE_SECTION, writeReport } from "./report";
import { discrepancies, purchases, snapshot, type Answered, type Purchase } from "./checkout";
import { benchHost, benchOwnerToken, WORDS, writeLargeCatalog } from "./large-catalog";

const STORES = Number(process.env.BENCH_STORES ?? 50);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2000);
// A year of a busy small shop's orders: about five and a half a day.
const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const SCALE_STORES = (process.env.BENCH_SCALE_STORES ?? "5,50,500").split(",").map(Number);
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Shorter than their defaults only in a run shortened with BENCH_SECONDS, to try the benchmark.
const WARM_UP_SECONDS = Math.min(10, SECONDS);
const ENDPOINT_WARM_UP_SECONDS = Math.min(3, SECONDS);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const typo = (word: string) => word.slice(0, -1); // a partial word must still hit
const searchPath = (query: string) => `/api/search-products?query=${encodeURIComponent(query)}`;

/**
 * `every`: each distinct path the scenario asks of a store, where few enough to ask them all.
 * `owner`: a read of the administration API, on the platform's host with the store's owner's token.
 * `noBaseline`: measured for its time alone.
 */
type Scenario = { name: string; path: () => string; every?: string[]; owner?: boolean; noBaseline?: boolean };
const searchQueries = [...WORDS.adjectives.flatMap((a) => WORDS.nouns.map((n) => `${a} ${n}`)), ...WORDS.places.map(typo)];
const scenarios: Scenario[] = [
  { name: "/fetch-all-products", path: () => `/api/fetch-all-products?page=${1 + Math.floor(Math.random() * 20)}` },
  { name: "/product-details/{slug}", path: () => `/api/product-details/product-${1 + Math.floor(Math.random() * PRODUCTS)}` },
  {
    name: "/search-products",
    path: () => searchPath(Math.random() < 0.5 ? `${pick(WORDS.adjectives)} ${pick(WORDS.nouns)}` : typo(pick(WORDS.places))),
    every: searchQueries.map(searchPath),
  },
  // The owner's lists, browsed a page at a time like the customer's, and the dashboard's overview.
  { name: "admin /get-all-orders", path: () => `/api/get-all-orders?page=${1 + Math.floor(Math.random() * 20)}`, owner: true },
  { name: "admin /fetch-all-products", path: () => `/api/fetch-all-products?page=${1 + Math.floor(Math.random() * 20)}`, owner: true },
  { name: "admin /overview", path: () => "/api/overview", owner: true, noBaseline: true },
];

const CHECKOUT = "/make-payment (Cash On Delivery)";
const only = process.env.BENCH_SCENARIOS?.split(",").map((name) => name.trim());
const selected = (name: string) => !only || only.includes(name);

/** `cpuUs`: the server's CPU time (user and system) per answered request, in µs: unlike req/s, hardly moved by other load on the machine. */
type Measure = { rps: number; p50: number; p95: number; p99: number; errors: number; requests: number; cpuUs?: number };

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

/**
 * A `repeat` row repeats the app's load on a warm cache; its ratio is to the row above's baseline.
 * A row without `baseline` has none to compare with. `checked`: what each server's orders left in
 * the database that its answers did not say (nothing, when right).
 */
type Row = { scenario: string; app: Measure; uncached?: Measure; baseline?: Measure; repeat?: true; checked?: { app: string[]; baseline: string[] } };
type Catalog = { stores: number; products: number; seedSeconds: number; rows: Row[] };

/** Seeds `stores` x PRODUCTS in a new database, measures every scenario on it (checkout too, if asked), and drops it. */
async function measureCatalog(stores: number, { checkout }: { checkout: boolean }): Promise<Catalog> {
  const hosts = Array.from({ length: stores }, (_, i) => benchHost(i + 1));
  const owners = Array.from({ length: stores }, (_, i) => benchOwnerToken(i + 1));
  const name = `commerce_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.href;
  const cleanups: (() => Promise<void>)[] = [
    async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  ];
  try {
    console.log(`seeding ${stores} stores x ${PRODUCTS} products and ${ORDERS} orders on ${name}...`);
    let started = Date.now();
    await migrate(databaseUrl);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    cleanups.unshift(() => client.end());
    await writeLargeCatalog(client, stores, PRODUCTS, ORDERS);
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
      const all = hosts.flatMap((host) => scenario.every!.map((path) => ({ host, path })));
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

const f = (n: number) => n.toFixed(1);
const thousands = (n: number) => n.toLocaleString("en-US");

function mainReport({ stores, products, rows }: Catalog): string[] {
  const ratio = (m: Measure, baseline: Measure | undefined) => (baseline ? `${((m.rps / baseline.rps) * 100).toFixed(0)} %` : "–");
  const dash = ["–", "–", "–", "–"];
  const uncachedCells = (uncached: Measure | undefined, baseline: Measure | undefined) =>
    uncached ? [f(uncached.rps), f(uncached.p95), f(uncached.p99), ratio(uncached, baseline)] : dash;
  const baselineCells = ({ repeat, baseline }: Row) =>
    repeat ? ["as above", "", "", ""] : baseline ? [f(baseline.rps), f(baseline.p95), f(baseline.p99), String(baseline.errors)] : dash;
  return [
    "# Benchmarks",
    "",
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${stores} stores × ${products} products on PostgreSQL,`,
    `${CONNECTIONS} connections for ${SECONDS} s per endpoint after a ${ENDPOINT_WARM_UP_SECONDS} s warm-up (and each server's first ${WARM_UP_SECONDS} s of lists and details), on ${machine()},`,
    "the app's production server (`npm start`), the same with its answer cache off (`ANSWER_CACHE_MB=0`), and a bare",
    "node:http + pg server answering the same queries, each loaded alone. Requests are spread over every store, page,",
    "product and query word at random, so the cache holds only what the warm-up and the run asked before (cache cold:",
    `${ENDPOINT_WARM_UP_SECONDS + SECONDS} s of random searches leave many of the ${thousands(stores * searchQueries.length)} store × query pairs unasked). The search is measured again once`,
    "every pair has been asked (cache warm): the steady state of a store in service whose catalog does not change meanwhile.",
    "Latencies in ms, measured by the load generator on the same machine; the app's CPU time (user and system) per request from /proc.",
    "",
    "| endpoint | app req/s | app p50 | app p95 | app p99 | app CPU µs/req | 4xx/5xx | app / baseline | cache off req/s | cache off p95 | cache off p99 | cache off / baseline | baseline req/s | baseline p95 | baseline p99 | baseline 4xx/5xx |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map((row) => {
      const { scenario, app, uncached, baseline } = row;
      const cells = [
        scenario,
        f(app.rps),
        f(app.p50),
        f(app.p95),
        f(app.p99),
        app.cpuUs === undefined ? "–" : app.cpuUs.toFixed(0),
        String(app.errors),
        ratio(app, baseline),
        ...uncachedCells(uncached, baseline),
        ...baselineCells(row),
      ];
      return `| ${cells.join(" | ")} |`;
    }),
    "",
    "Targets: at least 50 % of the baseline's throughput, p99 ≤ 50 ms, search p95 ≤ 20 ms, for the owner's lists too (`admin`:",
    `the administration API on the platform's host, each request with a store's owner's token; ${thousands(ORDERS)} orders per store over a year);`,
    "the dashboard's overview (the last 30 days) under 300 ms, with no baseline. About 2 % of /product-details requests",
    "name an unpublished product (every 50th is a draft): 404 by design, in both servers.",
    "",
    ...CHECKOUT_TEXT,
    ...rows.filter((row) => row.checked).map(({ checked }) => `Checked after the runs: app ${verdict(checked!.app)}; baseline ${verdict(checked!.baseline)}.`),
    "",
  ];
}

const verdict = (problems: string[]) => (problems.length ? problems.join(", ") : "every order answered 200 and no other, stock taken exactly");

/** How checkout is measured: written into docs/benchmarks.md with the table. */
const CHECKOUT_TEXT = [
  `Checkout (${CHECKOUT}, measured last since its orders take stock): signed-in customers of every store each order one to`,
  `three published products, one to three of each, paid Cash On Delivery, at ${CONNECTIONS} connections, through the app's /make-payment and through the`,
  "baseline's, which writes the same order in one plain SQL transaction (priced from the catalog, stock taken by conditional",
  "updates, the order with its lines, tracking event and pending payment, the cart's lines out, and two e-mail jobs, in a table of",
  "its own that nothing reads; the app's are pg-boss jobs, sent by its workers while the load runs). No answer cache. After a",
  `${ENDPOINT_WARM_UP_SECONDS} s warm-up each server gets as many purchases as its warm-up's rate makes in ${SECONDS} s, and every one is answered (a timed run`,
  "would drop those in flight), so req/s is orders/s. Then the database is checked against the answers: an order for each 200 and",
  "none other, and each product's stock lower by exactly the quantities of the orders answered 200. Target: at least 50 % of the",
  "baseline's orders/s, p99 under 100 ms.",
];

/** One table: a line per read and server, a group of columns per catalog size. */
function scaleReport(catalogs: Catalog[]): string[] {
  const size = (c: Catalog) => `${thousands(c.stores * c.products)} products`;
  const servers = (row: Row): [string, Measure][] =>
    row.uncached
      ? [["app", row.app], ["cache off", row.uncached], ...(row.baseline ? [["baseline", row.baseline] as [string, Measure]] : [])]
      : [["app", row.app]];
  const lines = catalogs[0]!.rows.flatMap((row, r) =>
    servers(row).map(([server], s) => {
      const cells = catalogs.flatMap((c) => {
        const m = servers(c.rows[r]!)[s]![1];
        return [f(m.rps), f(m.p95), f(m.p99), String(m.errors)];
      });
      return `| ${s === 0 ? row.scenario : ""} | ${server} | ${cells.join(" | ")} |`;
    }),
  );
  return [
    SCALE_SECTION,
    "",
    `Written by \`npm run bench:scale\` on ${new Date().toISOString().slice(0, 10)}: the reads above on catalogs of ${catalogs.map((c) => `${thousands(c.stores)} stores × ${thousands(c.products)}`).join(", ")}`,
    `products, each in a database of its own, measured as above (${CONNECTIONS} connections, ${SECONDS} s per endpoint, requests spread over every store), on ${machine()}.`,
    `Migrations and seeding took ${catalogs.map((c) => `${f(c.seedSeconds)} s`).join(", ")}. Latencies in ms; 4xx/5xx counts the answers of that load that were not 200 (2 % of`,
    "product details ask for a draft: 404 by design).",
    "",
    `| read | server | ${catalogs.map((c) => `${size(c)} req/s | p95 | p99 | 4xx/5xx`).join(" | ")} |`,
    `|---|---|${catalogs.map(() => "---|---|---|---|").join("")}`,
    ...lines,
    "",
  ];
}

if (process.argv.includes("--scale")) {
  const catalogs: Catalog[] = [];
  for (const stores of SCALE_STORES) catalogs.push(await measureCatalog(stores, { checkout: false }));
  writeReport({ section: SCALE_SECTION, lines: scaleReport(catalogs) });
} else {
  const catalog = await measureCatalog(STORES, { checkout: true });
  if (catalog.rows.some(({ checked }) => checked && (checked.app.length || checked.baseline.length))) process.exitCode = 1;
  // A run of some scenarios only is printed, not written over the whole run's report.
  if (only) console.log(mainReport(catalog).join("\n"));
  else writeReport({ main: mainReport(catalog) });
}
