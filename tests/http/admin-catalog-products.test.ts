import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, pictures, rowCounts, signInOwners, video, type Owner } from "../support/admin-catalog";
import { freshShopper } from "../support/arrange";
import { sql } from "../support/database";
import { get, origin, post } from "../support/http";

// The owner's products (management routes): the list and its filters, the record, create, update
// and delete, with the rules between fields, and refusals that write nothing.

const keys = (o: object) => Object.keys(o).sort();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const SUMMARY_KEYS = [
  "categories",
  "created_at",
  "discount_amount",
  "discount_type",
  "id",
  "kind",
  "low_stock_quantity_alert",
  "name",
  "price",
  "slug",
  "status",
  "stock",
  "thumbnail",
  "updated_at",
  "url",
];
const RECORD_KEYS = [
  ...SUMMARY_KEYS,
  "attatchment_name",
  "attributes",
  "brand_id",
  "cod_location_type",
  "colors",
  "conditions",
  "description",
  "has_options",
  "has_replacement_warranty",
  "has_variant",
  "has_warranty",
  "id_cj",
  "id_lacaisse",
  "images",
  "is_active_attatchment",
  "is_active_cod",
  "is_active_free_shipping",
  "is_apply_multiple_qty_shipping_cost",
  "is_approved",
  "is_authentic",
  "is_enable_tax",
  "is_featured",
  "is_refundable",
  "max_item_on_purchase",
  "min_item_on_purchase",
  "option_groups",
  "pdf_specifications",
  "product_type",
  "profil_imported_countries",
  "purchase_price",
  "shipping_cost",
  "shipping_location_type",
  "sku",
  "summary",
  "supplier_id",
  "tax_profile",
  "tax_rate",
  "thumbnail_id",
  "unit",
  "variants",
  "video_link",
  "warrenty_days",
].sort();

// Names of their own: words with digits stay out of the stores' search vocabulary, which other
// files' typo tests read.
const tag = randomUUID().slice(0, 6).replace(/[a-f]/g, "7");
const named = (word: string) => `${word}${tag}`;

let demo: Owner;
let acme: Owner;
const created: number[] = [];

async function createProduct(body: Record<string, unknown>, owner = demo) {
  const reply = await admin("POST", "/api/products", owner, body);
  if (reply.status === 201) created.push(reply.json.data.id);
  return reply;
}
const update = (id: number, body: Record<string, unknown>, owner = demo) => admin("PUT", `/api/products/${id}`, owner, body);
const record = async (id: number, owner = demo) => (await admin("GET", `/api/products/${id}`, owner)).json.data;

beforeAll(async () => {
  ({ demo, acme } = await signInOwners());
});

afterAll(async () => {
  await sql("DELETE FROM products WHERE id = ANY($1::int[])", [created]);
  await sql("DELETE FROM attributes WHERE name LIKE $1", [`%${tag}`]);
});

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
        values: { [`Size${tag}`]: "S", [`Finish${tag}`]: "Matte" },
        sku: "S-M",
        price: "100.00",
        purchase_price: "0.00",
        stock: 3,
      },
      {
        id: expect.any(Number),
        variant_key: key("M"),
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
        min_options: 1,
        max_options: 1,
        options: [
          { id: expect.any(Number), name: "Small", price: "0.00", stock: 10, qty_max: 1 },
          { id: expect.any(Number), name: "Large", price: "15.00", stock: 5, qty_max: 2 },
        ],
      },
      {
        id: expect.any(Number),
        name: "Toppings",
        min_options: 0,
        max_options: 2,
        options: [
          { id: expect.any(Number), name: "Olives", price: "3.50", stock: 9, qty_max: 1 },
          { id: expect.any(Number), name: "Cheese", price: "0.00", stock: 0, qty_max: 1 },
        ],
      },
    ]);
  });

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

describe("GET /products", () => {
  it("lists the store's products newest first, drafts too, in shape D", async () => {
    const reply = await admin("GET", "/api/products?per_page=5", demo);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "links", "meta", "success"]);
    const stored = await sql<{ id: number }>("SELECT id FROM products WHERE store_id = $1 AND status IN (1, 2) ORDER BY created_at DESC, id DESC", [
      demo.storeId,
    ]);
    expect(reply.json.data.map((p: { id: number }) => p.id)).toEqual(stored.slice(0, 5).map((p) => p.id));
    expect(reply.json.meta).toMatchObject({ total: stored.length, per_page: 5, current_page: 1, path: `${origin("localhost")}/api/products` });
    for (const product of reply.json.data) expect(keys(product)).toEqual(SUMMARY_KEYS);
    const acmeIds = (await admin("GET", "/api/products?per_page=100", acme)).json.data.map((p: { id: number }) => p.id);
    expect(acmeIds.some((id: number) => stored.some((p) => p.id === id))).toBe(false);
  });

  it("filters by search (name, slug or SKU), category, status and stock level", async () => {
    const [category] = await sql<{ id: number }>("SELECT id FROM categories WHERE store_id = $1 ORDER BY id DESC LIMIT 1", [demo.storeId]);
    const made = async (body: Record<string, unknown>) => (await createProduct({ price: 10, category_ids: [category!.id], ...body })).json.data.id as number;
    const out = await made({ name: `Out ${named("F")}`, stock: 0, low_stock_quantity_alert: 2 });
    const low = await made({ name: `Low ${named("F")}`, stock: 2, low_stock_quantity_alert: 2, status: 1 });
    const plenty = await made({ name: `Plenty ${named("F")}`, stock: 3, low_stock_quantity_alert: 2, sku: `SKU100%_${tag}` });
    const ids = async (query: string) =>
      ((await admin("GET", `/api/products?per_page=100&${query}`, demo)).json.data as { id: number }[]).map((p) => p.id).sort((a, b) => a - b);
    const search = `search=${named("F")}`;
    expect(await ids(search)).toEqual([out, low, plenty]);
    expect(await ids(`search=${encodeURIComponent(`100%_${tag}`)}`)).toEqual([plenty]);
    expect(await ids(`search=${encodeURIComponent("%")}&category_id=${category!.id}`)).toEqual([plenty]);
    expect(await ids(`${search}&stock=out`)).toEqual([out]);
    expect(await ids(`${search}&stock=low`)).toEqual([low]);
    expect(await ids(`${search}&stock=in_stock`)).toEqual([low, plenty]);
    expect(await ids(`${search}&status=published`)).toEqual([low]);
    expect(await ids(`${search}&status=draft&stock=in_stock`)).toEqual([plenty]);
    expect((await ids(`category_id=${category!.id}`)).filter((id) => [out, low, plenty].includes(id))).toEqual([out, low, plenty]);
    const [acmeCategory] = await sql<{ id: number }>("SELECT id FROM categories WHERE store_id = $1 LIMIT 1", [acme.storeId]);
    expect(await ids(`category_id=${acmeCategory!.id}`)).toEqual([]);

    // A product with variants is as stocked as its variants.
    const sized = await made({
      name: `Sized ${named("F")}`,
      low_stock_quantity_alert: 2,
      attributes: [{ name: `Size${tag}`, values: ["S", "M"] }],
      variants: [
        { values: { [`Size${tag}`]: "S" }, price: 10, stock: 0 },
        { values: { [`Size${tag}`]: "M" }, price: 10, stock: 1 },
      ],
    });
    expect(await ids(`${search}&stock=low`)).toEqual([low, sized]);
    for (const query of ["stock=none", "status=deleted", "category_id=x", "per_page=101", "search="]) {
      expect((await admin("GET", `/api/products?${query}`, demo)).status, query).toBe(422);
    }
    expect((await admin("GET", "/api/products", undefined)).status).toBe(401);
  });
});

describe("GET /products/{id}", () => {
  it("is a 404 for another store's product, both ways, and for an unknown one; a 401 without a token", async () => {
    const [demoProduct] = await sql<{ id: number }>("SELECT id FROM products WHERE store_id = $1 AND status = 1 LIMIT 1", [demo.storeId]);
    const [acmeProduct] = await sql<{ id: number }>("SELECT id FROM products WHERE store_id = $1 AND status = 1 LIMIT 1", [acme.storeId]);
    expect((await admin("GET", `/api/products/${demoProduct!.id}`, demo)).status).toBe(200);
    for (const [id, owner] of [
      [demoProduct!.id, acme],
      [acmeProduct!.id, demo],
      [2_000_000_000, demo],
    ] as const) {
      const reply = await admin("GET", `/api/products/${id}`, owner);
      expect(reply.status).toBe(404);
      expect(reply.json).toEqual({ success: false, message: "Product not found." });
    }
    expect((await admin("GET", `/api/products/${demoProduct!.id}`, undefined)).status).toBe(401);
    expect((await admin("GET", "/api/products/0", demo)).status).toBe(422);
  });

  it("reads a seeded product as the customer API shows it", async () => {
    const [seeded] = await sql<{ id: number; slug: string }>(
      `SELECT p.id, p.slug FROM products p WHERE p.store_id = $1 AND p.status = 1 AND p.kind = 'STANDARD'
         AND EXISTS (SELECT 1 FROM product_prices pr WHERE pr.product_id = p.id AND pr.variant_key <> '') ORDER BY p.id LIMIT 1`,
      [demo.storeId],
    );
    const product = await record(seeded!.id);
    const shown = (await get(`/api/product-details/${seeded!.slug}`)).json;
    expect(product.attributes).toEqual(shown.attributes);
    expect(product.variants.map((v: { variant_key: string; sku: string; stock: number }) => [v.variant_key, v.sku, v.stock])).toEqual(
      shown.variantsDataPrice.map((v: { variant_key: string; sku: string; quantity: number }) => [v.variant_key, v.sku, v.quantity]),
    );
    expect(product.colors.map((c: { id: number }) => c.id)).toEqual(shown.colorsSectionNew.map((c: { id: number }) => c.id));
    expect(product.images.map((i: { id: number }) => i.id)).toEqual(shown.galleryImagesLeft.map((i: { upload_id: number }) => i.upload_id));
    expect(product.has_variant).toBe(shown.has_variant);
  });
});

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
        min_options: 0,
        max_options: 1,
        options: [
          { id: group.options[1].id, name: "Cup", price: "1.00", stock: 0, qty_max: 1 },
          { id: expect.any(Number), name: "Pot", price: "0.00", stock: 3, qty_max: 1 },
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

describe("DELETE /products/{id}", () => {
  it("deletes the product for the owner and frees its slug, keeping its row for the orders", async () => {
    const product = (await createProduct({ name: `Vase ${named("V")}`, price: 15, status: 1 })).json.data;
    const reply = await admin("DELETE", `/api/products/${product.id}`, demo);
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ success: true });
    expect((await admin("GET", `/api/products/${product.id}`, demo)).status).toBe(404);
    expect((await update(product.id, { status: 1 })).status).toBe(404);
    expect((await admin("DELETE", `/api/products/${product.id}`, demo)).status).toBe(404);
    const listed = (await admin("GET", `/api/products?search=${named("V")}`, demo)).json.data;
    expect(listed).toEqual([]);
    const [stored] = await sql<{ status: number; slug: string }>("SELECT status, slug FROM products WHERE id = $1", [product.id]);
    expect(stored).toEqual({ status: 3, slug: `${product.slug}~deleted-${product.id}` });
    expect((await createProduct({ name: `Vase ${named("V")}`, price: 15 })).json.data.slug).toBe(product.slug);
  });

  it("is a 404 for another store's product, which stays; a 401 without a token", async () => {
    const [acmeProduct] = await sql<{ id: number }>("SELECT id FROM products WHERE store_id = $1 AND status = 1 LIMIT 1", [acme.storeId]);
    const reply = await admin("DELETE", `/api/products/${acmeProduct!.id}`, demo);
    expect(reply.status).toBe(404);
    expect((await sql("SELECT status FROM products WHERE id = $1", [acmeProduct!.id]))[0]).toEqual({ status: 1 });
    expect((await admin("DELETE", `/api/products/${acmeProduct!.id}`, undefined)).status).toBe(401);
  });
});
