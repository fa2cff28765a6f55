import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished, vi } from "vitest";
import type { PrismaClient } from "../../lib/db/client";
import { reloadEnv } from "../../lib/env";
import { paymentCredentials } from "../../lib/payments/payment-credentials";
import { admin, pictures, rowCounts, signInOwners, type Owner } from "../support/admin-catalog";
import { sql } from "../support/database";
import { get, loginCustomer, origin } from "../support/http";

// The owner's payment methods (management routes): credentials written sealed and never answered,
// opened by paymentCredentials for the checkout; what is active is what /active-payment-methods
// offers, at once.

const keys = (o: object) => Object.keys(o).sort();
const RECORD_KEYS = [
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
const COUNTED = ["payment_methods", "audit_log"] as const;
const DEMO_SECRETS = /sk_test_demo|pk_test_demo|whsec_demo|AbDemoAtlas|EDemoAtlas|WH-DEMO|TEST\|KEY/;
const STRIPE_KEYS = { secret_key: "sk_test_51GooglePayKey0001", publishable_key: "pk_test_51GooglePayKey0002", webhook_secret: "whsec_GooglePaySecret0003" };

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

// paymentCredentials is server code, called here in the test's process. The server is the one
// client that names statements on the embedded database (lib/db/client.ts), so this process's
// reads go unnamed, over a client of their own.
vi.mock("../../lib/db/client", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../lib/db/client")>();
  let client: PrismaClient | undefined;
  return { ...original, db: () => (client ??= original.createPrismaClient(inject("server").databaseUrl, 1)) };
});

let demo: Owner;
let acme: Owner;
let seeded: MethodRow[];
let customerToken: string;

const methodOf = async (provider: string, storeId = demo.storeId) =>
  (await sql<MethodRow>("SELECT * FROM payment_methods WHERE store_id = $1 AND provider = $2", [storeId, provider]))[0]!;
const offered = async () => (await get("/api/active-payment-methods", { token: customerToken })).json.data.data as { id: number; name: string; logo: string }[];

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

describe("GET /payment-methods and /payment-methods/{id}", () => {
  it("lists the store's methods in the shopper's order with which keys are set, never their values", async () => {
    const reply = await admin("GET", "/api/payment-methods", demo);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "links", "meta", "success"]);
    expect(reply.json.meta).toMatchObject({ total: 5, current_page: 1 });
    expect(reply.text).not.toMatch(DEMO_SECRETS);
    const byProvider = Object.fromEntries(reply.json.data.map((m: { provider: string }) => [m.provider, m]));
    expect(keys(byProvider)).toEqual(["cmi", "cod", "gpay", "paypal", "stripe"]);
    for (const method of reply.json.data) {
      expect(keys(method)).toEqual(RECORD_KEYS);
      expect(method.logo).toMatch(new RegExp(`^${origin()}/uploads/.+\\.svg$`));
    }
    expect(byProvider.cod).toMatchObject({ name: "Cash On Delivery", is_active: true, sandbox: false, credentials: {}, settlement_currency: null });
    expect(byProvider.stripe.credentials).toEqual({
      secret_key: { set: true, last4: "dbox" },
      publishable_key: { set: true, last4: "dbox" },
      webhook_secret: { set: true, last4: "cret" },
    });
    expect(byProvider.paypal).toMatchObject({
      settlement_currency: "EUR",
      credentials: { client_id: { set: true, last4: "ntId" }, client_secret: { set: true, last4: "cret" }, webhook_id: { set: true, last4: "0001" } },
    });
    expect(byProvider.cmi.credentials).toEqual({ client_id: { set: true, last4: "0000" }, store_key: { set: true, last4: "|KEY" } });
    // Sealed at rest.
    const stored = await sql<{ credentials: string }>("SELECT credentials FROM payment_methods WHERE store_id = $1 AND credentials IS NOT NULL", [
      demo.storeId,
    ]);
    expect(stored).toHaveLength(4);
    for (const row of stored) {
      expect(row.credentials).toMatch(/^v1\./);
      expect(row.credentials).not.toMatch(DEMO_SECRETS);
    }

    const one = await admin("GET", `/api/payment-methods/${byProvider.cmi.id}`, demo);
    expect(one.status).toBe(200);
    expect(one.json).toEqual({ success: true, data: byProvider.cmi });
    expect((await admin("GET", "/api/payment-methods", undefined)).status).toBe(401);
  });

  it("answers 404 for another store's method, and changes nothing", async () => {
    const acmeCod = await methodOf("COD", acme.storeId);
    const before = await rowCounts([...COUNTED]);
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { is_active: false }],
    ] as const) {
      const reply = await admin(method, `/api/payment-methods/${acmeCod.id}`, demo, body);
      expect(reply.status, method).toBe(404);
      expect(reply.json).toEqual({ success: false, message: "Payment method not found." });
    }
    expect(await rowCounts([...COUNTED])).toEqual(before);
    expect(await methodOf("COD", acme.storeId)).toEqual(acmeCod);
  });
});

describe("paymentCredentials", () => {
  it("opens a method's credentials, typed by its provider, for the checkout", async () => {
    const { dataDir } = inject("server");
    reloadEnv({ APP_SECRET: process.env.APP_SECRET ?? readFileSync(path.join(dataDir, "app-secret"), "utf8").trim() });
    const store = { id: demo.storeId, language: "en" };
    expect(await paymentCredentials(store, { methodId: (await methodOf("STRIPE")).id })).toEqual({
      provider: "stripe",
      sandbox: true,
      credentials: {
        secret_key: "sk_test_demo_51AtlasHomeSandbox",
        publishable_key: "pk_test_demo_51AtlasHomeSandbox",
        webhook_secret: "whsec_demo_AtlasHomeSandboxSigningSecret",
      },
    });
    expect(await paymentCredentials(store, { methodId: (await methodOf("PAYPAL")).id })).toEqual({
      provider: "paypal",
      sandbox: true,
      credentials: { client_id: "AbDemoAtlasHomeSandboxClientId", client_secret: "EDemoAtlasHomeSandboxClientSecret", webhook_id: "WH-DEMO-ATLAS-HOME-0001" },
      settlementCurrency: "EUR",
    });
    expect(await paymentCredentials(store, { methodId: (await methodOf("CMI")).id })).toEqual({
      provider: "cmi",
      sandbox: true,
      credentials: { client_id: "600000000", store_key: "TEST|KEY" },
    });
    expect(await paymentCredentials(store, { methodId: (await methodOf("COD")).id })).toEqual({ provider: "cod", sandbox: false });
    await expect(paymentCredentials(store, { methodId: (await methodOf("COD", acme.storeId)).id })).rejects.toMatchObject({ status: 404 });
  });
});

describe("POST /payment-methods", () => {
  it("adds a provider the store lacks, inactive until its keys are set; the shoppers see it once active", async () => {
    // The demo store has every provider: its Google Pay is set aside while the test adds one.
    const [seeded] = await sql<{ row: object }>(
      "DELETE FROM payment_methods WHERE store_id = $1 AND provider = 'GPAY' RETURNING row_to_json(payment_methods) AS row",
      [demo.storeId],
    );
    onTestFinished(async () => {
      await sql("DELETE FROM payment_methods WHERE store_id = $1 AND provider = 'GPAY'", [demo.storeId]);
      await sql("INSERT INTO payment_methods SELECT * FROM json_populate_record(NULL::payment_methods, $1)", [seeded!.row]);
    });
    const before = await rowCounts([...COUNTED]);
    const refused = await admin("POST", "/api/payment-methods", demo, {
      provider: "gpay",
      is_active: true,
      credentials: { secret_key: STRIPE_KEYS.secret_key },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({ is_active: ["Set publishable_key, webhook_secret before activating this method."] });
    expect(await rowCounts([...COUNTED])).toEqual(before);

    const [logo] = await pictures(demo.storeId, 1);
    const reply = await admin("POST", "/api/payment-methods", demo, {
      provider: "gpay",
      logo_id: logo!.id,
      credentials: { secret_key: STRIPE_KEYS.secret_key },
      store_id: acme.storeId,
    });
    expect(reply.status).toBe(201);
    const method = reply.json.data;
    expect(keys(method)).toEqual(RECORD_KEYS);
    expect(method).toMatchObject({
      provider: "gpay",
      name: "Google Pay",
      logo_id: logo!.id,
      logo: `${origin()}/uploads/${logo!.path}`,
      instruction: "",
      is_active: false,
      sandbox: true,
      position: 5,
      settlement_currency: null,
      credentials: { secret_key: { set: true, last4: "0001" }, publishable_key: { set: false, last4: null }, webhook_secret: { set: false, last4: null } },
    });
    expect(reply.text).not.toContain(STRIPE_KEYS.secret_key);
    expect((await sql("SELECT store_id FROM payment_methods WHERE id = $1", [method.id]))[0]).toEqual({ store_id: demo.storeId });
    expect((await offered()).map((m) => m.id)).not.toContain(method.id);
    // What the audit log keeps of the write: the credentials' values replaced.
    const [audit] = await sql<{ changes: { credentials: unknown } }>("SELECT changes FROM audit_log WHERE store_id = $1 ORDER BY id DESC LIMIT 1", [
      demo.storeId,
    ]);
    expect(audit!.changes.credentials).toBe("[redacted]");

    // Its other keys set and switched on: offered at once, last.
    const on = await admin("PUT", `/api/payment-methods/${method.id}`, demo, {
      is_active: true,
      name: "Google Pay (cards in your Google account)",
      credentials: { publishable_key: STRIPE_KEYS.publishable_key, webhook_secret: STRIPE_KEYS.webhook_secret },
    });
    expect(on.status).toBe(200);
    expect(on.json.data.credentials).toEqual({
      secret_key: { set: true, last4: "0001" },
      publishable_key: { set: true, last4: "0002" },
      webhook_secret: { set: true, last4: "0003" },
    });
    const shown = await offered();
    expect(shown.at(-1)).toEqual({ id: method.id, name: "Google Pay (cards in your Google account)", logo: `/uploads/${logo!.path}`, instruction: "" });

    // One method per provider.
    const again = await admin("POST", "/api/payment-methods", demo, { provider: "gpay" });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ success: false, message: "The store already has a Google Pay method: change it instead." });
    expect((await admin("POST", "/api/payment-methods", undefined, { provider: "gpay" })).status).toBe(401);
  });

  it("refuses keys that are not the provider's or do not look like them, and writes nothing", async () => {
    const [acmeLogo] = await pictures(acme.storeId, 1);
    const before = await rowCounts([...COUNTED]);
    const cases: [Record<string, unknown>, string][] = [
      [{}, "provider"],
      [{ provider: "bitcoin" }, "provider"],
      [{ provider: "cod", name: "" }, "name"],
      [{ provider: "cod", logo_id: acmeLogo!.id }, "logo_id"],
      [{ provider: "cod", is_active: "yes" }, "is_active"],
      [{ provider: "cod", credentials: { secret_key: "sk_test_x" } }, "credentials"],
      [{ provider: "stripe", credentials: { secret_key: "pk_test_wrong" } }, "credentials.secret_key"],
      [{ provider: "stripe", credentials: { webhook_secret: "" } }, "credentials.webhook_secret"],
      [{ provider: "cmi", credentials: { client_id: "merchant" } }, "credentials.client_id"],
      [{ provider: "paypal", settlement_currency: "MAD" }, "settlement_currency"],
      [{ provider: "paypal", credentials: { client_id: 42 } }, "credentials.client_id"],
    ];
    for (const [body, field] of cases) {
      const reply = await admin("POST", "/api/payment-methods", demo, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.json.errors), JSON.stringify(body)).toEqual([field]);
    }
    // A provider the store has is a conflict, whatever else is sent.
    expect((await admin("POST", "/api/payment-methods", demo, { provider: "stripe" })).status).toBe(409);
    expect(await rowCounts([...COUNTED])).toEqual(before);
  });
});

describe("PUT /payment-methods/{id}", () => {
  it("changes keys one by one, and never leaves an active method without one", async () => {
    const stripe = await methodOf("STRIPE");
    const before = await rowCounts([...COUNTED]);
    const removal = await admin("PUT", `/api/payment-methods/${stripe.id}`, demo, { credentials: { webhook_secret: null } });
    expect(removal.status).toBe(422);
    expect(removal.json.errors).toEqual({ "credentials.webhook_secret": ["An active method needs this key: deactivate the method first."] });
    const unknown = await admin("PUT", `/api/payment-methods/${stripe.id}`, demo, { credentials: { client_id: "x" } });
    expect(Object.keys(unknown.json.errors)).toEqual(["credentials"]);
    const settlement = await admin("PUT", `/api/payment-methods/${stripe.id}`, demo, { settlement_currency: "USD" });
    expect(Object.keys(settlement.json.errors)).toEqual(["settlement_currency"]);
    expect((await admin("PUT", `/api/payment-methods/${stripe.id}`, undefined, { is_active: false })).status).toBe(401);
    expect(await rowCounts([...COUNTED])).toEqual(before);
    expect(await methodOf("STRIPE")).toEqual(stripe);

    // Off, then a key replaced and one removed: the others are kept.
    const off = await admin("PUT", `/api/payment-methods/${stripe.id}`, demo, {
      is_active: false,
      credentials: { secret_key: "sk_live_51ReplacedSecretKey", webhook_secret: null },
    });
    expect(off.status).toBe(200);
    expect(off.json.data).toMatchObject({
      is_active: false,
      credentials: { secret_key: { set: true, last4: "tKey" }, publishable_key: { set: true, last4: "dbox" }, webhook_secret: { set: false, last4: null } },
    });
    expect((await offered()).map((m) => m.id)).not.toContain(stripe.id);
    const again = await admin("PUT", `/api/payment-methods/${stripe.id}`, demo, { is_active: true });
    expect(again.json.errors).toEqual({ is_active: ["Set webhook_secret before activating this method."] });
  });

  it("orders the shoppers' list, and settles PayPal in a currency it takes", async () => {
    const paypal = await methodOf("PAYPAL");
    const reply = await admin("PUT", `/api/payment-methods/${paypal.id}`, demo, {
      position: 0,
      settlement_currency: "usd",
      sandbox: false,
      instruction: "Approve on PayPal.",
    });
    expect(reply.status).toBe(200);
    expect(reply.json.data).toMatchObject({ position: 0, settlement_currency: "USD", sandbox: false, instruction: "Approve on PayPal." });
    expect((await offered())[0]).toMatchObject({ id: paypal.id, instruction: "Approve on PayPal." });
    const store = { id: demo.storeId, language: "en" };
    expect(await paymentCredentials(store, { methodId: paypal.id })).toMatchObject({ sandbox: false, settlementCurrency: "USD" });
    const mad = await admin("PUT", `/api/payment-methods/${paypal.id}`, demo, { settlement_currency: "MAD" });
    expect(mad.status).toBe(422);
    expect(mad.json.errors.settlement_currency[0]).toMatch(/^PayPal does not settle in this currency/);
  });
});
