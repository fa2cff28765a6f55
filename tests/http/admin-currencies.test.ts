import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { versions } from "../support/admin-catalog";
import { sql } from "../support/database";
import { get, origin } from "../support/http";
import { converted } from "../support/money";
import { asOwner, ISO_MICROS, keys, PLATFORM_HOST, signInOwners, type Owners } from "../support/owner-calls";
import { dropStores, signUp, type SignedUp } from "../support/stores";

// The store's currencies on the administration API (management routes): shape D list, create,
// read, change, delete, the default's rules; every change seen by the customer API at once, in
// `/currency` and in the prices `store-currency` converts (its answer cache on).

const RECORD_KEYS = ["code", "conversion_rate", "created_at", "id", "is_active", "is_default", "name", "symbol", "updated_at"];
const CURRENCY_NOT_FOUND = { success: false, message: "Currency not found." };

let owners: Owners;
let store: SignedUp;

beforeAll(async () => {
  owners = await signInOwners();
  store = await signUp();
});

afterAll(async () => {
  await sql("DELETE FROM currencies WHERE code = 'CAD' AND store_id = (SELECT id FROM stores WHERE subdomain = 'demo')");
  await dropStores();
});

const currencies = (token: string | undefined, query = "") => asOwner(token, "GET", `/api/currencies${query}`);
const shopperCurrencies = async (host = store.host) =>
  (await get("/api/currency", { host })).json.data as { code: string; conversion_rate: number; is_default: number }[];
const rows = (storeId: number) =>
  sql<{ code: string; rate: string; is_active: boolean }>(
    "SELECT code, conversion_rate::text AS rate, is_active FROM currencies WHERE store_id = $1 ORDER BY id",
    [storeId],
  );

describe("GET /currencies", () => {
  it("lists the store's currencies in shape D, inactive ones too, the default flagged with rate 1", async () => {
    const reply = await currencies(owners.demo);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "links", "meta", "success"]);
    expect(reply.json.data.map((c: { code: string }) => c.code)).toEqual(["MAD", "USD", "EUR", "GBP"]);
    const [mad, usd, , gbp] = reply.json.data;
    expect(keys(mad)).toEqual(RECORD_KEYS);
    expect(mad).toMatchObject({ code: "MAD", name: "Moroccan Dirham", symbol: "DH", conversion_rate: "1", is_active: true, is_default: true });
    expect(usd).toMatchObject({ code: "USD", conversion_rate: "0.1", is_default: false });
    expect(gbp).toMatchObject({ code: "GBP", is_active: false });
    expect(mad.created_at).toMatch(ISO_MICROS);
    expect(reply.json.meta).toMatchObject({ current_page: 1, total: 4, path: `${origin(PLATFORM_HOST)}/api/currencies` });
    expect((await currencies(owners.demo, "?per_page=2&page=2")).json.data.map((c: { code: string }) => c.code)).toEqual(["EUR", "GBP"]);
    expect((await currencies(owners.acme)).json.data.every((c: { code: string }) => c.code !== "MAD")).toBe(true);
    expect((await currencies(undefined)).status).toBe(401);
  });
});

describe("POST /currencies", () => {
  it("adds a currency by its code, named from ISO 4217 unless told; the customer API lists it and converts prices with it at once", async () => {
    const version = await versions(store.storeId);
    const reply = await asOwner(store.token, "POST", "/api/currencies", { code: "eur", conversion_rate: 0.92, store_id: 1 });
    expect(reply.status).toBe(201);
    expect(keys(reply.json)).toEqual(["data", "success"]);
    expect(reply.json.data).toMatchObject({ code: "EUR", name: "Euro", symbol: "€", conversion_rate: "0.92", is_active: true, is_default: false });
    expect((await versions(store.storeId)).catalog).toBeGreaterThan(version.catalog);
    expect(await shopperCurrencies()).toEqual([
      expect.objectContaining({ code: "USD", conversion_rate: 1, is_default: 1 }),
      { id: reply.json.data.id, name: "Euro", code: "EUR", symbol: "€", conversion_rate: 0.92, is_default: 0 },
    ]);
    const named = await asOwner(store.token, "POST", "/api/currencies", {
      code: "MAD",
      name: "Dirham",
      symbol: "DH",
      conversion_rate: "10.5",
      is_active: false,
    });
    expect(named.json.data).toMatchObject({ code: "MAD", name: "Dirham", symbol: "DH", conversion_rate: "10.5", is_active: false });
    expect((await shopperCurrencies()).map((c) => c.code)).toEqual(["USD", "EUR"]);
  });

  it("converts the customer API's prices at the new rate from the next request, and refuses the currency once inactive", async () => {
    // The demo store's cached product list, in a currency added for the test.
    const created = await asOwner(owners.demo, "POST", "/api/currencies", { code: "CAD", conversion_rate: "0.137" });
    expect(created.status).toBe(201);
    const list = async (code: string) =>
      (await get("/api/fetch-all-products?per_page=3", { headers: { "store-currency": code } })).json.products as { price: string }[];
    const base = await list("MAD");
    expect((await list("CAD")).map((p) => p.price)).toEqual(base.map((p) => converted(p.price, "0.137").toFixed(2)));
    const id = created.json.data.id;
    expect((await asOwner(owners.demo, "PUT", `/api/currencies/${id}`, { conversion_rate: "0.2" })).status).toBe(200);
    expect((await list("CAD")).map((p) => p.price)).toEqual(base.map((p) => converted(p.price, "0.2").toFixed(2)));
    expect((await asOwner(owners.demo, "PUT", `/api/currencies/${id}`, { is_active: false })).json.data.is_active).toBe(false);
    const refused = await get("/api/fetch-all-products?per_page=3", { headers: { "store-currency": "CAD" } });
    expect(refused.status).toBe(422);
    expect(keys(refused.json.errors)).toEqual(["store-currency"]);
    expect((await asOwner(owners.demo, "DELETE", `/api/currencies/${id}`)).json).toEqual({ success: true });
    expect((await shopperCurrencies("demo.localhost")).map((c) => c.code)).toEqual(["MAD", "USD", "EUR"]);
  });

  it("refuses an unknown or repeated code, a rate that is not above 0, an inactive default; writes nothing", async () => {
    const before = await rows(store.storeId);
    const bad = await asOwner(store.token, "POST", "/api/currencies", { code: "XYZ", conversion_rate: 0, is_active: "yes" });
    expect(bad.status).toBe(422);
    expect(keys(bad.json.errors)).toEqual(["code", "conversion_rate", "is_active"]);
    const repeated = await asOwner(store.token, "POST", "/api/currencies", { code: "usd", conversion_rate: 1 });
    expect(repeated.json).toEqual({
      success: false,
      message: "The store already has this currency.",
      errors: { code: ["The store already has this currency."] },
    });
    const inactiveDefault = await asOwner(store.token, "POST", "/api/currencies", { code: "GBP", conversion_rate: 0.8, is_active: false, is_default: true });
    expect(inactiveDefault.json.errors).toEqual({ is_default: ["An inactive currency cannot be the default currency."] });
    expect(await rows(store.storeId)).toEqual(before);
    expect((await asOwner(undefined, "POST", "/api/currencies", { code: "GBP", conversion_rate: 0.8 })).status).toBe(401);
  });
});

describe("GET, PUT, DELETE /currencies/{id}", () => {
  it("answers another store's currency as 404, and changes nothing of it", async () => {
    const [acmeCurrency] = await sql<{ id: number }>("SELECT c.id FROM currencies c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'acme' LIMIT 1");
    const path = `/api/currencies/${acmeCurrency!.id}`;
    const before = await sql("SELECT * FROM currencies WHERE id = $1", [acmeCurrency!.id]);
    for (const [method, body] of [["GET"], ["PUT", { name: "Mine" }], ["DELETE"]] as const) {
      const reply = await asOwner(owners.demo, method, path, body);
      expect(reply.status, method).toBe(404);
      expect(reply.json, method).toEqual(CURRENCY_NOT_FOUND);
    }
    expect(await sql("SELECT * FROM currencies WHERE id = $1", [acmeCurrency!.id])).toEqual(before);
    expect((await asOwner(owners.demo, "GET", "/api/currencies/999999999")).status).toBe(404);
    expect((await asOwner(owners.demo, "GET", "/api/currencies/x")).status).toBe(422);
    expect((await asOwner(undefined, "GET", path)).status).toBe(401);
  });

  it("switches the default: every rate is rebased on the new one, the customer API follows at once", async () => {
    const list = (await currencies(store.token)).json.data as { id: number; code: string }[];
    const eur = list.find((c) => c.code === "EUR")!;
    const reply = await asOwner(store.token, "PUT", `/api/currencies/${eur.id}`, { is_default: true, conversion_rate: "0.5" });
    expect(reply.status).toBe(200);
    expect(reply.json.data).toMatchObject({ code: "EUR", conversion_rate: "1", is_default: true });
    expect((await rows(store.storeId)).map(({ code, rate }) => [code, rate])).toEqual([
      ["USD", "2.00000000"],
      ["EUR", "1.00000000"],
      ["MAD", "21.00000000"],
    ]);
    expect((await asOwner(store.token, "GET", "/api/store")).json.data.default_currency).toBe("EUR");
    expect(await shopperCurrencies()).toEqual([
      expect.objectContaining({ code: "EUR", conversion_rate: 1, is_default: 1 }),
      expect.objectContaining({ code: "USD", conversion_rate: 2, is_default: 0 }),
    ]);
    const all = (await currencies(store.token)).json.data as { code: string; is_default: boolean }[];
    expect(all.filter((c) => c.is_default).map((c) => c.code)).toEqual(["EUR"]);
  });

  it("keeps the default: not deactivated, unset or deleted (409), its rate 1 (422); a store with orders keeps its default (409)", async () => {
    const list = (await currencies(store.token)).json.data as { id: number; code: string; is_default: boolean }[];
    const byDefault = list.find((c) => c.is_default)!;
    const before = await rows(store.storeId);
    const keep = "This is the store's default currency: make another currency the default first.";
    for (const [method, body] of [["PUT", { is_active: false }], ["PUT", { is_default: false }], ["DELETE"]] as const) {
      const reply = await asOwner(store.token, method, `/api/currencies/${byDefault.id}`, body);
      expect(reply.status, method).toBe(409);
      expect(reply.json, method).toEqual({ success: false, message: keep });
    }
    const rate = await asOwner(store.token, "PUT", `/api/currencies/${byDefault.id}`, { conversion_rate: 2 });
    expect(rate.status).toBe(422);
    expect(keys(rate.json.errors)).toEqual(["conversion_rate"]);
    const inactive = list.find((c) => c.code === "MAD")!;
    const refused = await asOwner(store.token, "PUT", `/api/currencies/${inactive.id}`, { is_default: true });
    expect(refused.json.errors).toEqual({ is_default: ["An inactive currency cannot be the default currency."] });
    expect(await rows(store.storeId)).toEqual(before);

    const demoUsd = ((await currencies(owners.demo)).json.data as { id: number; code: string }[]).find((c) => c.code === "USD")!;
    const [demo] = await sql<{ id: number }>("SELECT id FROM stores WHERE subdomain = 'demo'");
    const demoBefore = await rows(demo!.id);
    const locked = await asOwner(owners.demo, "PUT", `/api/currencies/${demoUsd.id}`, { is_default: true, symbol: "US$" });
    expect(locked.status).toBe(409);
    expect(locked.json.message).toBe("A store that has taken orders keeps its default currency: its orders and figures are in it.");
    expect(await rows(demo!.id)).toEqual(demoBefore);
  });

  it("changes name, symbol, rate and state; deletes a currency other than the default", async () => {
    const list = (await currencies(store.token)).json.data as { id: number; code: string }[];
    const mad = list.find((c) => c.code === "MAD")!;
    const reply = await asOwner(store.token, "PUT", `/api/currencies/${mad.id}`, { name: "Moroccan Dirham", symbol: "د.م.", is_active: true, code: "XXX" });
    expect(reply.status).toBe(200);
    expect(reply.json.data).toMatchObject({ id: mad.id, code: "MAD", name: "Moroccan Dirham", symbol: "د.م.", conversion_rate: "21", is_active: true });
    expect((await shopperCurrencies()).map((c) => c.code)).toEqual(["EUR", "USD", "MAD"]);
    expect((await asOwner(store.token, "DELETE", `/api/currencies/${mad.id}`)).json).toEqual({ success: true });
    expect((await asOwner(store.token, "GET", `/api/currencies/${mad.id}`)).json).toEqual(CURRENCY_NOT_FOUND);
    expect((await shopperCurrencies()).map((c) => c.code)).toEqual(["EUR", "USD"]);
  });
});
