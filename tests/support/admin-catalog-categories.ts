import { afterAll, beforeAll } from "vitest";
import { admin, signInOwners, type Owner } from "./admin-catalog";
import { sql } from "./database";
import { get } from "./http";

// The owner's product categories as their tests (tests/http/admin-catalog-categories-*.test.ts) share
// them: both owners, the customer API's list, and the categories a test makes, deleted after the
// file's tests with the seeded ones' order set back.

// Live bindings: each test file signs the owners in (categoryOwners) before its tests read them.
export let demo: Owner;
export let acme: Owner;
const created: number[] = [];
let seededPositions: { id: number; position: number }[];

/** Categories the customer API lists for demo, in its order. */
export const shopperCategories = async () =>
  (await get("/api/fetch-categories?per_page=100")).json.entities as { id: number; name: string; slug: string; image: string }[];

export async function createCategory(body: Record<string, unknown>, owner = demo) {
  const reply = await admin("POST", "/api/product-categories", owner, body);
  if (reply.status === 201) created.push(reply.json.data.id);
  return reply;
}

/** Signs both owners in before the calling file's tests; deletes its categories after them and sets the order back. */
export function categoryOwners() {
  beforeAll(async () => {
    ({ demo, acme } = await signInOwners());
    seededPositions = await sql("SELECT id, position FROM categories ORDER BY id");
  });

  afterAll(async () => {
    await sql("DELETE FROM categories WHERE id = ANY($1::int[])", [created]);
    await sql("UPDATE categories c SET position = v.position FROM unnest($1::int[], $2::int[]) v(id, position) WHERE c.id = v.id", [
      seededPositions.map((c) => c.id),
      seededPositions.map((c) => c.position),
    ]);
  });
}
