import { describe, expect, it } from "vitest";
import { orderDate } from "../../lib/format/dates";
import { ORDER_DATE, ordersOf, shownIn, yasminesOrders } from "../support/customer-orders";
import { get, loginCustomer } from "../support/http";
import { keys } from "../support/owner-calls";

// A customer's orders on the customer API: the list, newest first.

describe("/order", () => {
  it("lists the customer's orders newest first, 15 a page, in shape D", async () => {
    const token = await loginCustomer();
    const mine = await ordersOf("customer@example.com");
    expect(mine.length).toBeGreaterThanOrEqual(16);
    const reply = await get("/api/order", { token });
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "links", "meta", "status", "success"]);
    expect(reply.json.status).toBe(200);
    expect(reply.json.data.map((o: { id: number }) => o.id)).toEqual(mine.slice(0, 15).map((o) => o.id));
    for (const order of reply.json.data) {
      expect(keys(order)).toEqual(["currency_code", "id", "order_code", "order_date", "symbol_devise", "total_payable_amount", "total_products"]);
      expect(order.order_date).toMatch(ORDER_DATE);
      expect(typeof order.total_payable_amount).toBe("number");
    }
    const { meta, links } = reply.json;
    expect(keys(links)).toEqual(["first", "last", "next", "prev"]);
    expect(keys(meta)).toEqual(["current_page", "from", "last_page", "links", "path", "per_page", "to", "total"]);
    expect(meta).toMatchObject({ current_page: 1, from: 1, to: 15, per_page: 15, total: mine.length, last_page: Math.ceil(mine.length / 15) });
    expect(meta.path).toMatch(/^http:\/\/demo\.localhost:\d+\/api\/order$/);
    expect(links.prev).toBeNull();
    expect(links.next).toBe(`${meta.path}?page=2`);

    const page2 = await get("/api/order?page=2", { token });
    expect(page2.json.data.map((o: { id: number }) => o.id)).toEqual(mine.slice(15, 30).map((o) => o.id));
    expect((await get("/api/order?page=0", { token })).status).toBe(422);
    expect((await get("/api/order")).status).toBe(401);
  });

  it("summarises each order from its own rows: its amount in the currency it was placed in, its items, its date in the store's zone", async () => {
    const token = await loginCustomer();
    const mine = await yasminesOrders();
    const listed = [];
    // orderDate's format is unit-tested (lib/format/dates.test.ts): here, which instant and which zone.
    for (let page = 1; page <= Math.ceil(mine.length / 15); page++) listed.push(...(await get(`/api/order?page=${page}`, { token })).json.data);
    expect(listed).toEqual(
      mine.map((order) => ({
        id: order.id,
        order_code: order.code,
        total_payable_amount: shownIn(order)(order.total_payable_amount),
        total_products: order.items,
        order_date: orderDate(order.placed_at, order.timezone),
        currency_code: order.currency_code,
        symbol_devise: order.symbol,
      })),
    );
    expect(new Set(listed.map((o) => o.total_products)).size).toBeGreaterThan(1);
  });
});
