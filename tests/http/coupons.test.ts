import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { freshShopper } from "../support/arrange";
import { post } from "../support/http";
import { converted, demoRate } from "../support/money";

const keys = (o: object) => Object.keys(o).sort();
const cents = (amount: string | number) => Math.round(Number(amount) * 100);

// Demo products without variants or discount, so that the selling price is the price row's.
type Plain = { id: number; unit_price: string; category_ids: number[] };
const plainProducts = () =>
  sql<Plain>(
    `SELECT p.id, pr.unit_price, array(SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = p.id ORDER BY 1) AS category_ids
     FROM products p JOIN stores s ON s.id = p.store_id JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
     WHERE s.subdomain = 'demo' AND p.status = 1 AND p.discount_type IS NULL
       AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> '') ORDER BY p.id`,
  );

// Two of them, the second one twice, with their subtotal in cents.
async function items() {
  const rows = (await plainProducts()).slice(0, 2);
  const subtotalCents = rows.reduce((sum, r, i) => sum + cents(r.unit_price) * (i + 1), 0);
  return { items: rows.map((r, i) => ({ id: r.id, quantity: i + 1 })), subtotalCents };
}

// Two plain products that do not share the first one's first category.
async function apart() {
  const rows = await plainProducts();
  for (const a of rows) {
    const category = a.category_ids[0];
    const b = rows.find((r) => category !== undefined && !r.category_ids.includes(category));
    if (category !== undefined && b) return { a, b, category };
  }
  throw new Error("the demo catalog has no two plain products in different categories");
}

// Coupons made for one test: unique codes, removed afterwards (their redemptions go with them).
const made: number[] = [];
afterAll(() => sql("DELETE FROM coupons WHERE id = ANY($1::int[])", [made]));

type CouponSpec = {
  type?: "PERCENTAGE" | "FIXED";
  value: string;
  usageLimit?: number;
  perCustomerLimit?: number;
  startsInDays?: number;
  productIds?: number[];
  categoryIds?: number[];
};

async function makeCoupon(spec: CouponSpec) {
  const code = `T-${randomUUID().slice(0, 8)}`.toUpperCase();
  const [{ id }] = (await sql<{ id: number }>(
    `INSERT INTO coupons (store_id, code, type, value, usage_limit, per_customer_limit, starts_at, updated_at)
     SELECT s.id, $1, $2::"CouponType", $3, $4, $5, now() + make_interval(days => $6::int), now() FROM stores s WHERE s.subdomain = 'demo'
     RETURNING id`,
    [code, spec.type ?? "PERCENTAGE", spec.value, spec.usageLimit ?? null, spec.perCustomerLimit ?? null, spec.startsInDays ?? -1],
  )) as [{ id: number }];
  made.push(id);
  await sql("INSERT INTO coupon_products (coupon_id, product_id) SELECT $1, unnest($2::int[])", [id, spec.productIds ?? []]);
  await sql("INSERT INTO coupon_categories (coupon_id, category_id) SELECT $1, unnest($2::int[])", [id, spec.categoryIds ?? []]);
  return { id, code };
}

// A past use of a coupon, recorded as checkout records it: one redemption per order.
async function redeem(couponId: number, customerId: number | null) {
  await sql(
    `INSERT INTO coupon_redemptions (store_id, coupon_id, customer_id, order_id)
     SELECT o.store_id, $1, $2, o.id FROM orders o JOIN stores s ON s.id = o.store_id
     WHERE s.subdomain = 'demo' AND NOT EXISTS (SELECT 1 FROM coupon_redemptions r WHERE r.order_id = o.id) ORDER BY o.id LIMIT 1`,
    [couponId, customerId],
  );
}

const customerId = async (email: string) =>
  (await sql<{ id: number }>("SELECT c.id FROM customers c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo' AND c.email = $1", [email]))[0]!.id;

const apply = (body: object, headers?: Record<string, string>, token?: string) => post("/api/cart/apply-coupon", body, { headers, token });

describe("/cart/apply-coupon", () => {
  it("computes the discount from the catalog's prices", async () => {
    const { items: lines, subtotalCents } = await items();
    const reply = await post("/api/cart/apply-coupon", { coupon_code: "welcome10", items: lines });
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual([
      "coupon_code",
      "currency_code",
      "currency_symbol",
      "discount_amount",
      "free_shipping",
      "message",
      "new_total",
      "original_subtotal",
      "success",
    ]);
    const discountCents = Math.round(subtotalCents / 10);
    expect(reply.json).toMatchObject({
      success: true,
      coupon_code: "WELCOME10",
      original_subtotal: subtotalCents / 100,
      discount_amount: discountCents / 100,
      new_total: (subtotalCents - discountCents) / 100,
      free_shipping: false,
      currency_code: "MAD",
    });
    const usd = await post("/api/cart/apply-coupon", { coupon_code: "WELCOME10", items: lines }, { headers: { "store-currency": "USD" } });
    expect(usd.json.currency_code).toBe("USD");
    expect(usd.json.original_subtotal).toBeCloseTo(subtotalCents / 1000, 2);
    expect(usd.json.new_total).toBe(converted((subtotalCents - discountCents) / 100, await demoRate("USD")));
  });

  it("explains why a code does not apply: an unknown code is a 400, as the service's public samples show", async () => {
    const { items: lines } = await items();
    const unknown = await post("/api/cart/apply-coupon", { coupon_code: "NOPE", items: lines });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({ success: false, message: "coupon code not found" });
    const expired = await post("/api/cart/apply-coupon", { coupon_code: "SUMMER24", items: lines });
    expect(expired.json).toEqual({ success: false, message: "This coupon has expired." });
    // FREESHIP needs a minimum subtotal: one unit of a product priced below it falls short.
    const [freeship] = await sql<{ min: string }>(
      "SELECT c.min_subtotal AS min FROM coupons c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo' AND c.code = 'FREESHIP'",
    );
    const cheap = (await plainProducts()).find((p) => cents(p.unit_price) < cents(freeship!.min))!;
    const minimum = await apply({ coupon_code: "FREESHIP", items: [{ id: cheap.id, quantity: 1 }] });
    expect(minimum.status).toBe(422);
    expect(minimum.json).toEqual({ success: false, message: `This coupon needs a subtotal of at least ${freeship!.min} MAD.` });
    const enough = Math.ceil(cents(freeship!.min) / cents(cheap.unit_price));
    const free = await apply({ coupon_code: "FREESHIP", items: [{ id: cheap.id, quantity: enough }] });
    expect(free.json).toMatchObject({ success: true, free_shipping: true });
  });

  it("refuses bad items", async () => {
    const { items: lines } = await items();
    for (const body of [
      { coupon_code: "WELCOME10" },
      { coupon_code: "WELCOME10", items: [] },
      { coupon_code: "WELCOME10", items: [{ id: lines[0]!.id, quantity: 0 }] },
      { items: lines },
    ]) {
      const reply = await post("/api/cart/apply-coupon", body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.json.success).toBe(false);
    }
    const [acmeProduct] = await sql<{ id: number }>("SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'acme' LIMIT 1");
    const foreign = await post("/api/cart/apply-coupon", { coupon_code: "WELCOME10", items: [{ id: acmeProduct!.id, quantity: 1 }] });
    expect(foreign.status).toBe(422);
    expect(keys(foreign.json.errors)).toEqual(["items.0.id"]);
  });
  it("takes a fixed amount off, converted like money, and never more than the subtotal", async () => {
    const { items: lines, subtotalCents } = await items();
    const off = Math.floor(subtotalCents / 400); // about a quarter of the subtotal, in whole units
    const { code } = await makeCoupon({ type: "FIXED", value: off.toFixed(2) });
    const reply = await apply({ coupon_code: code.toLowerCase(), items: lines });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({
      success: true,
      coupon_code: code,
      original_subtotal: subtotalCents / 100,
      discount_amount: off,
      new_total: (subtotalCents - off * 100) / 100,
    });
    const [{ rate }] = (await sql<{ rate: string }>(
      "SELECT c.conversion_rate AS rate FROM currencies c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo' AND c.code = 'USD'",
    )) as [{ rate: string }];
    const usd = await apply({ coupon_code: code, items: lines }, { "store-currency": "USD" });
    expect(usd.json.discount_amount).toBeCloseTo(off * Number(rate), 2);

    const { code: large } = await makeCoupon({ type: "FIXED", value: ((subtotalCents + 10_000) / 100).toFixed(2) });
    const capped = await apply({ coupon_code: large, items: lines });
    expect(capped.json).toMatchObject({ success: true, discount_amount: subtotalCents / 100, new_total: 0 });
  });

  it("stops at its total usage limit, counting past redemptions", async () => {
    const { items: lines } = await items();
    const { id, code } = await makeCoupon({ value: "10.00", usageLimit: 2 });
    await redeem(id, null);
    expect((await apply({ coupon_code: code, items: lines })).json.success).toBe(true);
    await redeem(id, null);
    const usedUp = await apply({ coupon_code: code, items: lines });
    expect(usedUp.status).toBe(422);
    expect(usedUp.json).toEqual({ success: false, message: "This coupon has been used up." });
  });

  it("stops at its per-customer limit for the signed-in customer only", async () => {
    const { items: lines } = await items();
    const [used, other] = [await freshShopper(), await freshShopper()];
    const { id, code } = await makeCoupon({ value: "10.00", perCustomerLimit: 1 });
    expect((await apply({ coupon_code: code, items: lines }, {}, used.token)).json.success).toBe(true);
    await redeem(id, await customerId(used.email));
    const again = await apply({ coupon_code: code, items: lines }, {}, used.token);
    expect(again.status).toBe(422);
    expect(again.json).toEqual({ success: false, message: "You have already used this coupon." });
    expect((await apply({ coupon_code: code, items: lines }, {}, other.token)).json.success).toBe(true);
    // The customer is the token's: naming the one who used it changes nothing for the other.
    expect((await apply({ coupon_code: code, customer_id: await customerId(used.email), items: lines }, {}, other.token)).json.success).toBe(true);
  });

  it("answers alike whatever customer_id names: another customer's history never shows", async () => {
    const { items: lines } = await items();
    const used = await freshShopper();
    const usedId = await customerId(used.email);
    const { id, code } = await makeCoupon({ value: "10.00", perCustomerLimit: 1 });
    await redeem(id, usedId);
    const [{ unused }] = (await sql<{ unused: number }>(
      "SELECT min(c.id)::int AS unused FROM customers c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo' AND c.id <> $1",
      [usedId],
    )) as [{ unused: number }];
    const [{ acme, none }] = (await sql<{ acme: number; none: number }>(
      "SELECT (SELECT min(c.id)::int FROM customers c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'acme') AS acme, (SELECT max(id)::int + 1000 FROM customers) AS none",
    )) as [{ acme: number; none: number }];
    const anonymous = await apply({ coupon_code: code, items: lines });
    expect(anonymous.status).toBe(200);
    for (const named of [usedId, unused, none, acme, null]) {
      const reply = await apply({ coupon_code: code, customer_id: named, items: lines });
      expect({ status: reply.status, body: reply.json }, `customer_id ${named}`).toEqual({ status: anonymous.status, body: anonymous.json });
    }
  });

  it("takes a token if one is sent, and refuses one that is not valid", async () => {
    const { items: lines } = await items();
    const shopper = await freshShopper();
    expect((await apply({ coupon_code: "WELCOME10", items: lines }, {}, shopper.token)).status).toBe(200);
    for (const token of ["garbage", "cus_" + "A".repeat(43), await freshShopper("acme.localhost").then((s) => s.token)]) {
      const reply = await apply({ coupon_code: "WELCOME10", items: lines }, {}, token);
      expect(reply.status).toBe(401);
      expect(reply.json).toEqual({ success: false, message: "Unauthenticated." });
    }
    await sql("UPDATE customers SET status = 2 WHERE email = $1", [shopper.email]);
    expect((await apply({ coupon_code: "WELCOME10", items: lines }, {}, shopper.token)).status).toBe(401);
  });

  it("discounts only the products it is restricted to", async () => {
    const { a, b } = await apart();
    const { code } = await makeCoupon({ value: "10.00", productIds: [b.id] });
    const reply = await apply({
      coupon_code: code,
      items: [
        { id: a.id, quantity: 1 },
        { id: b.id, quantity: 3 },
      ],
    });
    expect(reply.status).toBe(200);
    const eligibleCents = cents(b.unit_price) * 3;
    expect(reply.json).toMatchObject({
      success: true,
      original_subtotal: (cents(a.unit_price) + eligibleCents) / 100,
      discount_amount: Math.round(eligibleCents / 10) / 100,
    });
    const none = await apply({ coupon_code: code, items: [{ id: a.id, quantity: 1 }] });
    expect(none.status).toBe(422);
    expect(none.json).toEqual({ success: false, message: "This coupon does not apply to these products." });
  });

  it("discounts only the products of the categories it is restricted to", async () => {
    const { a, b, category } = await apart();
    const { code } = await makeCoupon({ value: "10.00", categoryIds: [category] });
    const reply = await apply({
      coupon_code: code,
      items: [
        { id: a.id, quantity: 2 },
        { id: b.id, quantity: 1 },
      ],
    });
    expect(reply.status).toBe(200);
    const eligibleCents = cents(a.unit_price) * 2;
    expect(reply.json).toMatchObject({
      success: true,
      original_subtotal: (eligibleCents + cents(b.unit_price)) / 100,
      discount_amount: Math.round(eligibleCents / 10) / 100,
    });
    const none = await apply({ coupon_code: code, items: [{ id: b.id, quantity: 1 }] });
    expect(none.status).toBe(422);
    expect(none.json).toEqual({ success: false, message: "This coupon does not apply to these products." });
  });

  it("is refused before it starts", async () => {
    const { items: lines } = await items();
    const { code } = await makeCoupon({ value: "10.00", startsInDays: 1 });
    const early = await apply({ coupon_code: code, items: lines });
    expect(early.status).toBe(422);
    expect(early.json).toEqual({ success: false, message: "This coupon is not valid yet." });
  });
});
