import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, inject, it, vi } from "vitest";
import type { PrismaClient } from "../../lib/db/client";
import { reloadEnv } from "../../lib/env";
import { paymentCredentials } from "../../lib/payments/payment-credentials";
import { admin, rowCounts } from "../support/admin-catalog";
import { acme, COUNTED, demo, methodOf, offered, paymentMethodOwners } from "../support/admin-payment-methods";

// The owner's payment methods (management routes): credentials opened by paymentCredentials for the
// checkout, and changed key by key; the shoppers' order of the methods.

// paymentCredentials is server code, called here in the test's process. The server is the one
// client that names statements on the embedded database (lib/db/client.ts), so this process's
// reads go unnamed, over a client of their own.
vi.mock("../../lib/db/client", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../lib/db/client")>();
  let client: PrismaClient | undefined;
  return { ...original, db: () => (client ??= original.createPrismaClient(inject("server").databaseUrl, 1)) };
});

paymentMethodOwners();

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
