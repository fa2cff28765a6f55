import { describe, expect, it } from "vitest";
import { freshShopper, setForTest } from "../support/arrange";
import { addVariant, simpleProduct, storedLines } from "../support/cart";
import { variantProduct, type PriceRow } from "../support/catalog";
import { sql } from "../support/database";
import { call, get, post } from "../support/http";

// The cart's limits: the stock and a product's bounds, against racing adds too, and the refusals of
// bad input and of what is not the shopper's.

describe("the cart", () => {
  it("loses no quantity and makes no duplicate line when adds race", async () => {
    const { token } = await freshShopper();
    const product = await simpleProduct();
    const adds = Math.min(5, product.max, product.stock);
    const replies = await Promise.all(Array.from({ length: adds }, () => post("/api/cart/add", { product_id: product.id, quantity: 1 }, { token })));
    expect(replies.map((r) => r.status)).toEqual(Array(adds).fill(200));
    const list = await get("/api/cart/list", { token });
    expect(list.json.cartItems).toHaveLength(1);
    expect(list.json.cartItems[0].quantity).toBe(adds);
  });

  // One bound well above the other, so that each case is refused by the one it names.
  for (const { bound, max, stock, message } of [
    { bound: "max_item", max: 5, stock: 50, message: (name: string) => `You can order at most 5 of ${name}.` },
    { bound: "stock", max: 50, stock: 5, message: (name: string) => `Only 5 of ${name} left in stock.` },
  ]) {
    it(`refuses more than the ${bound}, counting what the cart holds, and writes nothing`, async () => {
      const product = await simpleProduct();
      await setForTest("products", product.id, { max_item_on_purchase: max });
      await setForTest("product_prices", product.price_id, { quantity: stock });
      const shopper = await freshShopper();
      const add = (quantity: number) => post("/api/cart/add", { product_id: product.id, quantity }, { token: shopper.token });
      const refusal = { success: false, message: message(product.name), errors: { quantity: [message(product.name)] } };

      const tooMany = await add(6);
      expect(tooMany.status).toBe(422);
      expect(tooMany.json).toEqual(refusal);
      expect(await storedLines(shopper)).toEqual([]);

      expect((await add(3)).json.data.quantity).toBe("3");
      const held = await storedLines(shopper);
      const beyond = await add(3);
      expect(beyond.status).toBe(422);
      expect(beyond.json).toEqual(refusal);
      expect(await storedLines(shopper)).toEqual(held);
      expect((await add(2)).json.data.quantity).toBe("5");
    });
  }

  it("says that a product without stock is out of stock, rather than that 0 are left", async () => {
    const product = await simpleProduct();
    await setForTest("product_prices", product.price_id, { quantity: 0 });
    const shopper = await freshShopper();
    const reply = await post("/api/cart/add", { product_id: product.id, quantity: 1 }, { token: shopper.token });
    const message = `${product.name} is out of stock.`;
    expect(reply.status).toBe(422);
    expect(reply.json).toEqual({ success: false, message, errors: { quantity: [message] } });
    expect(await storedLines(shopper)).toEqual([]);
  });

  // The store's language is switched for the test and put back after it (see store-language.test.ts).
  for (const { language, message } of [
    { language: "fr", message: (stock: number, name: string) => `Stock insuffisant pour ${name}\u00a0: ${stock} en stock.` },
    { language: "ar", message: (stock: number, name: string) => `المخزون غير كافٍ من ${name}. الكمية المتوفرة: ${stock}.` },
  ]) {
    it(`says that the stock is short in the store's language (${language})`, async () => {
      const product = await simpleProduct();
      const [demo] = await sql<{ id: number }>("SELECT id FROM stores WHERE subdomain = 'demo'");
      await setForTest("products", product.id, { max_item_on_purchase: 10 });
      // One unit: where French once read "Il ne reste que 1 …".
      await setForTest("product_prices", product.price_id, { quantity: 1 });
      await setForTest("stores", demo!.id, { language });
      const shopper = await freshShopper();
      const reply = await post("/api/cart/add", { product_id: product.id, quantity: 2 }, { token: shopper.token });
      expect(reply.status).toBe(422);
      expect(reply.json).toEqual({ success: false, message: message(1, product.name), errors: { quantity: [message(1, product.name)] } });
      expect(await storedLines(shopper)).toEqual([]);
    });
  }

  it("counts a product's colours and variants together against its bounds, and a variant's colours against its stock", async () => {
    const product = await variantProduct();
    const [a, b] = product.prices;
    const [first, second] = product.colors;
    await setForTest("products", product.id, { min_item_on_purchase: 2, max_item_on_purchase: 5 });
    await setForTest("product_prices", a!.id, { quantity: 4 });
    await setForTest("product_prices", b!.id, { quantity: 50 });
    const shopper = await freshShopper();
    const add = (price: PriceRow, color: number, quantity: number) => addVariant(shopper, product.id, price, color, quantity);
    const refused = async (price: PriceRow, color: number, quantity: number, message: string) => {
      const reply = await add(price, color, quantity);
      expect(reply.status).toBe(422);
      expect(reply.json).toEqual({ success: false, message, errors: { quantity: [message] } });
    };

    expect((await add(a!, first!, 2)).status).toBe(200);
    await refused(a!, second!, 3, `Only 4 of ${product.name} left in stock.`);
    expect((await add(a!, second!, 2)).status).toBe(200);
    await refused(b!, first!, 2, `You can order at most 5 of ${product.name}.`);
    // One is below min_item on its own line, but the product's lines hold five together.
    expect((await add(b!, first!, 1)).status).toBe(200);
    expect((await storedLines(shopper)).map((l) => [l.variant_key, l.color_id, l.quantity])).toEqual([
      [a!.variant_key, first, 2],
      [a!.variant_key, second, 2],
      [b!.variant_key, first, 1],
    ]);
  });

  it("lets one of two racing adds in two colours take a variant's last stock, not both", async () => {
    const product = await variantProduct();
    const [a, b] = product.prices;
    const [first, second] = product.colors;
    await setForTest("products", product.id, { max_item_on_purchase: 50 });
    await setForTest("product_prices", a!.id, { quantity: 5 });
    const shopper = await freshShopper();
    // A line of another variant first, so that the racing adds find the cart made.
    expect((await addVariant(shopper, product.id, b!, first!, 1)).status).toBe(200);
    const replies = await Promise.all([first!, second!].map((color) => addVariant(shopper, product.id, a!, color, 3)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422]);
    expect((await storedLines(shopper)).map((l) => [l.variant_key, l.quantity])).toEqual([
      [b!.variant_key, 1],
      [a!.variant_key, 3],
    ]);
  });

  it("refuses bad input, other stores' products and other customers' lines", async () => {
    const { token } = await freshShopper();
    const { token: other } = await freshShopper();
    const product = await simpleProduct();
    for (const body of [
      {},
      { product_id: product.id },
      { product_id: product.id, quantity: 0 },
      { product_id: product.id, quantity: -2 },
      { product_id: "abc", quantity: 1 },
      { product_id: product.id, quantity: 1e9 },
    ]) {
      const reply = await post("/api/cart/add", body, { token });
      expect(reply.status, JSON.stringify(body)).toBe(422);
    }
    const [acme] = await sql<{ id: number }>("SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'acme' LIMIT 1");
    expect((await post("/api/cart/add", { product_id: acme!.id, quantity: 1 }, { token })).status).toBe(422);

    await post("/api/cart/add", { product_id: product.id, quantity: 1 }, { token: other });
    const [othersLine] = (await get("/api/cart/list", { token: other })).json.cartItems;
    const steal = await call("DELETE", "/api/cart/remove-item", { token, body: { cart_item_id: othersLine.cart_item_id } });
    expect(steal.status).toBe(404);
    expect((await get("/api/cart/list", { token: other })).json.cartItems).toHaveLength(1);
    expect((await get("/api/cart/list")).status).toBe(401);
  });
  it("refuses fewer than the product's minimum, saying so, and accepts the minimum", async () => {
    const { token } = await freshShopper();
    const [product] = await sql<{ id: number; name: string; min: number }>(
      `SELECT p.id, p.name, p.min_item_on_purchase AS min FROM products p JOIN stores s ON s.id = p.store_id
       JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
       WHERE s.subdomain = 'demo' AND p.status = 1 AND p.min_item_on_purchase > 1 AND pr.quantity >= p.min_item_on_purchase
         AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> '') ORDER BY p.id LIMIT 1`,
    );
    const tooFew = await post("/api/cart/add", { product_id: product!.id, quantity: product!.min - 1 }, { token });
    expect(tooFew.status).toBe(422);
    const message = `You must order at least ${product!.min} of ${product!.name}.`;
    expect(tooFew.json).toEqual({ success: false, message, errors: { quantity: [message] } });
    expect((await get("/api/cart/list", { token })).json.cartItems).toEqual([]);

    const enough = await post("/api/cart/add", { product_id: product!.id, quantity: product!.min }, { token });
    expect(enough.status).toBe(200);
    expect(enough.json.data).toMatchObject({ quantity: String(product!.min), min_item: product!.min });
  });
});
