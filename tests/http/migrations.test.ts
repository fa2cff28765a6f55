import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sqlAt } from "../support/database";
import { acrossMigration, realPostgres, twoStores } from "../support/migrations";

// prisma/schema.prisma and the committed migrations describe the same database, so that the next
// `npm run db:migration` writes only the next change, never a drop of a hand-written index or
// table. Replays the migrations in a scratch database of the PostgreSQL server the HTTP tests run
// on: real PostgreSQL only. Migrations that move data are run on data written before them.

describe.runIf(realPostgres)("migrations", () => {
  it("match prisma/schema.prisma", () => {
    const result = spawnSync(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/new-migration.ts", "--check"], {
      encoding: "utf8",
      env: { ...process.env, MIGRATION_DATABASE_URL: realPostgres },
    });
    expect(result.stderr + result.stdout).toContain("matches the migrations");
    expect(result.status).toBe(0);
  }, 120_000);

  it("category_image_upload turns each category's picture path into the store's upload at that path", async () => {
    let upload: { id: number } | undefined;
    await acrossMigration(
      "category_image_upload",
      async (url) => {
        const [store, other] = await twoStores(url);
        [upload] = await sqlAt<{ id: number }>(
          url,
          "INSERT INTO uploads (store_id, path, mime_type, size) VALUES ($1, 'stores/1/a.svg', 'image/svg+xml', 1) RETURNING id",
          [store],
        );
        // Another store's file at a path this store's category names is not this category's picture.
        await sqlAt(url, "INSERT INTO uploads (store_id, path, mime_type, size) VALUES ($1, 'stores/2/b.svg', 'image/svg+xml', 1)", [other]);
        await sqlAt(
          url,
          `INSERT INTO categories (store_id, name, slug, image, updated_at) VALUES
             ($1, 'Kept', 'kept', 'stores/1/a.svg', now()), ($1, 'Gone', 'gone', 'stores/1/missing.svg', now()),
             ($1, 'Foreign', 'foreign', 'stores/2/b.svg', now()), ($1, 'None', 'none', NULL, now())`,
          [store],
        );
      },
      async (url) => {
        const rows = await sqlAt<{ slug: string; image_upload_id: number | null }>(url, "SELECT slug, image_upload_id FROM categories ORDER BY slug");
        expect(rows).toEqual([
          { slug: "foreign", image_upload_id: null },
          { slug: "gone", image_upload_id: null },
          { slug: "kept", image_upload_id: upload!.id },
          { slug: "none", image_upload_id: null },
        ]);
      },
    );
  }, 120_000);

  it("suppliers makes one supplier per distinct name per store and points each product at its own store's", async () => {
    let stores: number[] = [];
    await acrossMigration(
      "suppliers",
      async (url) => {
        stores = await twoStores(url);
        const [store, other] = stores;
        await sqlAt(
          url,
          `INSERT INTO products (store_id, name, slug, supplier, updated_at) VALUES
             ($1, 'A', 'a', 'Atlas Weavers', now()), ($1, 'B', 'b', ' Atlas Weavers ', now()), ($1, 'C', 'c', 'Fez Potters', now()),
             ($1, 'D', 'd', NULL, now()), ($1, 'E', 'e', '  ', now()), ($2, 'F', 'f', 'Atlas Weavers', now())`,
          [store, other],
        );
      },
      async (url) => {
        const suppliers = await sqlAt<{ store_id: number; name: string }>(url, "SELECT store_id, name FROM suppliers ORDER BY store_id, name");
        expect(suppliers).toEqual([
          { store_id: stores[0], name: "Atlas Weavers" },
          { store_id: stores[0], name: "Fez Potters" },
          { store_id: stores[1], name: "Atlas Weavers" },
        ]);
        const products = await sqlAt<{ slug: string; supplier: string | null; same_store: boolean | null }>(
          url,
          `SELECT p.slug, s.name AS supplier, s.store_id = p.store_id AS same_store FROM products p LEFT JOIN suppliers s ON s.id = p.supplier_id ORDER BY p.slug`,
        );
        expect(products).toEqual([
          { slug: "a", supplier: "Atlas Weavers", same_store: true },
          { slug: "b", supplier: "Atlas Weavers", same_store: true },
          { slug: "c", supplier: "Fez Potters", same_store: true },
          { slug: "d", supplier: null, same_store: null },
          { slug: "e", supplier: null, same_store: null },
          { slug: "f", supplier: "Atlas Weavers", same_store: true },
        ]);
      },
    );
  }, 120_000);

  it("order_counters starts each store past the highest number of its codes, and paid orders require no payment", async () => {
    let stores: number[] = [];
    await acrossMigration(
      "order_counters",
      async (url) => {
        stores = await twoStores(url);
        const [store, other] = stores;
        await sqlAt(
          url,
          `INSERT INTO customers (store_id, name, email, password_hash, updated_at) VALUES ($1, 'C', 'c@example.com', 'x', now()), ($2, 'D', 'd@example.com', 'x', now())`,
          [store, other],
        );
        // Codes of another year and of a shape that is not ours count by their number, or not at all.
        await sqlAt(
          url,
          `INSERT INTO orders (store_id, customer_id, code, payment_status, payment_method_name, currency_code, sub_total, total_payable_amount, updated_at)
           SELECT c.store_id, c.id, v.code, v.paid, 'Cash On Delivery', 'USD', 1, 1, now()
           FROM customers c JOIN (VALUES ($1::int, 'ORD-2026-000023', 2), ($1, 'ORD-2025-000120', 1), ($1, 'T-99999', 2), ($1, 'ORD-2026-1234567890', 2))
             AS v(store_id, code, paid) ON v.store_id = c.store_id`,
          [store],
        );
      },
      async (url) => {
        const counters = await sqlAt<{ store_id: number; last_number: number }>(url, "SELECT store_id, last_number FROM order_counters ORDER BY store_id");
        expect(counters).toEqual([
          { store_id: stores[0], last_number: 120 },
          { store_id: stores[1], last_number: 0 },
        ]);
        const orders = await sqlAt<{ code: string; payment_required: number }>(url, "SELECT code, payment_required FROM orders ORDER BY code");
        expect(orders).toEqual([
          { code: "ORD-2025-000120", payment_required: 0 },
          { code: "ORD-2026-000023", payment_required: 1 },
          { code: "ORD-2026-1234567890", payment_required: 1 },
          { code: "T-99999", payment_required: 1 },
        ]);
      },
    );
  }, 120_000);

  it("variants_of_colors gives each colour its product's rows, and moves cart lines and order lines to their colour's", async () => {
    let ids:
      { product: number; sized: number; plain: number; noir: number; camel: number; bleu: number; line: number; colourless: number; order: number } | undefined;
    await acrossMigration(
      "variants_of_colors",
      async (url) => {
        const [store] = await twoStores(url);
        const one = async <T extends Record<string, unknown>>(text: string, values: unknown[]) => (await sqlAt<T>(url, text, values))[0]!;
        const product = (
          await one<{ id: number }>("INSERT INTO products (store_id, name, slug, updated_at) VALUES ($1, 'Coat', 'coat', now()) RETURNING id", [store])
        ).id;
        const plain = (
          await one<{ id: number }>("INSERT INTO products (store_id, name, slug, updated_at) VALUES ($1, 'Scarf', 'scarf', now()) RETURNING id", [store])
        ).id;
        const colour = async (productId: number, name: string, position: number) =>
          (
            await one<{ id: number }>("INSERT INTO product_colors (store_id, product_id, name, code, position) VALUES ($1, $2, $3, '#000', $4) RETURNING id", [
              store,
              productId,
              name,
              position,
            ])
          ).id;
        const [noir, camel, bleu] = [await colour(product, "Noir", 0), await colour(product, "Camel", 1), await colour(plain, "Bleu", 0)];
        const price = (productId: number, key: string, unit: string, quantity: number) =>
          one<{ id: number }>(
            "INSERT INTO product_prices (store_id, product_id, variant_key, sku, unit_price, quantity, updated_at) VALUES ($1, $2, $3, 'S', $4, $5, now()) RETURNING id",
            [store, productId, key, unit, quantity],
          );
        await price(product, "", "90.00", 0);
        const sized = (await price(product, "7", "110.00", 4)).id;
        await price(plain, "", "40.00", 6);
        const customer = (
          await one<{ id: number }>(
            "INSERT INTO customers (store_id, name, email, password_hash, updated_at) VALUES ($1, 'C', 'c@example.com', 'x', now()) RETURNING id",
            [store],
          )
        ).id;
        const cart = (await one<{ id: number }>("INSERT INTO carts (store_id, customer_id, updated_at) VALUES ($1, $2, now()) RETURNING id", [store, customer]))
          .id;
        const line = async (colorId: number | null, quantity: number) =>
          (
            await one<{ id: number }>(
              "INSERT INTO cart_lines (store_id, cart_id, product_id, color_id, variant_key, line_key, quantity, updated_at) VALUES ($1, $2, $3, $4, '7', $5, $6, now()) RETURNING id",
              [store, cart, product, colorId, `${product}:${colorId ?? ""}:7`, quantity],
            )
          ).id;
        const camelLine = await line(camel, 2);
        const colourless = await line(null, 1);
        await line(noir, 3);
        const order = (
          await one<{ id: number }>(
            "INSERT INTO orders (store_id, customer_id, code, payment_method_name, currency_code, sub_total, total_payable_amount, updated_at) VALUES ($1, $2, 'ORD-1', 'COD', 'USD', 110, 110, now()) RETURNING id",
            [store, customer],
          )
        ).id;
        await sqlAt(
          url,
          "INSERT INTO order_lines (store_id, order_id, product_id, product_price_id, name, permalink, variant, unit_price, quantity) VALUES ($1, $2, $3, $4, 'Coat', 'coat', 'Color: Camel, Size: L', 110, 1)",
          [store, order, product, sized],
        );
        ids = { product, sized, plain, noir, camel, bleu, line: camelLine, colourless, order };
      },
      async (url) => {
        const { product, plain, noir, camel, bleu, line, colourless, order } = ids!;
        const rows = await sqlAt<{ product_id: number; variant_key: string; color_id: number | null; unit_price: string; quantity: number }>(
          url,
          "SELECT product_id, variant_key, color_id, unit_price::text, quantity FROM product_prices ORDER BY product_id, variant_key",
        );
        expect(rows).toEqual(
          [
            { product_id: product, variant_key: "", color_id: null, unit_price: "90.00", quantity: 0 },
            { product_id: product, variant_key: `c${noir}-7`, color_id: noir, unit_price: "110.00", quantity: 4 },
            { product_id: product, variant_key: `c${camel}-7`, color_id: camel, unit_price: "110.00", quantity: 4 },
            { product_id: plain, variant_key: "", color_id: null, unit_price: "40.00", quantity: 0 },
            { product_id: plain, variant_key: `c${bleu}`, color_id: bleu, unit_price: "40.00", quantity: 6 },
          ].sort((a, b) => a.product_id - b.product_id || (a.variant_key < b.variant_key ? -1 : 1)),
        );
        // The line of no colour took the first colour (Noir) and merged with the Noir line.
        const lines = await sqlAt<{ id: number; color_id: number; variant_key: string; line_key: string; quantity: number }>(
          url,
          "SELECT id, color_id, variant_key, line_key, quantity FROM cart_lines ORDER BY id",
        );
        expect(lines).toEqual([
          { id: line, color_id: camel, variant_key: `c${camel}-7`, line_key: `${product}:${camel}:c${camel}-7`, quantity: 2 },
          { id: colourless, color_id: noir, variant_key: `c${noir}-7`, line_key: `${product}:${noir}:c${noir}-7`, quantity: 4 },
        ]);
        const [bought] = await sqlAt<{ variant_key: string }>(
          url,
          "SELECT pr.variant_key FROM order_lines ol JOIN product_prices pr ON pr.id = ol.product_price_id WHERE ol.order_id = $1",
          [order],
        );
        expect(bought!.variant_key).toBe(`c${camel}-7`);
      },
    );
  }, 120_000);

  it("product_listing_images gives each product with pictures and no thumbnail its first picture, and keeps a thumbnail set", async () => {
    await acrossMigration(
      "product_listing_images",
      async (url) => {
        const [store] = await twoStores(url);
        const uploads = "INSERT INTO uploads (store_id, path, mime_type, size) VALUES ($1, 'a.jpg', 'image/jpeg', 1), ($1, 'b.jpg', 'image/jpeg', 1)";
        const [a, b] = (await sqlAt<{ id: number }>(url, `${uploads} RETURNING id`, [store])).map((row) => row.id);
        const [bare, kept] = await sqlAt<{ id: number }>(
          url,
          "INSERT INTO products (store_id, name, slug, thumbnail_upload_id, updated_at) VALUES ($1, 'B', 'bare', NULL, now()), ($1, 'K', 'kept', $2, now()), ($1, 'N', 'none', NULL, now()) RETURNING id",
          [store, a],
        );
        const pictures = [
          [bare!.id, b, 0],
          [bare!.id, a, 1],
          [kept!.id, b, 0],
        ].map(([product, upload, position]) => `(${store}, ${product}, ${upload}, ${position})`);
        await sqlAt(url, `INSERT INTO product_images (store_id, product_id, upload_id, position) VALUES ${pictures.join(", ")}`);
      },
      async (url) => {
        const sorted = "SELECT p.slug, u.path FROM products p LEFT JOIN uploads u ON u.id = p.thumbnail_upload_id ORDER BY p.slug";
        expect(await sqlAt(url, sorted)).toEqual([
          { slug: "bare", path: "b.jpg" },
          { slug: "kept", path: "a.jpg" },
          { slug: "none", path: null },
        ]);
      },
    );
  }, 120_000);
});
