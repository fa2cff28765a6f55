import { machine, SCALE_SECTION } from "./report";
import { CHECKOUT, FILTERED, searchQueries } from "./scenarios";
import { CONNECTIONS, ENDPOINT_WARM_UP_SECONDS, ORDERS, SECONDS, WARM_UP_SECONDS } from "./settings";

// What a run measured, and the tables of docs/benchmarks.md it is written as.

/** `cpuUs`: the server's CPU time (user and system) per answered request, in µs: unlike req/s, hardly moved by other load on the machine. */
export type Measure = { rps: number; p50: number; p95: number; p99: number; errors: number; requests: number; cpuUs?: number };

/**
 * A `repeat` row repeats the app's load on a warm cache; its ratio is to the row above's baseline.
 * A row without `baseline` has none to compare with. `checked`: what each server's orders left in
 * the database that its answers did not say (nothing, when right).
 */
export type Row = { scenario: string; app: Measure; uncached?: Measure; baseline?: Measure; repeat?: true; checked?: { app: string[]; baseline: string[] } };
export type Catalog = { stores: number; products: number; seedSeconds: number; rows: Row[] };

export const f = (n: number) => n.toFixed(1);
export const thousands = (n: number) => n.toLocaleString("en-US");

export function mainReport({ stores, products, rows }: Catalog): string[] {
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
    `${ENDPOINT_WARM_UP_SECONDS + SECONDS} s of random searches leave many of the ${thousands(stores * searchQueries.length)} store × query pairs unasked). Search and the owner's lists are measured`,
    "again once every store × query or page has been asked (cache warm): the steady state of a store in service whose catalog and orders do not change meanwhile.",
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

export const verdict = (problems: string[]) => (problems.length ? problems.join(", ") : "every order answered 200 and no other, stock taken exactly");

/** How checkout is measured: written into docs/benchmarks.md with the table. */
export const CHECKOUT_TEXT = [
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
export function scaleReport(catalogs: Catalog[]): string[] {
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
    ...scaleTargets(catalogs[catalogs.length - 1]!),
  ];
}

/**
 * Issue 28's targets at the largest catalogue, each with its measure: search with the answer
 * cache off at least 1.5 times the baseline's req/s with a p95 at most two thirds of the baseline's;
 * the filtered listing and the owner's lists at least twice their baselines.
 */
function scaleTargets(catalog: Catalog): string[] {
  const row = (name: string) => catalog.rows.find((r) => r.scenario === name);
  const ratio = (a: Measure, b: Measure) => `${f(a.rps / b.rps)}×`;
  const checks: [string, boolean][] = [];
  const search = row("/search-products");
  if (search?.uncached && search.baseline) {
    const { uncached, baseline } = search;
    checks.push([
      `search, cache off: ${ratio(uncached, baseline)} the baseline's req/s (target 1.5×), p95 ${f(uncached.p95)} ms against ${f(baseline.p95)} ms (target at most ${f((baseline.p95 * 2) / 3)} ms)`,
      uncached.rps >= 1.5 * baseline.rps && uncached.p95 <= (baseline.p95 * 2) / 3,
    ]);
  }
  // The owner's lists with the cache as the run left it, and once every page has been asked.
  const lists = ["admin /get-all-orders", "admin /fetch-all-products"].flatMap((name) => [name, `${name}, cache warm`]);
  for (const name of [FILTERED, ...lists]) {
    const measured = row(name);
    if (measured?.baseline)
      checks.push([`${name}: ${ratio(measured.app, measured.baseline)} the baseline's req/s (target 2×)`, measured.app.rps >= 2 * measured.baseline.rps]);
  }
  if (!checks.length) return [];
  return [
    `Targets at ${thousands(catalog.stores * catalog.products)} products (issue 28):`,
    ...checks.map(([text, met]) => `- ${text}: ${met ? "met" : "missed"}.`),
    "",
  ];
}
