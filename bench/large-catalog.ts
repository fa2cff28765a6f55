import type pg from "pg";

// A large catalog written with set-based SQL (generate_series): STORES stores of PRODUCTS
// products each, with categories, prices, thumbnails, a customer and orders, so that list
// pages, product details and search run on realistic volumes.

export const WORDS = {
  adjectives: ["Handwoven", "Ceramic", "Vintage", "Leather", "Brass", "Linen", "Cedar", "Hammered", "Embroidered", "Woolen", "Painted", "Rustic", "Glazed", "Berber", "Carved", "Copper"],
  nouns: ["Bowl", "Rug", "Lantern", "Pouf", "Tray", "Teapot", "Cushion", "Basket", "Mirror", "Vase", "Blanket", "Plate", "Candle Holder", "Tagine", "Throw", "Stool"],
  places: ["Fez", "Marrakech", "Atlas", "Essaouira", "Rabat", "Chefchaouen", "Tangier", "Sahara"],
};

// Parenthesised so that it can be subscripted: (ARRAY[...])[i].
const sqlArray = (values: string[]) => `(ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}])`;

export async function writeLargeCatalog(client: pg.Client, stores: number, products: number): Promise<void> {
  const adj = sqlArray(WORDS.adjectives);
  const noun = sqlArray(WORDS.nouns);
  const place = sqlArray(WORDS.places);
  const statements = [
    `INSERT INTO stores (subdomain, name, address, currency_code, timezone, updated_at)
     SELECT 'bench' || lpad(i::text, 2, '0'), 'Bench Store ' || i, i || ' Rue du Test, Casablanca', 'MAD', 'Africa/Casablanca', now()
     FROM generate_series(1, ${stores}) i`,
    `CREATE TEMP TABLE bench_stores AS SELECT id FROM stores WHERE subdomain LIKE 'bench%'`,
    `INSERT INTO currencies (store_id, code, name, symbol, conversion_rate, updated_at)
     SELECT id, c.code, c.name, c.symbol, c.rate, now() FROM bench_stores,
     (VALUES ('MAD', 'Moroccan Dirham', 'DH', 1), ('USD', 'US Dollar', '$', 0.1), ('EUR', 'Euro', '€', 0.092)) AS c(code, name, symbol, rate)`,
    `INSERT INTO categories (store_id, name, slug, position, updated_at)
     SELECT s.id, ${noun}[c] || 's', lower(replace(${noun}[c], ' ', '-')) || 's', c, now() FROM bench_stores s, generate_series(1, 10) c`,
    `INSERT INTO uploads (store_id, path, mime_type, size, width, height)
     SELECT s.id, 'stores/' || s.id || '/products/bench-' || p || '.svg', 'image/svg+xml', 2048, 800, 800
     FROM bench_stores s, generate_series(1, ${products}) p`,
    `INSERT INTO products (store_id, name, slug, summary, description, status, thumbnail_upload_id, discount_type, discount_amount, created_at, updated_at)
     SELECT u.store_id,
            ${adj}[1 + p % 16] || ' ' || ${place}[1 + (p / 16) % 8] || ' ' || ${noun}[1 + (p / 128) % 16] || ' No. ' || p,
            'product-' || p,
            'A ' || lower(${adj}[1 + p % 16]) || ' ' || lower(${noun}[1 + (p / 128) % 16]) || ' made in ' || ${place}[1 + (p / 16) % 8] || '.',
            'Crafted by hand in the workshops of ' || ${place}[1 + (p / 16) % 8] || '. Each ' || lower(${noun}[1 + (p / 128) % 16]) || ' is unique, finished with natural materials and made to last for years of daily use.',
            CASE WHEN p % 50 = 0 THEN 2 ELSE 1 END,
            u.id,
            CASE WHEN p % 7 = 0 THEN 2 WHEN p % 11 = 0 THEN 1 END,
            CASE WHEN p % 7 = 0 THEN 15 WHEN p % 11 = 0 THEN 20 END,
            now() - (p || ' minutes')::interval, now()
     FROM (SELECT id, store_id, substring(path from 'bench-(\\d+)')::int AS p FROM uploads WHERE path LIKE '%/bench-%') u`,
    `INSERT INTO product_prices (store_id, product_id, variant_key, sku, purchase_price, unit_price, quantity, updated_at)
     SELECT store_id, id, '', 'SKU-' || id, 40 + (id % 200), 60 + (id % 900) + 0.90, 5 + id % 120, now()
     FROM products WHERE store_id IN (SELECT id FROM bench_stores)`,
    `INSERT INTO product_categories (store_id, product_id, category_id)
     SELECT p.store_id, p.id, c.id FROM products p
     JOIN categories c ON c.store_id = p.store_id AND c.position = 1 + (p.id / 128) % 10
     WHERE p.store_id IN (SELECT id FROM bench_stores)`,
    `INSERT INTO customers (store_id, name, email, password_hash, updated_at)
     SELECT id, 'Bench Customer', 'bench@example.com', 'not-a-real-hash', now() FROM bench_stores`,
    `INSERT INTO orders (store_id, customer_id, code, payment_status, delivery_status, payment_method_name, currency_code, sub_total, total_payable_amount, placed_at, updated_at)
     SELECT c.store_id, c.id, 'B-' || c.store_id || '-' || o, 1 + o % 2, 1 + o % 5, 'Cash On Delivery', 'MAD', 100, 100, now() - (o || ' hours')::interval, now()
     FROM customers c, generate_series(1, 200) o WHERE c.store_id IN (SELECT id FROM bench_stores)`,
    `INSERT INTO order_lines (store_id, order_id, product_id, name, permalink, unit_price, quantity)
     SELECT o.store_id, o.id, p.id, p.name, p.slug, 100, 1 + o.id % 3
     FROM orders o JOIN products p ON p.store_id = o.store_id AND p.slug = 'product-' || (1 + (o.id * 37) % 300)
     WHERE o.store_id IN (SELECT id FROM bench_stores)`,
    // What autovacuum does soon after a bulk load: statistics, and the visibility map that lets
    // counts run as index-only scans.
    `VACUUM ANALYZE`,
  ];
  for (const statement of statements) await client.query(statement);
}
