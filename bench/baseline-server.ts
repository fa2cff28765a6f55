// The yardstick: a bare node:http + pg server answering the same questions as the app's
// /fetch-all-products, /product-details/{slug}, /search-products and a filtered /fetch-all-products-category (store from the Host header),
// and on the platform's host as the administration API's /get-all-orders and /fetch-all-products
// (store from the owner's token), on the same tables and indexes, with no framework, validation or
// serializer; and /make-payment's Cash On Delivery order (customer from the token) as one plain SQL
// transaction. The app is measured against it in the same run. Search runs today's ranking function
// as its migration wrote it, under a name of its own, so improving the app's own does not move the yardstick.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import pg from "pg";

// Migrations are history, never edited: the function this one wrote is "today's" search for good.
const TODAYS_SEARCH = new URL("../prisma/migrations/20261128150500_search_transposed_letters/migration.sql", import.meta.url);
const RANKING = /CREATE OR REPLACE FUNCTION search_product_hits\([\s\S]*?END \$\$;/;

/** Today's `search_product_hits`, as `bench_baseline_search_hits`. */
function todaysSearch(): string {
  const written = RANKING.exec(readFileSync(TODAYS_SEARCH, "utf8"))?.[0];
  if (!written) throw new Error(`no search_product_hits in ${TODAYS_SEARCH.pathname}`);
  return written.replace("search_product_hits(", "bench_baseline_search_hits(");
}

export async function startBaseline(databaseUrl: string, port: number): Promise<() => Promise<void>> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

  const storeId = async (host: string | undefined) => {
    const subdomain = (host ?? "").split(".")[0];
    const { rows } = await pool.query("SELECT id FROM stores WHERE subdomain = $1", [subdomain]);
    return rows[0]?.id as number | undefined;
  };

  /** The store of the owner holding the request's token, as the app asks it. */
  const ownersStore = async (authorization: string | undefined) => {
    const secret = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
    if (!secret) return undefined;
    const { rows } = await pool.query(
      `SELECT o.store_id FROM access_tokens t JOIN owners o ON o.id = t.owner_id
       WHERE t.token_hash = $1 AND t.kind = 'OWNER' AND t.revoked_at IS NULL AND t.expires_at > now() AND o.status = 1`,
      [createHash("sha256").update(secret).digest("hex")],
    );
    return rows[0]?.store_id as number | undefined;
  };

  const pageOf = (url: URL, perPage: number) => {
    const size = Number(url.searchParams.get("per_page") ?? perPage);
    const page = Number(url.searchParams.get("page") ?? 1);
    return { size, page, offset: (page - 1) * size };
  };

  type Route = (store: number, url: URL) => Promise<object | undefined>;

  const adminRoutes: Record<string, Route> = {
    "/api/get-all-orders": async (store, url) => {
      const { size, page, offset } = pageOf(url, 10);
      const [{ rows }, { rows: count }] = await Promise.all([
        pool.query(
          `SELECT o.id, o.total_payable_amount, o.code, o.placed_at, o.read_at, o.delivery_status, o.payment_status, c.name, o.customer_id,
                  (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) AS lines
           FROM orders o JOIN customers c ON c.id = o.customer_id
           WHERE o.store_id = $1 ORDER BY o.placed_at DESC, o.id DESC LIMIT $2 OFFSET $3`,
          [store, size, offset],
        ),
        pool.query("SELECT count(*)::int AS n FROM orders WHERE store_id = $1", [store]),
      ]);
      return { success: true, data: { data: rows, current_page: page, per_page: size, total: count[0].n } };
    },
    // The owner's list: drafts too, with their stock.
    "/api/fetch-all-products": async (store, url) => {
      const { size, page, offset } = pageOf(url, 8);
      const [{ rows }, { rows: count }] = await Promise.all([
        pool.query(
          `SELECT p.id, p.name, p.slug, p.status, pr.unit_price, pr.quantity, p.discount_type, p.discount_amount, u.path,
                  (SELECT json_agg(json_build_object('id', c.id, 'name', c.name)) FROM product_categories pc
                     JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id) AS categories
           FROM products p
           JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
           LEFT JOIN uploads u ON u.id = p.thumbnail_upload_id
           WHERE p.store_id = $1 ORDER BY p.created_at DESC, p.id DESC LIMIT $2 OFFSET $3`,
          [store, size, offset],
        ),
        pool.query("SELECT count(*)::int AS n FROM products WHERE store_id = $1", [store]),
      ]);
      return { success: true, products: rows, current_page: page, per_page: size, total: count[0].n };
    },
  };

  const routes: Record<string, Route> = {
    "/api/fetch-all-products": async (store, url) => {
      const { size, page, offset } = pageOf(url, 8);
      const [{ rows }, { rows: count }] = await Promise.all([
        pool.query(
          `SELECT p.id, p.name, p.slug, pr.unit_price, p.discount_type, p.discount_amount, u.path,
                  (SELECT json_agg(json_build_object('id', c.id, 'name', c.name)) FROM product_categories pc
                     JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id) AS categories
           FROM products p
           JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
           LEFT JOIN uploads u ON u.id = p.thumbnail_upload_id
           WHERE p.store_id = $1 AND p.status = 1 ORDER BY p.created_at DESC LIMIT $2 OFFSET $3`,
          [store, size, offset],
        ),
        pool.query("SELECT count(*)::int AS n FROM products WHERE store_id = $1 AND status = 1", [store]),
      ]);
      return { success: true, products: rows, total_items: count[0].n, current_page: page, items_per_page: size };
    },
    "/api/product-details": async (store, url) => {
      const slug = url.pathname.split("/").pop();
      const { rows } = await pool.query(
        `SELECT p.*, pr.unit_price, pr.quantity, pr.sku, u.path,
                (SELECT json_agg(json_build_object('id', c.id, 'name', c.name)) FROM product_categories pc
                   JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id) AS categories,
                (SELECT json_build_object('count', count(*), 'average', avg(rating)) FROM reviews r WHERE r.product_id = p.id) AS reviews
         FROM products p
         JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
         LEFT JOIN uploads u ON u.id = p.thumbnail_upload_id
         WHERE p.store_id = $1 AND p.slug = $2 AND p.status = 1`,
        [store, slug],
      );
      return rows[0] ? { success: true, product: rows[0] } : undefined;
    },
  };

  /** The customer holding the request's token, in the store. */
  const customer = async (store: number, authorization: string | undefined) => {
    const secret = /^Bearer\s+(\S+)$/i.exec(authorization ?? "")?.[1];
    if (!secret) return undefined;
    const { rows } = await pool.query(
      `SELECT c.id, c.name, c.email, c.phone FROM access_tokens t JOIN customers c ON c.id = t.customer_id
       WHERE t.token_hash = $1 AND t.kind = 'CUSTOMER' AND t.store_id = $2 AND t.revoked_at IS NULL AND t.expires_at > now() AND c.status = 1`,
      [createHash("sha256").update(secret).digest("hex"), store],
    );
    return rows[0] as { id: number; name: string; email: string; phone: string | null } | undefined;
  };

  type Purchase = { payment_method_id: number; items: { id: number; quantity: number }[]; phone?: string; address?: string };

  /**
   * The app's Cash On Delivery order, written as it writes it: priced from the catalog, the stock
   * taken by conditional updates in price-row order, the order with its lines, its first tracking
   * event and its pending payment, the bought lines out of the cart, and its two e-mail jobs, in
   * one transaction. The jobs go to a plain table of its own (pg-boss's row has many more
   * columns), and nothing sends them.
   */
  const makePayment = async (store: number, buyer: NonNullable<Awaited<ReturnType<typeof customer>>>, purchase: Purchase) => {
    const [{ rows: methods }, { rows: lines }] = await Promise.all([
      pool.query("SELECT id, name FROM payment_methods WHERE id = $1 AND store_id = $2 AND is_active AND provider = 'COD'", [
        purchase.payment_method_id,
        store,
      ]),
      pool.query(
        `SELECT p.id AS product_id, p.name, p.slug, pr.id AS price_id, u.path,
                greatest(pr.unit_price - CASE p.discount_type WHEN 1 THEN p.discount_amount
                  WHEN 2 THEN round(pr.unit_price * p.discount_amount / 100, 2) ELSE 0 END, 0)::text AS unit_price
         FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
         LEFT JOIN uploads u ON u.id = p.thumbnail_upload_id
         WHERE p.store_id = $1 AND p.status = 1 AND p.id = ANY($2::int[]) ORDER BY pr.id`,
        [store, purchase.items.map((item) => item.id)],
      ),
    ]);
    const method = methods[0];
    if (!method || lines.length !== purchase.items.length) return { status: 422, answer: { success: false, message: "Unknown method or product." } };
    const quantity = new Map(purchase.items.map((item) => [item.id, item.quantity]));
    const cents = lines.reduce((sum, line) => sum + Math.round(Number(line.unit_price) * 100) * quantity.get(line.product_id)!, 0);
    const total = (cents / 100).toFixed(2);
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      for (const line of lines) {
        const taken = await client.query(
          "UPDATE product_prices SET quantity = quantity - $1, updated_at = now() WHERE id = $2 AND store_id = $3 AND quantity >= $1",
          [quantity.get(line.product_id), line.price_id, store],
        );
        if (taken.rowCount !== 1) {
          await client.query("ROLLBACK");
          return { status: 409, answer: { success: false, message: `${line.name} is out of stock.` } };
        }
      }
      const { rows: ids } = await client.query("SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id");
      const id = ids[0].id as number;
      const code = `ORD-${new Date().getUTCFullYear()}-${String(id).padStart(6, "0")}`;
      const contact = { name: buyer.name, email: buyer.email, phone: purchase.phone || buyer.phone, phone_code: null, address: purchase.address ?? null };
      await client.query(
        `INSERT INTO orders (id, store_id, customer_id, code, payment_method_id, payment_method_name, currency_code, conversion_rate,
                             sub_total, total_payable_amount, billing_details, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, (SELECT currency_code FROM stores WHERE id = $2), 1, $7, $7, $8, now())`,
        [id, store, buyer.id, code, method.id, method.name, total, contact],
      );
      await client.query(
        `INSERT INTO order_lines (store_id, order_id, product_id, product_price_id, name, permalink, unit_price, quantity, image)
         SELECT $1, $2, l.product_id, l.price_id, l.name, l.slug, l.unit_price, l.quantity, coalesce(l.path, '')
         FROM unnest($3::int[], $4::int[], $5::text[], $6::text[], $7::numeric[], $8::int[], $9::text[])
           AS l(product_id, price_id, name, slug, unit_price, quantity, path)`,
        [
          store,
          id,
          lines.map((l) => l.product_id),
          lines.map((l) => l.price_id),
          lines.map((l) => l.name),
          lines.map((l) => l.slug),
          lines.map((l) => l.unit_price),
          lines.map((l) => quantity.get(l.product_id)),
          lines.map((l) => l.path),
        ],
      );
      await client.query("INSERT INTO tracking_events (store_id, order_id, message) VALUES ($1, $2, 'Order placed')", [store, id]);
      await client.query(
        `INSERT INTO payments (store_id, order_id, payment_method_id, provider, amount, currency_code, updated_at)
         VALUES ($1, $2, $3, 'COD', $4, (SELECT currency_code FROM stores WHERE id = $1), now())`,
        [store, id, method.id, total],
      );
      await client.query(
        `DELETE FROM cart_lines WHERE store_id = $1 AND cart_id IN (SELECT id FROM carts WHERE customer_id = $2)
           AND line_key = ANY($3::text[])`,
        [store, buyer.id, lines.map((l) => `${l.product_id}::`)],
      );
      const job = (template: string) => JSON.stringify({ template, storeId: store, orderId: id });
      await client.query("INSERT INTO bench_baseline_jobs (name, data) VALUES ('send-email', $1), ('send-email', $2)", [
        job("orderConfirmation"),
        job("newOrder"),
      ]);
      await client.query("COMMIT");
      return { status: 200, answer: { success: true, provider: "cod", order_id: id, order_code: code, message: `Order ${code} placed.` } };
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    } finally {
      client.release();
    }
  };

  // The filtered listing as one plain statement: the category's published products having one of the
  // colours and one of the sizes asked, their selling price in the range, cheapest first, counted.
  routes["/api/fetch-all-products-category"] = async (store, url) => {
    const { size, page, offset } = pageOf(url, 10);
    const lower = (values: string[]) => values.map((v) => v.toLowerCase());
    const { rows } = await pool.query(
      `SELECT p.id, p.name, p.slug, pr.unit_price, p.discount_type, p.discount_amount, u.path, s.price, count(*) OVER ()::int AS total
       FROM products p
       JOIN categories c ON c.store_id = p.store_id AND c.slug = $2
       JOIN product_categories pc ON pc.product_id = p.id AND pc.category_id = c.id
       JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
       LEFT JOIN uploads u ON u.id = p.thumbnail_upload_id
       CROSS JOIN LATERAL (SELECT greatest(0, CASE p.discount_type WHEN 1 THEN pr.unit_price - p.discount_amount
         WHEN 2 THEN pr.unit_price - round(pr.unit_price * p.discount_amount / 100, 2) ELSE pr.unit_price END) AS price) s
       WHERE p.store_id = $1 AND p.status = 1 AND s.price BETWEEN $5 AND $6
         AND EXISTS (SELECT 1 FROM product_colors k WHERE k.product_id = p.id AND lower(k.name) = ANY($3::text[]))
         AND EXISTS (SELECT 1 FROM product_attribute_values pav JOIN attribute_values av ON av.id = pav.attribute_value_id
                     JOIN attributes a ON a.id = av.attribute_id
                     WHERE pav.product_id = p.id AND lower(a.name) = 'size' AND lower(av.name) = ANY($4::text[]))
       ORDER BY s.price, p.created_at DESC, p.id DESC LIMIT $7 OFFSET $8`,
      [
        store,
        url.searchParams.get("slug"),
        lower(url.searchParams.getAll("color[]")),
        lower(url.searchParams.getAll("attribute[Size][]")),
        url.searchParams.get("min_price"),
        url.searchParams.get("max_price"),
        size,
        offset,
      ],
    );
    return { success: true, products: rows, total_items: rows[0]?.total ?? 0, current_page: page, items_per_page: size };
  };

  routes["/api/search-products"] = async (store, url) => {
    const query = url.searchParams.get("query") ?? "";
    const { rows } = await pool.query(
      `SELECT h.*, p.name, p.slug, u.path, pr.unit_price FROM bench_baseline_search_hits($1, $2, 5) h
       JOIN products p ON p.id = h.product_id
       LEFT JOIN uploads u ON u.id = p.thumbnail_upload_id
       LEFT JOIN product_prices pr ON pr.product_id = h.product_id AND pr.variant_key = ''
       ORDER BY h.score DESC, h.product_id`,
      [store, query],
    );
    return { success: true, data: rows, query, total_results: rows[0]?.total ?? 0 };
  };

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://x");
      if (req.method === "POST" && url.pathname === "/api/make-payment") {
        const store = await storeId(req.headers.host);
        const buyer = store && (await customer(store, req.headers.authorization));
        if (!store || !buyer) {
          res.writeHead(store ? 401 : 404).end();
          return;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const { status, answer } = await makePayment(store, buyer, JSON.parse(Buffer.concat(chunks).toString("utf8")) as Purchase);
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(answer));
        return;
      }
      const platform = (req.headers.host ?? "").split(":")[0] === "localhost";
      const route = url.pathname.startsWith("/api/product-details/") ? "/api/product-details" : url.pathname;
      const handler = (platform ? adminRoutes : routes)[route];
      const store = platform ? await ownersStore(req.headers.authorization) : await storeId(req.headers.host);
      if (!handler || !store) {
        res.writeHead(404).end();
        return;
      }
      // Like the app: an unpublished or unknown product is a 404.
      const answer = await handler(store, url);
      res.writeHead(answer ? 200 : 404, { "content-type": "application/json" }).end(JSON.stringify(answer ?? { success: false }));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await pool.query(todaysSearch());
  await pool.query(
    "CREATE TABLE IF NOT EXISTS bench_baseline_jobs (id bigserial PRIMARY KEY, name text NOT NULL, data jsonb NOT NULL, created_on timestamptz NOT NULL DEFAULT now())",
  );
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () =>
      resolve(async () => {
        await new Promise((done) => server.close(done));
        await pool.end();
      }),
    ),
  );
}
