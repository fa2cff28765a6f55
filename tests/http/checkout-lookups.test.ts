import { describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { get, loginCustomer, post } from "../support/http";

const keys = (o: object) => Object.keys(o).sort();

describe("checkout lookups", () => {
  it("/get-countries lists the store's active countries", async () => {
    const reply = await get("/api/get-countries");
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "success"]);
    const codes = reply.json.data.map((c: { code: string }) => c.code);
    expect(codes).toEqual(expect.arrayContaining(["MA", "FR"]));
    const offered = (active: boolean) =>
      sql<{ id: number; name: string; code: string }>(
        `SELECT c.id, c.name, c.code FROM countries c JOIN store_countries sc ON sc.country_id = c.id JOIN stores s ON s.id = sc.store_id
         WHERE s.subdomain = 'demo' AND sc.is_active = $1 ORDER BY c.name`,
        [active],
      );
    const inactive = await offered(false);
    expect(inactive.length).toBeGreaterThan(0);
    for (const { code } of inactive) expect(codes).not.toContain(code);
    for (const country of reply.json.data) {
      expect(keys(country)).toEqual(["code", "id", "name"]);
      expect(typeof country.id).toBe("number");
      expect(country.code).toMatch(/^[A-Z]{2}$/);
    }
    // The whole answer, from the rows: an app shows these names and sends these ids back.
    expect(reply.json.data).toEqual(await offered(true));
    const acme = await get("/api/get-countries", { host: "acme.localhost" });
    expect(acme.json.data.map((c: { id: number }) => c.id)).not.toEqual(expect.arrayContaining(reply.json.data.map((c: { id: number }) => c.id)));
  });

  it("/get-cities-of-state gives a country's cities (Morocco's regions), /get-state a city's states (its towns)", async () => {
    const countries = (await get("/api/get-countries")).json.data;
    const morocco = countries.find((c: { code: string }) => c.code === "MA");
    const cities = await post("/api/get-cities-of-state", { country_id: morocco.id });
    expect(cities.status).toBe(200);
    expect(cities.json.data).toHaveLength(12);
    for (const city of cities.json.data) {
      expect(keys(city)).toEqual(["code", "id", "name"]);
      expect(city.code).toMatch(/^MA-\d\d$/);
    }
    const region = cities.json.data.find((c: { name: string }) => c.name === "Casablanca-Settat");
    expect(region.code).toBe("MA-06");
    const states = await post("/api/get-state", { city_id: region.id });
    expect(states.status).toBe(200);
    expect(states.json.data.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(["Casablanca", "Mohammedia", "El Jadida", "Settat"]));
    for (const state of states.json.data) expect(keys(state)).toEqual(["id", "name"]);
    const byName = (rows: { name: string }[]) => [...rows].sort((a, b) => a.name.localeCompare(b.name, "en"));
    expect(cities.json.data).toEqual(byName(await sql("SELECT id, name, code FROM cities WHERE country_id = $1 AND store_id IS NULL", [morocco.id])));
    expect(states.json.data).toEqual(byName(await sql("SELECT id, name FROM states WHERE city_id = $1 AND store_id IS NULL", [region.id])));
  });

  it("answers 404 for a place that is not the store's, and 422 for a bad id", async () => {
    const acmeCountries = (await get("/api/get-countries", { host: "acme.localhost" })).json.data;
    const foreign = await post("/api/get-cities-of-state", { country_id: acmeCountries[0].id });
    expect(foreign.status).toBe(404);
    expect(foreign.json).toEqual({ success: false, message: "Country not found." });
    const [acmeCity] = await sql<{ id: number }>("SELECT c.id FROM cities c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'acme' LIMIT 1");
    expect((await post("/api/get-state", { city_id: acmeCity!.id })).status).toBe(404);
    for (const body of [{}, { country_id: "abc" }, { country_id: -1 }, { country_id: 1.5 }]) {
      const reply = await post("/api/get-cities-of-state", body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(keys(reply.json.errors)).toEqual(["country_id"]);
    }
  });
});

describe("/active-payment-methods", () => {
  it("needs a customer token", async () => {
    expect((await get("/api/active-payment-methods")).status).toBe(401);
  });

  it("lists the active methods in order, as data.data, without credentials", async () => {
    const token = await loginCustomer();
    const reply = await get("/api/active-payment-methods", { token });
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "success"]);
    expect(keys(reply.json.data)).toEqual(["data"]);
    const methods = reply.json.data.data;
    expect(methods.map((m: { name: string }) => m.name)).toEqual(expect.arrayContaining(["Cash On Delivery"]));
    expect(methods.length).toBe(5);
    for (const method of methods) {
      expect(keys(method)).toEqual(["id", "instruction", "logo", "name"]);
      expect(method.logo).toMatch(/^\/uploads\//);
    }
    expect(methods).toEqual(
      await sql(
        `SELECT m.id, m.name, '/uploads/' || u.path AS logo, m.instruction FROM payment_methods m JOIN stores s ON s.id = m.store_id
         JOIN uploads u ON u.id = m.logo_upload_id WHERE s.subdomain = 'demo' AND m.is_active ORDER BY m.position, m.id`,
      ),
    );
    expect(reply.text).not.toMatch(/sk_test|pk_test|whsec_|client_secret|store_key|TEST\|KEY|credentials/);
    const logo = await get(methods[0].logo);
    expect(logo.status).toBe(200);
  });
});
