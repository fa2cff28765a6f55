import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, rowCounts, signInOwners, type Owner } from "../support/admin-catalog";
import { sql } from "../support/database";
import { post } from "../support/http";

// The owner's coupons (management routes): what is written here is what /cart/apply-coupon
// applies, at once; codes unique per store whatever their case; used coupons are kept.

const keys = (o: object) => Object.keys(o).sort();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const RECORD_KEYS = [
  "category_ids",
  "code",
  "created_at",
  "ends_at",
  "free_shipping",
  "id",
  "is_active",
  "min_subtotal",
  "per_customer_limit",
  "product_ids",
  "starts_at",
  "state",
  "type",
  "updated_at",
  "usage_count",
  "usage_limit",
  "value",
];
const COUNTED = ["coupons", "coupon_products", "coupon_categories", "audit_log"] as const;

let demo: Owner;
let acme: Owner;
const created: number[] = [];

async function createCoupon(body: Record<string, unknown>, owner = demo) {
  const reply = await admin("POST", "/api/coupons", owner, body);
  if (reply.status === 201) created.push(reply.json.data.id);
  return reply;
}

// Demo's published products without variants or discount: their selling price is their price row's.
const plainProducts = () =>
  sql<{ id: number; price: string }>(
    `SELECT p.id, pr.unit_price AS price FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
     WHERE p.store_id = $1 AND p.status = 1 AND p.discount_type IS NULL
       AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> '') ORDER BY p.id LIMIT 2`,
    [demo.storeId],
  );

const apply = (code: string, items: { id: number; quantity: number }[]) => post("/api/cart/apply-coupon", { coupon_code: code, items });
const code = () => `adm-${Math.random().toString(36).slice(2, 10)}`;

beforeAll(async () => {
  ({ demo, acme } = await signInOwners());
});

afterAll(() => sql("DELETE FROM coupons WHERE id = ANY($1::int[])", [created]));

describe("POST /coupons", () => {
  it("creates a coupon that /cart/apply-coupon applies at once with its rules", async () => {
    const [a, b] = await plainProducts();
    const given = code();
    const reply = await createCoupon({
      code: given,
      type: "percentage",
      value: "20",
      min_subtotal: 10,
      starts_at: "2020-01-01 00:00",
      ends_at: "2999-12-31T23:59:00Z",
      usage_limit: 50,
      per_customer_limit: 2,
      free_shipping: true,
      product_ids: [a!.id],
      store_id: acme.storeId,
    });
    expect(reply.status).toBe(201);
    expect(keys(reply.json)).toEqual(["data", "success"]);
    const coupon = reply.json.data;
    expect(keys(coupon)).toEqual(RECORD_KEYS);
    expect(coupon).toMatchObject({
      code: given.toUpperCase(),
      type: "percentage",
      value: "20.00",
      min_subtotal: "10.00",
      ends_at: "2999-12-31T23:59:00.000000Z",
      usage_limit: 50,
      per_customer_limit: 2,
      free_shipping: true,
      is_active: true,
      product_ids: [a!.id],
      category_ids: [],
      usage_count: 0,
      state: "active",
    });
    expect(typeof coupon.id).toBe("number");
    for (const field of ["starts_at", "created_at", "updated_at"]) expect(coupon[field]).toMatch(ISO);
    // Demo's clocks are Casablanca's: midnight there, given without an offset, is the previous day's 23:00 or midnight UTC.
    expect(coupon.starts_at).toMatch(/^(2019-12-31T23|2020-01-01T00):00:00\.000000Z$/);
    expect((await sql("SELECT store_id FROM coupons WHERE id = $1", [coupon.id]))[0]).toEqual({ store_id: demo.storeId });

    // The discount falls on the restricted product's line only; the code is matched whatever its case.
    const quote = await apply(given.toLowerCase(), [
      { id: a!.id, quantity: 2 },
      { id: b!.id, quantity: 1 },
    ]);
    expect(quote.status).toBe(200);
    const aCents = Math.round(Number(a!.price) * 100) * 2;
    const subtotalCents = aCents + Math.round(Number(b!.price) * 100);
    expect(quote.json).toMatchObject({
      success: true,
      coupon_code: given.toUpperCase(),
      discount_amount: Math.round(aCents * 0.2) / 100,
      original_subtotal: subtotalCents / 100,
      free_shipping: true,
    });
    expect((await apply(given, [{ id: b!.id, quantity: 1 }])).json).toEqual({ success: false, message: "This coupon does not apply to these products." });

    // Changes apply at once too.
    const fixed = await admin("PUT", `/api/coupons/${coupon.id}`, demo, { type: "fixed", value: "5.5", product_ids: [] });
    expect(fixed.status).toBe(200);
    expect(fixed.json.data).toMatchObject({ type: "fixed", value: "5.50", product_ids: [], min_subtotal: "10.00", free_shipping: true });
    expect((await apply(given, [{ id: b!.id, quantity: 1 }])).json.discount_amount).toBe(5.5);
    await admin("PUT", `/api/coupons/${coupon.id}`, demo, { min_subtotal: "999999" });
    expect((await apply(given, [{ id: b!.id, quantity: 1 }])).json.message).toMatch(/^This coupon needs a subtotal of at least 999999\.00 MAD/);
    // The owner's list names each state the way the shopper meets it.
    const state = async (patch: object) => (await admin("PUT", `/api/coupons/${coupon.id}`, demo, patch)).json.data.state;
    expect(await state({ min_subtotal: null, is_active: false })).toBe("inactive");
    expect((await apply(given, [{ id: b!.id, quantity: 1 }])).json).toEqual({ success: false, message: "This coupon is not active." });
    expect(await state({ is_active: true, starts_at: null, ends_at: "2021-01-01T00:00:00Z" })).toBe("expired");
    expect((await apply(given, [{ id: b!.id, quantity: 1 }])).json).toEqual({ success: false, message: "This coupon has expired." });
    expect(await state({ ends_at: null, usage_limit: null, starts_at: "2999-01-01T00:00:00Z" })).toBe("scheduled");
    expect((await apply(given, [{ id: b!.id, quantity: 1 }])).json).toEqual({ success: false, message: "This coupon is not valid yet." });
  });

  it("restricts to categories of the store", async () => {
    const [category] = await sql<{ category_id: number; product_id: number }>(
      `SELECT pc.category_id, pc.product_id FROM product_categories pc JOIN products p ON p.id = pc.product_id
       WHERE p.store_id = $1 AND p.status = 1 AND p.discount_type IS NULL AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> '')
       ORDER BY pc.product_id LIMIT 1`,
      [demo.storeId],
    );
    const reply = await createCoupon({ code: code(), type: "fixed", value: 1, category_ids: [category!.category_id] });
    expect(reply.json.data.category_ids).toEqual([category!.category_id]);
    expect((await apply(reply.json.data.code, [{ id: category!.product_id, quantity: 1 }])).json.discount_amount).toBe(1);
  });

  it("refuses bad input with field errors, and writes nothing", async () => {
    const [acmeProduct] = await sql<{ id: number }>("SELECT id FROM products WHERE store_id = $1 LIMIT 1", [acme.storeId]);
    const [acmeCategory] = await sql<{ id: number }>("SELECT id FROM categories WHERE store_id = $1 LIMIT 1", [acme.storeId]);
    const [deleted] = await sql<{ id: number }>("SELECT id FROM products WHERE store_id = $1 AND status = 3 LIMIT 1", [demo.storeId]);
    const before = await rowCounts([...COUNTED]);
    const ok = { code: code(), type: "percentage", value: 10 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, code: undefined }, "code"],
      [{ ...ok, code: "welcome10" }, "code"],
      [{ ...ok, code: "two words" }, "code"],
      [{ ...ok, type: "bogo" }, "type"],
      [{ ...ok, value: 100.01 }, "value"],
      [{ ...ok, value: "1.234" }, "value"],
      [{ ...ok, value: 0 }, "value"],
      [{ ...ok, value: -5 }, "value"],
      [{ ...ok, starts_at: "2030-01-02 00:00", ends_at: "2030-01-01 00:00" }, "ends_at"],
      [{ ...ok, ends_at: "2030-02-30 00:00" }, "ends_at"],
      [{ ...ok, usage_limit: 0 }, "usage_limit"],
      [{ ...ok, per_customer_limit: "many" }, "per_customer_limit"],
      [{ ...ok, product_ids: [acmeProduct!.id] }, "product_ids"],
      [{ ...ok, category_ids: [acmeCategory!.id] }, "category_ids"],
      [{ ...ok, product_ids: [1, 1] }, "product_ids"],
      [{ ...ok, free_shipping: "yes" }, "free_shipping"],
      ...(deleted ? [[{ ...ok, product_ids: [deleted.id] }, "product_ids"] as [Record<string, unknown>, string]] : []),
    ];
    for (const [body, field] of cases) {
      const reply = await createCoupon(body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.json.success).toBe(false);
      expect(Object.keys(reply.json.errors), JSON.stringify(body)).toEqual([field]);
    }
    expect((await admin("POST", "/api/coupons", undefined, ok)).status).toBe(401);
    expect(await rowCounts([...COUNTED])).toEqual(before);
  });

  it("answers in the store's language", async () => {
    await sql("UPDATE stores SET language = 'fr' WHERE id = $1", [demo.storeId]);
    try {
      const reply = await createCoupon({ code: "WELCOME10", type: "fixed", value: 1 });
      expect(reply.json.errors).toEqual({ code: ["La boutique a déjà un code promo avec ce code."] });
    } finally {
      await sql("UPDATE stores SET language = 'en' WHERE id = $1", [demo.storeId]);
    }
  });
});

describe("GET /coupons and /coupons/{id}", () => {
  it("lists the store's coupons newest first with their usage, filtered by code and state, in shape D", async () => {
    const first = await createCoupon({ code: "listme-one", type: "fixed", value: 1 });
    const second = await createCoupon({ code: "LISTME-TWO", type: "fixed", value: 1, is_active: false });
    const reply = await admin("GET", "/api/coupons?search=listMe&per_page=1", demo);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "links", "meta", "success"]);
    expect(reply.json.data.map((c: { id: number }) => c.id)).toEqual([second.json.data.id]);
    expect(reply.json.meta).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    expect(reply.json.links.next).toMatch(/\/api\/coupons\?search=listMe&per_page=1&page=2$/);
    const active = await admin("GET", "/api/coupons?search=listme&active=true", demo);
    expect(active.json.data.map((c: { id: number }) => c.id)).toEqual([first.json.data.id]);
    const inactive = await admin("GET", "/api/coupons?search=listme&active=0", demo);
    expect(inactive.json.data.map((c: { id: number }) => c.id)).toEqual([second.json.data.id]);
    expect((await admin("GET", "/api/coupons?active=maybe", demo)).status).toBe(422);

    const all = await admin("GET", "/api/coupons?per_page=100", demo);
    const stored = await sql<{ id: number; uses: number }>(
      "SELECT c.id, (SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = c.id) AS uses FROM coupons c WHERE c.store_id = $1 ORDER BY c.created_at DESC, c.id DESC",
      [demo.storeId],
    );
    expect(all.json.data.map((c: { id: number; usage_count: number }) => ({ id: c.id, uses: c.usage_count }))).toEqual(stored);
    for (const c of all.json.data) expect(keys(c)).toEqual(RECORD_KEYS);
    expect((await admin("GET", "/api/coupons", undefined)).status).toBe(401);
  });

  it("answers one coupon; another store's is a 404", async () => {
    const [acmeCoupon] = await sql<{ id: number }>("SELECT id FROM coupons WHERE store_id = $1 LIMIT 1", [acme.storeId]);
    const [welcome] = await sql<{ id: number }>("SELECT id FROM coupons WHERE store_id = $1 AND code = 'WELCOME10'", [demo.storeId]);
    const reply = await admin("GET", `/api/coupons/${welcome!.id}`, demo);
    expect(reply.status).toBe(200);
    expect(reply.json.data).toMatchObject({ id: welcome!.id, code: "WELCOME10", type: "percentage", value: "10.00", per_customer_limit: 1 });
    const before = await rowCounts([...COUNTED]);
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { value: 1 }],
      ["DELETE", undefined],
    ] as const) {
      const other = await admin(method, `/api/coupons/${acmeCoupon!.id}`, demo, body);
      expect(other.status, method).toBe(404);
      expect(other.json).toEqual({ success: false, message: "Coupon not found." });
    }
    expect(await rowCounts([...COUNTED])).toEqual(before);
    expect((await admin("GET", `/api/coupons/${welcome!.id}`, undefined)).status).toBe(401);
  });
});

describe("PUT /coupons/{id}", () => {
  it("checks the rules on the coupon as the write leaves it", async () => {
    const made = await createCoupon({ code: code(), type: "fixed", value: 150 });
    const id = made.json.data.id;
    expect((await admin("PUT", `/api/coupons/${id}`, demo, { ends_at: "2030-01-01T00:00:00Z" })).status).toBe(200);
    const before = await rowCounts([...COUNTED]);
    const percent = await admin("PUT", `/api/coupons/${id}`, demo, { type: "percentage" });
    expect(percent.status).toBe(422);
    expect(Object.keys(percent.json.errors)).toEqual(["value"]);
    const window = await admin("PUT", `/api/coupons/${id}`, demo, { starts_at: "2030-06-01T00:00:00Z" });
    expect(Object.keys(window.json.errors)).toEqual(["ends_at"]);
    const taken = await admin("PUT", `/api/coupons/${id}`, demo, { code: "Welcome10" });
    expect(Object.keys(taken.json.errors)).toEqual(["code"]);
    expect((await admin("PUT", `/api/coupons/${id}`, undefined, { value: 1 })).status).toBe(401);
    expect((await admin("GET", `/api/coupons/${id}`, demo)).json.data).toMatchObject({ type: "fixed", value: "150.00", starts_at: null });
    expect(await rowCounts([...COUNTED])).toEqual(before);
    // Its own code, in another case, is no conflict.
    const same = await admin("PUT", `/api/coupons/${id}`, demo, { code: made.json.data.code.toLowerCase() });
    expect(same.status).toBe(200);
  });
});

describe("DELETE /coupons/{id}", () => {
  it("deletes a coupon no order used, and keeps a used one (409), to be deactivated", async () => {
    const unused = await createCoupon({ code: code(), type: "fixed", value: 1 });
    const gone = await admin("DELETE", `/api/coupons/${unused.json.data.id}`, demo);
    expect(gone.status).toBe(200);
    expect(gone.json).toEqual({ success: true });
    expect(await sql("SELECT id FROM coupons WHERE id = $1", [unused.json.data.id])).toEqual([]);
    expect((await admin("GET", `/api/coupons/${unused.json.data.id}`, demo)).status).toBe(404);

    const used = await createCoupon({ code: code(), type: "fixed", value: 1 });
    const id = used.json.data.id;
    await sql(
      `INSERT INTO coupon_redemptions (store_id, coupon_id, customer_id, order_id)
       SELECT o.store_id, $1, o.customer_id, o.id FROM orders o WHERE o.store_id = $2
         AND NOT EXISTS (SELECT 1 FROM coupon_redemptions r WHERE r.order_id = o.id) ORDER BY o.id LIMIT 1`,
      [id, demo.storeId],
    );
    const refused = await admin("DELETE", `/api/coupons/${id}`, demo);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ success: false, message: "Orders have used this coupon: deactivate it instead, which keeps their history." });
    const kept = await admin("GET", `/api/coupons/${id}`, demo);
    expect(kept.json.data.usage_count).toBe(1);
    expect((await admin("PUT", `/api/coupons/${id}`, demo, { usage_limit: 1 })).json.data.state).toBe("used_up");
    expect((await admin("PUT", `/api/coupons/${id}`, demo, { is_active: false })).json.data).toMatchObject({ is_active: false, usage_count: 1 });
    expect((await admin("DELETE", `/api/coupons/${id}`, undefined)).status).toBe(401);
  });
});
