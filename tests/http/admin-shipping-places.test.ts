import { describe, expect, it } from "vitest";
import { admin, rowCounts } from "../support/admin-catalog";
import { acme, COUNTED, demo, place, plainProduct, points, quote, shippingOwners } from "../support/admin-shipping";
import { sql } from "../support/database";
import { get, post } from "../support/http";
import { keys } from "../support/owner-calls";

// The owner's pickup points, the countries delivered to and the cities (management routes), each what
// /get-shipping-options and the location lookups answer next.

const POINT_KEYS = ["address", "city", "city_id", "country_code", "country_id", "id", "is_active", "name", "opening_hours", "phone"];

shippingOwners();

describe("pickup points", () => {
  it("a point created here is offered for pickup at once; a used one is kept", async () => {
    const marrakech = await place(demo.storeId, "Marrakech");
    const product = await plainProduct();
    const reply = await admin("POST", "/api/pickup-points", demo, {
      name: "Riad Depot",
      address: "3 Derb Sidi Bouloukat, Medina",
      city_id: marrakech.city_id,
      phone: "+212524000000",
      opening_hours: "Mon-Fri 09:00-18:00",
    });
    expect(reply.status).toBe(201);
    expect(keys(reply.json.data)).toEqual(POINT_KEYS);
    expect(reply.json.data).toMatchObject({
      city: "Marrakech",
      city_id: marrakech.city_id,
      country_id: marrakech.country_id,
      country_code: "MA",
      is_active: true,
    });
    const id = reply.json.data.id;
    points.push(id);

    const pickup = () => post("/api/get-shipping-options", { products: [{ id: product.id, quantity: 1 }], shipping_type: "pickup_delivery" });
    expect((await pickup()).json.pickup_points).toContainEqual({
      id,
      name: "Riad Depot",
      address: "3 Derb Sidi Bouloukat, Medina",
      phone: "+212524000000",
      opening_hours: "Mon-Fri 09:00-18:00",
      city: "Marrakech",
    });
    const hidden = await admin("PUT", `/api/pickup-points/${id}`, demo, { is_active: false, city_id: null });
    expect(hidden.json.data).toMatchObject({ is_active: false, city: null, country_id: null, name: "Riad Depot" });
    expect((await pickup()).json.pickup_points.map((p: { id: number }) => p.id)).not.toContain(id);

    const list = await admin("GET", "/api/pickup-points", demo);
    expect(keys(list.json)).toEqual(["data", "links", "meta", "success"]);
    expect(list.json.data.map((p: { id: number }) => p.id)).toContain(id);

    expect((await admin("DELETE", `/api/pickup-points/${id}`, demo)).json).toEqual({ success: true });
    expect((await admin("GET", `/api/pickup-points/${id}`, demo)).status).toBe(404);

    const [used] = await sql<{ id: number }>("SELECT DISTINCT pickup_point_id AS id FROM orders WHERE store_id = $1 AND pickup_point_id IS NOT NULL LIMIT 1", [
      demo.storeId,
    ]);
    const kept = await admin("DELETE", `/api/pickup-points/${used!.id}`, demo);
    expect(kept.status).toBe(409);
    expect(kept.json).toEqual({ success: false, message: "Orders name this pickup point: deactivate it instead." });
  });

  it("refuses another store's city (422) and point (404), and writes nothing", async () => {
    const denver = await place(acme.storeId, "Denver");
    const [acmePoint] = await sql<{ id: number }>("SELECT id FROM pickup_points WHERE store_id = $1 LIMIT 1", [acme.storeId]);
    const before = await rowCounts([...COUNTED]);
    const cases: [Record<string, unknown>, string][] = [
      [{ address: "x" }, "name"],
      [{ name: "x" }, "address"],
      [{ name: "x", address: "y", city_id: denver.city_id }, "city_id"],
      [{ name: "x", address: "y", is_active: 1 }, "is_active"],
    ];
    for (const [body, field] of cases) {
      const reply = await admin("POST", "/api/pickup-points", demo, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.json.errors)).toEqual([field]);
    }
    for (const method of ["GET", "PUT", "DELETE"]) {
      const reply = await admin(method, `/api/pickup-points/${acmePoint!.id}`, demo, method === "PUT" ? { name: "Mine" } : undefined);
      expect(reply.status, method).toBe(404);
      expect(reply.json).toEqual({ success: false, message: "Pickup point not found." });
    }
    expect((await admin("GET", "/api/pickup-points", undefined)).status).toBe(401);
    expect(await rowCounts([...COUNTED])).toEqual(before);
  });
});

describe("/shipping/countries", () => {
  it("sets the countries the store delivers to, which the customer API offers at once", async () => {
    const reply = await admin("GET", "/api/shipping/countries", demo);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "success"]);
    // By name: France, Morocco, Spain.
    expect(reply.json.data.map((c: { code: string; is_active: boolean }) => [c.code, c.is_active])).toEqual([
      ["FR", true],
      ["MA", true],
      ["ES", false],
    ]);
    for (const country of reply.json.data) expect(keys(country)).toEqual(["code", "id", "is_active", "name"]);
    const id = (code: string) => reply.json.data.find((c: { code: string }) => c.code === code).id as number;

    const set = await admin("PUT", "/api/shipping/countries", demo, { active_ids: [id("MA"), id("ES")] });
    expect(set.status).toBe(200);
    expect(set.json.data.filter((c: { is_active: boolean }) => c.is_active).map((c: { code: string }) => c.code)).toEqual(["MA", "ES"]);
    const shopper = (await get("/api/get-countries")).json;
    expect(JSON.stringify(shopper)).toContain('"ES"');
    expect(JSON.stringify(shopper)).not.toContain('"FR"');
    // Home delivery to a country switched off is refused, whatever its zones.
    const paris = await place(demo.storeId, "Paris");
    expect((await quote((await plainProduct()).id, 1, paris)).status).toBe(422);
  });

  it("refuses another store's country, and writes nothing", async () => {
    const [acmeCountry] = await sql<{ id: number }>("SELECT id FROM countries WHERE store_id = $1 LIMIT 1", [acme.storeId]);
    const before = await sql("SELECT id, is_active FROM countries ORDER BY id");
    const counts = await rowCounts([...COUNTED]);
    for (const body of [{ active_ids: [acmeCountry!.id] }, { active_ids: "all" }, {}]) {
      const reply = await admin("PUT", "/api/shipping/countries", demo, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.json.errors)).toEqual(["active_ids"]);
    }
    expect((await admin("PUT", "/api/shipping/countries", undefined, { active_ids: [] })).status).toBe(401);
    expect(await sql("SELECT id, is_active FROM countries ORDER BY id")).toEqual(before);
    expect(await rowCounts([...COUNTED])).toEqual(counts);
  });
});

describe("/shipping/cities", () => {
  it("lists the store's own cities with their districts, which zones and pickup points name", async () => {
    const reply = await admin("GET", "/api/shipping/cities", demo);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "success"]);
    const cities = reply.json.data as { id: number; name: string; country_id: number; states: { id: number; name: string }[] }[];
    for (const city of cities) expect(keys(city)).toEqual(["country_id", "id", "name", "states"]);
    expect(cities.map((city) => city.name)).toEqual(["Casablanca", "Fes", "Lyon", "Madrid", "Marrakech", "Paris", "Rabat", "Tangier"]);
    const paris = await place(demo.storeId, "Paris");
    const answered = cities.find((city) => city.name === "Paris")!;
    expect(answered).toMatchObject({ id: paris.city_id, country_id: paris.country_id });
    expect(answered.states.map((state) => state.id)).toContain(paris.state_id);
    expect(answered.states.map((state) => state.name)).toEqual(["11e arrondissement", "15e arrondissement", "1er arrondissement"]);

    const theirs = await admin("GET", "/api/shipping/cities", acme);
    expect(theirs.json.data.map((city: { name: string }) => city.name)).toEqual(["Boulder", "Denver"]);
    expect((await admin("GET", "/api/shipping/cities", undefined)).status).toBe(401);
  });
});
