// The yardstick: a bare node:http + pg server answering the same questions as the app's
// /fetch-all-products, /product-details/{slug} and /search-products (store from the Host header,
// same tables and indexes), with no framework, validation or serializer. The app is measured
// against it in the same run.
import http from "node:http";
import pg from "pg";

export function startBaseline(databaseUrl: string, port: number): Promise<() => Promise<void>> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

  const storeId = async (host: string | undefined) => {
    const subdomain = (host ?? "").split(".")[0];
    const { rows } = await pool.query("SELECT id FROM stores WHERE subdomain = $1", [subdomain]);
    return rows[0]?.id as number | undefined;
  };

  const routes: Record<string, (store: number, url: URL) => Promise<object | undefined>> = {
    "/api/fetch-all-products": async (store, url) => {
      const perPage = Number(url.searchParams.get("per_page") ?? 8);
      const page = Number(url.searchParams.get("page") ?? 1);
      const [{ rows }, { rows: count }] = await Promise.all([
        pool.query(
          `SELECT p.id, p.name, p.slug, pr.unit_price, p.discount_type, p.discount_amount, u.path,
                  (SELECT json_agg(json_build_object('id', c.id, 'name', c.name)) FROM product_categories pc
                     JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id) AS categories
           FROM products p
           JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
           LEFT JOIN uploads u ON u.id = p.thumbnail_upload_id
           WHERE p.store_id = $1 AND p.status = 1 ORDER BY p.created_at DESC LIMIT $2 OFFSET $3`,
          [store, perPage, (page - 1) * perPage],
        ),
        pool.query("SELECT count(*)::int AS n FROM products WHERE store_id = $1 AND status = 1", [store]),
      ]);
      return { success: true, products: rows, total_items: count[0].n, current_page: page, items_per_page: perPage };
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
      const route = url.pathname.startsWith("/api/product-details/") ? "/api/product-details" : url.pathname;
      const handler = routes[route];
      const store = await storeId(req.headers.host);
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
