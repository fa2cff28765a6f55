// `npm run bench`: the customer API under load on real PostgreSQL, beside a bare node:http + pg
// server answering the same queries, in the same run. Seeds STORES x PRODUCTS, starts the
// production server, loads each endpoint at 50 connections with autocannon, prints req/s and
// latency percentiles with the ratio to the baseline, and writes docs/benchmarks.md.
import { writeFileSync } from "node:fs";
import os from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { freePort } from "../lib/db/embedded";
import { migrate } from "../lib/db/migrate";
import { startServer } from "../tests/support/server";
import { startBaseline } from "./baseline-server";
import { WORDS, writeLargeCatalog } from "./large-catalog";

const STORES = Number(process.env.BENCH_STORES ?? 50);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2000);
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 10;
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const hosts = Array.from({ length: STORES }, (_, i) => `bench${String(i + 1).padStart(2, "0")}.localhost`);
const typo = (word: string) => word.slice(0, -1); // a partial word must still hit
const searchPath = (query: string) => `/api/search-products?query=${encodeURIComponent(query)}`;

/** `every`: each distinct path the scenario asks of a store, where few enough to ask them all. */
type Scenario = { name: string; path: () => string; every?: string[] };
const scenarios: Scenario[] = [
  { name: "/fetch-all-products", path: () => `/api/fetch-all-products?page=${1 + Math.floor(Math.random() * 20)}` },
  { name: "/product-details/{slug}", path: () => `/api/product-details/product-${1 + Math.floor(Math.random() * PRODUCTS)}` },
  {
    name: "/search-products",
    path: () => searchPath(Math.random() < 0.5 ? `${pick(WORDS.adjectives)} ${pick(WORDS.nouns)}` : typo(pick(WORDS.places))),
    every: [...WORDS.adjectives.flatMap((a) => WORDS.nouns.map((n) => `${a} ${n}`)), ...WORDS.places.map(typo)].map(searchPath),
  },
];

type Measure = { rps: number; p50: number; p95: number; p99: number; errors: number; requests: number };
type Target = { host: string; path: string };

/** `next` for `seconds`, or, with `amount`, that many requests. */
async function load(port: number, next: () => Target, run: { seconds: number } | { amount: number }): Promise<Measure> {
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
            setupRequest: (req) => {
              const { host, path } = next();
              return { ...req, path, headers: { ...req.headers, host } };
            },
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

async function main() {
  const name = `commerce_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.href;
  const cleanups: (() => Promise<void>)[] = [async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }];
  try {
    console.log(`seeding ${STORES} stores x ${PRODUCTS} products on ${name}...`);
    let started = Date.now();
    await migrate(databaseUrl);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await writeLargeCatalog(client, STORES, PRODUCTS);
    } finally {
      await client.end();
    }
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    started = Date.now();
    const appEnv = { RATE_LIMIT_PER_MINUTE: "0", VALIDATE_RESPONSES: "false", LOG_LEVEL: "warn" };
    const app = await startServer({ databaseUrl, env: appEnv });
    cleanups.unshift(() => app.stop());
    // The same app with its answer cache off: what a request costs when the answer is not kept.
    const uncached = await startServer({ databaseUrl, env: { ...appEnv, ANSWER_CACHE_MB: "0" } });
    cleanups.unshift(() => uncached.stop());
    const basePort = await freePort();
    cleanups.unshift(await startBaseline(databaseUrl, basePort));
    console.log(`servers up in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const random = (path: () => string) => () => ({ host: pick(hosts), path: path() });
    // A server just started needs several seconds of load before its rate settles (JIT, pool,
    // prepared statements; measured: 666, 3,075, then 3,400 req/s in successive 5 s of lists), which
    // the first scenario would otherwise pay alone. Lists and details only, so that search's cache
    // stays as cold as before.
    const warmUp = scenarios.filter((s) => s.name !== "/search-products");
    for (const port of [app.port, uncached.port, basePort]) {
      await load(port, random(() => pick(warmUp).path()), { seconds: WARM_UP_SECONDS });
    }
    const measure = async (port: number, path: () => string) => {
      await load(port, random(path), { seconds: 3 }); // warm-up: this endpoint's code, caches
      return load(port, random(path), { seconds: SECONDS });
    };
    const rows: Row[] = [];
    for (const scenario of scenarios) {
      const row: Row = { scenario: scenario.name, app: await measure(app.port, scenario.path), uncached: await measure(uncached.port, scenario.path), baseline: await measure(basePort, scenario.path) };
      rows.push(row);
      console.log(scenario.name, JSON.stringify(row));
      if (!scenario.every) continue;
      // The steady state of a running store: every distinct request of the load asked once, so
      // that the cache holds what it would after a while in service (nothing changes the catalog
      // here), then the same random load again.
      const all = hosts.flatMap((host) => scenario.every!.map((path) => ({ host, path })));
      let i = 0;
      await load(app.port, () => all[i++ % all.length]!, { amount: all.length });
      const warm: Row = { scenario: `${scenario.name}, cache warm`, app: await measure(app.port, scenario.path), baseline: row.baseline };
      rows.push(warm);
      console.log(warm.scenario, JSON.stringify(warm));
    }
    writeReport(rows);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((e) => console.error(e));
  }
}

/** A row without `uncached` repeats the app's load on a warm cache; its ratio is to the row above's baseline. */
type Row = { scenario: string; app: Measure; uncached?: Measure; baseline: Measure };

function writeReport(rows: Row[]) {
  const f = (n: number) => n.toFixed(1);
  const ratio = (m: Measure, baseline: Measure) => `${((m.rps / baseline.rps) * 100).toFixed(0)} %`;
  const dash = ["–", "–", "–", "–"];
  const uncachedCells = (uncached: Measure | undefined, baseline: Measure) => (uncached ? [f(uncached.rps), f(uncached.p95), f(uncached.p99), ratio(uncached, baseline)] : dash);
  const baselineCells = (row: Row) =>
    row.uncached ? [f(row.baseline.rps), f(row.baseline.p95), f(row.baseline.p99), String(row.baseline.errors)] : ["as above", "", "", ""];
  const lines = [
    "# Benchmarks",
    "",
    `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${STORES} stores × ${PRODUCTS} products on PostgreSQL,`,
    `${CONNECTIONS} connections for ${SECONDS} s per endpoint after a 3 s warm-up (and each server's first ${WARM_UP_SECONDS} s of lists and details), on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}),`,
    "the app's production server (`npm start`), the same with its answer cache off (`ANSWER_CACHE_MB=0`), and a bare",
    "node:http + pg server answering the same queries, each loaded alone. Requests are spread over every store, page,",
    "product and query word at random, so the cache holds only what the warm-up and the run asked before (cache cold:",
    "13 s of random searches leave many of the 13,200 store × query pairs unasked). The search is measured again once",
    "every pair has been asked (cache warm): the steady state of a store in service whose catalog does not change meanwhile.",
    "Latencies in ms, measured by the load generator on the same machine.",
    "",
    "| endpoint | app req/s | app p50 | app p95 | app p99 | 4xx/5xx | app / baseline | cache off req/s | cache off p95 | cache off p99 | cache off / baseline | baseline req/s | baseline p95 | baseline p99 | baseline 4xx/5xx |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map((row) => {
      const { scenario, app, uncached, baseline } = row;
      const cells = [scenario, f(app.rps), f(app.p50), f(app.p95), f(app.p99), String(app.errors), ratio(app, baseline), ...uncachedCells(uncached, baseline), ...baselineCells(row)];
      return `| ${cells.join(" | ")} |`;
    }),
    "",
    "Targets: at least 50 % of the baseline's throughput, p99 ≤ 50 ms, search p95 ≤ 20 ms. About 2 % of",
    "/product-details requests name an unpublished product (every 50th is a draft): 404 by design, in both servers.",
    "",
  ];
  writeFileSync("docs/benchmarks.md", lines.join("\n"));
  console.log(lines.join("\n"));
}

await main();
