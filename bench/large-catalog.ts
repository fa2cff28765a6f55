import type pg from "pg";

// A large catalog written with set-based SQL (generate_series): STORES stores of PRODUCTS
// products each, with categories, prices, thumbnails, customers and a year of orders, and an
// owner and customers signed in, and Cash On Delivery to pay with, so that list pages, product details, search and the owner's reads run on
// realistic volumes, and checkouts take stock that lasts the run. Store i is `bench{i}`; its
// owner's token is `benchOwnerToken(i)`, its customers' `benchCustomerToken(i, c)`.
//
// Triggers are off while it writes (session_replication_role, which the benchmark's superuser
// may set): the search trigger's work, row by row, was two thirds of the time (10,000 products:
// 4.3 s, 1.8 s without), so product_search and its vocabulary are filled afterwards in one
// statement each, from the same functions, as the migrations that made them filled them. The
// catalog versions the other triggers bump start at 0 in a new database anyway.

export const benchHost = (store: number) => `bench${store}.localhost`;

/** The bearer token of store i's owner: tokens are kept as the SHA-256 of their secret (lib/auth/tokens.ts). */
export const benchOwnerToken = (store: number) => `own_bench_bench${store}`;

/** Customers of each store, who place its orders. */
export const CUSTOMERS = 200;

/** The bearer token of customer c (1 to CUSTOMERS) of store i, who buys in the checkout scenario. */
export const benchCustomerToken = (store: number, customer: number) => `cus_bench_bench${store}_customer${customer}`;

export const WORDS = {
  adjectives: [
    "Handwoven",
    "Ceramic",
    "Vintage",
    "Leather",
    "Brass",
    "Linen",
    "Cedar",
    "Hammered",
    "Embroidered",
    "Woolen",
    "Painted",
    "Rustic",
    "Glazed",
    "Berber",
    "Carved",
    "Copper",
  ],
  nouns: [
    "Bowl",
    "Rug",
    "Lantern",
    "Pouf",
    "Tray",
    "Teapot",
    "Cushion",
    "Basket",
    "Mirror",
    "Vase",
    "Blanket",
    "Plate",
    "Candle Holder",
    "Tagine",
    "Throw",
    "Stool",
  ],
  places: ["Fez", "Marrakech", "Atlas", "Essaouira", "Rabat", "Chefchaouen", "Tangier", "Sahara"],
};

/** The colours and sizes the products are offered in, which the filtered listing asks for. */
export const COLOURS = ["Indigo", "Ivory", "Terracotta", "Olive", "Black", "Saffron"];
export const SIZES = ["S", "M", "L", "XL"];
const COLOURS_SQL = `(VALUES ${COLOURS.map((name, k) => `(${k}, '${name}', '#${(0x224466 + k * 0x151515).toString(16)}')`).join(", ")})`;
/** The categories' slugs: one per noun of the first ten. */
export const CATEGORY_SLUGS = WORDS.nouns.slice(0, 10).map((noun) => `${noun.toLowerCase().replace(/ /g, "-")}s`);

// Parenthesised so that it can be subscripted: (ARRAY[...])[i].
const sqlArray = (values: string[]) => `(ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}])`;

/**
 * `orders` orders per store placed over the last year, newest first by number: the latest still
 * pending or confirmed, the older shipped, delivered or now and then cancelled; a fifth in dollars;
 * one to three lines each; read by the owner unless they are two days old or less.
 */
export async function writeLargeCatalog(client: pg.Client, stores: number, products: number, orders: number): Promise<void> {
  const adj = sqlArray(WORDS.adjectives);
  const noun = sqlArray(WORDS.nouns);
  const place = sqlArray(WORDS.places);
  const statements = [
    `SET session_replication_role = replica`,
    `INSERT INTO stores (subdomain, name, address, currency_code, timezone, updated_at)
     SELECT 'bench' || i, 'Bench Store ' || i, i || ' Rue du Test, Casablanca', 'MAD', 'Africa/Casablanca', now()
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
    `INSERT INTO product_search (store_id, product_id, status, search_document)
     SELECT store_id, id, status, product_search_document(name, summary, description) FROM products
     WHERE store_id IN (SELECT id FROM bench_stores)`,
    `INSERT INTO product_search_words (store_id, word)
     SELECT DISTINCT p.store_id, w FROM products p, product_name_words(p.name) w WHERE p.store_id IN (SELECT id FROM bench_stores)`,
    // Two of six colours and two of four sizes per product, for the filtered listing: each colour is
    // on a third of a category's products, each size on half.
    `INSERT INTO product_colors (store_id, product_id, name, code, position)
     SELECT p.store_id, p.id, c.name, c.code, c.k FROM products p
     JOIN ${COLOURS_SQL} AS c(k, name, code) ON c.k = p.id % 6 OR c.k = (p.id / 6 + 1 + p.id % 5) % 6
     WHERE p.store_id IN (SELECT id FROM bench_stores)`,
    `INSERT INTO attributes (store_id, name) SELECT id, 'Size' FROM bench_stores`,
    `INSERT INTO attribute_values (store_id, attribute_id, name, position)
     SELECT a.store_id, a.id, v.name, v.k FROM attributes a, (VALUES (0, 'S'), (1, 'M'), (2, 'L'), (3, 'XL')) AS v(k, name)
     WHERE a.store_id IN (SELECT id FROM bench_stores)`,
    `INSERT INTO product_attribute_values (store_id, product_id, attribute_value_id)
     SELECT p.store_id, p.id, v.id FROM products p JOIN attributes a ON a.store_id = p.store_id
     JOIN attribute_values v ON v.attribute_id = a.id AND (v.position = p.id % 4 OR v.position = (p.id + 1) % 4)
     WHERE p.store_id IN (SELECT id FROM bench_stores)`,
    `INSERT INTO product_prices (store_id, product_id, variant_key, sku, purchase_price, unit_price, quantity, updated_at)
     SELECT store_id, id, '', 'SKU-' || id, 40 + (id % 200), 60 + (id % 900) + 0.90, 500 + id % 120, now()
     FROM products WHERE store_id IN (SELECT id FROM bench_stores)`,
    `INSERT INTO product_categories (store_id, product_id, category_id)
     SELECT p.store_id, p.id, c.id FROM products p
     JOIN categories c ON c.store_id = p.store_id AND c.position = 1 + (p.id / 128) % 10
     WHERE p.store_id IN (SELECT id FROM bench_stores)`,
    `INSERT INTO owners (store_id, name, email, password_hash, updated_at)
     SELECT s.id, 'Bench Owner ' || s.id, 'owner@' || s.subdomain || '.example', 'not-a-real-hash', now() FROM stores s WHERE s.id IN (SELECT id FROM bench_stores)`,
    `INSERT INTO access_tokens (token_hash, kind, store_id, owner_id, expires_at)
     SELECT encode(sha256(convert_to('own_bench_' || s.subdomain, 'UTF8')), 'hex'), 'OWNER'::"TokenKind", s.id, o.id, now() + interval '1 year'
     FROM owners o JOIN stores s ON s.id = o.store_id WHERE s.id IN (SELECT id FROM bench_stores)`,
    `INSERT INTO customers (store_id, name, email, password_hash, updated_at)
     SELECT id, 'Bench Customer ' || c, 'customer' || c || '@bench.example', 'not-a-real-hash', now() FROM bench_stores, generate_series(1, ${CUSTOMERS}) c`,
    `INSERT INTO access_tokens (token_hash, kind, store_id, customer_id, expires_at)
     SELECT encode(sha256(convert_to('cus_bench_' || s.subdomain || '_' || split_part(c.email, '@', 1), 'UTF8')), 'hex'), 'CUSTOMER'::"TokenKind", s.id, c.id,
            now() + interval '1 year'
     FROM customers c JOIN stores s ON s.id = c.store_id WHERE s.id IN (SELECT id FROM bench_stores)`,
    `INSERT INTO payment_methods (store_id, provider, name, updated_at)
     SELECT id, 'COD'::"PaymentProvider", 'Cash On Delivery', now() FROM bench_stores`,
    // Where the checkout's orders are collected (an order says how it ships, or is delivered home).
    `INSERT INTO pickup_points (store_id, name, address) SELECT id, 'Bench Showroom', '1 Rue du Test, Casablanca' FROM bench_stores`,
    `INSERT INTO orders (store_id, customer_id, code, payment_status, delivery_status, payment_method_name, currency_code, conversion_rate,
                         sub_total, total_payable_amount, placed_at, read_at, created_at, updated_at)
     SELECT c.store_id, c.id, 'B-' || c.store_id || '-' || o,
            CASE WHEN o % 10 < 6 THEN 1 ELSE 2 END,
            CASE WHEN o <= 10 THEN 1 + o % 2 WHEN o <= 25 THEN 3 WHEN o % 17 = 0 THEN 4 ELSE 5 END,
            'Cash On Delivery', CASE WHEN o % 5 = 0 THEN 'USD' ELSE 'MAD' END, CASE WHEN o % 5 = 0 THEN 0.1 ELSE 1 END, 0, 0,
            t.placed_at, CASE WHEN t.placed_at < now() - interval '2 days' THEN t.placed_at + interval '1 hour' END, t.placed_at, now()
     FROM bench_stores s CROSS JOIN generate_series(1, ${orders}) o
     JOIN customers c ON c.store_id = s.id AND c.email = 'customer' || (1 + o % ${CUSTOMERS}) || '@bench.example'
     CROSS JOIN LATERAL (SELECT now() - (o * 365.0 / ${orders}) * interval '1 day' AS placed_at) t`,
    // Statistics first: without them the planner joins each order's lines to the products by scanning them all.
    `ANALYZE products, product_prices, orders`,
    `INSERT INTO order_lines (store_id, order_id, product_id, product_price_id, name, permalink, unit_price, quantity, delivery_status)
     SELECT o.store_id, o.id, p.id, pr.id, p.name, p.slug, pr.unit_price, 1 + (o.id + k) % 3, o.delivery_status
     FROM orders o CROSS JOIN LATERAL generate_series(1, 1 + o.id % 3) k
     JOIN products p ON p.store_id = o.store_id AND p.slug = 'product-' || (1 + (o.id * 37 + k * 101) % ${products})
     JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
     WHERE o.store_id IN (SELECT id FROM bench_stores)`,
    `UPDATE orders o SET sub_total = l.amount, total_payable_amount = l.amount
     FROM (SELECT order_id, sum(unit_price * quantity) AS amount FROM order_lines GROUP BY order_id) l
     WHERE l.order_id = o.id AND o.store_id IN (SELECT id FROM bench_stores)`,
    // What the triggers, off while seeding, would have kept: the rows the narrowed lists filter by.
    // Statistics first: without them each product's look-ups are planned as scans of whole tables.
    `ANALYZE product_categories, product_colors, product_attribute_values, attribute_values, attributes, product_prices`,
    `INSERT INTO product_filters SELECT * FROM product_filter_rows WHERE store_id IN (SELECT id FROM bench_stores)`,
    // And the counts of each store's orders and products (migration store_counts).
    `SELECT count_store_rows_anew()`,
    `SET session_replication_role = origin`,
    // What autovacuum does soon after a bulk load: statistics, and the visibility map that lets
    // counts run as index-only scans.
    `VACUUM ANALYZE`,
  ];
  for (const statement of statements) await client.query(statement);
}
