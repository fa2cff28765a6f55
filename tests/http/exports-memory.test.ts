import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { sql } from "../support/database";
import { PLATFORM_HOST } from "../support/owner-calls";
import { dropStores, signUp, type SignedUp } from "../support/stores";

// The orders export of a store of 100,000 orders: written as it is read, its first bytes reach the
// client long before its last, where a file built whole arrives at once at the end. The server's
// memory (its process tree's resident set, read from /proc during the download) is measured and
// printed for the record: on PostgreSQL a file gathered whole grew it by 140 MB (8× the file), the
// stream by 57 MB of garbage not yet collected; the embedded database's own heap grows as it reads.

const ORDERS = 100_000;
let store: SignedUp;

beforeAll(async () => {
  store = await signUp();
  const [customer] = await sql<{ id: number }>(
    "INSERT INTO customers (store_id, name, email, password_hash, updated_at) VALUES ($1, 'Bulk Buyer', $2, 'x', now()) RETURNING id",
    [store.storeId, `bulk-${store.subdomain}@example.com`],
  );
  await sql(
    `INSERT INTO orders (store_id, customer_id, code, payment_method_name, currency_code, sub_total, total_payable_amount, placed_at, updated_at)
     SELECT $1, $2, 'BULK-' || n, 'Cash On Delivery', 'USD', 10 + n % 90, 10 + n % 90, now() - n * interval '1 minute', now()
     FROM generate_series(1, $3) n`,
    [store.storeId, customer!.id, ORDERS],
  );
}, 300_000);
afterAll(dropStores);

/** Resident memory, in bytes, of the process and all its descendants. */
function treeRss(root: number): number {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parents.set(Number(entry), Number(fields[1]));
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // The process ended while it was read.
    }
  }
  const inTree = (pid: number): boolean => pid === root || (parents.has(pid) && pid !== 1 && inTree(parents.get(pid)!));
  return [...rss].filter(([pid]) => inTree(pid)).reduce((sum, [, bytes]) => sum + bytes, 0);
}

it(`exports ${ORDERS.toLocaleString("en")} orders as they are read, the server's memory measured`, async () => {
  const { pid, port } = inject("server");
  const before = treeRss(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 50);
  let bytes = 0;
  let lines = 0;
  const start = performance.now();
  let firstByte = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      const request = http.get({ port, path: "/api/exports/orders.csv", headers: { host: PLATFORM_HOST, authorization: `Bearer ${store.token}` } }, (reply) => {
        expect(reply.statusCode).toBe(200);
        reply.on("data", (chunk: Buffer) => {
          firstByte ||= performance.now();
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 0x0a) lines++;
        });
        reply.on("end", resolve);
        reply.on("error", reject);
      });
      request.on("error", reject);
    });
  } finally {
    clearInterval(sampler);
  }
  const total = performance.now() - start;
  expect(lines).toBe(ORDERS + 1);
  const growth = peak - before;
  console.log(
    `orders.csv: ${ORDERS} rows, ${(bytes / 1e6).toFixed(1)} MB in ${(total / 1000).toFixed(1)} s, first bytes after ${(firstByte - start).toFixed(0)} ms; ` +
      `server memory ${(before / 1e6).toFixed(0)} MB before, peak +${(growth / 1e6).toFixed(0)} MB`,
  );
  // A hundred batches: the first leaves long before the last is read.
  expect(firstByte - start).toBeLessThan(total / 4);
}, 300_000);
