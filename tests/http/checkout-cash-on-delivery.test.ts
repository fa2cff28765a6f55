import { describe, expect, it } from "vitest";
import { freshShopper, setForTest } from "../support/arrange";
import { sql } from "../support/database";
import { get, post } from "../support/http";
import { converted, demoRate } from "../support/money";
import { methodOf, stockOf } from "../support/checkout";
import { buyersOf, customerId, ordersOfCustomer, pay, plainProduct, removingBuyers } from "../support/make-payment";
import { keys } from "../support/owner-calls";

// POST /make-payment with Cash On Delivery: the order and its payment written at once, stock taken
// with no oversell. Every customer and order made here is removed at the end.

removingBuyers();

describe("/make-payment with Cash On Delivery", () => {
  it("places the order at once: unpaid and pending, listed by /order, its stock taken and its lines out of the cart", async () => {
    const product = await plainProduct("demo", 20);
    const cod = await methodOf("demo", "COD");
    const shopper = await freshShopper();
    const id = await customerId(shopper.email);
    expect((await post("/api/cart/add", { product_id: product.product_id, quantity: 2 }, { token: shopper.token })).status).toBe(200);

    const reply = await pay(shopper.token, {
      payment_method_id: cod,
      items: [{ id: product.product_id, quantity: 2 }],
      phone: "0611111111",
      address: "1 Rue Test",
    });
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["message", "order_code", "order_id", "provider", "success"]);
    expect(reply.json).toMatchObject({ success: true, provider: "cod", order_id: expect.any(Number), order_code: expect.stringMatching(/^ORD-\d{4}-\d{6,}$/) });
    expect(reply.json.message).toContain(reply.json.order_code);

    const [order] = await ordersOfCustomer(id);
    expect(order).toMatchObject({ id: reply.json.order_id, code: reply.json.order_code, payment_status: 2, delivery_status: 1 });
    expect(order!.total_payable_amount).toBe((Number(product.unit_price) * 2).toFixed(2));
    const [payment] = await sql("SELECT provider, status, amount::text, currency_code, payment_method_id FROM payments WHERE order_id = $1", [order!.id]);
    expect(payment).toEqual({ provider: "COD", status: "PENDING", amount: order!.total_payable_amount, currency_code: "MAD", payment_method_id: cod });
    expect(await stockOf(product.id)).toBe(18);

    const listed = await get("/api/order", { token: shopper.token });
    expect(listed.json.data.map((o: { id: number }) => o.id)).toEqual([order!.id]);
    const details = await get(`/api/order-details/${order!.id}`, { token: shopper.token });
    expect(details.json.data).toMatchObject({ payment_status: 2, payment_status_label: "unpaid", delivery_status: 1, payment_method: "Cash On Delivery" });
    expect(details.json.data.products.data[0].tracking_list.map((t: { message: string }) => t.message)).toEqual(["Order placed"]);
    expect((await get("/api/cart/list", { token: shopper.token })).json.cartItems).toEqual([]);
  });

  it("prices the order and its payment in the store-currency, converted once", async () => {
    const product = await plainProduct("demo", 20);
    const [buyer] = await buyersOf("demo", 1);
    const reply = await pay(
      buyer!.token,
      { payment_method_id: await methodOf("demo", "COD"), items: [{ id: product.product_id, quantity: 3 }] },
      { headers: { "store-currency": "USD" } },
    );
    expect(reply.status).toBe(200);
    const [order] = await ordersOfCustomer(buyer!.id);
    expect(order!.currency_code).toBe("USD");
    const [payment] = await sql<{ amount: string; currency_code: string }>("SELECT amount::text, currency_code FROM payments WHERE order_id = $1", [order!.id]);
    const rate = await demoRate("USD");
    expect(payment).toEqual({ amount: converted(Number(product.unit_price) * 3, rate).toFixed(2), currency_code: "USD" });
    const listed = await get("/api/order", { token: buyer!.token });
    expect(listed.json.data[0].total_payable_amount).toBe(Number(payment!.amount));
  });

  it("answers 401 without a token, and writes nothing", async () => {
    const product = await plainProduct("demo", 20);
    const reply = await pay(undefined, { payment_method_id: await methodOf("demo", "COD"), items: [{ id: product.product_id, quantity: 1 }] });
    expect(reply.status).toBe(401);
    expect(await stockOf(product.id)).toBe(20);
  });

  it("refuses another store's, an inactive or an unknown payment method (422 on payment_method_id), writing nothing", async () => {
    const product = await plainProduct("demo", 20);
    const [buyer] = await buyersOf("demo", 1);
    const [inactive] = await sql<{ id: number }>(
      "UPDATE payment_methods SET is_active = false WHERE provider = 'CMI' AND store_id = (SELECT id FROM stores WHERE subdomain = 'demo') RETURNING id",
    );
    try {
      for (const method of [await methodOf("acme", "COD"), inactive!.id, 2_000_000_000]) {
        const reply = await pay(buyer!.token, { payment_method_id: method, items: [{ id: product.product_id, quantity: 1 }] });
        expect(reply.status).toBe(422);
        expect(reply.json).toEqual({
          success: false,
          message: "This payment method is not available.",
          errors: { payment_method_id: ["This payment method is not available."] },
        });
      }
    } finally {
      await sql("UPDATE payment_methods SET is_active = true WHERE id = $1", [inactive!.id]);
    }
    expect(await ordersOfCustomer(buyer!.id)).toEqual([]);
    expect(await stockOf(product.id)).toBe(20);
  });

  it("refuses an empty order, another store's product and a quantity past the product's maximum (422), writing nothing", async () => {
    const product = await plainProduct("demo", 20);
    const [acmeProduct] = await sql<{ id: number }>("SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'acme' LIMIT 1");
    const [{ max }] = (await sql<{ max: number }>("SELECT max_item_on_purchase AS max FROM products WHERE id = $1", [product.product_id])) as [{ max: number }];
    const [buyer] = await buyersOf("demo", 1);
    const cod = await methodOf("demo", "COD");
    const empty = await pay(buyer!.token, { payment_method_id: cod, items: [] });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.json.errors)).toEqual(["items"]);
    const foreign = await pay(buyer!.token, { payment_method_id: cod, items: [{ id: acmeProduct!.id, quantity: 1 }] });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.json.errors)).toEqual(["items.0.id"]);
    const tooMany = await pay(buyer!.token, { payment_method_id: cod, items: [{ id: product.product_id, quantity: max + 1 }] });
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.json.errors)).toEqual(["items.0.quantity"]);
    expect(await ordersOfCustomer(buyer!.id)).toEqual([]);
    expect(await stockOf(product.id)).toBe(20);
  });

  it("refuses an order past the stock with 409 {success:false, message}, writing nothing and keeping the cart", async () => {
    const product = await plainProduct("demo", 2);
    const shopper = await freshShopper();
    const id = await customerId(shopper.email);
    await post("/api/cart/add", { product_id: product.product_id, quantity: 2 }, { token: shopper.token });
    await setForTest("product_prices", product.id, { quantity: 1 });
    const reply = await pay(shopper.token, { payment_method_id: await methodOf("demo", "COD"), items: [{ id: product.product_id, quantity: 2 }] });
    expect(reply.status).toBe(409);
    expect(reply.json).toEqual({ success: false, message: `Only 1 of ${product.name} left in stock.` });
    expect(await ordersOfCustomer(id)).toEqual([]);
    expect(await stockOf(product.id)).toBe(1);
    expect((await get("/api/cart/list", { token: shopper.token })).json.cartItems).toHaveLength(1);
  });

  it("makes exactly 10 orders of 100 parallel buyers of the last 10 units; the 90 others are refused, and stock never goes below 0", async () => {
    const product = await plainProduct("demo", 10);
    const cod = await methodOf("demo", "COD");
    const crowd = await buyersOf("demo", 100);
    const replies = await Promise.all(crowd.map((b) => pay(b.token, { payment_method_id: cod, items: [{ id: product.product_id, quantity: 1 }] })));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(90);
    for (const refused of replies.filter((r) => r.status === 409))
      expect(refused.json).toEqual({ success: false, message: `${product.name} is out of stock.` });
    expect(await stockOf(product.id)).toBe(0);
    const [{ orders, units }] = (await sql<{ orders: number; units: number }>(
      "SELECT count(DISTINCT o.id)::int AS orders, sum(l.quantity)::int AS units FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.customer_id = ANY($1::int[])",
      [crowd.map((b) => b.id)],
    )) as [{ orders: number; units: number }];
    expect({ orders, units }).toEqual({ orders: 10, units: 10 });
    const answered = replies.filter((r) => r.status === 200).map((r) => r.json.order_id as number);
    expect(new Set(answered).size).toBe(10);
  });
});
