import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { call, type Reply } from "../support/http";
import { placeOrder } from "../support/orders";
import { ownerProduct, SIZED_SLIPPERS } from "../support/catalogue";
import { PLATFORM_HOST, signInOwners } from "../support/owner-calls";
import { dropStores, signUp, type SignedUp } from "../support/stores";

// GET /exports/{orders,customers,products}.csv: a French store made by /register, with products of
// its own (one with sizes), a customer and orders; each file read back with a CSV parser as a
// spreadsheet would, its rows checked against the store's records.

let store: SignedUp;
let acmeToken: string;
let customerId: number;
let plainId: number;
let sizedId: number;

const download = (path: string, token = store.token): Promise<Reply> => call("GET", `/api${path}`, { host: PLATFORM_HOST, token });
/** The file's rows as objects by header, after checking it is UTF-8 CSV with a byte-order mark. */
function rowsOf(reply: Reply): Record<string, string>[] {
  expect(reply.status).toBe(200);
  expect(reply.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(reply.headers["content-disposition"]).toMatch(new RegExp(`^attachment; filename="${store.subdomain}-\\w+-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
  expect([...reply.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(reply.bytes, { bom: true, columns: true });
}

beforeAll(async () => {
  store = await signUp({ country: "MA", language: "fr" });
  acmeToken = (await signInOwners()).acme;
  const create = (body: Record<string, unknown>) => ownerProduct(store.token, body);
  plainId = await create({ name: "Théière en laiton", price: "120", sku: "TH-1", stock: 40 });
  sizedId = await create(SIZED_SLIPPERS);
  const [customer] = await sql<{ id: number }>(
    `INSERT INTO customers (store_id, name, email, password_hash, updated_at) VALUES ($1, '=HYPERLINK("http://evil.example")', $2, 'x', now()) RETURNING id`,
    [store.storeId, `amina-${store.subdomain}@example.com`],
  );
  customerId = customer!.id;
});
afterAll(dropStores);

describe("GET /exports/orders.csv", () => {
  it("writes one row per order with its amounts, states in the store's language and lines, oldest first, filtered as the list is", async () => {
    const first = await placeOrder({ id: customerId, storeId: store.storeId }, { quantity: 2, placedAt: new Date("2026-01-15T10:00:00Z") });
    const second = await placeOrder({ id: customerId, storeId: store.storeId }, { quantity: 1, currency: "EUR", rate: "0.092", deliveryStatus: 4 });
    const rows = rowsOf(await download("/exports/orders.csv"));
    expect(rows.map((row) => row.order_code)).toEqual([first.code, second.code]);
    const [one, two] = rows;
    expect(one).toMatchObject({ delivery_status: "En attente", payment_status: "Non payée", payment_method: "Cash On Delivery", store_currency: "MAD" });
    expect(one!.total).toBe(first.total);
    expect(one!.placed_at).toBe("2026-01-15 11:00:00");
    expect(one!.items).toMatch(/^2 × /);
    expect(two).toMatchObject({ delivery_status: "Annulée", order_currency: "EUR", conversion_rate: "0.09200000", refunded: "0.00" });
    expect(two!.total_charged).toBe((Math.round(Number(second.total) * 0.092 * 100) / 100).toFixed(2));
    // A name a spreadsheet would run as a formula is written as text.
    expect(one!.customer_name).toBe(`'=HYPERLINK("http://evil.example")`);

    expect(rowsOf(await download("/exports/orders.csv?status=4")).map((row) => row.order_code)).toEqual([second.code]);
    expect(rowsOf(await download("/exports/orders.csv?from=2026-01-15&to=2026-01-15&status=")).map((row) => row.order_code)).toEqual([first.code]);
    const refused = await download("/exports/orders.csv?from=2026-03-02&to=2026-03-01");
    expect(refused.status).toBe(422);
    // Another store's owner gets their own orders, none of these.
    const acme = parse((await download("/exports/orders.csv", acmeToken)).bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(acme.map((row) => row.order_code)).not.toContain(first.code);
  });
});

describe("GET /exports/products.csv", () => {
  it("writes one row per thing sold: the plain product's own, and each variant of the sized one", async () => {
    const rows = rowsOf(await download("/exports/products.csv")).filter((row) => [plainId, sizedId].includes(Number(row.product_id)));
    expect(rows.map((row) => [row.name, row.sku, row.variant, row.price, row.quantity, row.currency])).toEqual([
      ["Théière en laiton", "TH-1", "", "120.00", "40", "MAD"],
      ["Babouches", "BAB-M", "M", "250.00", "3", "MAD"],
      ["Babouches", "BAB-L", "L", "260.50", "4", "MAD"],
    ]);
  });
});

describe("GET /exports/customers.csv", () => {
  it("writes the store's customers with their orders, and nothing secret", async () => {
    const reply = await download("/exports/customers.csv");
    const rows = rowsOf(reply);
    const amina = rows.find((row) => Number(row.customer_id) === customerId);
    expect(amina).toMatchObject({ email: `amina-${store.subdomain}@example.com`, active: "yes", currency: "MAD" });
    expect(Object.keys(amina!)).toEqual([
      "customer_id",
      "name",
      "email",
      "phone",
      "active",
      "created_at",
      "orders",
      "total_spent",
      "currency",
      "last_order_at",
    ]);
    expect(reply.text).not.toContain("password");
  });
});

describe("Who may export", () => {
  it("answers 401 without a token", async () => {
    expect((await call("GET", "/api/exports/orders.csv", { host: PLATFORM_HOST })).status).toBe(401);
  });
});
