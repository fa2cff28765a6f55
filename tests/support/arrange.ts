import { randomUUID } from "node:crypto";
import { onTestFinished } from "vitest";
import { sql } from "./database";
import { post } from "./http";

// Arranging what a test needs: a customer of its own, and rows holding the values it tests.

export type Shopper = { token: string; email: string };

/** A password the registration rule accepts (long enough, not a common one, not the e-mail). */
export const SHOPPER_PASSWORD = "plum-kettle-harbour";

/** A newly registered customer of the store, with an empty cart and no orders. */
export async function freshShopper(host = "demo.localhost"): Promise<Shopper> {
  const email = `shopper-${randomUUID().slice(0, 8)}@example.com`;
  const reply = await post(
    "/api/register-customer",
    { name: "Shopper", email, phone: "0600000000", password: SHOPPER_PASSWORD, password_confirmation: SHOPPER_PASSWORD },
    { host },
  );
  if (reply.status !== 200) throw new Error(`registration failed: ${reply.status} ${reply.text}`);
  return { token: reply.json.token as string, email };
}

type Table = "products" | "product_prices" | "stores" | "order_lines" | "payment_methods";

/**
 * Gives a row the values a test needs and its own back when the test ends, failed or not: the
 * other tests and files read the seed's.
 */
export async function setForTest(table: Table, id: number, values: Record<string, string | number | null>) {
  const columns = Object.keys(values);
  const write = (row: Record<string, unknown>) =>
    sql(`UPDATE ${table} SET ${columns.map((c, i) => `${c} = $${i + 2}`).join(", ")} WHERE id = $1`, [id, ...columns.map((c) => row[c])]);
  const [saved] = await sql(`SELECT ${columns.join(", ")} FROM ${table} WHERE id = $1`, [id]);
  onTestFinished(async () => {
    await write(saved!);
  });
  await write(values);
}

/**
 * Deletes a row for the test (by `deleteRow`, if the test must hold the deletion open), and puts
 * it back as it was, id included, when the test ends unless it is still there.
 */
export async function deleteForTest(
  table: Table,
  id: number,
  deleteRow: (id: number) => Promise<unknown> = (id) => sql(`DELETE FROM ${table} WHERE id = $1`, [id]),
) {
  const [saved] = await sql<{ row: object }>(`SELECT row_to_json(t) AS row FROM ${table} t WHERE id = $1`, [id]);
  onTestFinished(async () => {
    await sql(`INSERT INTO ${table} SELECT * FROM json_populate_record(NULL::${table}, $1) ON CONFLICT (id) DO NOTHING`, [saved!.row]);
  });
  await deleteRow(id);
}
