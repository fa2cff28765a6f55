import { describe, expect, it, onTestFinished } from "vitest";
import { admin, pictures, rowCounts } from "../support/admin-catalog";
import { acme, COUNTED, demo, methodOf, offered, paymentMethodOwners, RECORD_KEYS } from "../support/admin-payment-methods";
import { sql } from "../support/database";
import { origin } from "../support/http";
import { keys } from "../support/owner-calls";

// The owner's payment methods (management routes), listed and added: credentials written sealed and
// never answered; what is active is what /active-payment-methods offers, at once.

const DEMO_SECRETS = /sk_test_demo|pk_test_demo|whsec_demo|AbDemoAtlas|EDemoAtlas|WH-DEMO|TEST\|KEY/;
const STRIPE_KEYS = { secret_key: "sk_test_51GooglePayKey0001", publishable_key: "pk_test_51GooglePayKey0002", webhook_secret: "whsec_GooglePaySecret0003" };

paymentMethodOwners();

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
