import { expect } from "vitest";
import { sql } from "./database";
import { call, type CallOptions } from "./http";

/** The demo store's rate for `code`: units of it for one unit of the default currency. */
export async function demoRate(code: string): Promise<string> {
  const [row] = await sql<{ rate: string }>(
    "SELECT c.conversion_rate::text AS rate FROM currencies c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo' AND c.code = $1 AND c.is_active",
    [code],
  );
  if (!row) throw new Error(`the demo store does not offer ${code}`);
  return row.rate;
}

/** A currency the demo store has but does not offer. */
export async function inactiveDemoCurrency(): Promise<string> {
  const [row] = await sql<{ code: string }>(
    "SELECT c.code FROM currencies c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo' AND NOT c.is_active ORDER BY c.code LIMIT 1",
  );
  if (!row) throw new Error("the demo store has no inactive currency");
  return row.code;
}

/**
 * An amount of the default currency in another, as docs/decisions.md says: × rate, rounded half-up
 * to cents. Computed on integers, so that the test does not lean on the app's decimal library.
 */
export function converted(amount: number | string, rate: string): number {
  const cents = BigInt(Math.round(Number(amount) * 100));
  const [whole, fraction = ""] = rate.split(".");
  const scale = 10n ** 8n;
  const scaledRate = BigInt(whole!) * scale + BigInt(fraction.padEnd(8, "0").slice(0, 8));
  return Number((cents * scaledRate + scale / 2n) / scale) / 100;
}

/** An unknown and an inactive `store-currency` are each a 422 on that header. */
export async function expectCurrencyRefused(path: string, request: CallOptions & { method?: string } = {}) {
  for (const code of ["XYZ", await inactiveDemoCurrency()]) {
    const reply = await call(request.method ?? "GET", path, { ...request, headers: { ...request.headers, "store-currency": code } });
    expect(reply.status, `${path} in ${code}`).toBe(422);
    expect(reply.json.success, `${path} in ${code}`).toBe(false);
    expect(Object.keys(reply.json.errors), `${path} in ${code}`).toEqual(["store-currency"]);
  }
}
