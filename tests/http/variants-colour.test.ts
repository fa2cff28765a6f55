import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freshShopper, type Shopper } from "../support/arrange";
import { methodOf } from "../support/checkout";
import { sql } from "../support/database";
import { fakeControl } from "../support/fake-gateway";
import { call, get, post } from "../support/http";
import { dropStores, signUp, type SignedUp } from "../support/stores";

// Colour x attribute values is one variant (Shopify's options -> variants): a store's own product in
// Noir and Camel, sizes M and L, each combination at its own price and stock, added to the cart,
// discounted by a coupon posted as the cart lists it, bought, cancelled; its colour named on every
// line on the way and its stock moved on its own row only.

type Variant = { id: number; variant_key: string; color: string | null; color_id: number | null; values: Record<string, string>; price: string; stock: number };
type Selection = Record<string, { parent_id: number; child_id: number; child_Name: string; parent_name: string }>;

let store: SignedUp;
let product: { id: number; slug: string; variants: Variant[]; colors: { id: number; name: string }[] };
let cod: number;

const owner = (method: string, path: string, body?: unknown) => call(method, path, { host: "localhost", token: store.token, body });
const variantOf = (color: string, size: string) => product.variants.find((v) => v.color === color && v.values.Size === size)!;
const stock = async (variant: Variant) => (await sql<{ quantity: number }>("SELECT quantity FROM product_prices WHERE id = $1", [variant.id]))[0]!.quantity;

/** The contract's selection object of a size, as /product-details offers it. */
async function sizeSelection(size: string): Promise<Selection> {
  const details = (await get(`/api/product-details/${product.slug}`, { host: store.host })).json;
  return details.variantsDataNew.find((v: { variant_text: string }) => v.variant_text === `Size: ${size}`).variant;
}

beforeAll(async () => {
  store = await signUp();
  // A new store has Cash On Delivery on from its sign-up.
  const methods = await owner("GET", "/api/payment-methods");
  expect(methods.json.data, methods.text).toMatchObject([{ provider: "cod", is_active: true }]);
  cod = methods.json.data[0].id;
  const created = await owner("POST", "/api/products", {
    name: "Wool Coat",
    price: "100.00",
    status: 1,
    max_item_on_purchase: 10,
    colors: [
      { name: "Noir", code: "#111111" },
      { name: "Camel", code: "#c19a6b" },
    ],
    attributes: [{ name: "Size", values: ["M", "L"] }],
    variants: [
      { color: "Noir", values: { Size: "M" }, price: "100.00", stock: 5 },
      { color: "Noir", values: { Size: "L" }, price: "110.00", stock: 4 },
      { color: "Camel", values: { Size: "M" }, price: "120.00", stock: 3 },
      { color: "Camel", values: { Size: "L" }, price: "150.00", stock: 2 },
    ],
  });
  expect(created.status, created.text).toBe(201);
  product = created.json.data;
  // Collected at the shop: the order's total is its lines' alone.
  const point = await owner("POST", "/api/pickup-points", { name: "Atelier", address: "3 Rue des Tanneurs" });
  expect(point.status, point.text).toBe(201);
  const coupon = await owner("POST", "/api/coupons", { code: "CAMEL10", type: "percentage", value: 10 });
  expect(coupon.status, coupon.text).toBe(201);
});
afterAll(dropStores);

describe("colour x attributes, one variant", () => {
  it("keeps a row, price and stock per colour and size, and names its colour to the owner", () => {
    const [noir, camel] = product.colors;
    expect(product.variants.map((v) => [v.color, v.color_id, v.values.Size, v.price, v.stock])).toEqual([
      ["Noir", noir!.id, "M", "100.00", 5],
      ["Noir", noir!.id, "L", "110.00", 4],
      ["Camel", camel!.id, "M", "120.00", 3],
      ["Camel", camel!.id, "L", "150.00", 2],
    ]);
    expect(variantOf("Camel", "L").variant_key).toMatch(new RegExp(`^c${camel!.id}-\\d+$`));
  });

  it("gives each colour's price and stock in the product details, the contract's keys kept", async () => {
    const details = (await get(`/api/product-details/${product.slug}`, { host: store.host })).json;
    const [noir, camel] = product.colors;
    expect(details.variantsDataNew.map((v: { variant_text: string }) => v.variant_text)).toEqual(["Size: M", "Size: L"]);
    const l = details.variantsDataNew[1].variant_key;
    expect(l).toMatch(/^\d+$/);
    expect(
      details.variantsDataPrice.map((v: { color_id: number; variant_key: string; price: number; quantity: number }) => [
        v.color_id,
        v.variant_key,
        v.price,
        v.quantity,
      ]),
    ).toEqual([
      [noir!.id, details.variantsDataNew[0].variant_key, 100, 5],
      [noir!.id, l, 110, 4],
      [camel!.id, details.variantsDataNew[0].variant_key, 120, 3],
      [camel!.id, l, 150, 2],
    ]);
    expect(details.has_color).toBe(true);
  });

  it("carries Camel L from cart to order, with its coupon, its own stock, and out of the cart once bought", async () => {
    const shopper: Shopper = await freshShopper(store.host);
    const camel = product.colors[1]!;
    const large = await sizeSelection("L");
    const added = await post(
      "/api/cart/add",
      { product_id: product.id, quantity: 2, color: camel.id, variant: large },
      { token: shopper.token, host: store.host },
    );
    expect(added.status, added.text).toBe(200);
    expect(added.json.data).toMatchObject({ unitPrice: "150.00", quantity: "2", paramsVariantText: "Color: Camel, Size: L" });
    expect(added.json.data.colors_added).toEqual([{ id: camel.id, name: "Camel", code: "#c19a6b" }]);
    // Camel L has 2: a third is refused although Noir L has 4.
    const more = await post(
      "/api/cart/add",
      { product_id: product.id, quantity: 1, color: camel.id, variant: large },
      { token: shopper.token, host: store.host },
    );
    expect(more.status).toBe(422);
    expect(more.json.errors.quantity).toEqual(["Only 2 of Wool Coat left in stock."]);

    const [line] = (await get("/api/cart/list", { token: shopper.token, host: store.host })).json.cartItems;
    expect(line).toMatchObject({
      product_id: product.id,
      variant: "Color: Camel, Size: L",
      variant_code: Object.values(large)[0]!.child_id.toString(),
      unitPrice: 150,
      quantity: 2,
      color_id: camel.id,
      color_name: "Camel",
      variant_selection: large,
    });

    // Posted as the cart lists it, the line is priced and discounted: 10 % of 2 x 150.
    const posted = { id: line.product_id, quantity: line.quantity, color: line.color_id, variant: line.variant_selection };
    const coupon = await post("/api/cart/apply-coupon", { coupon_code: "CAMEL10", items: [posted] }, { host: store.host });
    expect(coupon.json).toMatchObject({ success: true, discount_amount: 30, original_subtotal: 300, new_total: 270 });

    const noirLarge = variantOf("Noir", "L");
    const camelLarge = variantOf("Camel", "L");
    const paid = await post(
      "/api/make-payment",
      { payment_method_id: cod, shipping_type: "pickup_delivery", items: [posted], coupon_code: "CAMEL10", phone: "0611111111", address: "1 Rue Test" },
      { token: shopper.token, host: store.host },
    );
    expect(paid.status, paid.text).toBe(200);
    const orderId = paid.json.order_id;
    const [order] = await sql<{ total_payable_amount: string }>("SELECT total_payable_amount::text FROM orders WHERE id = $1", [orderId]);
    expect(order!.total_payable_amount).toBe("270.00");
    const lines = await sql("SELECT variant, unit_price::text, quantity, product_price_id FROM order_lines WHERE order_id = $1", [orderId]);
    expect(lines).toEqual([{ variant: "Color: Camel, Size: L", unit_price: "150.00", quantity: 2, product_price_id: camelLarge.id }]);
    const details = (await get(`/api/order-details/${orderId}`, { token: shopper.token, host: store.host })).json.data;
    expect(details.products.data[0]).toMatchObject({ variant: "Color: Camel, Size: L", unit_price: 150 });
    // The owner's order screen reads the same line.
    const owned = (await owner("GET", `/api/orders/${orderId}`)).json.data;
    expect(owned.lines.map((l: { variant: string; quantity: number }) => [l.variant, l.quantity])).toEqual([["Color: Camel, Size: L", 2]]);
    expect([await stock(camelLarge), await stock(noirLarge)]).toEqual([0, 4]);
    expect((await get("/api/cart/list", { token: shopper.token, host: store.host })).json.cartItems).toEqual([]);

    const cancelled = await post("/api/order/cancel", { order_id: orderId }, { token: shopper.token, host: store.host });
    expect(cancelled.status).toBe(200);
    expect([await stock(camelLarge), await stock(noirLarge)]).toEqual([2, 4]);
  });

  it("refuses a line of a product with coloured variants that names no colour", async () => {
    const shopper = await freshShopper(store.host);
    const reply = await post(
      "/api/cart/add",
      { product_id: product.id, quantity: 1, variant: await sizeSelection("M") },
      { token: shopper.token, host: store.host },
    );
    expect(reply.status).toBe(422);
    expect(reply.json.errors.product_id).toEqual(["Please choose a variant of Wool Coat."]);
  });

  it("sets a signed-in line's quantity within its colour's stock: POST /cart/update-quantity", async () => {
    const shopper = await freshShopper(store.host);
    const noir = product.colors[0]!;
    const opts = { token: shopper.token, host: store.host };
    await post("/api/cart/add", { product_id: product.id, quantity: 1, color: noir.id, variant: await sizeSelection("M") }, opts);
    const [line] = (await get("/api/cart/list", opts)).json.cartItems;

    const set = await post("/api/cart/update-quantity", { cart_item_id: line.cart_item_id, quantity: 4 }, opts);
    expect(set.status, set.text).toBe(200);
    expect(set.json).toEqual({ success: true, message: "Your cart is updated." });
    expect((await get("/api/cart/list", opts)).json.cartItems[0]).toMatchObject({ quantity: 4, color_name: "Noir", unitPrice: 100 });

    const beyond = await post("/api/cart/update-quantity", { cart_item_id: line.cart_item_id, quantity: 6 }, opts);
    expect(beyond.status).toBe(422);
    expect(beyond.json.errors.quantity).toEqual(["Only 5 of Wool Coat left in stock."]);
    expect((await get("/api/cart/list", opts)).json.cartItems[0].quantity).toBe(4);

    const other = await freshShopper(store.host);
    const foreign = await post("/api/cart/update-quantity", { cart_item_id: line.cart_item_id, quantity: 1 }, { token: other.token, host: store.host });
    expect(foreign.status).toBe(404);
  });

  it("keeps a variant that names no colour for every colour, and refuses a colour the product has not", async () => {
    const copy = await owner("POST", "/api/products", {
      name: "Scarf",
      price: "40.00",
      colors: [
        { name: "Red", code: "#aa0000" },
        { name: "Blue", code: "#0000aa" },
      ],
      attributes: [{ name: "Size", values: ["M"] }],
      variants: [{ values: { Size: "M" }, price: "40.00", stock: 3 }],
    });
    expect(copy.status, copy.text).toBe(201);
    expect(copy.json.data.variants.map((v: Variant) => [v.color, v.color_id, v.stock])).toEqual([[null, null, 3]]);
    const refused = await owner("PUT", `/api/products/${copy.json.data.id}`, { variants: [{ color: "Green", values: { Size: "M" }, price: "40.00" }] });
    expect(refused.status).toBe(422);
    expect(refused.json.errors["variants.0.color"]).toEqual(["A variant's color is one of the product's colors."]);
  });
});

describe("a coloured variant of an online payment that does not go through", () => {
  it("gives the colour's own row its stock back when the gateway refuses and the order is cancelled", async () => {
    const stripe = fakeControl(inject("gateways").stripe);
    // The demo's babouches in Fez Red, size L: a row of the colour's own.
    const [row] = await sql<{ product: number; color: number; price: number; value: number; attribute: number }>(
      `SELECT p.id AS product, c.id AS color, pr.id AS price, av.id AS value, a.id AS attribute
       FROM products p JOIN stores s ON s.id = p.store_id AND s.subdomain = 'demo'
       JOIN product_colors c ON c.product_id = p.id AND c.name = 'Fez Red'
       JOIN attributes a ON a.store_id = s.id AND a.name = 'Size'
       JOIN attribute_values av ON av.attribute_id = a.id AND av.name = 'L'
       JOIN product_prices pr ON pr.product_id = p.id AND pr.color_id = c.id AND pr.variant_key = 'c' || c.id || '-' || av.id
       WHERE p.slug = 'babouche-leather-slippers'`,
    );
    const quantityOf = async (id: number) => (await sql<{ quantity: number }>("SELECT quantity FROM product_prices WHERE id = $1", [id]))[0]!.quantity;
    const before = await quantityOf(row!.price);
    const buyer = await freshShopper();
    const item = { id: row!.product, quantity: 1, color: row!.color, variant: { Size: { parent_id: row!.attribute, child_id: row!.value } } };
    await stripe.mode("refuse");
    try {
      const body = { payment_method_id: await methodOf("demo", "STRIPE"), shipping_type: "pickup_delivery", items: [item] };
      const reply = await post("/api/make-payment", body, { token: buyer.token });
      expect(reply.status, reply.text).toBe(502);
    } finally {
      await stripe.mode("ok");
    }
    const [line] = await sql<{ delivery_status: number; variant: string; product_price_id: number }>(
      "SELECT o.delivery_status, l.variant, l.product_price_id FROM orders o JOIN order_lines l ON l.order_id = o.id JOIN customers c ON c.id = o.customer_id WHERE c.email = $1",
      [buyer.email],
    );
    expect(line).toEqual({ delivery_status: 4, variant: "Color: Fez Red, Size: L", product_price_id: row!.price });
    expect(await quantityOf(row!.price)).toBe(before);
    await sql("DELETE FROM customers WHERE email = $1", [buyer.email]);
  });
});
