import { describe, expect, it } from "vitest";
import { methodOf } from "../support/checkout";
import { sql } from "../support/database";
import { get } from "../support/http";
import { buyersOf, ordersOfCustomer, pay, plainProduct, removingBuyers } from "../support/make-payment";
import { converted, demoRate } from "../support/money";
import { asOwner, signInOwners } from "../support/owner-calls";

// An order placed in euros on the dirham store: every surface shows it in euros, as charged, with
// its currency named; the overview adds it up in dirhams, converted back at the order's own rate.

removingBuyers();

async function euroOrder(quantity: number) {
  const product = await plainProduct("demo", 20);
  const [buyer] = await buyersOf("demo", 1);
  const reply = await pay(
    buyer!.token,
    { payment_method_id: await methodOf("demo", "COD"), items: [{ id: product.product_id, quantity }] },
    { headers: { "store-currency": "EUR" } },
  );
  expect(reply.status).toBe(200);
  const [order] = await ordersOfCustomer(buyer!.id);
  return { buyer: buyer!, order: order!, product };
}

const [euro] = await sql<{ symbol: string }>(
  "SELECT c.symbol FROM currencies c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo' AND c.code = 'EUR'",
);

describe("an order placed in another currency than the store's", () => {
  it("is listed and detailed to its shopper in that currency, as charged, with its code and symbol", async () => {
    const { buyer, order, product } = await euroOrder(3);
    const rate = await demoRate("EUR");
    const stored = Number(product.unit_price) * 3;
    const charged = converted(stored, rate);
    expect(order.currency_code).toBe("EUR");
    expect(order.total_payable_amount).toBe(stored.toFixed(2));
    const [payment] = await sql<{ amount: string }>("SELECT amount::text FROM payments WHERE order_id = $1", [order.id]);
    expect(Number(payment!.amount)).toBe(charged);

    const [listed] = (await get("/api/order", { token: buyer.token })).json.data;
    expect(listed).toMatchObject({ id: order.id, total_payable_amount: charged, currency_code: "EUR", symbol_devise: euro!.symbol });
    const { data } = (await get(`/api/order-details/${order.id}`, { token: buyer.token })).json;
    expect(data).toMatchObject({
      sub_total: charged,
      total_delivery_cost: 0,
      total_payable_amount: charged,
      currency_code: "EUR",
      symbol_devise: euro!.symbol,
    });
    expect(data.products.data[0].unit_price).toBe(converted(product.unit_price, rate));
    // store-currency asks for prices, not for what an order was charged.
    const inDollars = await get(`/api/order-details/${order.id}`, { token: buyer.token, headers: { "store-currency": "USD" } });
    expect(inDollars.json.data).toMatchObject({ total_payable_amount: charged, currency_code: "EUR" });
  });

  it("is shown to the owner in that currency on every list and the order's screen, the default currency's total beside", async () => {
    const { buyer, order, product } = await euroOrder(2);
    const charged = converted(Number(product.unit_price) * 2, await demoRate("EUR"));
    const { demo } = await signInOwners();

    const [managed] = (await asOwner(demo, "GET", `/api/orders?customer_id=${buyer.id}`)).json.data;
    expect(managed).toMatchObject({
      id: order.id,
      currency_code: "EUR",
      total_payable_amount: charged,
      total_in_default_currency: Number(order.total_payable_amount),
    });
    const screen = (await asOwner(demo, "GET", `/api/orders/${order.id}`)).json.data;
    expect(screen).toMatchObject({
      currency_code: "EUR",
      total_payable_amount: charged,
      sub_total: charged,
      total_in_default_currency: Number(order.total_payable_amount),
    });
    expect(screen.payments[0]).toMatchObject({ amount: charged, currency_code: "EUR" });

    const page = (await asOwner(demo, "GET", "/api/get-all-orders?per_page=100")).json.data.data;
    expect(page.find((o: { id: number }) => o.id === order.id)).toMatchObject({ total_payable_amount: charged.toFixed(2), currency_code: "EUR" });
  });

  it("counts in the overview's sales in the store's default currency, at the order's own rate", async () => {
    const { order, product } = await euroOrder(3);
    // A day of its own, which no other test places orders on.
    await sql("UPDATE orders SET placed_at = '2019-03-14 12:00:00' WHERE id = $1", [order.id]);
    const { demo } = await signInOwners();
    const reply = await asOwner(demo, "GET", "/api/overview?from=2019-03-14&to=2019-03-14");
    expect(reply.status).toBe(200);
    const { totals, currency } = reply.json.data;
    expect(currency.code).toBe("MAD");
    const dirhams = Number((Number(product.unit_price) * 3).toFixed(2));
    expect(totals).toMatchObject({ sales: dirhams, orders: 1, average_order_value: dirhams, items_sold: 3 });
  });
});
