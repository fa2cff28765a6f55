import { describe, expect, it, onTestFinished } from "vitest";
import { sql } from "../support/database";
import { get } from "../support/http";
import { placeOrder, shopperOf } from "../support/orders";
import { asOwner, signInOwners } from "../support/owner-calls";

// Issue 26's returns, as far as built: the store's return window and free returns in its settings,
// and the contract's `can_return`, 1 for a delivered line inside the window only.

const [CONFIRMED, SHIPPED, DELIVERED] = [2, 3, 5];

async function deliveredLine(owner: string) {
  const shopper = await shopperOf();
  const order = await placeOrder(shopper);
  for (const status of [CONFIRMED, SHIPPED, DELIVERED]) {
    const moved = await asOwner(owner, "PUT", `/api/orders/${order.id}/delivery-status`, { status });
    expect(moved.status, moved.text).toBe(200);
  }
  const canReturn = async () => (await get(`/api/order-details/${order.id}`, { token: shopper.token })).json.data.products.data[0].can_return;
  return { order, canReturn };
}

describe("the return window", () => {
  it("is a store setting, 14 days and paid returns by default, changed by PUT /store", async () => {
    const { demo } = await signInOwners();
    const before = (await asOwner(demo, "GET", "/api/store")).json.data;
    expect(before).toMatchObject({ return_window_days: 14, free_returns: false });
    onTestFinished(async () => {
      await asOwner(demo, "PUT", "/api/store", { return_window_days: 14, free_returns: false });
    });
    const saved = await asOwner(demo, "PUT", "/api/store", { return_window_days: 30, free_returns: true });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.data).toMatchObject({ return_window_days: 30, free_returns: true });
    expect((await asOwner(demo, "PUT", "/api/store", { return_window_days: -1 })).status).toBe(422);
  });

  it("lets a delivered line be asked back inside it only, and no line at all when it is 0", async () => {
    const { demo } = await signInOwners();
    const { order, canReturn } = await deliveredLine(demo);
    expect(await canReturn()).toBe(1);
    await sql("UPDATE order_lines SET delivered_at = now() - interval '15 days' WHERE order_id = $1", [order.id]);
    expect(await canReturn()).toBe(0);
    await sql("UPDATE order_lines SET delivered_at = now() - interval '13 days' WHERE order_id = $1", [order.id]);
    expect(await canReturn()).toBe(1);
    onTestFinished(async () => {
      await sql("UPDATE stores SET return_window_days = 14 WHERE subdomain = 'demo'");
    });
    await sql("UPDATE stores SET return_window_days = 0 WHERE subdomain = 'demo'");
    expect(await canReturn()).toBe(0);
  });

  it("does not let an undelivered line be asked back", async () => {
    const shopper = await shopperOf();
    const order = await placeOrder(shopper);
    expect((await get(`/api/order-details/${order.id}`, { token: shopper.token })).json.data.products.data[0].can_return).toBe(0);
  });
});
