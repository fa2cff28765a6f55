import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { setForTest } from "../support/arrange";
import { sql } from "../support/database";
import { post } from "../support/http";
import { methodOf, stockOf } from "../support/checkout";
import { buyersOf, ordersOfCustomer, pay, plainProduct, removingBuyers } from "../support/make-payment";

// POST /make-payment with a coupon, its limits held under concurrency, and with an Idempotency-Key that
// answers a retry with the first answer. Every customer and order made here is removed at the end.

removingBuyers();

describe("/make-payment with a coupon", () => {
  async function coupon(limits: { usage_limit?: number; per_customer_limit?: number }) {
    const code = `CK-${randomUUID().slice(0, 8)}`.toUpperCase();
    const [row] = await sql<{ id: number }>(
      `INSERT INTO coupons (store_id, code, type, value, usage_limit, per_customer_limit, updated_at)
       SELECT id, $1, 'PERCENTAGE', 10, $2, $3, now() FROM stores WHERE subdomain = 'demo' RETURNING id`,
      [code, limits.usage_limit ?? null, limits.per_customer_limit ?? null],
    );
    return { id: row!.id, code };
  }
  afterAll(() => sql("DELETE FROM coupons WHERE code LIKE 'CK-%'"));

  it("takes the discount /cart/apply-coupon quotes and records the redemption", async () => {
    const product = await plainProduct("demo", 20);
    const { id, code } = await coupon({});
    const [buyer] = await buyersOf("demo", 1);
    const items = [{ id: product.product_id, quantity: 2 }];
    const quote = await post("/api/cart/apply-coupon", { coupon_code: code, items }, { token: buyer!.token });
    const reply = await pay(buyer!.token, { payment_method_id: await methodOf("demo", "COD"), items, coupon_code: code.toLowerCase() });
    expect(reply.status).toBe(200);
    const [order] = await sql<{ total_discount: string; total_payable_amount: string; coupon_id: number }>(
      "SELECT total_discount::text, total_payable_amount::text, coupon_id FROM orders WHERE id = $1",
      [reply.json.order_id],
    );
    expect(order).toEqual({ total_discount: quote.json.discount_amount.toFixed(2), total_payable_amount: quote.json.new_total.toFixed(2), coupon_id: id });
    expect(await sql("SELECT customer_id FROM coupon_redemptions WHERE order_id = $1", [reply.json.order_id])).toEqual([{ customer_id: buyer!.id }]);
  });

  it("holds the total limit under concurrency: of 20 parallel orders with a coupon used 3 times at most, 3 are placed", async () => {
    const product = await plainProduct("demo", 100);
    const { id, code } = await coupon({ usage_limit: 3 });
    const cod = await methodOf("demo", "COD");
    const crowd = await buyersOf("demo", 20);
    const replies = await Promise.all(
      crowd.map((b) => pay(b.token, { payment_method_id: cod, items: [{ id: product.product_id, quantity: 1 }], coupon_code: code })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    for (const refused of replies.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(422);
      expect(refused.json).toEqual({ success: false, message: "This coupon has been used up." });
    }
    expect(await sql("SELECT count(*)::int AS n FROM coupon_redemptions WHERE coupon_id = $1", [id])).toEqual([{ n: 3 }]);
    expect(await stockOf(product.id)).toBe(97);
  });

  it("holds the per-customer limit under concurrency: 5 parallel orders of one customer with a once-per-customer coupon make 1", async () => {
    const product = await plainProduct("demo", 100);
    const { code } = await coupon({ per_customer_limit: 1 });
    const cod = await methodOf("demo", "COD");
    const [buyer] = await buyersOf("demo", 1);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => pay(buyer!.token, { payment_method_id: cod, items: [{ id: product.product_id, quantity: 1 }], coupon_code: code })),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422]);
    expect(await ordersOfCustomer(buyer!.id)).toHaveLength(1);
  });
});

describe("/make-payment with an Idempotency-Key", () => {
  it("answers the same request with the same key with the first answer, and makes no second order", async () => {
    const product = await plainProduct("demo", 20);
    const [buyer] = await buyersOf("demo", 1);
    const body = { payment_method_id: await methodOf("demo", "COD"), items: [{ id: product.product_id, quantity: 1 }] };
    const headers = { "idempotency-key": randomUUID() };
    const first = await pay(buyer!.token, body, { headers });
    const again = await pay(buyer!.token, body, { headers });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect(await ordersOfCustomer(buyer!.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(19);
    // Another key is another order.
    expect((await pay(buyer!.token, body, { headers: { "idempotency-key": randomUUID() } })).json.order_id).not.toBe(first.json.order_id);
  });

  it("makes one order of 10 parallel requests with the same key, each answered with it", async () => {
    const product = await plainProduct("demo", 20);
    const [buyer] = await buyersOf("demo", 1);
    const body = { payment_method_id: await methodOf("demo", "COD"), items: [{ id: product.product_id, quantity: 1 }] };
    const headers = { "idempotency-key": randomUUID() };
    const replies = await Promise.all(Array.from({ length: 10 }, () => pay(buyer!.token, body, { headers })));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((r) => r.json.order_id)).size).toBe(1);
    expect(await ordersOfCustomer(buyer!.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(19);
  });

  it("refuses the same key with another body (422), and keeps keys apart per customer", async () => {
    const product = await plainProduct("demo", 20);
    const [buyer, other] = await buyersOf("demo", 2);
    const cod = await methodOf("demo", "COD");
    const headers = { "idempotency-key": randomUUID() };
    expect((await pay(buyer!.token, { payment_method_id: cod, items: [{ id: product.product_id, quantity: 1 }] }, { headers })).status).toBe(200);
    const changed = await pay(buyer!.token, { payment_method_id: cod, items: [{ id: product.product_id, quantity: 2 }] }, { headers });
    expect(changed.status).toBe(422);
    expect(changed.json).toEqual({ success: false, message: "This Idempotency-Key was already used with another request." });
    const otherCurrency = await pay(
      buyer!.token,
      { payment_method_id: cod, items: [{ id: product.product_id, quantity: 1 }] },
      { headers: { ...headers, "store-currency": "USD" } },
    );
    expect(otherCurrency.status).toBe(422);
    // Another customer's request with the same key is theirs.
    expect((await pay(other!.token, { payment_method_id: cod, items: [{ id: product.product_id, quantity: 1 }] }, { headers })).status).toBe(200);
    expect(await ordersOfCustomer(buyer!.id)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(18);
  });

  it("answers a refused request again with its refusal", async () => {
    const product = await plainProduct("demo", 0);
    const [buyer] = await buyersOf("demo", 1);
    const body = { payment_method_id: await methodOf("demo", "COD"), items: [{ id: product.product_id, quantity: 1 }] };
    const headers = { "idempotency-key": randomUUID() };
    const first = await pay(buyer!.token, body, { headers });
    await setForTest("product_prices", product.id, { quantity: 5 });
    const again = await pay(buyer!.token, body, { headers });
    expect([first.status, again.status]).toEqual([409, 409]);
    expect(again.json).toEqual(first.json);
    expect(await ordersOfCustomer(buyer!.id)).toEqual([]);
  });
});
