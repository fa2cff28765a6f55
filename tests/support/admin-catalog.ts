import { sql } from "./database";
import { call, loginOwner, type Reply } from "./http";

// The administration API's catalog as its tests use it: each store's owner, their calls on the
// platform host, the stores' pictures, and counts of rows to prove a refusal wrote nothing.

export type Owner = { token: string; storeId: number };

export async function signInOwners(): Promise<{ demo: Owner; acme: Owner }> {
  const stores = new Map((await sql<{ id: number; subdomain: string }>("SELECT id, subdomain FROM stores")).map((s) => [s.subdomain, s.id]));
  return {
    demo: { token: await loginOwner(), storeId: stores.get("demo")! },
    acme: { token: await loginOwner("acme@example.com"), storeId: stores.get("acme")! },
  };
}

/** A call of the administration API as `owner`, or without a token. */
export function admin(method: string, path: string, owner: Owner | undefined, body?: unknown): Promise<Reply> {
  return call(method, path, { host: "localhost", token: owner?.token, body });
}

/** Pictures of a store's gallery, oldest first. */
export async function pictures(storeId: number, count = 3): Promise<{ id: number; path: string }[]> {
  return sql<{ id: number; path: string }>("SELECT id, path FROM uploads WHERE store_id = $1 AND kind = 'IMAGE' ORDER BY id LIMIT $2", [storeId, count]);
}

/** A video of the store's gallery, made for the test (the demo data has none): the test deletes it. */
export async function video(storeId: number): Promise<number> {
  const [row] = await sql<{ id: number }>("INSERT INTO uploads (store_id, kind, path, mime_type, size) VALUES ($1, 'VIDEO', $2, 'video/mp4', 1) RETURNING id", [
    storeId,
    `stores/${storeId}/videos/test-${Date.now()}.mp4`,
  ]);
  return row!.id;
}

type CountedTable =
  | "products"
  | "product_prices"
  | "product_categories"
  | "product_images"
  | "product_colors"
  | "product_attribute_values"
  | "attributes"
  | "attribute_values"
  | "option_groups"
  | "options"
  | "categories"
  | "suppliers"
  | "cart_lines"
  | "coupons"
  | "coupon_products"
  | "coupon_categories"
  | "payment_methods"
  | "store_countries"
  | "cities"
  | "states"
  | "shipping_zones"
  | "shipping_zone_states"
  | "shipping_rates"
  | "pickup_points"
  | "audit_log";

/** Rows of each table, for every store: what a refused request must leave as it was. */
export async function rowCounts(tables: CountedTable[]): Promise<Record<string, number>> {
  const counts = await Promise.all(tables.map(async (table) => [table, (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n] as const));
  return Object.fromEntries(counts);
}

/** The store's catalog_version and stock_version, which key the customer API's kept answers. */
export async function versions(storeId: number): Promise<{ catalog: number; stock: number }> {
  const [row] = await sql<{ catalog: string; stock: string }>(
    "SELECT catalog_version::text AS catalog, stock_version::text AS stock FROM stores WHERE id = $1",
    [storeId],
  );
  return { catalog: Number(row!.catalog), stock: Number(row!.stock) };
}
