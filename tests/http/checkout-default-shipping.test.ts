import { describe, expect, it } from "vitest";
import { setForTest } from "../support/arrange";
import { methodOf } from "../support/checkout";
import { sql } from "../support/database";
import { post } from "../support/http";
import { placeOf, storeIdOf } from "../support/places";
import { buyersOf, ordersOfCustomer, plainProduct, removingBuyers } from "../support/make-payment";

// /make-payment as the contract's apps call it, without `shipping_type`: the order is delivered
// home, at the store's cheapest rate for its items and the customer's place, never free by
// default; a place the store does not deliver to is refused. The demo store delivers in Morocco
// (Standard 30 DH flat, free from 500 DH; Express 60 DH; in Casablanca, Same-day 15 DH an item),
// Morocco's towns being reference places, and nowhere in France, whose districts it lists all the same.

removingBuyers();

/** A product at 100.00 DH with no shipping cost of its own, in stock. */
async function product() {
  const row = await plainProduct("demo", 50);
  await setForTest("product_prices", row.id, { unit_price: "100.00" });
  await setForTest("products", row.product_id, { shipping_cost: "0.00", is_active_free_shipping: 2 });
  return row;
}

/** A contract client's body: no shipping_type, the address as free text. */
const contractBody = async (productId: number, quantity: number, address?: string) => ({
  payment_method_id: await methodOf("demo", "COD"),
  items: [{ id: productId, quantity }],
  phone: "0612345678",
  ...(address ? { address } : {}),
});

const stateNamed = async (name: string) => {
  const { state_id, country_id } = await placeOf(await storeIdOf("demo"), name);
  return { id: state_id, country_id };
};

const shippingOf = async (orderId: number) =>
  (
    await sql<{ total_delivery_cost: string; total_payable_amount: string; shipping_details: Record<string, unknown> | null; pickup_point_id: number | null }>(
      "SELECT total_delivery_cost::text, total_payable_amount::text, shipping_details, pickup_point_id FROM orders WHERE id = $1",
      [orderId],
    )
  )[0]!;

describe("/make-payment without shipping_type", () => {
  it("delivers home to the town the address names, at the cheapest rate there: Same-day in Casablanca", async () => {
    const item = await product();
    const [buyer] = await buyersOf("demo", 1);
    const reply = await post("/api/make-payment", await contractBody(item.product_id, 1, "12 Rue Ibnou Mounir, Maârif, Casablanca"), { token: buyer!.token });
    expect(reply.status).toBe(200);
    const maarif = await stateNamed("Casablanca");
    const order = await shippingOf(reply.json.order_id);
    expect(order).toMatchObject({ total_delivery_cost: "15.00", total_payable_amount: "115.00", pickup_point_id: null });
    expect(order.shipping_details).toMatchObject({
      address: "12 Rue Ibnou Mounir, Maârif, Casablanca",
      phone: "0612345678",
      country_id: maarif.country_id,
      state_id: maarif.id,
      state: "Casablanca",
      city: "Casablanca-Settat",
      country: "Morocco",
      country_code: "MA",
      method: "Same-day delivery",
      carrier: "Atlas courier",
    });
    // What /get-shipping-options quotes for the same items and place.
    const quote = await post("/api/get-shipping-options", {
      products: [{ id: item.product_id, quantity: 1 }],
      shipping_type: "home_delivery",
      delivery_address: { country_id: maarif.country_id, state_id: maarif.id },
    });
    expect(quote.json.options[0].default_option).toMatchObject({ title: "Same-day delivery", shipping_cost: 15 });
  });

  it("takes the cheapest rate of the zones serving the place: Standard outside Casablanca, free from 500 DH", async () => {
    const item = await product();
    const [buyer] = await buyersOf("demo", 1);
    const two = await post("/api/make-payment", await contractBody(item.product_id, 2, "Avenue Fal Ould Oumeir, Agdal, Rabat"), { token: buyer!.token });
    expect(two.status).toBe(200);
    expect(await shippingOf(two.json.order_id)).toMatchObject({ total_delivery_cost: "30.00", total_payable_amount: "230.00" });
    const five = await post("/api/make-payment", await contractBody(item.product_id, 5, "Avenue Fal Ould Oumeir, Agdal, Rabat"), { token: buyer!.token });
    expect(await shippingOf(five.json.order_id)).toMatchObject({ total_delivery_cost: "0.00", total_payable_amount: "500.00" });
  });

  it("delivers to the posted delivery_address, else to the town of the customer's last home delivery", async () => {
    const item = await product();
    const [buyer] = await buyersOf("demo", 1);
    const gueliz = await stateNamed("Marrakech");
    const posted = await post(
      "/api/make-payment",
      { ...(await contractBody(item.product_id, 1)), delivery_address: { country_id: gueliz.country_id, state_id: gueliz.id } },
      { token: buyer!.token },
    );
    expect(posted.status).toBe(200);
    expect(await shippingOf(posted.json.order_id)).toMatchObject({
      total_delivery_cost: "30.00",
      shipping_details: expect.objectContaining({ state_id: gueliz.id }),
    });
    const again = await post("/api/make-payment", await contractBody(item.product_id, 1, "the same as last time"), { token: buyer!.token });
    expect(again.status).toBe(200);
    expect(await shippingOf(again.json.order_id)).toMatchObject({
      total_delivery_cost: "30.00",
      total_payable_amount: "130.00",
      shipping_details: expect.objectContaining({ state_id: gueliz.id, method: "Standard delivery" }),
    });
  });

  it("refuses a place the store does not deliver to, and asks for a place when none is known, writing nothing", async () => {
    const item = await product();
    const [buyer] = await buyersOf("demo", 1);
    const paris = await post("/api/make-payment", await contractBody(item.product_id, 1, "8 rue Oberkampf, 11e arrondissement, Paris"), {
      token: buyer!.token,
    });
    expect(paris.status).toBe(422);
    expect(paris.json).toEqual({ success: false, message: "shipping not available for this address" });
    const nowhere = await post("/api/make-payment", await contractBody(item.product_id, 1, "1 Rue Test"), { token: buyer!.token });
    expect(nowhere.status).toBe(422);
    expect(nowhere.json).toMatchObject({
      success: false,
      message: expect.stringContaining("Where should we deliver?"),
      errors: { address: [expect.any(String)] },
    });
    const none = await post("/api/make-payment", await contractBody(item.product_id, 1), { token: buyer!.token });
    expect(none.status).toBe(422);
    expect(await ordersOfCustomer(buyer!.id)).toEqual([]);
  });
});
