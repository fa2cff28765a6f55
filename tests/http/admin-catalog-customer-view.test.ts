import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, pictures, signInOwners, versions, type Owner } from "../support/admin-catalog";
import { freshShopper } from "../support/arrange";
import { sql } from "../support/database";
import { get, post } from "../support/http";

// The bar: a product created or changed through the administration API is answered by the
// customer API with the change at once, its answer cache on (the test server keeps answers, as
// production does), on the embedded database and on PostgreSQL alike (`npm run test:http` with
// DATABASE_URL). Each customer read is asked before the change, so that its answer is kept, and
// right after it.

// Words with digits stay out of the search vocabulary that other files' typo tests read.
const tag = randomUUID().slice(0, 6).replace(/[a-f]/g, "3");
const word = (stem: string) => `${stem}${tag}`;

let demo: Owner;
let category: { id: number; slug: string };
const created: number[] = [];

type Product = { id: number; slug: string };

/** What the four customer reads show of the product: the list's item, the details, the search hit, the category page's item. */
async function shown(product: Product, query: string) {
  const [all, details, search, inCategory] = await Promise.all([
    get("/api/fetch-all-products?per_page=100"),
    get(`/api/product-details/${product.slug}`),
    get(`/api/search-products?query=${encodeURIComponent(query)}&limit=50`),
    get(`/api/fetch-all-products-category?slug=${category.slug}&per_page=100`),
  ]);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers as the apps parse them
  type Listed = Record<string, any>;
  const byId = (list: Listed[]): Listed | undefined => list.find((p) => (p.id ?? p.id_product) === product.id);
  return {
    listed: byId(all.json.products),
    details: details.status === 200 ? details.json : undefined,
    detailsStatus: details.status,
    found: byId(search.json.data),
    inCategory: byId(inCategory.json.products),
  };
}

beforeAll(async () => {
  ({ demo } = await signInOwners());
  [category] = (await sql<{ id: number; slug: string }>("SELECT id, slug FROM categories WHERE store_id = $1 AND is_active ORDER BY position LIMIT 1", [
    demo.storeId,
  ])) as [{ id: number; slug: string }];
});

afterAll(async () => {
  await sql("DELETE FROM products WHERE id = ANY($1::int[])", [created]);
  await sql("DELETE FROM attributes WHERE name LIKE $1", [`%${tag}`]);
});

describe("the customer API sees the owner's changes at once, its cache on", () => {
  it("a product created, renamed, repriced, restocked, given new variants, unpublished, published again and deleted", async () => {
    const size = `Size${tag}`;
    const name = `Teapot ${word("K")}`;
    // Asked before the product exists: the answers are kept, without it.
    const before = await shown({ id: -1, slug: `teapot-${word("k")}` }, word("K"));
    expect(before.detailsStatus).toBe(404);

    const createdReply = await admin("POST", "/api/products", demo, {
      name,
      price: "80",
      status: 1,
      category_ids: [category.id],
      attributes: [{ name: size, values: ["S", "M"] }],
      variants: [
        { values: { [size]: "S" }, price: "80", stock: 4, sku: "TP-S" },
        { values: { [size]: "M" }, price: "90", stock: 6, sku: "TP-M" },
      ],
    });
    expect(createdReply.status).toBe(201);
    const product: Product = createdReply.json.data;
    created.push(product.id);
    expect(product.slug).toBe(`teapot-${word("k")}`);

    let now = await shown(product, word("K"));
    expect(now.listed).toMatchObject({ name, price: "80.00" });
    expect(now.details.product).toMatchObject({ id: product.id, name });
    expect(now.details.variantsDataPrice.map((v: { sku: string; quantity: number }) => [v.sku, v.quantity])).toEqual([
      ["TP-S", 4],
      ["TP-M", 6],
    ]);
    expect(now.found).toMatchObject({ product_name: name, price: 80 });
    expect(now.inCategory).toMatchObject({ name, price: 80 });

    // Renamed: every read shows the new name, and search finds it by its new word, not its old one.
    const renamed = `Kettle ${word("Q")}`;
    expect((await admin("PUT", `/api/products/${product.id}`, demo, { name: renamed })).status).toBe(200);
    now = await shown(product, word("Q"));
    expect([now.listed?.name, now.details.product.name, now.found?.product_name, now.inCategory?.name]).toEqual([renamed, renamed, renamed, renamed]);
    expect((await shown(product, word("K"))).found).toBeUndefined();

    // Repriced.
    expect((await admin("PUT", `/api/products/${product.id}`, demo, { price: "75.5" })).status).toBe(200);
    now = await shown(product, word("Q"));
    expect([now.listed?.price, now.details.prices.unit_price, now.found?.price, now.inCategory?.price]).toEqual(["75.50", 75.5, 75.5, 75.5]);

    // Restocked, and variants changed: the details show them.
    const variants = await admin("PUT", `/api/products/${product.id}`, demo, {
      variants: [
        { values: { [size]: "S" }, price: "82", stock: 1, sku: "TP-S" },
        { values: { [size]: "M" }, price: "90", stock: 0, sku: "TP-M2" },
      ],
    });
    expect(variants.status).toBe(200);
    now = await shown(product, word("Q"));
    expect(now.details.variantsDataPrice.map((v: { sku: string; unit_price: number; quantity: number }) => [v.sku, v.unit_price, v.quantity])).toEqual([
      ["TP-S", 82, 1],
      ["TP-M2", 90, 0],
    ]);

    // Unpublished: gone from every read.
    expect((await admin("PUT", `/api/products/${product.id}`, demo, { status: 2 })).status).toBe(200);
    now = await shown(product, word("Q"));
    expect([now.listed, now.detailsStatus, now.found, now.inCategory]).toEqual([undefined, 404, undefined, undefined]);

    // Published again, put in a cart, then deleted: gone from every read and from the cart.
    expect((await admin("PUT", `/api/products/${product.id}`, demo, { status: 1 })).status).toBe(200);
    now = await shown(product, word("Q"));
    expect(now.listed).toBeDefined();
    const shopper = await freshShopper();
    const small = now.details.variantsDataNew.find((v: { variant_text: string }) => v.variant_text.endsWith(": S"));
    expect((await post("/api/cart/add", { product_id: product.id, quantity: 1, variant: small.variant }, { token: shopper.token })).status).toBe(200);
    const cart = async () => (await get("/api/cart/list", { token: shopper.token })).json.cartItems.map((line: { product_id: number }) => line.product_id);
    expect(await cart()).toEqual([product.id]);

    expect((await admin("DELETE", `/api/products/${product.id}`, demo)).status).toBe(200);
    now = await shown(product, word("Q"));
    expect([now.listed, now.detailsStatus, now.found, now.inCategory]).toEqual([undefined, 404, undefined, undefined]);
    expect(await cart()).toEqual([]);
    expect((await post("/api/cart/add", { product_id: product.id, quantity: 1, variant: small.variant }, { token: shopper.token })).status).toBe(422);
  });

  it("every part of a product the owner writes renews the kept answers: pictures, categories, colors, option groups, the discount", async () => {
    const [first, second] = await pictures(demo.storeId, 2);
    const reply = await admin("POST", "/api/products", demo, { name: `Bowl ${word("W")}`, price: 20, stock: 3, status: 1, image_ids: [first!.id] });
    const product: Product = reply.json.data;
    created.push(product.id);
    const details = async () => (await get(`/api/product-details/${product.slug}`)).json;
    const put = async (body: Record<string, unknown>) => expect((await admin("PUT", `/api/products/${product.id}`, demo, body)).status).toBe(200);

    expect((await details()).galleryImagesLeft.map((i: { upload_id: number }) => i.upload_id)).toEqual([first!.id]);
    await put({ image_ids: [second!.id, first!.id] });
    expect((await details()).galleryImagesLeft.map((i: { upload_id: number }) => i.upload_id)).toEqual([second!.id, first!.id]);

    expect((await shown(product, word("W"))).inCategory).toBeUndefined();
    await put({ category_ids: [category.id] });
    expect((await shown(product, word("W"))).inCategory).toBeDefined();
    expect((await details()).categories.map((c: { id: number }) => c.id)).toEqual([category.id]);

    await put({ colors: [{ name: "Jade", code: "#00a86b" }] });
    expect((await details()).colorsSectionNew.map((c: { name: string }) => c.name)).toEqual(["Jade"]);

    await put({ discount_type: 2, discount_amount: 10 });
    expect((await details()).product).toMatchObject({ discount_type: 2, discount_amount: 10 });
    expect((await shown(product, word("W"))).listed).toMatchObject({ discount_type: 2, discount_amount: 10 });

    // A stock change alone renews the answers that show stock, and only those (stock_version).
    const versionsBefore = await versions(demo.storeId);
    await put({ stock: 9 });
    expect((await details()).prices.quantity).toBe(9);
    const versionsAfter = await versions(demo.storeId);
    expect(versionsAfter).toEqual({ catalog: versionsBefore.catalog, stock: versionsBefore.stock + 1 });

    await put({ kind: "customizable", colors: [], option_groups: [{ name: "Glaze", options: [{ name: "Celadon", price: 4, stock: 2 }] }] });
    const customizable = await details();
    expect(customizable.product_type).toBe("customizable");
    expect(customizable.product.options_groups[0].options[0]).toMatchObject({ option_name: "Celadon", price: "4.00", stock: 2 });
    await put({ option_groups: [{ id: customizable.product.options_groups[0].id, name: "Glaze", options: [{ name: "Tenmoku", price: 5 }] }] });
    expect((await details()).product.options_groups[0].options.map((o: { option_name: string }) => o.option_name)).toEqual(["Tenmoku"]);
  });

  it("a product created as a draft stays out of every read until published", async () => {
    const reply = await admin("POST", "/api/products", demo, { name: `Cup ${word("D")}`, price: 5, category_ids: [category.id] });
    const product: Product = reply.json.data;
    created.push(product.id);
    let now = await shown(product, word("D"));
    expect([now.listed, now.detailsStatus, now.found, now.inCategory]).toEqual([undefined, 404, undefined, undefined]);
    expect((await admin("PUT", `/api/products/${product.id}`, demo, { status: 1 })).status).toBe(200);
    now = await shown(product, word("D"));
    expect([now.listed?.id, now.details?.product.id, now.found?.id_product, now.inCategory?.id]).toEqual([product.id, product.id, product.id, product.id]);
  });
});
