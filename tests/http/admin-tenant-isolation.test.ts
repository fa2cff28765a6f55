import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { get } from "../support/http";
import { allOperations, demoRecords, fill, type Params } from "../support/demo-records";
import { asOwner, PLATFORM_HOST, signInOwners, type Owners } from "../support/owner-calls";

// Two tenants, as documenso tests them: every route of the administration API, taken from the
// OpenAPI document the route table generates (a route added later is walked too), is called with
// acme's owner's token on demo's records. Each answer must be the one a record that does not exist
// gets, demo's rows must be as they were, and acme's lists must name nothing of demo's.

/** Bodies the route's schema accepts, so that the walk reaches the record's lookup, not a 422. */
const BODIES: Record<string, unknown> = {
  "PUT /categories/{id}": { name: "Taken" },
  "PUT /orders/{id}/delivery-status": { status: 2 },
  "PUT /orders/{id}/payment-status": { status: 1 },
  "POST /orders/{id}/refunds": { restock: false, refunded_outside: "cash" },
  "PUT /customers/{id}/status": { status: 2 },
  "PUT /product-categories/{id}/position": { position: 1 },
  "POST /shipping-zones/{id}/rates": { title: "Walk", amount: 5 },
  "POST /templates/{id}/render": { resolution_id: 1, product_id: 1 },
};

let owners: Owners;
let demoId: number;
let acmeId: number;
let recordFor: Awaited<ReturnType<typeof demoRecords>>["recordFor"];
let records: Awaited<ReturnType<typeof demoRecords>>["records"];

/** Every row of demo's store in every table that has a store_id, as one digest per table. */
async function demoRows(): Promise<Record<string, string>> {
  const tables = await sql<{ table_name: string }>(
    "SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'store_id' ORDER BY table_name",
  );
  const digests: Record<string, string> = {};
  for (const { table_name } of tables) {
    const [row] = await sql<{ digest: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${table_name}" t WHERE store_id = $1`,
      [demoId],
    );
    digests[table_name] = row!.digest ?? "";
  }
  const [store] = await sql<{ digest: string }>("SELECT md5(t::text) AS digest FROM stores t WHERE id = $1", [demoId]);
  digests.stores = store!.digest;
  return digests;
}

beforeAll(async () => {
  owners = await signInOwners();
  ({ demoId, acmeId, recordFor, records } = await demoRecords(owners.demo));
});

/** The routes of a store's people (each declares its permission): the operator's console acts on every store by design. */
const ownersOperations = async () => (await allOperations()).filter((operation) => operation.permission);

/** A body no route takes: fields of no schema, and the wrong type for the fields routes do take. */
const INVALID_BODY = { not_a_field: true, status: "none", name: 1, position: "first", title: [], category_id: "x", resolution_id: "x" };

describe("Every administration route, called by another store's owner", () => {
  it("answers demo's records exactly as records that do not exist, and changes none of demo's rows", async () => {
    const operations = await ownersOperations();
    expect(operations.length).toBeGreaterThan(60);

    const before = await demoRows();
    const walked: string[] = [];
    const answered: string[] = [];
    for (const { path, method } of operations) {
      const name = `${method} ${path}`;
      if (!path.includes("{")) continue;
      const record = recordFor(path);
      expect(record, `no record of demo's for ${name}: add one to the walk`).toBeDefined();
      const body = method === "GET" || method === "DELETE" ? undefined : (BODIES[name] ?? {});
      const onDemo = await asOwner(owners.acme, method, `/api${fill(path, record!.demo)}`, body);
      const onNothing = await asOwner(owners.acme, method, `/api${fill(path, record!.none)}`, body);
      if (onDemo.status !== 404 || onDemo.text !== onNothing.text)
        answered.push(`${name}: ${onDemo.status} ${onDemo.text} / absent: ${onNothing.status} ${onNothing.text}`);
      walked.push(name);
    }
    expect(answered).toEqual([]);
    expect(await demoRows()).toEqual(before);
    expect(walked.length).toBeGreaterThan(30);
  });

  it("answers 404 for demo's record before it checks the body or the query: every route with an {id}, every method", async () => {
    const table = (await ownersOperations()).filter(({ path }) => path.includes("{id}"));
    const answered: string[] = [];
    for (const { path, method } of table) {
      const record = recordFor(path)!;
      const call = (params: Params) =>
        method === "GET"
          ? asOwner(owners.acme, method, `/api${fill(path, params)}?page=0&per_page=none`)
          : asOwner(owners.acme, method, `/api${fill(path, params)}`, INVALID_BODY);
      const [onDemo, onNothing] = [await call(record.demo), await call(record.none)];
      if (onDemo.status !== 404 || onNothing.status !== 404 || onDemo.text !== onNothing.text)
        answered.push(`${method} ${path}: ${onDemo.status} ${onDemo.text} / absent: ${onNothing.status} ${onNothing.text}`);
    }
    expect(answered).toEqual([]);
    expect(table.length).toBeGreaterThan(45);
  });

  it("answers 404 to acme's owner changing demo's template to demo's category, not a 422 about the category", async () => {
    const template = records.get("/templates/{id}")!.demo.id!;
    const category = Number(records.get("/categories/{id}")!.demo.id);
    const reply = await asOwner(owners.acme, "PUT", `/api/templates/${template}`, { category_id: category });
    expect(reply.status).toBe(404);
    expect(reply.json).toEqual({ success: false, message: "Not found." });
  });

  it("lists, in every list of acme's, nothing that only demo has", async () => {
    const document = (await get("/api/openapi.json", { host: PLATFORM_HOST })).json as { paths: Record<string, Record<string, unknown>> };
    const lists = Object.entries(document.paths)
      .filter(([path, item]) => !path.includes("{") && item.get)
      .map(([path]) => path.replace(/^\/api(?=\/)/, ""))
      .filter((path) => path !== "/openapi.json" && path !== "/docs");
    const markers = await sql<{ marker: string }>(
      `SELECT name AS marker FROM products WHERE store_id = $1 AND name NOT IN (SELECT name FROM products WHERE store_id = $2)
       UNION SELECT code FROM orders WHERE store_id = $1 AND code NOT IN (SELECT code FROM orders WHERE store_id = $2)
       UNION SELECT email FROM customers WHERE store_id = $1 AND email NOT IN (SELECT email FROM customers WHERE store_id = $2)
       UNION SELECT path FROM uploads WHERE store_id = $1
       UNION SELECT name FROM stores WHERE id = $1`,
      [demoId, acmeId],
    );
    expect(markers.length).toBeGreaterThan(20);
    for (const path of lists) {
      const reply = await asOwner(owners.acme, "GET", `/api${path}`);
      // A feature the platform is not configured for answers 503: that is no failure here.
      expect(reply.status === 503 || reply.status < 500, `GET ${path}: ${reply.text}`).toBe(true);
      const named = markers.filter(({ marker }) => reply.text.includes(JSON.stringify(marker).slice(1, -1)));
      expect(named, `GET ${path} names demo's records`).toEqual([]);
    }
  });
});
