import { describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { get } from "../support/http";
import { converted, demoRate, expectCurrencyRefused } from "../support/money";

const keys = (o: object) => Object.keys(o).sort();
const demoProduct = async (where: string) =>
  (await sql<{ id: number; slug: string }>(`SELECT p.id, p.slug FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo' AND p.status = 1 AND ${where} ORDER BY p.id LIMIT 1`))[0]!;

const STANDARD_PRODUCT_KEYS = [
  "id", "name", "brand", "summary", "description", "product_type", "supplier", "permalink", "unit", "conditions", "has_variant",
  "discount_type", "discount_amount", "pdf_specifications", "thumbnail_image", "video_link", "is_featured", "max_item_on_purchase",
  "min_item_on_purchase", "low_stock_quantity_alert", "is_authentic", "has_warranty", "has_replacement_warranty", "warrenty_days",
  "is_refundable", "shipping_location_type", "is_active_cod", "is_active_free_shipping", "cod_location_type", "is_active_attatchment",
  "attatchment_name", "shipping_cost", "is_apply_multiple_qty_shipping_cost", "is_enable_tax", "tax_profile", "status", "id_cj",
  "profil_imported_countries", "has_options", "created_at", "updated_at", "is_approved", "id_lacaisse",
];
const STANDARD_TOP_KEYS = [
  "success", "product_type", "product", "colorImages", "attributes", "colorsSectionNew", "prices", "discount_type", "amount_discount",
  "has_color", "has_color_photo", "thumbnail_image", "galleryImagesLeft", "symbol_devise", "has_variant", "variantsDataNew",
  "variantsDataPrice", "categories", "total_reviews", "average_rating",
];

describe("/product-details/{slug}", () => {
  it("answers the standard shape from the product's own data", async () => {
    const { id, slug } = await demoProduct("p.kind = 'STANDARD' AND EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id)");
    const reply = await get(`/api/product-details/${slug}`);
    expect(reply.status).toBe(200);
    const body = reply.json;
    expect(keys(body)).toEqual(STANDARD_TOP_KEYS.sort());
    expect(body.product_type).toBe("standard");
    expect(keys(body.product)).toEqual(STANDARD_PRODUCT_KEYS.sort());
    expect(body.product).toMatchObject({ id, permalink: slug, product_type: 1 });
    expect(body.product.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [{ thumbnail_upload_id }] = (await sql<{ thumbnail_upload_id: number }>("SELECT thumbnail_upload_id FROM products WHERE id = $1", [id])) as [{ thumbnail_upload_id: number }];
    expect(body.product.thumbnail_image).toBe(String(thumbnail_upload_id)); // the upload id, as a string
    expect(keys(body.prices)).toEqual(["created_at", "id", "product_id", "purchase_price", "quantity", "sku", "unit_price", "updated_at"]);
    const [row] = await sql<{ unit_price: string; sku: string; quantity: number }>("SELECT unit_price, sku, quantity FROM product_prices WHERE product_id = $1 AND variant_key = ''", [id]);
    expect(body.prices).toMatchObject({ product_id: id, sku: row!.sku, quantity: row!.quantity, unit_price: Number(row!.unit_price) });
    const [reviews] = await sql<{ n: number; avg: string }>("SELECT count(*)::int AS n, avg(rating) AS avg FROM reviews WHERE product_id = $1", [id]);
    expect(body.total_reviews).toBe(reviews!.n);
    expect(body.average_rating).toBeCloseTo(Number(reviews!.avg), 2);
    expect(body.symbol_devise).toBe("DH");
    expect(body.thumbnail_image).toMatch(/^\/uploads\//);
    for (const image of body.galleryImagesLeft) expect(keys(image)).toEqual(["image_path", "upload_id"]);
    expect(body.categories.length).toBeGreaterThan(0);
  });

  it("lists colors, attributes and variant prices of a product that has them", async () => {
    const { slug } = await demoProduct("p.has_variant = 1 AND EXISTS (SELECT 1 FROM product_colors c WHERE c.product_id = p.id)");
    const body = (await get(`/api/product-details/${slug}`)).json;
    expect(body.has_color).toBe(true);
    expect(body.colorsSectionNew.length).toBeGreaterThan(0);
    expect(body.attributes.length).toBeGreaterThan(0);
    expect(body.variantsDataPrice.length).toBeGreaterThan(0);
    const [variant] = body.variantsDataNew;
    const [selection] = Object.values(variant.variant) as { parent_id: number; child_id: number; child_Name: string; parent_name: string }[];
    expect(keys(selection!)).toEqual(["child_Name", "child_id", "parent_id", "parent_name"]);
  });

  it("converts every amount of the standard answer with store-currency, a percentage excepted", async () => {
    const rate = await demoRate("EUR");
    // The money of a standard answer, in the order of the fields.
    type Standard = {
      discount_type: number; amount_discount: number; prices: { unit_price: number };
      product: { shipping_cost: number; discount_amount: number | null }; variantsDataPrice: { unit_price: number; price: number }[];
    };
    const amounts = (body: Standard) => [
      body.prices.unit_price,
      body.product.shipping_cost,
      ...body.variantsDataPrice.flatMap((v) => [v.unit_price, v.price]),
    ];
    const fixed = await demoProduct("p.kind = 'STANDARD' AND p.discount_type = 1");
    const percent = await demoProduct("p.kind = 'STANDARD' AND p.discount_type = 2");
    const withVariants = await demoProduct("p.kind = 'STANDARD' AND EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> '')");
    for (const { slug } of [fixed, percent, withVariants]) {
      const mad = (await get(`/api/product-details/${slug}`)).json as Standard;
      const eur = await get(`/api/product-details/${slug}`, { headers: { "store-currency": "EUR" } });
      expect(eur.status).toBe(200);
      expect(eur.json.symbol_devise).toBe("€");
      expect(amounts(eur.json), slug).toEqual(amounts(mad).map((amount) => converted(amount, rate)));
      const discount = (amount: number | null) => (mad.discount_type === 1 && amount !== null ? converted(amount, rate) : amount);
      expect(eur.json.amount_discount, slug).toBe(discount(mad.amount_discount));
      expect(eur.json.product.discount_amount, slug).toBe(discount(mad.product.discount_amount));
    }
    expect((await get(`/api/product-details/${withVariants.slug}`)).json.variantsDataPrice.length).toBeGreaterThan(0);
    await expectCurrencyRefused(`/api/product-details/${fixed.slug}`);
  });

  it("answers the customizable shape with option groups", async () => {
    const { slug } = await demoProduct("p.kind = 'CUSTOMIZABLE'");
    const reply = await get(`/api/product-details/${slug}`);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["product", "product_type", "success"]);
    expect(reply.json.product_type).toBe("customizable");
    const { product } = reply.json;
    expect(keys(product)).toEqual(["base_price", "description", "gallery", "has_options", "id", "name", "oldPrice", "options_groups", "quantity", "symbol_devise", "thumbnail"]);
    expect(product.options_groups.length).toBeGreaterThanOrEqual(2);
    for (const group of product.options_groups) {
      expect(keys(group)).toEqual(["group_name", "id", "max_options", "min_options", "options"]);
      for (const option of group.options) {
        expect(keys(option)).toEqual(["id", "option_name", "price", "qty_max", "stock"]);
        expect(option.price).toMatch(/^\d+\.\d{2}$/);
      }
    }
    const usd = (await get(`/api/product-details/${slug}`, { headers: { "store-currency": "USD" } })).json.product;
    expect(usd.symbol_devise).toBe("$");
    expect(usd.oldPrice).toBeCloseTo(product.oldPrice / 10, 2);
  });

  it("is a 404 for an unknown slug or another store's product", async () => {
    const unknown = await get("/api/product-details/no-such-product");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: "Product not found." });
    const [acme] = await sql<{ slug: string }>("SELECT p.slug FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'acme' LIMIT 1");
    const demoSlugs = (await sql<{ slug: string }>("SELECT p.slug FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo'")).map((r) => r.slug);
    if (!demoSlugs.includes(acme!.slug)) expect((await get(`/api/product-details/${acme!.slug}`)).status).toBe(404);
  });

  it("answers products asked at once, across stores, each from its own store", async () => {
    // A new catalog version for both stores, so that every answer is read from the database:
    // requests arriving together are read with one statement, and none may get another's row.
    await sql("UPDATE stores SET catalog_version = catalog_version + 1 WHERE subdomain IN ('demo', 'acme')");
    const rows = await sql<{ store: string; slug: string; id: number }>(
      `SELECT store, slug, id FROM (
         SELECT s.subdomain AS store, p.slug, p.id, row_number() OVER (PARTITION BY s.id ORDER BY p.id) AS n
         FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain IN ('demo', 'acme') AND p.status = 1) AS firsts
       WHERE n <= 6`,
    );
    const idOf = (store: string, slug: string) => rows.find((r) => r.store === store && r.slug === slug)?.id;
    const asks = rows.flatMap(({ slug }) => ["demo", "acme"].map((store) => ({ store, slug, id: idOf(store, slug) })));
    asks.push({ store: "demo", slug: "no-such-product", id: undefined });
    expect(asks.filter((a) => a.id === undefined).length).toBeGreaterThan(1);
    const replies = await Promise.all(asks.map(({ store, slug }) => get(`/api/product-details/${slug}`, { host: `${store}.localhost` })));
    expect(replies.map((r) => (r.status === 200 ? r.json.product.id : r.status))).toEqual(asks.map((a) => a.id ?? 404));
  });
});
