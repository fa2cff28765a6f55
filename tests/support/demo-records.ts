import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { sql } from "./database";
import { get } from "./http";
import { asOwner, PLATFORM_HOST, storeId } from "./owner-calls";

// A record of the demo store for every administration route with parameters, and one that exists in
// no store, made or found once for a file: the walks of every route (another store's owner, each
// role) call each route on a record the store has. The routes come from the OpenAPI document the
// route table generates, so that a route added later is walked too.

export type Params = Record<string, string>;
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

async function one<T>(text: string, values: unknown[]): Promise<T> {
  const [row] = await sql<T & Record<string, unknown>>(text, values);
  if (!row) throw new Error(`no record for: ${text}`);
  return row;
}

/** Demo's record for each path with parameters, and one that exists in no store; `demoOwner` is the token of demo's owner, who makes what demo lacks. */
export async function demoRecords(demoOwner: string) {
  const demoId = await storeId("demo");
  const acmeId = await storeId("acme");
  const records = new Map<string, { demo: Params; none: Params }>();
  const createdByDemo = async (path: string, body: unknown): Promise<number> => {
    const reply = await asOwner(demoOwner, "POST", `/api${path}`, body);
    expect(reply.status, `${path} ${reply.text}`).toBe(201);
    return (reply.json.data ?? reply.json).id as number;
  };

  const onlyDemo = (table: string, column: string) =>
    one<{ value: string }>(
      `SELECT ${column}::text AS value FROM ${table} WHERE store_id = $1 AND ${column} NOT IN (SELECT ${column} FROM ${table} WHERE store_id = $2) ORDER BY id LIMIT 1`,
      [demoId, acmeId],
    );
  const idOf = async (table: string) => (await one<{ id: number }>(`SELECT id FROM ${table} WHERE store_id = $1 ORDER BY id LIMIT 1`, [demoId])).id;

  // Names of this file's own: the records' names are unique in the store, and several files walk.
  const name = `Walk ${randomUUID().slice(0, 8)}`;
  const templateCategory = await createdByDemo("/categories", { name });
  const template = await createdByDemo("/templates", { name, category_id: templateCategory });
  const campaign = await createdByDemo("/campaigns", { topic: name, publish_at: "2030-01-01 10:00" });
  const postId = await createdByDemo("/posts", { caption: name, campaign_id: campaign });
  const platform = await createdByDemo("/platforms", { name, icon: "https://example.com/icon.png" });
  const resolution = await createdByDemo("/resolutions", { name, width: 1080, height: 1080, platform_id: platform });
  const job = await one<{ id: number }>(
    `INSERT INTO publish_jobs (store_id, target, caption, run_at, status, batch, updated_at)
     VALUES ($1, 'FACEBOOK', 'Isolation', '2030-01-01T10:00:00Z', 'SCHEDULED', gen_random_uuid()::text, now()) RETURNING id`,
    [demoId],
  );

  const webhook = await createdByDemo("/webhooks", { url: "https://hooks.example.com/walk", topics: ["orders/create"] });
  const delivery = await one<{ id: number }>(
    "INSERT INTO webhook_deliveries (endpoint_id, event_id, topic, payload) VALUES ($1, gen_random_uuid(), 'orders/create', '{}') RETURNING id",
    [webhook],
  );

  const productImport = await one<{ id: number }>(
    "INSERT INTO imports (store_id, dry_run, file_name, content, status, updated_at) VALUES ($1, true, 'walk.csv', '', 'DONE', now()) RETURNING id",
    [demoId],
  );

  const asked = await one<{ id: number }>(
    `INSERT INTO returns (store_id, order_id, customer_id, items, reason, updated_at)
     SELECT store_id, id, customer_id, '[]', 'other', now() FROM orders WHERE store_id = $1 ORDER BY id LIMIT 1 RETURNING id`,
    [demoId],
  );

  const byId: Record<string, number> = {
    "/returns/{id}": asked.id,
    "/reviews/{id}": await idOf("reviews"),
    "/categories/{id}": templateCategory,
    "/templates/{id}": template,
    "/campaigns/{id}": campaign,
    "/posts/{id}": postId,
    "/platforms/{id}": platform,
    "/resolutions/{id}": resolution,
    "/media/{id}": await idOf("uploads"),
    "/orders/{id}": await idOf("orders"),
    "/customers/{id}": await idOf("customers"),
    "/products/{id}": await idOf("products"),
    "/product-categories/{id}": await idOf("categories"),
    "/suppliers/{id}": await idOf("suppliers"),
    // Demo's owner: a walk never removes them (another store's owner gets 404s, a role without the right 403s).
    "/staff/{id}": await idOf("owners"),
    "/currencies/{id}": await idOf("currencies"),
    "/coupons/{id}": await idOf("coupons"),
    "/payment-methods/{id}": await idOf("payment_methods"),
    "/shipping-zones/{id}": await idOf("shipping_zones"),
    "/shipping-rates/{id}": await idOf("shipping_rates"),
    "/pickup-points/{id}": await idOf("pickup_points"),
    // Places the demo store added (its French cities and districts); reference places are no store's.
    "/shipping/cities/{id}": await idOf("cities"),
    "/shipping/states/{id}": await idOf("states"),
  };
  const absent = "2147483646";
  for (const [path, id] of Object.entries(byId)) records.set(path, { demo: { id: String(id) }, none: { id: absent } });
  // The order is demo's; the refund need not exist: the order's 404 comes first.
  records.set("/orders/{id}/refunds/{refund_id}/credit-note", {
    demo: { id: String(await idOf("orders")), refund_id: absent },
    none: { id: absent, refund_id: absent },
  });
  records.set("/webhooks/{id}", { demo: { id: String(webhook) }, none: { id: absent } });
  records.set("/imports/{id}", { demo: { id: String(productImport.id) }, none: { id: absent } });
  records.set("/webhooks/{id}/deliveries/{delivery_id}/redeliver", {
    demo: { id: String(webhook), delivery_id: String(delivery.id) },
    none: { id: absent, delivery_id: absent },
  });
  records.set("/posts/{id}/{job_id}", { demo: { id: String(postId), job_id: String(job.id) }, none: { id: absent, job_id: absent } });
  records.set("/get-product/{slug}", { demo: { slug: (await onlyDemo("products", "slug")).value }, none: { slug: "no-such-product-anywhere" } });
  records.set("/fetch-categories-product/{permalink}", {
    demo: { permalink: (await onlyDemo("categories", "slug")).value },
    none: { permalink: "no-such-category-anywhere" },
  });
  /** The record a path with parameters is about: a sub-route (`/orders/{id}/read`) is about its parent's. */
  const recordFor = (path: string) => {
    const exact = records.get(path);
    if (exact) return exact;
    const parent = [...records.keys()].filter((known) => path.startsWith(`${known}/`)).sort((a, b) => b.length - a.length)[0];
    return parent ? records.get(parent) : undefined;
  };
  return { records, recordFor, demoId, acmeId };
}

export const fill = (path: string, params: Params) => path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));

/** Every operation of the administration API, from the OpenAPI document the route table generates, with what it declares. */
export async function allOperations() {
  const document = (await get("/api/openapi.json", { host: PLATFORM_HOST })).json as { paths: Record<string, Record<string, Record<string, unknown>>> };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      path: path.replace(/^\/api(?=\/)/, ""),
      method: method.toUpperCase(),
      permission: item[method]!["x-permission"] as string | undefined,
    })),
  );
}
