import { describe, expect, it } from "vitest";
import { pictures } from "../support/admin-catalog";
import { sql } from "../support/database";
import { origin } from "../support/http";
import { createProduct, demo, named, ownersAndTheirProducts, record, RECORD_KEYS, tag, ISO } from "../support/admin-catalog-products";
import { keys } from "../support/owner-calls";

// The owner's products (management routes), made: a draft from a name and a price, slugs of their own,
// every field of the contract, a customizable product's option groups.

ownersAndTheirProducts();

describe("POST /products", () => {
  it("makes a draft from a name and a price alone, with the contract's defaults", async () => {
    const reply = await createProduct({ name: `Lamp ${named("L")}`, price: 120 });
    expect(reply.status).toBe(201);
    expect(keys(reply.json)).toEqual(["data", "success"]);
    const product = reply.json.data;
    expect(keys(product)).toEqual(RECORD_KEYS);
    expect(product).toMatchObject({
      kind: "standard",
      name: `Lamp ${named("L")}`,
      slug: `lamp-${named("l")}`,
      url: `${origin()}/product/lamp-${named("l")}`,
      status: 2,
      price: "120.00",
      purchase_price: "0.00",
      sku: "",
      stock: 0,
      discount_type: 0,
      discount_amount: null,
      min_item_on_purchase: 1,
      max_item_on_purchase: 10,
      low_stock_quantity_alert: 5,
      is_authentic: 1,
      has_warranty: 2,
      warrenty_days: 0,
      is_active_cod: 1,
      cod_location_type: "anywhere",
      is_active_attatchment: 2,
      shipping_cost: "0.00",
      is_enable_tax: 2,
      tax_rate: "0.00",
      has_variant: 2,
      has_options: 2,
      thumbnail_id: null,
      thumbnail: null,
      images: [],
      categories: [],
      colors: [],
      attributes: [],
      variants: [],
      option_groups: [],
    });
    expect(product.created_at).toMatch(ISO);
    const [stored] = await sql("SELECT store_id, status, kind::text FROM products WHERE id = $1", [product.id]);
    expect(stored).toEqual({ store_id: demo.storeId, status: 2, kind: "STANDARD" });

    const again = await createProduct({ name: `Lamp ${named("L")}`, price: "9.5" });
    expect(again.json.data).toMatchObject({ slug: `lamp-${named("l")}-2`, price: "9.50" });
  });

  it("gives products made at once from one name slugs of their own", async () => {
    const replies = await Promise.all([1, 2, 3].map(() => createProduct({ name: `Tile ${named("T")}`, price: 3 })));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    const base = `tile-${named("t")}`;
    expect(replies.map((r) => r.json.data.slug).sort()).toEqual([base, `${base}-2`, `${base}-3`]);
    // A name without a Latin letter or digit makes no slug of its own.
    expect((await createProduct({ name: "★★★", price: 3 })).json.data.slug).toMatch(/^product(-\d+)?$/);
    // A slug given is the owner's to choose: one taken meanwhile is refused, never changed.
    const given = await Promise.all([1, 2].map(() => createProduct({ name: "X", slug: `${base}-given`, price: 3 })));
    expect(given.map((r) => r.status).sort()).toEqual([201, 422]);
  });

  it("takes every field of the contract's product detail, pictures from the gallery, categories, colors, attributes and variants", async () => {
    const [first, second, third] = await pictures(demo.storeId, 3);
    const [category] = await sql<{ id: number; name: string }>("SELECT id, name FROM categories WHERE store_id = $1 ORDER BY id LIMIT 1", [demo.storeId]);
    const [brand] = await sql<{ id: number }>("SELECT id FROM brands WHERE store_id = $1 LIMIT 1", [demo.storeId]);
    const [supplier] = await sql<{ id: number }>("SELECT id FROM suppliers WHERE store_id = $1 LIMIT 1", [demo.storeId]);
    const fields = {
      summary: "A lamp of brass.",
      description: "<p>Hand-made.</p>",
      product_type: 1,
      supplier_id: supplier!.id,
      unit: "piece",
      conditions: "new",
      brand_id: brand!.id,
      purchase_price: "40.10",
      sku: `SKU-${tag}`,
      discount_type: 2,
      discount_amount: "15",
      pdf_specifications: "https://example.com/spec.pdf",
      video_link: "https://example.com/video",
      is_featured: 1,
      min_item_on_purchase: 2,
      max_item_on_purchase: 4,
      low_stock_quantity_alert: 3,
      is_authentic: 2,
      has_warranty: 1,
      has_replacement_warranty: 1,
      warrenty_days: 30,
      is_refundable: 2,
      shipping_location_type: "local",
      is_active_cod: 2,
      is_active_free_shipping: 1,
      cod_location_type: "local",
      is_active_attatchment: 1,
      attatchment_name: "Engraving",
      shipping_cost: "12.5",
      is_apply_multiple_qty_shipping_cost: 1,
      is_enable_tax: 1,
      tax_rate: "20",
      tax_profile: "standard",
      id_cj: "CJ-1",
      profil_imported_countries: "MA",
      id_lacaisse: "LC-1",
    };
    const reply = await createProduct({
      name: `Brass ${named("B")}`,
      slug: `brass-${named("b")}`,
      status: 1,
      price: "100",
      ...fields,
      image_ids: [second!.id, first!.id],
      category_ids: [category!.id],
      colors: [
        { name: "Gold", code: "d4af37", image_id: third!.id },
        { name: "Black", code: "#000" },
      ],
      attributes: [
        { name: `Size${tag}`, values: ["S", "M"] },
        { name: `Finish${tag}`, values: ["Matte"] },
      ],
      variants: [
        { values: { [`Size${tag}`]: "S", [`Finish${tag}`]: "Matte" }, sku: "S-M", price: "100", stock: 3 },
        { values: { [`Finish${tag}`]: "Matte", [`Size${tag}`]: "M" }, sku: "M-M", price: "110.5", purchase_price: "50", stock: 4 },
      ],
    });
    expect(reply.status).toBe(201);
    const product = reply.json.data;
    expect(product).toMatchObject({
      ...fields,
      slug: `brass-${named("b")}`,
      status: 1,
      discount_amount: "15.00",
      purchase_price: "40.10",
      shipping_cost: "12.50",
      tax_rate: "20.00",
      has_variant: 1,
      stock: 7,
      thumbnail_id: second!.id,
      thumbnail: `${origin()}/uploads/${second!.path}`,
      images: [
        { id: second!.id, url: `${origin()}/uploads/${second!.path}` },
        { id: first!.id, url: `${origin()}/uploads/${first!.path}` },
      ],
      categories: [category],
    });
    expect(product.colors).toEqual([
      { id: expect.any(Number), name: "Gold", code: "#d4af37", image_id: third!.id, image: `${origin()}/uploads/${third!.path}` },
      { id: expect.any(Number), name: "Black", code: "#000", image_id: null, image: null },
    ]);
    expect(product.attributes.map((a: { name: string; values: { name: string }[] }) => [a.name, a.values.map((v) => v.name)])).toEqual([
      [`Size${tag}`, ["S", "M"]],
      [`Finish${tag}`, ["Matte"]],
    ]);
    const valueId = (attribute: string, value: string) =>
      product.attributes.find((a: { name: string }) => a.name === attribute).values.find((v: { name: string }) => v.name === value).id;
    const key = (size: string) => [valueId(`Size${tag}`, size), valueId(`Finish${tag}`, "Matte")].sort((a, b) => a - b).join("-");
    expect(product.variants).toEqual([
      {
        id: expect.any(Number),
        variant_key: key("S"),
        color: null,
        color_id: null,
        values: { [`Size${tag}`]: "S", [`Finish${tag}`]: "Matte" },
        sku: "S-M",
        price: "100.00",
        purchase_price: "0.00",
        stock: 3,
      },
      {
        id: expect.any(Number),
        variant_key: key("M"),
        color: null,
        color_id: null,
        values: { [`Size${tag}`]: "M", [`Finish${tag}`]: "Matte" },
        sku: "M-M",
        price: "110.50",
        purchase_price: "50.00",
        stock: 4,
      },
    ]);
    expect(await record(product.id)).toEqual(product);
  });

  it("makes a customizable product with option groups and options", async () => {
    const reply = await createProduct({
      name: `Pizza ${named("P")}`,
      kind: "customizable",
      price: 50,
      stock: 20,
      option_groups: [
        {
          name: "Size",
          min_options: 1,
          max_options: 1,
          options: [
            { name: "Small", price: 0, stock: 10 },
            { name: "Large", price: "15", stock: 5, qty_max: 2 },
          ],
        },
        { name: "Toppings", max_options: 2, options: [{ name: "Olives", price: "3.5", stock: 9 }, { name: "Cheese" }] },
      ],
    });
    expect(reply.status).toBe(201);
    expect(reply.json.data).toMatchObject({ kind: "customizable", stock: 20, has_options: 1, has_variant: 2 });
    expect(reply.json.data.option_groups).toEqual([
      {
        id: expect.any(Number),
        name: "Size",
        translations: {},
        min_options: 1,
        max_options: 1,
        options: [
          { id: expect.any(Number), name: "Small", translations: {}, price: "0.00", stock: 10, qty_max: 1, text_label: null, text_max_length: null },
          { id: expect.any(Number), name: "Large", translations: {}, price: "15.00", stock: 5, qty_max: 2, text_label: null, text_max_length: null },
        ],
      },
      {
        id: expect.any(Number),
        name: "Toppings",
        translations: {},
        min_options: 0,
        max_options: 2,
        options: [
          { id: expect.any(Number), name: "Olives", translations: {}, price: "3.50", stock: 9, qty_max: 1, text_label: null, text_max_length: null },
          { id: expect.any(Number), name: "Cheese", translations: {}, price: "0.00", stock: 0, qty_max: 1, text_label: null, text_max_length: null },
        ],
      },
    ]);
  });
});
