import { afterAll, beforeAll } from "vitest";
import { signInOwners, type Owner } from "./admin-catalog";
import { sql } from "./database";
import { get, loginCustomer } from "./http";

// The owner's payment methods as their tests (tests/http/admin-payment-methods-*.test.ts) share them:
// the record's shape, both owners and a shopper, a method as the database holds it and what the
// shoppers are offered; after the file's tests, the seeded methods are set back as they were.

export const RECORD_KEYS = [
  "created_at",
  "credentials",
  "id",
  "instruction",
  "is_active",
  "logo",
  "logo_id",
  "name",
  "position",
  "provider",
  "sandbox",
  "settlement_currency",
  "updated_at",
];
export const COUNTED = ["payment_methods", "audit_log"] as const;

type MethodRow = {
  id: number;
  provider: string;
  name: string;
  logo_upload_id: number | null;
  instruction: string;
  is_active: boolean;
  sandbox: boolean;
  credentials: string | null;
  settlement_currency: string | null;
  position: number;
};
// Live bindings: each test file signs the owners in (paymentMethodOwners) before its tests read them.
export let demo: Owner;
export let acme: Owner;
let seeded: MethodRow[];
let customerToken: string;

export const methodOf = async (provider: string, storeId = demo.storeId) =>
  (await sql<MethodRow>("SELECT * FROM payment_methods WHERE store_id = $1 AND provider = $2", [storeId, provider]))[0]!;
export const offered = async () =>
  (await get("/api/active-payment-methods", { token: customerToken })).json.data.data as { id: number; name: string; logo: string }[];

/** Signs both owners and a shopper in before the calling file's tests; sets the methods back after them. */
export function paymentMethodOwners() {
  beforeAll(async () => {
    ({ demo, acme } = await signInOwners());
    seeded = await sql<MethodRow>("SELECT * FROM payment_methods ORDER BY id");
    customerToken = await loginCustomer();
  });

  afterAll(async () => {
    await sql("DELETE FROM payment_methods WHERE NOT (id = ANY($1::int[]))", [seeded.map((m) => m.id)]);
    for (const m of seeded) {
      await sql(
        `UPDATE payment_methods SET name = $2, logo_upload_id = $3, instruction = $4, is_active = $5, sandbox = $6, credentials = $7, settlement_currency = $8, position = $9
         WHERE id = $1`,
        [m.id, m.name, m.logo_upload_id, m.instruction, m.is_active, m.sandbox, m.credentials, m.settlement_currency, m.position],
      );
    }
  });
}
