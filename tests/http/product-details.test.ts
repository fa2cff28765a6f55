import { describe, expect, it } from "vitest";
import { sql, whileChanged } from "../support/database";
import { get } from "../support/http";
import { converted, demoRate, expectCurrencyRefused } from "../support/money";
import { customizableAnswer, standardAnswer, storedProducts } from "../support/product-answers";

const keys = (o: object) => Object.keys(o).sort();
const demoProduct = async (where: string) =>
  (
    await sql<{ id: number; slug: string }>(
      `SELECT p.id, p.slug FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo' AND p.status = 1 AND ${where} ORDER BY p.id LIMIT 1`,
    )
  )[0]!;
/** The published products of a kind in the stores named. */
const productsOfKind = (kind: "STANDARD" | "CUSTOMIZABLE", stores = ["demo", "acme"]) =>
  sql<{ id: number; slug: string; host: string }>(
    `SELECT p.id, p.slug, s.subdomain || '.localhost' AS host FROM products p JOIN stores s ON s.id = p.store_id
     WHERE p.status = 1 AND p.kind = $1 AND s.subdomain = ANY($2::text[]) ORDER BY p.id`,
    [kind, stores],
  );
const details = (product: { slug: string; host?: string }, headers?: Record<string, string>) =>
  get(`/api/product-details/${product.slug}`, { host: product.host ?? "demo.localhost", headers });

const STANDARD_PRODUCT_KEYS = [
  "id",
  "name",
  "brand",
  "summary",
  "description",
  "product_type",
  "supplier",
  "permalink",
  "unit",
  "conditions",
  "has_variant",
  "discount_type",
  "discount_amount",
  "pdf_specifications",
  "thumbnail_image",
  "video_link",
  "is_featured",
  "max_item_on_purchase",
  "min_item_on_purchase",
  "low_stock_quantity_alert",
  "is_authentic",
  "has_warranty",
  "has_replacement_warranty",
  "warrenty_days",
  "is_refundable",
  "shipping_location_type",
  "is_active_cod",
  "is_active_free_shipping",
  "cod_location_type",
  "is_active_attatchment",
  "attatchment_name",
  "shipping_cost",
  "is_apply_multiple_qty_shipping_cost",
  "is_enable_tax",
  "tax_profile",
  "status",
  "id_cj",
  "profil_imported_countries",
  "has_options",
  "created_at",
  "updated_at",
  "is_approved",
  "id_lacaisse",
];
const STANDARD_TOP_KEYS = [
  "success",
  "product_type",
  "product",
  "colorImages",
  "attributes",
  "colorsSectionNew",
  "prices",
  "discount_type",
  "amount_discount",
  "has_color",
  "has_color_photo",
  "thumbnail_image",
  "galleryImagesLeft",
  "symbol_devise",
  "has_variant",
  "variantsDataNew",
  "variantsDataPrice",
  "categories",
  "total_reviews",
  "average_rating",
];

describe("/product-details/{slug}", () => {
  it("answers every standard product of every store from its own rows", async () => {
    const products = await productsOfKind("STANDARD");
    const stored = await storedProducts(products.map((p) => p.id));
    // Products that differ in each of these, so that a value taken from the wrong place shows.
    const all = [...stored.values()];
    const some = {
      "another store": all.filter((p) => p.subdomain !== "demo"),
      "a fixed discount": all.filter((p) => p.row.discount_type === 1),
      "a percentage off": all.filter((p) => p.row.discount_type === 2),
      "a brand": all.filter((p) => p.brand !== null),
      "no brand": all.filter((p) => p.brand === null),
      "a supplier": all.filter((p) => typeof p.row.supplier_id === "number"),
      colors: all.filter((p) => p.colors.length > 0),
      "two attributes": all.filter((p) => new Set(p.attributeValues.map((v) => v.attribute_id)).size > 1),
      variants: all.filter((p) => p.variants.length > 0),
      "a warranty": all.filter((p) => Number(p.row.warranty_days) > 0),
      tax: all.filter((p) => p.row.is_enable_tax === 1),
      "a shipping cost": all.filter((p) => Number(p.row.shipping_cost) > 0),
      "a fractional average rating": all.filter((p) => !Number.isInteger(p.average_rating)),
    };
    for (const [what, found] of Object.entries(some)) expect(found.length, what).toBeGreaterThan(0);
    expect(all.filter((p) => p.variants.length === 0).length, "no variants").toBeGreaterThan(0);

    for (const product of products) {
      const reply = await details(product);
      expect(reply.status, product.slug).toBe(200);
      expect(keys(reply.json), product.slug).toEqual([...STANDARD_TOP_KEYS].sort());
      expect(keys(reply.json.product), product.slug).toEqual([...STANDARD_PRODUCT_KEYS].sort());
      expect(reply.json, product.slug).toStrictEqual(standardAnswer(stored.get(product.id)!));
    }
  });

  it("counts no reviews and an average rating of 0 for a product nobody reviewed", async () => {
    const product = await demoProduct("p.kind = 'STANDARD'");
    const removed = await sql<{ review: string }>("DELETE FROM reviews WHERE product_id = $1 RETURNING row_to_json(reviews)::text AS review", [product.id]);
    try {
      expect(removed.length).toBeGreaterThan(0);
      const body = (await details(product)).json;
      expect([body.total_reviews, body.average_rating]).toEqual([0, 0]);
      expect(body).toStrictEqual(standardAnswer((await storedProducts([product.id])).get(product.id)!));
    } finally {
      await sql("INSERT INTO reviews SELECT * FROM json_populate_recordset(NULL::reviews, $1::json)", [`[${removed.map((r) => r.review).join(",")}]`]);
    }
  });

  it("lists only the categories the store shows: a hidden one is left out", async () => {
    const [product] = await sql<{ id: number; slug: string; category_id: number }>(
      `SELECT p.id, p.slug, pc.category_id FROM products p JOIN product_categories pc ON pc.product_id = p.id JOIN stores s ON s.id = p.store_id
       WHERE s.subdomain = 'demo' AND p.status = 1 AND p.kind = 'STANDARD' ORDER BY p.id LIMIT 1`,
    );
    expect((await details(product!)).json.categories.map((c: { id: number }) => c.id)).toContain(product!.category_id);
    const category = [product!.category_id];
    await whileChanged(
      ["UPDATE categories SET is_active = false WHERE id = $1", category],
      ["UPDATE categories SET is_active = true WHERE id = $1", category],
      async () => {
        const body = (await details(product!)).json;
        expect(body.categories.map((c: { id: number }) => c.id)).not.toContain(product!.category_id);
        expect(body).toStrictEqual(standardAnswer((await storedProducts([product!.id])).get(product!.id)!));
      },
    );
  });

  it("lists attributes in the order they were created, each one's values in the owner's order", async () => {
    // A product given a value of the newer of two attributes, and two values of the older one created
    // after it, the last placed first: by value ids, the newer attribute and the older value would come first.
    const product = await demoProduct("p.kind = 'STANDARD' AND NOT EXISTS (SELECT 1 FROM product_attribute_values pv WHERE pv.product_id = p.id)");
    const [older, newer] = await sql<{ id: number; store_id: number; first_value: number }>(
      `SELECT a.id, a.store_id, (SELECT min(v.id) FROM attribute_values v WHERE v.attribute_id = a.id) AS first_value
       FROM attributes a JOIN stores s ON s.id = a.store_id WHERE s.subdomain = 'demo' ORDER BY a.id LIMIT 2`,
    );
    const added = await sql<{ id: number }>(
      "INSERT INTO attribute_values (store_id, attribute_id, name, position) VALUES ($1, $2, 'Added first', 1), ($1, $2, 'Added last', 0) RETURNING id",
      [older!.store_id, older!.id],
    );
    const [first, last] = added.map((v) => v.id).sort((x, y) => x - y);
    try {
      await sql("INSERT INTO product_attribute_values (store_id, product_id, attribute_value_id) SELECT $1, $2, unnest($3::int[])", [
        older!.store_id,
        product.id,
        [newer!.first_value, first, last],
      ]);
      const body = (await details(product)).json;
      expect(body.attributes.map((a: { id: number; values: { id: number }[] }) => [a.id, a.values.map((v) => v.id)])).toEqual([
        [older!.id, [last, first]],
        [newer!.id, [newer!.first_value]],
      ]);
      expect(body).toStrictEqual(standardAnswer((await storedProducts([product.id])).get(product.id)!));
    } finally {
      await sql("DELETE FROM product_attribute_values WHERE product_id = $1", [product.id]);
      await sql("DELETE FROM attribute_values WHERE id = ANY($1::int[])", [[first, last]]);
    }
  });

  it("converts every amount of the standard answer with store-currency, a percentage excepted", async () => {
    const rate = await demoRate("EUR");
    // The money of a standard answer, in the order of the fields.
    type Standard = {
      discount_type: number;
      amount_discount: number;
      prices: { unit_price: number };
      product: { shipping_cost: number; discount_amount: number | null };
      variantsDataPrice: { unit_price: number; price: number }[];
    };
    const amounts = (body: Standard) => [body.prices.unit_price, body.product.shipping_cost, ...body.variantsDataPrice.flatMap((v) => [v.unit_price, v.price])];
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

  it("answers each customizable product from its rows: selling and base price, stock, every option group and option", async () => {
    const products = await productsOfKind("CUSTOMIZABLE", ["demo"]);
    expect(products.length).toBeGreaterThan(1);
    const usd = { rate: await demoRate("USD"), symbol: "$" };
    // No customizable product of the seed is discounted: one gets 12.5 % off, so that its selling price
    // (base_price) and its base price (oldPrice) differ, and rounding to cents shows in USD.
    const [discounted] = products;
    const [before] = await sql<{ discount_type: number | null; discount_amount: string | null }>(
      "SELECT discount_type, discount_amount FROM products WHERE id = $1",
      [discounted!.id],
    );
    await whileChanged(
      ["UPDATE products SET discount_type = 2, discount_amount = 12.5 WHERE id = $1", [discounted!.id]],
      ["UPDATE products SET discount_type = $2, discount_amount = $3 WHERE id = $1", [discounted!.id, before!.discount_type, before!.discount_amount]],
      async () => {
        const stored = await storedProducts(products.map((p) => p.id));
        expect(stored.get(discounted!.id)!.base.price).not.toBe(stored.get(discounted!.id)!.base.unit_price);
        for (const product of products) {
          const reply = await details(product);
          expect(reply.status, product.slug).toBe(200);
          expect(keys(reply.json.product), product.slug).toEqual([
            "base_price",
            "description",
            "gallery",
            "has_options",
            "id",
            "name",
            "oldPrice",
            "options_groups",
            "quantity",
            "symbol_devise",
            "thumbnail",
          ]);
          expect(reply.json, product.slug).toStrictEqual(customizableAnswer(stored.get(product.id)!));
          expect((await details(product, { "store-currency": "USD" })).json, `${product.slug} in USD`).toStrictEqual(
            customizableAnswer(stored.get(product.id)!, usd),
          );
        }
      },
    );
  });

  it("is a 404 for an unknown slug, an unpublished product or another store's product", async () => {
    const unknown = await get("/api/product-details/no-such-product");
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: "Product not found." });
    const product = await demoProduct("p.kind = 'STANDARD'");
    await whileChanged(
      ["UPDATE products SET status = 2 WHERE id = $1", [product.id]],
      ["UPDATE products SET status = 1 WHERE id = $1", [product.id]],
      async () => {
        const unpublished = await details(product);
        expect(unpublished.status).toBe(404);
        expect(unpublished.json).toEqual(unknown.json);
      },
    );
    expect((await details(product)).status).toBe(200);
    const [acme] = await sql<{ slug: string }>("SELECT p.slug FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'acme' LIMIT 1");
    const demoSlugs = (await sql<{ slug: string }>("SELECT p.slug FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo'")).map(
      (r) => r.slug,
    );
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
