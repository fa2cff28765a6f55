import { describe, expect, it } from "vitest";
import { admin, pictures } from "../support/admin-catalog";
import { freshShopper } from "../support/arrange";
import { sql } from "../support/database";
import { post } from "../support/http";
import { acme, createProduct, demo, named, ownersAndTheirProducts, record, tag, update } from "../support/admin-catalog-products";

// The owner's products (management routes), updated: only what is sent, the rules on the product as the
// update leaves it, variants by their combination, option groups by their ids.

ownersAndTheirProducts();

describe("PUT /products/{id}", () => {
  it("changes only what is sent; lists sent replace the product's, keeping the ids of what they keep", async () => {
    const [first, second] = await pictures(demo.storeId, 2);
    const product = (
      await createProduct({
        name: `Rug ${named("R")}`,
        price: 80,
        stock: 5,
        description: "Wool.",
        image_ids: [first!.id],
        colors: [
          { name: "Red", code: "#f00" },
          { name: "Blue", code: "#00f" },
        ],
      })
    ).json.data;
    const renamed = await update(product.id, { name: `Big rug ${named("R")}` });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toMatchObject({ name: `Big rug ${named("R")}`, slug: product.slug, price: "80.00", stock: 5, description: "Wool.", status: 2 });
    expect(renamed.json.data.colors).toEqual(product.colors);

    const [red, blue] = product.colors;
    const changed = await update(product.id, {
      price: "85.5",
      stock: 7,
      thumbnail_id: second!.id,
      image_ids: [second!.id, first!.id],
      colors: [
        { id: blue.id, name: "Navy", code: "#000080" },
        { name: "Green", code: "0f0" },
      ],
      discount_type: 1,
      discount_amount: 5,
    });
    expect(changed.json.data).toMatchObject({ price: "85.50", stock: 7, thumbnail_id: second!.id, discount_type: 1, discount_amount: "5.00" });
    expect(changed.json.data.images.map((i: { id: number }) => i.id)).toEqual([second!.id, first!.id]);
    expect(changed.json.data.colors).toEqual([
      { id: blue.id, name: "Navy", code: "#000080", image_id: null, image: null },
      { id: expect.any(Number), name: "Green", code: "#0f0", image_id: null, image: null },
    ]);
    expect(await sql("SELECT id FROM product_colors WHERE id = $1", [red.id])).toEqual([]);

    // Removing the discount takes its amount with it.
    const undiscounted = await update(product.id, { discount_type: 0 });
    expect(undiscounted.json.data).toMatchObject({ discount_type: 0, discount_amount: null });
    // A slug is changed only when sent, and a rename keeps the permalink.
    expect((await update(product.id, { slug: `rug-${named("r")}-x` })).json.data.slug).toBe(`rug-${named("r")}-x`);
  });

  it("checks the rules on the product as the update leaves it", async () => {
    const product = (await createProduct({ name: `Jar ${named("J")}`, price: 20, max_item_on_purchase: 3, discount_type: 1, discount_amount: 5 })).json.data;
    const before = await record(product.id);
    for (const [body, field] of [
      [{ min_item_on_purchase: 4 }, "min_item_on_purchase"],
      [{ price: "4.99" }, "discount_amount"],
      [
        {
          kind: "customizable",
          option_groups: [{ name: "G", min_options: 0, max_options: 1, options: [{ name: "O" }] }],
          variants: [{ values: { A: "1" }, price: 1 }],
        },
        "variants",
      ],
    ] as const) {
      const reply = await update(product.id, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.json.errors)).toContain(field);
    }
    expect(await record(product.id)).toEqual(before);
  });

  it("changes variants by their combination, drops a variant's cart lines with it, and keeps the ids of option groups and options", async () => {
    const size = `Size${tag}`;
    const product = (
      await createProduct({
        name: `Shirt ${named("S")}`,
        price: 30,
        status: 1,
        attributes: [{ name: size, values: ["S", "M"] }],
        variants: [
          { values: { [size]: "S" }, price: 30, stock: 2 },
          { values: { [size]: "M" }, price: 32, stock: 2 },
        ],
      })
    ).json.data;
    const [small, medium] = product.variants;
    const shopper = await freshShopper();
    const valueOf = (name: string) => product.attributes[0].values.find((v: { name: string }) => v.name === name);
    const selection = (name: string) => ({ [size]: { parent_id: product.attributes[0].id, child_id: valueOf(name).id, child_Name: name, parent_name: size } });
    expect((await post("/api/cart/add", { product_id: product.id, quantity: 1, variant: selection("M") }, { token: shopper.token })).status).toBe(200);

    const reply = await update(product.id, {
      attributes: [{ name: size, values: ["S", "L"] }],
      variants: [
        { values: { [size]: "S" }, price: 31, stock: 9, sku: "S" },
        { values: { [size]: "L" }, price: 35, stock: 1 },
      ],
    });
    expect(reply.status).toBe(200);
    const [keptSmall, large] = reply.json.data.variants;
    expect(keptSmall).toMatchObject({ id: small.id, variant_key: small.variant_key, price: "31.00", stock: 9, sku: "S" });
    expect(large).toMatchObject({ values: { [size]: "L" }, price: "35.00", stock: 1 });
    expect(reply.json.data.stock).toBe(10);
    expect(await sql("SELECT id FROM product_prices WHERE id = $1", [medium.id])).toEqual([]);
    expect(await sql("SELECT id FROM cart_lines WHERE product_id = $1", [product.id])).toEqual([]);
    expect(reply.json.data.attributes[0].values.map((v: { name: string }) => v.name)).toEqual(["S", "L"]);

    const pizza = (
      await createProduct({
        name: `Soup ${named("S")}`,
        kind: "customizable",
        price: 5,
        option_groups: [
          { name: "Size", options: [{ name: "Bowl" }, { name: "Cup" }] },
          { name: "Bread", options: [{ name: "Yes" }] },
        ],
      })
    ).json.data;
    const [group, bread] = pizza.option_groups;
    const regrouped = await update(pizza.id, {
      option_groups: [
        {
          id: group.id,
          name: "Portion",
          max_options: 1,
          options: [
            { id: group.options[1].id, name: "Cup", price: 1 },
            { name: "Pot", stock: 3 },
          ],
        },
      ],
    });
    expect(regrouped.status).toBe(200);
    expect(regrouped.json.data.option_groups).toEqual([
      {
        id: group.id,
        name: "Portion",
        translations: {},
        min_options: 0,
        max_options: 1,
        options: [
          { id: group.options[1].id, name: "Cup", translations: {}, price: "1.00", stock: 0, qty_max: 1, text_label: null, text_max_length: null },
          { id: expect.any(Number), name: "Pot", translations: {}, price: "0.00", stock: 3, qty_max: 1, text_label: null, text_max_length: null },
        ],
      },
    ]);
    expect(await sql("SELECT id FROM option_groups WHERE id = $1", [bread.id])).toEqual([]);
    expect(await sql("SELECT id FROM options WHERE id = $1", [group.options[0].id])).toEqual([]);
    // Another product's option is not this group's.
    const foreign = await update(pizza.id, { option_groups: [{ id: group.id, name: "Portion", options: [{ id: bread.options[0].id, name: "X" }] }] });
    expect(foreign.status).toBe(422);
  });

  it("is a 404 for another store's product, which stays as it was; a 401 without a token", async () => {
    const [acmeProduct] = await sql<{ id: number; name: string }>("SELECT id, name FROM products WHERE store_id = $1 AND status = 1 LIMIT 1", [acme.storeId]);
    const before = await sql("SELECT * FROM products WHERE id = $1", [acmeProduct!.id]);
    const reply = await update(acmeProduct!.id, { name: "Taken over", price: 1 });
    expect(reply.status).toBe(404);
    expect(reply.json).toEqual({ success: false, message: "Product not found." });
    expect(await sql("SELECT * FROM products WHERE id = $1", [acmeProduct!.id])).toEqual(before);
    expect((await admin("PUT", `/api/products/${acmeProduct!.id}`, undefined, { name: "X" })).status).toBe(401);
  });
});
