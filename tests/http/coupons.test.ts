import { describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { post } from "../support/http";

const keys = (o: object) => Object.keys(o).sort();

// Two demo products without variants, with their selling prices in cents.
async function items() {
  const rows = await sql<{ id: number; unit_price: string; discount_type: number | null; discount_amount: string | null }>(
    `SELECT p.id, pr.unit_price, p.discount_type, p.discount_amount FROM products p JOIN stores s ON s.id = p.store_id
     JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
     WHERE s.subdomain = 'demo' AND p.status = 1 AND p.discount_type IS NULL
       AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> '') ORDER BY p.id LIMIT 2`,
  );
  const cents = rows.reduce((sum, r, i) => sum + Math.round(Number(r.unit_price) * 100) * (i + 1), 0);
  return { items: rows.map((r, i) => ({ id: r.id, quantity: i + 1 })), subtotalCents: cents };
}

describe("/cart/apply-coupon", () => {
  it("computes the discount from the catalog's prices", async () => {
    const { items: lines, subtotalCents } = await items();
    const reply = await post("/api/cart/apply-coupon", { coupon_code: "welcome10", items: lines });
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["coupon_code", "currency_code", "currency_symbol", "discount_amount", "free_shipping", "message", "new_total", "original_subtotal", "success"]);
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
  });

  it("explains why a code does not apply", async () => {
    const { items: lines } = await items();
    const unknown = await post("/api/cart/apply-coupon", { coupon_code: "NOPE", items: lines });
    expect(unknown.status).toBe(422);
    expect(unknown.json).toEqual({ success: false, message: "coupon code not found" });
    const expired = await post("/api/cart/apply-coupon", { coupon_code: "SUMMER24", items: lines });
    expect(expired.json).toEqual({ success: false, message: "This coupon has expired." });
    const [cheap] = lines;
    const minimum = await post("/api/cart/apply-coupon", { coupon_code: "FREESHIP", items: [{ id: cheap!.id, quantity: 1 }] });
    const [{ price }] = (await sql<{ price: string }>("SELECT unit_price AS price FROM product_prices WHERE product_id = $1 AND variant_key = ''", [cheap!.id])) as [{ price: string }];
    if (Number(price) < 300) expect(minimum.json.message).toMatch(/at least 300\.00 MAD/);
    const free = await post("/api/cart/apply-coupon", { coupon_code: "FREESHIP", items: [{ id: cheap!.id, quantity: Math.ceil(300 / Number(price)) }] });
    expect(free.json).toMatchObject({ success: true, free_shipping: true });
  });

  it("refuses bad items and another store's customer", async () => {
    const { items: lines } = await items();
    for (const body of [{ coupon_code: "WELCOME10" }, { coupon_code: "WELCOME10", items: [] }, { coupon_code: "WELCOME10", items: [{ id: lines[0]!.id, quantity: 0 }] }, { items: lines }]) {
      const reply = await post("/api/cart/apply-coupon", body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.json.success).toBe(false);
    }
    const [acmeProduct] = await sql<{ id: number }>("SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'acme' LIMIT 1");
    const foreign = await post("/api/cart/apply-coupon", { coupon_code: "WELCOME10", items: [{ id: acmeProduct!.id, quantity: 1 }] });
    expect(foreign.status).toBe(422);
    expect(keys(foreign.json.errors)).toEqual(["items.0.id"]);
    const [acmeCustomer] = await sql<{ id: number }>("SELECT c.id FROM customers c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'acme' LIMIT 1");
    const otherCustomer = await post("/api/cart/apply-coupon", { coupon_code: "WELCOME10", customer_id: acmeCustomer!.id, items: lines });
    expect(otherCustomer.status).toBe(422);
    expect(keys(otherCustomer.json.errors)).toEqual(["customer_id"]);
  });
});
