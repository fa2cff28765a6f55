import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freshShopper, type Shopper } from "../support/arrange";
import { methodOf } from "../support/checkout";
import { sql } from "../support/database";
import { fakeControl } from "../support/fake-gateway";
import { get, post } from "../support/http";
import { asOwner } from "../support/owner-calls";
import { dropStores, signUp, type SignedUp } from "../support/stores";

// Customizable options on a store of its own (MAD, shown in EUR at 0.1): a box of 280 MAD less 30
// (its own discount), "Size" (exactly one: Small +0, Large +150) and "Extras" (up to two: Personal
// message +90 asking a text of 20 characters at most, Gift wrap +30 with one left, Ribbon sold out).
// Every route that prices a line charges the options, refuses what the groups do not allow, and the
// order records them, takes their stock and gives it back on cancel.

let store: SignedUp;
let host: string;
let shopper: Shopper;
let product: { id: number; small: number; large: number; message: number; wrap: number; ribbon: number };
let cod: number;
const EUR = { "store-currency": "EUR" };

const optionStock = async () =>
  Object.fromEntries(
    (
      await sql<{ name: string; stock: number }>("SELECT o.name, o.stock FROM options o JOIN option_groups g ON g.id = o.group_id WHERE g.product_id = $1", [
        product.id,
      ])
    ).map((o) => [o.name, o.stock]),
  );

beforeAll(async () => {
  store = await signUp({ currency: "mad", store_name: "Cedar Works" });
  host = store.host;
  const owner = (method: string, path: string, body?: unknown) => asOwner(store.token, method, path, body);
  expect((await owner("POST", "/api/currencies", { code: "EUR", conversion_rate: "0.1" })).status).toBe(201);
  const created = await owner("POST", "/api/products", {
    name: "Engraved Box",
    kind: "customizable",
    status: 1,
    price: "280",
    discount_type: 1,
    discount_amount: "30",
    stock: 50,
    option_groups: [
      {
        name: "Size",
        min_options: 1,
        max_options: 1,
        options: [
          { name: "Small", price: "0", stock: 10 },
          { name: "Large", price: "150", stock: 5 },
        ],
      },
      {
        name: "Extras",
        min_options: 0,
        max_options: 2,
        options: [
          { name: "Personal message", price: "90", stock: 10, text_label: "Your message", text_max_length: 20 },
          { name: "Gift wrap", price: "30", stock: 1 },
          { name: "Ribbon", price: "10", stock: 0 },
        ],
      },
    ],
  });
  expect(created.status, created.text).toBe(201);
  const { data } = created.json;
  const [size, extras] = data.option_groups;
  expect(extras.options[0]).toMatchObject({ text_label: "Your message", text_max_length: 20 });
  expect(size.options[0]).toMatchObject({ text_label: null, text_max_length: null });
  const [small, large] = size.options.map((o: { id: number }) => o.id);
  const [message, wrap, ribbon] = extras.options.map((o: { id: number }) => o.id);
  product = { id: data.id, small, large, message, wrap, ribbon };
  const methods = await owner("POST", "/api/payment-methods", { provider: "cod", name: "Cash On Delivery" });
  cod =
    methods.status === 201
      ? methods.json.data.id
      : (await sql<{ id: number }>(`SELECT id FROM payment_methods WHERE store_id = $1 AND provider = 'COD'`, [store.storeId]))[0]!.id;
  await sql("UPDATE payment_methods SET is_active = true WHERE id = $1", [cod]);
  await sql("INSERT INTO pickup_points (store_id, name, address) VALUES ($1, 'Workshop', '12 Rue des Cèdres')", [store.storeId]);
  shopper = await freshShopper(host);
});

afterAll(dropStores);

/** Large + a personal message: 250 + 150 + 90 = 490 MAD, 49.00 EUR. */
const chosen = () => ({ options: [product.large, product.message], option_texts: { [product.message]: "Pour Amina" } });

describe("customizable options", () => {
  it("/product-details answers each option's text and limit (keys of ours)", async () => {
    const reply = await get(`/api/product-details/${encodeURIComponent("engraved-box")}`, { host, headers: EUR });
    expect(reply.status, reply.text).toBe(200);
    const [, extras] = reply.json.product.options_groups;
    expect(extras.options[0]).toMatchObject({ option_name: "Personal message", price: "9.00", text_label: "Your message", text_max_length: 20 });
    expect(extras.options[1]).toMatchObject({ option_name: "Gift wrap", text_label: null, text_max_length: null });
  });

  it("the cart charges base after discount plus the options, names them, and keeps other texts as another line", async () => {
    const added = await post("/api/cart/add", { product_id: product.id, quantity: 1, ...chosen() }, { host, token: shopper.token, headers: EUR });
    expect(added.status, added.text).toBe(200);
    expect(added.json.data).toMatchObject({ unitPrice: "49.00", oldPrice: 52, option_texts: { [product.message]: "Pour Amina" } });
    expect(added.json.data.options).toEqual([
      { id: product.large, name: "Large", price: 15, text: null },
      { id: product.message, name: "Personal message", price: 9, text: "Pour Amina" },
    ]);
    const other = { options: [product.small, product.message], option_texts: { [product.message]: "Pour Yanis" } };
    expect((await post("/api/cart/add", { product_id: product.id, quantity: 1, ...other }, { host, token: shopper.token })).status).toBe(200);
    expect((await post("/api/cart/add", { product_id: product.id, quantity: 1, ...chosen() }, { host, token: shopper.token })).status).toBe(200);

    const list = await get("/api/cart/list", { host, token: shopper.token, headers: EUR });
    expect(list.json.cartItems.map((l: Record<string, unknown>) => [l.variant, l.unitPrice, l.oldPrice, l.quantity])).toEqual([
      ['Large, Personal message: "Pour Amina"', 49, 52, 2],
      ['Small, Personal message: "Pour Yanis"', 34, 37, 1],
    ]);
    expect(list.json.cartItems[0].options).toEqual(added.json.data.options);
    expect(list.json.cartItems[1].option_texts).toEqual({ [product.message]: "Pour Yanis" });
  });

  it("refuses, naming the group or the option: a group short or over, texts missing, too long or not asked for, unknown and sold-out options", async () => {
    const add = (choice: Record<string, unknown>) => post("/api/cart/add", { product_id: product.id, quantity: 1, ...choice }, { host, token: shopper.token });
    const cases: [Record<string, unknown>, string][] = [
      [{}, "Please choose at least 1 in Size."],
      [{ options: [product.small, product.large] }, "Please choose at most 1 in Size."],
      [
        { options: [product.small, product.message, product.wrap, product.ribbon], option_texts: { [product.message]: "x" } },
        "Please choose at most 2 in Extras.",
      ],
      [{ options: [product.large, product.message] }, "Please write the text for Personal message."],
      [
        { options: [product.large, product.message], option_texts: { [product.message]: "x".repeat(21) } },
        "The text for Personal message may hold at most 20 characters.",
      ],
      [{ options: [product.large, product.wrap], option_texts: { [product.wrap]: "Hello" } }, "Gift wrap takes no text."],
      [{ options: [product.large, 2_000_000_000] }, "This option is not offered for Engraved Box."],
      [{ options: [product.large, product.ribbon] }, "Ribbon is sold out."],
    ];
    for (const [choice, message] of cases) {
      const reply = await add(choice);
      expect(reply.status, JSON.stringify(choice)).toBe(422);
      expect(reply.json).toMatchObject({ success: false, message, errors: { options: [message] } });
    }
    // One gift wrap left: two boxes with it are more than there is, counted over the cart's lines.
    const wrapped = await post(
      "/api/cart/add",
      { product_id: product.id, quantity: 2, options: [product.small, product.wrap] },
      { host, token: shopper.token },
    );
    expect(wrapped.status, wrapped.text).toBe(422);
    expect(wrapped.json.errors).toEqual({ quantity: ["Only 1 of Engraved Box (Gift wrap) left in stock."] });
    // The same at checkout, on the item's options.
    const refused = await post("/api/make-payment", { payment_method_id: cod, items: [{ id: product.id, quantity: 1 }] }, { host, token: shopper.token });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({ "items.0.options": ["Please choose at least 1 in Size."] });
  });

  it("a coupon and the shipping options are computed on the options' price", async () => {
    const code = `BOX${Date.now() % 100000}`;
    const coupon = await asOwner(store.token, "POST", "/api/coupons", { code, type: "percentage", value: 10 });
    expect(coupon.status, coupon.text).toBe(201);
    const items = [{ id: product.id, quantity: 2, ...chosen() }];
    const applied = await post("/api/cart/apply-coupon", { coupon_code: code, items }, { host, token: shopper.token, headers: EUR });
    expect(applied.status, applied.text).toBe(200);
    expect(applied.json).toMatchObject({ original_subtotal: 98, discount_amount: 9.8, new_total: 88.2, currency_code: "EUR" });

    const quote = await post("/api/get-shipping-options", { shipping_type: "pickup_delivery", products: items }, { host, headers: EUR });
    expect(quote.status, quote.text).toBe(200);
    expect(quote.json.options[0].product).toMatchObject({ unitPrice: 49, oldPrice: 52, quantity: 2 });
    // A quote may leave the options out: the costs do not depend on them.
    const bare = await post("/api/get-shipping-options", { shipping_type: "pickup_delivery", products: [{ id: product.id, quantity: 1 }] }, { host });
    expect(bare.status, bare.text).toBe(200);
  });

  it("the order charges them, records them on its line, takes their stock, refuses more than is left, and gives it back on cancel", async () => {
    const before = await optionStock();
    expect(before).toMatchObject({ Large: 5, "Personal message": 10, "Gift wrap": 1 });
    const code = `AMINA${Date.now() % 100000}`;
    expect((await asOwner(store.token, "POST", "/api/coupons", { code, type: "percentage", value: 10 })).status).toBe(201);
    const body = { payment_method_id: cod, coupon_code: code, shipping_type: "pickup_delivery", items: [{ id: product.id, quantity: 2, ...chosen() }] };
    const paid = await post("/api/make-payment", body, { host, token: shopper.token, headers: EUR });
    expect(paid.status, paid.text).toBe(200);
    const orderId = paid.json.order_id;

    // 2 × 490 = 980 MAD, less 10 % = 882 MAD; 88.20 EUR to pay.
    const [order] = await sql<{ sub_total: string; total_discount: string; total_payable_amount: string; amount: string }>(
      `SELECT o.sub_total::text, o.total_discount::text, o.total_payable_amount::text, p.amount::text
       FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.id = $1`,
      [orderId],
    );
    expect(order).toEqual({ sub_total: "980.00", total_discount: "98.00", total_payable_amount: "882.00", amount: "88.20" });
    const [line] = await sql<{ variant: string; unit_price: string; options: unknown }>(
      "SELECT variant, unit_price::text, options FROM order_lines WHERE order_id = $1",
      [orderId],
    );
    expect(line).toEqual({
      variant: 'Large, Personal message: "Pour Amina"',
      unit_price: "490.00",
      options: [
        { id: product.large, name: "Large", price: "150.00", text: null },
        { id: product.message, name: "Personal message", price: "90.00", text: "Pour Amina" },
      ],
    });
    expect(await optionStock()).toMatchObject({ Large: 3, "Personal message": 8, "Gift wrap": 1, Small: 10 });

    // The shopper's order page and the owner's order screen read the line's variant text.
    const details = await get(`/api/order-details/${orderId}`, { host, token: shopper.token });
    expect(details.json.data.products.data[0].variant).toBe('Large, Personal message: "Pour Amina"');
    const owned = await asOwner(store.token, "GET", `/api/orders/${orderId}`);
    expect(owned.json.data.lines[0].variant).toBe('Large, Personal message: "Pour Amina"');
    // The bought line left the cart; the other box (another text) stays.
    const cart = await get("/api/cart/list", { host, token: shopper.token });
    expect(cart.json.cartItems.map((l: { variant: string }) => l.variant)).toEqual(['Small, Personal message: "Pour Yanis"']);

    // One gift wrap left: two are refused, nothing taken.
    const wraps = {
      payment_method_id: cod,
      shipping_type: "pickup_delivery",
      items: [{ id: product.id, quantity: 2, options: [product.small, product.wrap] }],
    };
    const short = await post("/api/make-payment", wraps, { host, token: shopper.token });
    expect(short.status, short.text).toBe(409);
    expect(short.json.message).toBe("Only 1 of Engraved Box (Gift wrap) left in stock.");
    expect(await optionStock()).toMatchObject({ Small: 10, "Gift wrap": 1 });

    const cancelled = await asOwner(store.token, "PUT", `/api/orders/${orderId}/delivery-status`, { status: 4 });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await optionStock()).toEqual(before);
  });
});

describe("customizable options of an online payment that does not go through", () => {
  it("gives the options' stock back when the gateway refuses and the order is cancelled", async () => {
    const stripe = fakeControl(inject("gateways").stripe);
    const [box] = await sql<{ id: number; large: number; message: number }>(
      `SELECT p.id, (SELECT o.id FROM options o JOIN option_groups g ON g.id = o.group_id WHERE g.product_id = p.id AND o.name LIKE 'Large%') AS large,
              (SELECT o.id FROM options o JOIN option_groups g ON g.id = o.group_id WHERE g.product_id = p.id AND o.name = 'Personal message') AS message
       FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo' AND p.slug = 'custom-engraved-cedar-gift-box'`,
    );
    const stockOf = async () =>
      (await sql<{ stock: number }>("SELECT stock FROM options WHERE id = ANY($1::int[]) ORDER BY id", [[box!.large, box!.message]])).map((o) => o.stock);
    const before = await stockOf();
    const buyer = await freshShopper();
    const items = [{ id: box!.id, quantity: 2, options: [box!.large, box!.message], option_texts: { [box!.message]: "Pour Amina" } }];
    await stripe.mode("refuse");
    try {
      const reply = await post(
        "/api/make-payment",
        { payment_method_id: await methodOf("demo", "STRIPE"), shipping_type: "pickup_delivery", items },
        { token: buyer.token },
      );
      expect(reply.status, reply.text).toBe(502);
    } finally {
      await stripe.mode("ok");
    }
    const [line] = await sql<{ delivery_status: number; variant: string; options: { id: number }[] }>(
      "SELECT o.delivery_status, l.variant, l.options FROM orders o JOIN order_lines l ON l.order_id = o.id JOIN customers c ON c.id = o.customer_id WHERE c.email = $1",
      [buyer.email],
    );
    expect(line).toMatchObject({ delivery_status: 4, variant: 'Large (40 × 30 cm), Personal message: "Pour Amina"' });
    expect(line!.options.map((o) => o.id)).toEqual([box!.large, box!.message]);
    expect(await stockOf()).toEqual(before);
    await sql("DELETE FROM customers WHERE email = $1", [buyer.email]);
  });
});
