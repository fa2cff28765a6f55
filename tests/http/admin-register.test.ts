import { afterAll, describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { call, get, origin, otherClient, post } from "../support/http";
import { keys, PLATFORM_HOST } from "../support/owner-calls";
import { dropStores, OWNER_PASSWORD, register, signUp, signUpBody } from "../support/stores";

// The store sign-up (`POST /register`) and `GET /subdomain-availability`: an owner and a store that
// the customer API answers at once; reserved, taken and malformed names; one store per subdomain
// and one owner per e-mail, racing requests included; a budget of sign-ups per address.

const USER_KEYS = [
  "adress",
  "created_at",
  "domain_store",
  "email",
  "id",
  "image",
  "name",
  "phone",
  "role",
  "role_name",
  "status",
  "type_website",
  "updated_at",
  "user_type",
];
const STORE_KEYS = ["custom_domain", "default_currency", "id", "language", "name", "subdomain", "timezone", "url"];

const counts = async () =>
  (
    await sql<{ stores: number; owners: number; currencies: number; tokens: number }>(
      `SELECT (SELECT count(*)::int FROM stores) AS stores, (SELECT count(*)::int FROM owners) AS owners,
              (SELECT count(*)::int FROM currencies) AS currencies, (SELECT count(*)::int FROM access_tokens) AS tokens`,
    )
  )[0]!;

afterAll(dropStores);

describe("POST /register", () => {
  it("signs up an owner and their store, signed in; the customer API answers the store at once, /user the owner", async () => {
    const body = signUpBody({ name: " Karim Owner ", store_name: "Maison Karim", language: "fr", currency: "eur", timezone: "europe/paris", user_id: 1 });
    const reply = await register(body);
    expect(reply.status).toBe(201);
    expect(reply.headers["cache-control"]).toBe("no-store");
    expect(keys(reply.json)).toEqual(["store", "success", "token", "user"]);
    const { user, store, token } = reply.json;
    expect(token).toMatch(/^own_/);
    expect(keys(user)).toEqual(USER_KEYS);
    expect(keys(store)).toEqual(STORE_KEYS);
    const host = `${body.subdomain}.localhost`;
    expect(user).toMatchObject({ name: "Karim Owner", email: body.email, domain_store: origin(host), status: 1, image: null });
    expect(user.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(store).toEqual({
      id: expect.any(Number),
      name: "Maison Karim",
      subdomain: body.subdomain,
      custom_domain: null,
      url: origin(host),
      language: "fr",
      default_currency: "EUR",
      timezone: "Europe/Paris",
    });

    // The customer API of the new store, with no step between.
    const theme = await get("/api/get-theme-store", { host });
    expect(theme.status).toBe(200);
    expect(keys(theme.json.data)).toEqual(["body", "button", "h1", "h2", "h3", "h4", "paragraph"]);
    const info = await get("/api/get-info-store", { host });
    expect(info.json.data).toMatchObject({ store_name: "Maison Karim", address: "", logo_light: `${origin(host)}/assets/placeholder.svg` });
    const currencies = await get("/api/currency", { host });
    expect(currencies.json.data).toEqual([{ id: expect.any(Number), name: "Euro", code: "EUR", symbol: "€", conversion_rate: 1, is_default: 1 }]);
    const products = await get("/api/fetch-all-products", { host });
    expect(products.status).toBe(200);
    expect(products.json.products).toEqual([]);
    expect((await get("/api/fetch-categories", { host })).json.entities).toEqual([]);

    const me = await get("/api/user", { host: PLATFORM_HOST, token });
    expect(me.status).toBe(200);
    expect(me.json.user).toEqual(user);
    expect(me.json.store).toEqual(store);
    // The password is kept hashed, and signs in.
    const [owner] = await sql<{ password_hash: string; store_id: number }>("SELECT password_hash, store_id FROM owners WHERE email = $1", [body.email]);
    expect(owner).toMatchObject({ store_id: store.id });
    expect(owner!.password_hash).toMatch(/^\$argon2id\$/);
    expect((await post("/api/login", { email: body.email, password: OWNER_PASSWORD }, { host: PLATFORM_HOST })).status).toBe(200);
  });

  it("defaults to English, US dollars and UTC; lower-cases the subdomain and the e-mail", async () => {
    const body = signUpBody();
    const reply = await register({ ...body, subdomain: body.subdomain.toUpperCase(), email: body.email.toUpperCase() });
    expect(reply.status).toBe(201);
    expect(reply.json.store).toMatchObject({ subdomain: body.subdomain, language: "en", default_currency: "USD", timezone: "UTC" });
    expect(reply.json.user.email).toBe(body.email);
    const currencies = await get("/api/currency", { host: `${body.subdomain}.localhost` });
    expect(currencies.json.data).toEqual([{ id: expect.any(Number), name: "US Dollar", code: "USD", symbol: "$", conversion_rate: 1, is_default: 1 }]);
  });

  it("takes the store's country: the currency and time zone left out follow it, those given stay; the store keeps its country", async () => {
    const morocco = signUpBody({ country: "ma", language: "fr" });
    const reply = await register(morocco);
    expect(reply.status).toBe(201);
    expect(reply.json.store).toMatchObject({ language: "fr", default_currency: "MAD", timezone: "Africa/Casablanca" });
    const currencies = await get("/api/currency", { host: `${morocco.subdomain}.localhost` });
    expect(currencies.json.data).toMatchObject([{ code: "MAD", conversion_rate: 1, is_default: 1 }]);
    const stored = async (id: number) => (await sql<{ country: string | null }>("SELECT country FROM stores WHERE id = $1", [id]))[0]!.country;
    expect(await stored(reply.json.store.id)).toBe("MA");

    const given = await register(signUpBody({ country: "FR", currency: "USD", timezone: "Africa/Casablanca" }));
    expect(given.json.store).toMatchObject({ default_currency: "USD", timezone: "Africa/Casablanca" });
    expect(await stored(given.json.store.id)).toBe("FR");
    const japan = await register(signUpBody({ country: "JP" }));
    expect(japan.json.store).toMatchObject({ default_currency: "JPY", timezone: "Asia/Tokyo" });
    // Without a country, as before it was asked.
    const none = await register(signUpBody());
    expect(none.json.store).toMatchObject({ default_currency: "USD", timezone: "UTC" });
    expect(await stored(none.json.store.id)).toBeNull();
  });

  it("refuses reserved and taken subdomains and a taken e-mail with 422 on the field, creating nothing", async () => {
    const before = await counts();
    for (const [subdomain, message] of [
      ["admin", "This subdomain is kept by the platform: choose another."],
      ["WWW", "This subdomain is kept by the platform: choose another."],
      ["shop", "This subdomain is kept by the platform: choose another."],
      ["demo", "This subdomain is taken: choose another."],
    ] as const) {
      const reply = await register(signUpBody({ subdomain }));
      expect(reply.status, subdomain).toBe(422);
      expect(reply.json, subdomain).toEqual({ success: false, message, errors: { subdomain: [message] } });
    }
    const both = await register(signUpBody({ subdomain: "acme", email: "Owner@Example.com" }));
    expect(both.status).toBe(422);
    expect(both.json.errors).toEqual({
      subdomain: ["This subdomain is taken: choose another."],
      email: ["An account already uses this e-mail address: sign in instead."],
    });
    expect(await counts()).toEqual(before);
  });

  it("refuses bad input with field errors: the subdomain's form, the password rule, the language, country, currency and time zone", async () => {
    const before = await counts();
    const body = signUpBody();
    const reply = await register({
      ...body,
      name: "",
      subdomain: "-x",
      password: "password",
      language: "de",
      country: "ZZ",
      currency: "XYZ",
      timezone: "+01:00",
      store_name: "   ",
    });
    expect(reply.status).toBe(422);
    expect(keys(reply.json.errors)).toEqual(["country", "currency", "language", "name", "password", "store_name", "subdomain", "timezone"]);
    expect(reply.json.errors.country).toEqual(["This is not an ISO 3166 country code, such as MA."]);
    expect(reply.json.errors.password).toEqual(["This password is too common: choose one that is harder to guess."]);
    const blank = await register({ ...body, password: " ".repeat(8) });
    expect(blank.json.errors).toEqual({ password: ["The password must not be only spaces."] });
    const emailAsPassword = await register({ ...body, password: body.email });
    expect(emailAsPassword.json.errors).toEqual({ password: ["The password must not be your e-mail address, nor the name before its @."] });
    for (const subdomain of ["ab", "a".repeat(41), "my_shop", "shop-"])
      expect((await register({ ...body, subdomain })).json.errors, subdomain).toHaveProperty("subdomain");
    expect((await register({})).status).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it("makes one store of two sign-ups for one subdomain at once, and one owner of two for one e-mail", async () => {
    const subdomain = signUpBody().subdomain;
    const replies = await Promise.all([0, 1, 2, 3].map(() => register(signUpBody({ subdomain }))));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 422, 422, 422]);
    for (const refused of replies.filter((r) => r.status === 422))
      expect(refused.json.errors).toEqual({ subdomain: ["This subdomain is taken: choose another."] });
    expect(await sql("SELECT id FROM stores WHERE subdomain = $1", [subdomain])).toHaveLength(1);

    const email = signUpBody().email;
    const twice = await Promise.all([0, 1].map(() => register(signUpBody({ email }))));
    expect(twice.map((r) => r.status).sort()).toEqual([201, 422]);
    expect(twice.find((r) => r.status === 422)!.json.errors).toEqual({ email: ["An account already uses this e-mail address: sign in instead."] });
    expect(await sql("SELECT id FROM owners WHERE email = $1", [email])).toHaveLength(1);
    // The losing sign-up left no store behind.
    expect(await sql("SELECT s.id FROM stores s LEFT JOIN owners o ON o.store_id = s.id WHERE o.id IS NULL")).toEqual([]);
  });

  it("takes at most SIGN_UPS_PER_HOUR (10) sign-ups from one address an hour, refused ones included: then 429 with Retry-After", async () => {
    const from = otherClient();
    for (let i = 0; i < 10; i++) expect((await register(signUpBody({ subdomain: "demo" }), from)).status).toBe(422);
    const refused = await register(signUpBody(), from);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ success: false, message: "Too many requests. Please try again later." });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another address signs up.
    expect((await register(signUpBody())).status).toBe(201);
  });
});

describe("GET /subdomain-availability", () => {
  it("says whether a new store may take the name, and why not, without a token", async () => {
    const ask = (subdomain: string) => call("GET", `/api/subdomain-availability?subdomain=${encodeURIComponent(subdomain)}`, { host: PLATFORM_HOST });
    const free = await ask(" Fresh-Name-42 ");
    expect(free.status).toBe(200);
    expect(free.json).toEqual({ success: true, data: { subdomain: "fresh-name-42", available: true } });
    expect((await ask("demo")).json.data).toEqual({ subdomain: "demo", available: false, reason: "taken" });
    expect((await ask("api")).json.data).toEqual({ subdomain: "api", available: false, reason: "reserved" });
    expect((await ask("a_b")).json.data).toEqual({ subdomain: "a_b", available: false, reason: "invalid" });
    const { subdomain } = await signUp();
    expect((await ask(subdomain)).json.data).toMatchObject({ available: false, reason: "taken" });
    const missing = await call("GET", "/api/subdomain-availability", { host: PLATFORM_HOST });
    expect(missing.status).toBe(422);
    expect(keys(missing.json.errors)).toEqual(["subdomain"]);
  });
});
