import { describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { get, post } from "../support/http";
import { SHOPPER_PASSWORD } from "../support/arrange";
import { placeOrder, shopperOf, storeNamed } from "../support/orders";
import { ISO_MICROS, asOwner, keys, signInOwners } from "../support/owner-calls";

// The owner's customers on the administration API: a list with what each bought, one with their
// orders, and their account disabled (every session ended, for good) or enabled again.

const CUSTOMER_KEYS = [
  "created_at",
  "email",
  "id",
  "image",
  "last_order_at",
  "name",
  "orders_count",
  "phone",
  "phone_code",
  "status",
  "status_label",
  "total_spent",
  "verified_at",
];

/** What the database says each customer of the store bought: every order counted, cancelled ones not spent. */
const boughtBy = (storeId: number) =>
  sql<{ id: number; orders: number; spent: string; last: Date | null }>(
    `SELECT c.id, count(o.id)::int AS orders, coalesce(sum(o.total_payable_amount) FILTER (WHERE o.delivery_status <> 4), 0)::text AS spent,
            max(o.placed_at) AT TIME ZONE 'UTC' AS last
     FROM customers c LEFT JOIN orders o ON o.customer_id = c.id WHERE c.store_id = $1 GROUP BY c.id ORDER BY c.created_at DESC, c.id DESC`,
    [storeId],
  );

describe("GET /customers", () => {
  it("lists the store's customers newest first in shape D, each with their order count and what they spent", async () => {
    const { demo } = await signInOwners();
    const store = await storeNamed("demo");
    const expected = await boughtBy(store.id);
    const reply = await asOwner(demo, "GET", "/api/customers?per_page=100");
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "links", "meta", "success"]);
    expect(reply.json.meta).toMatchObject({ total: expected.length, per_page: 100 });
    for (const customer of reply.json.data) expect(keys(customer)).toEqual(CUSTOMER_KEYS);
    expect(
      reply.json.data.map((c: { id: number; orders_count: number; total_spent: number; last_order_at: string | null }) => [
        c.id,
        c.orders_count,
        c.total_spent,
        c.last_order_at,
      ]),
    ).toEqual(expected.slice(0, 100).map((c) => [c.id, c.orders, Number(c.spent), c.last ? c.last.toISOString().replace("Z", "000Z") : null]));
    const [yasmine] = (await asOwner(demo, "GET", "/api/customers?search=customer@example.com")).json.data;
    expect(yasmine.orders_count).toBe(expected.find((c) => c.id === yasmine.id)!.orders);
    expect(yasmine.orders_count).toBeGreaterThanOrEqual(16);
    expect(yasmine.created_at).toMatch(ISO_MICROS);
  });

  it("counts a cancelled order but does not add it to what the customer spent", async () => {
    const { demo } = await signInOwners();
    const shopper = await shopperOf();
    const kept = await placeOrder(shopper, { quantity: 1 });
    await placeOrder(shopper, { quantity: 5, deliveryStatus: 4 });
    const reply = await asOwner(demo, "GET", `/api/customers?search=${encodeURIComponent(shopper.email)}`);
    expect(reply.json.data).toHaveLength(1);
    expect(reply.json.data[0]).toMatchObject({ email: shopper.email, orders_count: 2, total_spent: Number(kept.total), status: 1, status_label: "active" });
  });

  it("finds customers by name, e-mail or phone in any case, and by status", async () => {
    const { demo } = await signInOwners();
    const shopper = await shopperOf();
    const found = async (query: string) => (await asOwner(demo, "GET", `/api/customers?${query}&per_page=100`)).json.data.map((c: { id: number }) => c.id);
    expect(await found(`search=${shopper.email.split("@")[0]!.toUpperCase()}`)).toEqual([shopper.id]);
    const [disabled] = await sql<{ n: number }>("SELECT count(*)::int AS n FROM customers WHERE store_id = $1 AND status = 2", [shopper.storeId]);
    await sql("UPDATE customers SET status = 2 WHERE id = $1", [shopper.id]);
    const ids = await found("status=2");
    expect(ids).toContain(shopper.id);
    expect(ids).toHaveLength(disabled!.n + 1);
    expect(await found("status=1")).not.toContain(shopper.id);
  });

  it("refuses bad filters and answers 401 without a token", async () => {
    const { demo } = await signInOwners();
    for (const query of ["status=3", "per_page=0", `search=${"y".repeat(101)}`])
      expect((await asOwner(demo, "GET", `/api/customers?${query}`)).status, query).toBe(422);
    expect((await asOwner(undefined, "GET", "/api/customers")).status).toBe(401);
  });
});

describe("GET /customers/{id}", () => {
  it("shows the customer with their latest orders, newest first", async () => {
    const { demo } = await signInOwners();
    const shopper = await shopperOf();
    const older = await placeOrder(shopper, { placedAt: new Date(Date.now() - 86_400_000) });
    const newer = await placeOrder(shopper);
    const reply = await asOwner(demo, "GET", `/api/customers/${shopper.id}`);
    expect(reply.status).toBe(200);
    expect(keys(reply.json.data)).toEqual([...CUSTOMER_KEYS, "orders"].sort());
    expect(reply.json.data).toMatchObject({ id: shopper.id, email: shopper.email, orders_count: 2 });
    expect(reply.json.data.orders.map((o: { id: number; order_code: string }) => [o.id, o.order_code])).toEqual([
      [newer.id, newer.code],
      [older.id, older.code],
    ]);
  });

  it("is a 404 for another store's customer, as for an id that does not exist, both ways", async () => {
    const owners = await signInOwners();
    const missing = await asOwner(owners.demo, "GET", "/api/customers/2147483647");
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: "Customer not found." });
    const demoShopper = await shopperOf();
    const acmeShopper = await shopperOf("acme.localhost");
    for (const [token, id] of [
      [owners.acme, demoShopper.id],
      [owners.demo, acmeShopper.id],
    ] as const) {
      const reply = await asOwner(token, "GET", `/api/customers/${id}`);
      expect(reply.status).toBe(404);
      expect(reply.json).toEqual(missing.json);
    }
    expect((await asOwner(owners.demo, "GET", "/api/customers/0")).status).toBe(422);
    expect((await asOwner(undefined, "GET", `/api/customers/${demoShopper.id}`)).status).toBe(401);
  });
});

describe("PUT /customers/{id}/status", () => {
  it("disables an account: its sessions end at once and for good, and it cannot sign in until enabled", async () => {
    const { demo } = await signInOwners();
    const shopper = await shopperOf();
    const signIn = () => post("/api/login-customer", { email: shopper.email, password: SHOPPER_PASSWORD });
    const second = (await signIn()).json.token as string;
    expect((await get("/api/user-customer", { token: shopper.token })).status).toBe(200);
    // Setting the state it has changes nothing.
    expect((await asOwner(demo, "PUT", `/api/customers/${shopper.id}/status`, { status: 1 })).json.data.status).toBe(1);
    expect((await get("/api/user-customer", { token: second })).status).toBe(200);

    const disabled = await asOwner(demo, "PUT", `/api/customers/${shopper.id}/status`, { status: 2 });
    expect(disabled.status).toBe(200);
    expect(disabled.json.data).toMatchObject({ id: shopper.id, status: 2, status_label: "disabled" });
    for (const token of [shopper.token, second]) expect((await get("/api/user-customer", { token })).status).toBe(401);
    const [tokens] = await sql<{ live: number; all: number }>(
      "SELECT count(*) FILTER (WHERE revoked_at IS NULL)::int AS live, count(*)::int AS all FROM access_tokens WHERE customer_id = $1",
      [shopper.id],
    );
    expect(tokens).toEqual({ live: 0, all: 2 });
    const refused = await signIn();
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ success: false, message: "This account is disabled." });

    const enabled = await asOwner(demo, "PUT", `/api/customers/${shopper.id}/status`, { status: 1 });
    expect(enabled.json.data).toMatchObject({ status: 1, status_label: "active" });
    // The sessions of before stay ended; signing in again works.
    for (const token of [shopper.token, second]) expect((await get("/api/user-customer", { token })).status).toBe(401);
    const again = await signIn();
    expect(again.status).toBe(200);
    expect((await get("/api/user-customer", { token: again.json.token })).status).toBe(200);

    const [audited] = await sql<{ action: string; entity_id: number }>(
      "SELECT action, entity_id FROM audit_log WHERE entity = 'customers' ORDER BY id DESC LIMIT 1",
    );
    expect(audited).toEqual({ action: "PUT /api/customers/{id}/status", entity_id: shopper.id });
  });

  it("refuses another store's customer with a 404 and bad input with a 422, changing nothing", async () => {
    const owners = await signInOwners();
    const shopper = await shopperOf();
    const state = async () =>
      (
        await sql<{ status: number; live: number; updated_at: Date }>(
          "SELECT c.status, c.updated_at, (SELECT count(*)::int FROM access_tokens t WHERE t.customer_id = c.id AND t.revoked_at IS NULL) AS live FROM customers c WHERE c.id = $1",
          [shopper.id],
        )
      )[0];
    const before = await state();
    const foreign = await asOwner(owners.acme, "PUT", `/api/customers/${shopper.id}/status`, { status: 2 });
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ success: false, message: "Customer not found." });
    for (const body of [{}, { status: 0 }, { status: 3 }, { status: "disabled" }]) {
      expect((await asOwner(owners.demo, "PUT", `/api/customers/${shopper.id}/status`, body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await asOwner(undefined, "PUT", `/api/customers/${shopper.id}/status`, { status: 2 })).status).toBe(401);
    expect(await state()).toEqual(before);
    expect((await get("/api/user-customer", { token: shopper.token })).status).toBe(200);
  });
});
