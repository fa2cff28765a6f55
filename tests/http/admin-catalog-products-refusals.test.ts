import { describe, expect, it } from "vitest";
import { admin, pictures, rowCounts, video } from "../support/admin-catalog";
import { sql } from "../support/database";
import { acme, createProduct, demo, ownersAndTheirProducts, tag } from "../support/admin-catalog-products";
import { keys } from "../support/owner-calls";

// The owner's products (management routes), refused: the rules between fields, what the store does not
// have, a missing token, in the store's language; a refusal writes nothing.

ownersAndTheirProducts();

describe("POST /products", () => {
  it("refuses what breaks a rule or names what the store does not have, field by field, and writes nothing", async () => {
    const [acmePicture] = await pictures(acme.storeId, 1);
    const [acmeCategory] = await sql<{ id: number }>("SELECT id FROM categories WHERE store_id = $1 LIMIT 1", [acme.storeId]);
    const [acmeBrand] = await sql<{ id: number }>("SELECT id FROM brands WHERE store_id = $1 LIMIT 1", [acme.storeId]);
    const [acmeSupplier] = await sql<{ id: number }>("SELECT id FROM suppliers WHERE store_id = $1 LIMIT 1", [acme.storeId]);
    const [taken] = await sql<{ slug: string }>("SELECT slug FROM products WHERE store_id = $1 LIMIT 1", [demo.storeId]);
    const movie = await video(demo.storeId);
    const sized = {
      attributes: [{ name: `Size${tag}`, values: ["S", "M"] }],
      variants: [{ values: { [`Size${tag}`]: "S" }, price: 10 }],
    };
    const cases: [Record<string, unknown>, string[]][] = [
      [{ price: 10 }, ["name"]],
      [{ name: "X" }, ["price"]],
      [{ name: "X", price: -1 }, ["price"]],
      [{ name: "X", price: "1.234" }, ["price"]],
      [{ name: "X", price: "1e3" }, ["price"]],
      [{ name: "X", price: 10, status: 3 }, ["status"]],
      [{ name: "X", price: 10, kind: "bundle" }, ["kind"]],
      [{ name: "X", price: 10, is_featured: 0 }, ["is_featured"]],
      [{ name: "X", price: 10, slug: "Bad Slug" }, ["slug"]],
      [{ name: "X", price: 10, slug: taken!.slug }, ["slug"]],
      [{ name: "X", price: 10, min_item_on_purchase: 5, max_item_on_purchase: 4 }, ["min_item_on_purchase"]],
      [{ name: "X", price: 10, discount_type: 1, discount_amount: "10.01" }, ["discount_amount"]],
      [{ name: "X", price: 10, discount_type: 2, discount_amount: 101 }, ["discount_amount"]],
      [{ name: "X", price: 10, discount_type: 2 }, ["discount_amount"]],
      [{ name: "X", price: 10, tax_rate: "100.5" }, ["tax_rate"]],
      [{ name: "X", price: 10, brand_id: acmeBrand!.id }, ["brand_id"]],
      [{ name: "X", price: 10, supplier_id: acmeSupplier!.id }, ["supplier_id"]],
      [{ name: "X", price: 10, supplier_id: "Atelier" }, ["supplier_id"]],
      [{ name: "X", price: 10, category_ids: [acmeCategory!.id] }, ["category_ids"]],
      [{ name: "X", price: 10, image_ids: [acmePicture!.id] }, ["image_ids.0"]],
      [{ name: "X", price: 10, image_ids: [movie] }, ["image_ids.0"]],
      [{ name: "X", price: 10, thumbnail_id: acmePicture!.id }, ["thumbnail_id"]],
      [{ name: "X", price: 10, image_ids: [1, 1] }, ["image_ids"]],
      [{ name: "X", price: 10, colors: [{ name: "Red", code: "red" }] }, ["colors.0.code"]],
      [{ name: "X", price: 10, colors: [{ name: "Red", code: "#f00", image_id: acmePicture!.id }] }, ["colors.0.image_id"]],
      [{ name: "X", price: 10, colors: [{ id: 1, name: "Red", code: "#f00" }] }, ["colors.0.id"]],
      [{ name: "X", price: 10, ...sized, variants: [{ values: { [`Size${tag}`]: "XL" }, price: 10 }] }, ["variants.0.values"]],
      [{ name: "X", price: 10, ...sized, variants: [{ values: { Other: "S" }, price: 10 }] }, ["variants.0.values"]],
      [{ name: "X", price: 10, ...sized, variants: [...sized.variants, ...sized.variants] }, ["variants.1.values"]],
      [{ name: "X", price: 10, ...sized, stock: 5 }, ["stock"]],
      [{ name: "X", price: 10, attributes: sized.attributes }, ["attributes"]],
      [{ name: "X", price: 10, variants: sized.variants }, ["variants"]],
      [{ name: "X", price: 10, attributes: [{ name: "A", values: ["1", "1"] }], variants: [{ values: { A: "1" }, price: 1 }] }, ["attributes.0.values"]],
      [{ name: "X", price: 10, kind: "customizable", ...sized }, ["attributes", "variants"]],
      [{ name: "X", price: 10, option_groups: [{ name: "G", options: [{ name: "O" }] }] }, ["option_groups"]],
      [
        { name: "X", price: 10, kind: "customizable", option_groups: [{ name: "G", min_options: 2, max_options: 1, options: [{ name: "O" }] }] },
        ["option_groups.0.min_options"],
      ],
      [
        { name: "X", price: 10, kind: "customizable", option_groups: [{ name: "G", max_options: 2, options: [{ name: "O" }] }] },
        ["option_groups.0.max_options"],
      ],
      [{ name: "X", price: 10, kind: "customizable", option_groups: [{ name: "G", options: [] }] }, ["option_groups.0.options"]],
      [{ name: "X", price: 10, kind: "customizable", option_groups: [{ id: 1, name: "G", options: [{ name: "O" }] }] }, ["option_groups.0.id"]],
      [
        { name: "X", price: 10, min_item_on_purchase: 5, max_item_on_purchase: 4, brand_id: acmeBrand!.id, image_ids: [acmePicture!.id] },
        ["brand_id", "image_ids.0", "min_item_on_purchase"],
      ],
    ];
    const tables = [
      "products",
      "product_prices",
      "product_images",
      "product_categories",
      "product_colors",
      "attributes",
      "attribute_values",
      "option_groups",
      "options",
      "audit_log",
    ] as const;
    const before = await rowCounts([...tables]);
    try {
      for (const [body, fields] of cases) {
        const reply = await createProduct(body);
        expect(reply.status, JSON.stringify(body)).toBe(422);
        expect(reply.json.success).toBe(false);
        expect(keys(reply.json.errors), JSON.stringify(body)).toEqual(fields);
      }
      expect(await rowCounts([...tables])).toEqual(before);
    } finally {
      await sql("DELETE FROM uploads WHERE id = $1", [movie]);
    }
  });

  it("refuses without a token, and answers in the store's language", async () => {
    expect((await admin("POST", "/api/products", undefined, { name: "X", price: 1 })).status).toBe(401);
    await sql("UPDATE stores SET language = 'fr' WHERE id = $1", [demo.storeId]);
    try {
      const reply = await createProduct({ name: "X", price: 10, min_item_on_purchase: 5, max_item_on_purchase: 4 });
      expect(reply.json.errors).toEqual({ min_item_on_purchase: ["Le minimum par commande ne peut pas dépasser le maximum par commande."] });
    } finally {
      await sql("UPDATE stores SET language = 'en' WHERE id = $1", [demo.storeId]);
    }
  });
});
