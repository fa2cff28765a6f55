import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerProduct } from "../support/catalogue";
import { freshShopper } from "../support/arrange";
import { get, post, type CallOptions } from "../support/http";
import { asOwner } from "../support/owner-calls";
import { dropStores, signUp, type SignedUp } from "../support/stores";

// The catalogue in the store's languages (issue 28): an owner of a French store made by /register
// writes Arabic and English beside the French; a shopper's app asks with Accept-Language and sees
// each text in its language where one is written, the store's French elsewhere, and the French
// when it asks nothing, as existing apps do.

let store: SignedUp;
let lanternId: number;
let rugId: number;
const asked = (language?: string): CallOptions => ({ host: store.host, headers: language ? { "accept-language": language } : {} });

beforeAll(async () => {
  store = await signUp({ language: "fr" });
  const category = await asOwner(store.token, "POST", "/api/product-categories", {
    name: "Luminaires",
    translations: { ar: { name: "إنارة" }, en: { name: "Lighting" } },
  });
  expect(category.status, category.text).toBe(201);
  lanternId = await ownerProduct(store.token, {
    name: "Lanterne en laiton",
    summary: "Ciselée à la main",
    description: "<p>Laiton martelé</p>",
    translations: { ar: { name: "فانوس نحاسي", summary: "منقوش يدويا" }, en: { name: "Brass lantern" } },
    price: "320",
    category_ids: [category.json.data.id],
    attributes: [{ name: "Taille", translations: { ar: { name: "المقاس" }, en: { name: "Size" } }, values: ["M", "L"] }],
    variants: [
      { values: { Taille: "M" }, price: "320", stock: 4 },
      { values: { Taille: "L" }, price: "380", stock: 2 },
    ],
  });
  rugId = await ownerProduct(store.token, {
    name: "Tapis berbère",
    translations: { en: { name: "Berber rug" }, ar: { name: "زربية أمازيغية" } },
    price: "900",
    stock: 2,
  });
  await ownerProduct(store.token, {
    kind: "customizable",
    name: "Plateau gravé",
    price: "150",
    stock: 5,
    option_groups: [
      {
        name: "Gravure",
        translations: { ar: { name: "نقش" } },
        min_options: 0,
        max_options: 1,
        options: [{ name: "Prénom", translations: { ar: { name: "اسم", text_label: "الاسم المنقوش" } }, price: "30", stock: 9, text_label: "Le prénom" }],
      },
    ],
  });
});
afterAll(dropStores);

describe("the catalogue in the shopper's language", () => {
  it("lists products and categories in the language asked, the store's own without one", async () => {
    const names = async (language?: string) => {
      const reply = await get("/api/fetch-all-products", asked(language));
      expect(reply.status, reply.text).toBe(200);
      const lantern = reply.json.products.find((p: { id: number }) => p.id === lanternId);
      return { name: lantern.name, category: lantern.categories[0].name };
    };
    expect(await names()).toEqual({ name: "Lanterne en laiton", category: "Luminaires" });
    expect(await names("ar")).toEqual({ name: "فانوس نحاسي", category: "إنارة" });
    // The first language by preference that the store offers; regional tags name their language.
    expect(await names("de-DE, en-GB;q=0.8, ar;q=0.5")).toEqual({ name: "Brass lantern", category: "Lighting" });
    expect(await names("de")).toEqual({ name: "Lanterne en laiton", category: "Luminaires" });
    // Kept answers are kept per language: French again after Arabic.
    expect(await names("fr")).toEqual({ name: "Lanterne en laiton", category: "Luminaires" });

    const categories = await get("/api/fetch-categories", asked("ar"));
    expect(categories.json.entities.map((c: { name: string }) => c.name)).toEqual(["إنارة"]);
    const slug = categories.json.entities[0].slug;
    const inCategory = await get(`/api/fetch-all-products-category?slug=${slug}`, asked("en"));
    expect(inCategory.json.products.map((p: { name: string }) => p.name)).toEqual(["Brass lantern"]);
  });

  it("shows a product's details, attribute, option group and option names in the language asked", async () => {
    const lantern = await get("/api/product-details/lanterne-en-laiton", asked("ar"));
    expect(lantern.status, lantern.text).toBe(200);
    expect(lantern.json.product).toMatchObject({ name: "فانوس نحاسي", summary: "منقوش يدويا", description: "<p>Laiton martelé</p>" });
    // Shared caches keep an answer per language and currency.
    expect(lantern.headers.vary).toMatch(/store-currency.*Accept-Language/);
    expect(lantern.json.attributes.map((a: { name: string }) => a.name)).toEqual(["المقاس"]);
    expect(lantern.json.categories).toEqual([expect.objectContaining({ name: "إنارة" })]);
    const french = await get("/api/product-details/lanterne-en-laiton", asked());
    expect(french.json.product).toMatchObject({ name: "Lanterne en laiton", summary: "Ciselée à la main" });
    expect(french.json.attributes.map((a: { name: string }) => a.name)).toEqual(["Taille"]);

    const tray = await get("/api/product-details/plateau-grave", asked("ar"));
    expect(tray.status, tray.text).toBe(200);
    const [group] = tray.json.product.options_groups;
    expect(group).toMatchObject({ group_name: "نقش", options: [{ option_name: "اسم", text_label: "الاسم المنقوش" }] });
    // English was not written for the option: the store's French shows.
    const english = await get("/api/product-details/plateau-grave", asked("en"));
    expect(english.json.product.options_groups[0]).toMatchObject({ group_name: "Gravure", options: [{ option_name: "Prénom", text_label: "Le prénom" }] });
  });

  it("finds a product by the words of every language it is written in, and names its hits in the language asked", async () => {
    for (const query of ["فانوس", "brass", "laiton", "lantren"]) {
      const reply = await get(`/api/search-products?query=${encodeURIComponent(query)}`, asked("ar"));
      expect(reply.status, reply.text).toBe(200);
      expect(
        reply.json.data.map((hit: { id_product: number; product_name: string }) => [hit.id_product, hit.product_name]),
        query,
      ).toEqual([[lanternId, "فانوس نحاسي"]]);
    }
  });

  it("finds a rug written in French by its English and Arabic words, and the French word in any language", async () => {
    for (const [query, language, name] of [
      ["rug", "en", "Berber rug"],
      ["tapis", "en", "Berber rug"],
      ["زربية", "fr", "Tapis berbère"],
    ] as const) {
      const reply = await get(`/api/search-products?query=${encodeURIComponent(query)}`, asked(language));
      expect(
        reply.json.data.map((hit: { id_product: number; product_name: string }) => [hit.id_product, hit.product_name]),
        query,
      ).toEqual([[rugId, name]]);
    }
  });

  it("labels the facets' attributes in the language asked, keyed by the store's name", async () => {
    const reply = await get("/api/product-facets", asked("ar"));
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json.attributes).toEqual([{ name: "Taille", label: "المقاس", values: expect.any(Array) }]);
    const filtered = await get(`/api/fetch-all-products?attribute[Taille][]=L`, asked("ar"));
    expect(filtered.json.products.map((p: { name: string }) => p.name)).toEqual(["فانوس نحاسي"]);
  });

  it("gives the owner the translations to edit, removes an emptied one, and refuses a language or field it does not know", async () => {
    const record = await asOwner(store.token, "GET", `/api/products/${lanternId}`);
    expect(record.json.data.translations).toEqual({ ar: { name: "فانوس نحاسي", summary: "منقوش يدويا" }, en: { name: "Brass lantern" } });
    expect(record.json.data.attributes[0].translations).toEqual({ ar: { name: "المقاس" }, en: { name: "Size" } });

    const patched = await asOwner(store.token, "PUT", `/api/products/${lanternId}`, {
      translations: { ar: { name: "فانوس من النحاس", summary: "" }, en: { name: "Brass lantern" } },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json.data.translations).toEqual({ ar: { name: "فانوس من النحاس" }, en: { name: "Brass lantern" } });
    const shown = await get("/api/product-details/lanterne-en-laiton", asked("ar"));
    expect(shown.json.product).toMatchObject({ name: "فانوس من النحاس", summary: "Ciselée à la main" });

    for (const translations of [{ de: { name: "Laterne" } }, { ar: { title: "فانوس" } }]) {
      const refused = await asOwner(store.token, "PUT", `/api/products/${lanternId}`, { translations });
      expect(refused.status, JSON.stringify(translations)).toBe(422);
      expect(refused.text).toMatch(/translations/);
    }
  });

  it("documents Accept-Language on the routes that translate", async () => {
    const reference = await get("/api/openapi.json", { host: store.host });
    const parameters = reference.json.paths["/product-details/{slug}"].get.parameters as { name: string; in: string }[];
    expect(parameters).toContainEqual(expect.objectContaining({ name: "accept-language", in: "header" }));
    expect(reference.json.paths["/get-info-store"].get.parameters ?? []).not.toContainEqual(expect.objectContaining({ name: "accept-language" }));
  });

  it("names a shopper's cart lines in the language asked (after the owner's renaming above)", async () => {
    const shopper = await freshShopper(store.host);
    // A product with sizes needs one chosen: the first combination the product offers.
    const details = await get("/api/product-details/lanterne-en-laiton", asked());
    const [selection] = details.json.variantsDataNew as { variant: unknown }[];
    const chosen = await post("/api/cart/add", { product_id: lanternId, quantity: 1, variant: selection!.variant }, { host: store.host, token: shopper.token });
    expect(chosen.status, chosen.text).toBe(200);
    const lines = await get("/api/cart/list", { ...asked("ar-MA"), token: shopper.token });
    expect(lines.status, lines.text).toBe(200);
    expect(lines.json.cartItems.map((line: { name: string }) => line.name)).toEqual(["فانوس من النحاس"]);
  });
});
