// The yardstick: a bare node:http + pg server answering the same questions as the app's
// /fetch-all-products, /product-details/{slug} and /search-products (store from the Host header),
// and on the platform's host as the administration API's /get-all-orders and /fetch-all-products
// (store from the owner's token), on the same tables and indexes, with no framework, validation or
// serializer. The app is measured against it in the same run.
import { createHash } from "node:crypto";
import http from "node:http";
import pg from "pg";

export function startBaseline(databaseUrl: string, port: number): Promise<() => Promise<void>> {
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

  routes["/api/search-products"] = async (store, url) => {
    const query = url.searchParams.get("query") ?? "";
    const { rows } = await pool.query(
      `SELECT h.*, p.name, p.slug, u.path, pr.unit_price FROM search_product_hits($1, $2, 5) h
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
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () =>
      resolve(async () => {
        await new Promise((done) => server.close(done));
        await pool.end();
      }),
    ),
  );
}
