import { afterAll, describe, expect, inject, it, vi } from "vitest";
import { db, type PrismaClient } from "../../lib/db/client";
import { openShipping } from "../../lib/shipping/open-shipping";
import { sql } from "../support/database";
import { get, post } from "../support/http";
import { asOwner } from "../support/owner-calls";
import { dropStores, signUp, type SignedUp } from "../support/stores";

// Places as every store reads them (docs/decisions.md, "Places"), from a store made by the sign-up:
// the reference countries, switched on by the owner and named in the store's language; Morocco's
// regions and towns; the towns a store adds, which only it reads; and its first zone (openShipping).

// As in domain-recheck.test.ts: this process's writes (openShipping) go over a client of their own.
vi.mock("../../lib/db/client", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../lib/db/client")>();
  let client: PrismaClient | undefined;
  return { ...original, db: () => (client ??= original.createPrismaClient(inject("server").databaseUrl, 1)) };
});

afterAll(dropStores);

type Named = { id: number; name: string; code?: string | null };

const countriesOf = async (store: SignedUp) => (await get("/api/get-countries", { host: store.host })).json.data as Named[];
const regionsOf = async (store: SignedUp, countryId: number) =>
  (await post("/api/get-cities-of-state", { country_id: countryId }, { host: store.host })).json.data as Named[];
const townsOf = async (store: SignedUp, regionId: number) => (await post("/api/get-state", { city_id: regionId }, { host: store.host })).json.data as Named[];

/** Switches Morocco on, as the owner does on the shipping screen; its id. */
async function offerMorocco(store: SignedUp) {
  const all = (await asOwner(store.token, "GET", "/api/shipping/countries")).json.data as (Named & { code: string })[];
  const morocco = all.find((country) => country.code === "MA")!;
  expect((await asOwner(store.token, "PUT", "/api/shipping/countries", { active_ids: [morocco.id] })).status).toBe(200);
  return morocco.id;
}

/** Casablanca-Settat (MA-06) as the store's lookups answer it. */
async function casablancaSettat(store: SignedUp, moroccoId: number) {
  return (await regionsOf(store, moroccoId)).find((region) => region.code === "MA-06")!;
}

describe("reference places for a store made by /register", () => {
  const named = {
    en: { country: "Morocco", region: "Casablanca-Settat", town: "Casablanca" },
    fr: { country: "Maroc", region: "Casablanca-Settat", town: "Casablanca" },
    ar: { country: "المغرب", region: "الدار البيضاء سطات", town: "الدار البيضاء" },
  };
  for (const [language, names] of Object.entries(named)) {
    it(`a new ${language} store offers no country; with Morocco on, it lists Morocco, its regions and Casablanca, in its language`, async () => {
      const store = await signUp({ language });
      expect(await countriesOf(store)).toEqual([]);
      const moroccoId = await offerMorocco(store);
      expect(await countriesOf(store)).toEqual([{ id: moroccoId, name: names.country, code: "MA" }]);
      const regions = await regionsOf(store, moroccoId);
      expect(regions).toHaveLength(12);
      const region = await casablancaSettat(store, moroccoId);
      expect(region.name).toBe(names.region);
      const towns = await townsOf(store, region.id);
      expect(towns.length).toBeGreaterThanOrEqual(10);
      expect(towns.map((town) => town.name)).toContain(names.town);
      // Sorted as the language reads.
      expect(towns.map((town) => town.name)).toEqual([...towns.map((town) => town.name)].sort((a, b) => a.localeCompare(b, language)));
    });
  }

  it("a town an owner adds shows in its store only; another store cannot read, use or remove it", async () => {
    const [mine, theirs] = [await signUp({ language: "fr" }), await signUp({ language: "fr" })];
    const moroccoId = await offerMorocco(mine);
    await offerMorocco(theirs);
    const region = await casablancaSettat(mine, moroccoId);
    const added = await asOwner(mine.token, "POST", "/api/shipping/states", { city_id: region.id, name: "Aïn Harrouda" });
    expect(added.status).toBe(201);
    expect(added.json.data).toEqual({ id: expect.any(Number), name: "Aïn Harrouda", own: true });
    const town = added.json.data.id as number;

    expect((await townsOf(mine, region.id)).map((t) => t.name)).toContain("Aïn Harrouda");
    expect((await townsOf(theirs, region.id)).map((t) => t.name)).not.toContain("Aïn Harrouda");
    const zone = await asOwner(theirs.token, "POST", "/api/shipping-zones", { name: "Nord", country_id: moroccoId, state_ids: [town] });
    expect(zone.status).toBe(422);
    expect(Object.keys(zone.json.errors)).toEqual(["state_ids"]);
    expect((await asOwner(theirs.token, "DELETE", `/api/shipping/states/${town}`)).status).toBe(404);

    // A zone of that town delivers there; the town is not removed while a zone names it.
    const served = await asOwner(mine.token, "POST", "/api/shipping-zones", { name: "Banlieue", country_id: moroccoId, state_ids: [town] });
    expect(served.status).toBe(201);
    expect((await asOwner(mine.token, "DELETE", `/api/shipping/states/${town}`)).status).toBe(409);
    expect((await asOwner(mine.token, "DELETE", `/api/shipping-zones/${served.json.data.id}`)).status).toBe(200);
    expect((await asOwner(mine.token, "DELETE", `/api/shipping/states/${town}`)).json).toEqual({ success: true });
    expect((await townsOf(mine, region.id)).map((t) => t.name)).not.toContain("Aïn Harrouda");
    // A reference town is no store's to remove.
    const casablanca = (await townsOf(mine, region.id)).find((t) => t.name === "Casablanca")!;
    expect((await asOwner(mine.token, "DELETE", `/api/shipping/states/${casablanca.id}`)).status).toBe(404);
  });

  it("a city an owner adds to another country shows in its store only, with its districts", async () => {
    const [mine, theirs] = [await signUp(), await signUp()];
    const all = (await asOwner(mine.token, "GET", "/api/shipping/countries")).json.data as (Named & { code: string })[];
    const france = all.find((country) => country.code === "FR")!;
    for (const store of [mine, theirs]) await asOwner(store.token, "PUT", "/api/shipping/countries", { active_ids: [france.id] });
    expect(await regionsOf(mine, france.id)).toEqual([]);
    const city = await asOwner(mine.token, "POST", "/api/shipping/cities", { country_id: france.id, name: "Lille" });
    expect(city.status).toBe(201);
    expect(city.json.data).toMatchObject({ name: "Lille", own: true, country_id: france.id, states: [] });
    const district = await asOwner(mine.token, "POST", "/api/shipping/states", { city_id: city.json.data.id, name: "Vieux-Lille" });
    expect(district.status).toBe(201);
    expect(await regionsOf(mine, france.id)).toEqual([{ id: city.json.data.id, name: "Lille", code: null }]);
    expect(await townsOf(mine, city.json.data.id)).toEqual([{ id: district.json.data.id, name: "Vieux-Lille" }]);
    expect(await regionsOf(theirs, france.id)).toEqual([]);
    expect((await post("/api/get-state", { city_id: city.json.data.id }, { host: theirs.host })).status).toBe(404);
    const refused = await asOwner(theirs.token, "POST", "/api/shipping/states", { city_id: city.json.data.id, name: "Wazemmes" });
    expect(Object.keys(refused.json.errors)).toEqual(["city_id"]);
  });
});

describe("openShipping", () => {
  it("switches the country on and makes a zone of the whole country at one flat rate, named in the store's language", async () => {
    const store = await signUp({ language: "fr" });
    const [row] = await sql<{ id: number; language: string }>("SELECT id, language FROM stores WHERE id = $1", [store.storeId]);
    const zone = await db().$transaction((tx) => openShipping(tx, row!, { countryCode: "ma", rate: "25.00" }));
    expect(zone).toMatchObject({ name: "Maroc", rates: [expect.objectContaining({ title: "Livraison standard", shippingTime: "2 à 4 jours" })] });

    const [morocco] = await countriesOf(store);
    expect(morocco).toMatchObject({ name: "Maroc", code: "MA" });
    const region = await casablancaSettat(store, morocco!.id);
    const casablanca = (await townsOf(store, region.id)).find((t) => t.name === "Casablanca")!;
    const product = await asOwner(store.token, "POST", "/api/products", { name: "Tapis", price: 100, stock: 5, status: 1 });
    expect(product.status, product.text).toBe(201);
    const quote = await post(
      "/api/get-shipping-options",
      {
        products: [{ id: product.json.data.id, quantity: 1 }],
        shipping_type: "home_delivery",
        delivery_address: { country_id: morocco!.id, state_id: casablanca.id },
      },
      { host: store.host },
    );
    expect(quote.status, quote.text).toBe(200);
    expect(quote.json.options[0].options.data).toEqual([
      { id: expect.any(Number), title: "Livraison standard", shipping_cost: 25, shipping_time: "2 à 4 jours", shipping_from: "", by: null },
    ]);
    // Morocco has places: an address without its town is refused, as the contract's apps always send it.
    const townless = await post(
      "/api/get-shipping-options",
      { products: [{ id: product.json.data.id, quantity: 1 }], shipping_type: "home_delivery", delivery_address: { country_id: morocco!.id } },
      { host: store.host },
    );
    expect(townless.status).toBe(422);
    expect(Object.keys(townless.json.errors)).toEqual(["delivery_address.state_id"]);

    // France, delivered to whole without places: the shopper types the town, and the whole-country zone quotes.
    await db().$transaction((tx) => openShipping(tx, row!, { countryCode: "FR", rate: "40.00" }));
    const france = (await countriesOf(store)).find((country) => country.code === "FR")!;
    expect(france.name).toBe("France");
    expect(await regionsOf(store, france.id)).toEqual([]);
    const typed = await post(
      "/api/get-shipping-options",
      {
        products: [{ id: product.json.data.id, quantity: 1 }],
        shipping_type: "home_delivery",
        delivery_address: { country_id: france.id, city: "Lille" },
      },
      { host: store.host },
    );
    expect(typed.status, typed.text).toBe(200);
    expect(typed.json.options[0].options.data.map((o: { shipping_cost: number }) => o.shipping_cost)).toEqual([40]);

    const unknown = db().$transaction((tx) => openShipping(tx, row!, { countryCode: "ZZ", rate: "1.00" }));
    await expect(unknown).rejects.toThrow();
  });
});
