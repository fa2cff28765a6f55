import { describe, expect, it } from "vitest";
import { admin, rowCounts } from "../support/admin-catalog";
import { acme, COUNTED, demo, place, plainProduct, points, quote, shippingOwners } from "../support/admin-shipping";
import { sql } from "../support/database";
import { get, post } from "../support/http";
import { keys } from "../support/owner-calls";

// The owner's pickup points, the countries delivered to and the cities (management routes), each what
// /get-shipping-options and the location lookups answer next.

const POINT_KEYS = ["address", "city", "city_id", "country_code", "country_id", "id", "is_active", "name", "opening_hours", "phone", "state_id"];

shippingOwners();

describe("pickup points", () => {
  it("a point created here in a town of the reference is offered for pickup at once; a used one is kept", async () => {
    // Marrakech, a town of the reference, in the region Marrakech-Safi: the town names the city.
    const marrakech = await place(demo.storeId, "Marrakech");
    const product = await plainProduct();
    const reply = await admin("POST", "/api/pickup-points", demo, {
      name: "Riad Depot",
      address: "3 Derb Sidi Bouloukat, Medina",
      state_id: marrakech.state_id,
      phone: "+212524000000",
      opening_hours: "Mon-Fri 09:00-18:00",
    });
    expect(reply.status).toBe(201);
    expect(keys(reply.json.data)).toEqual(POINT_KEYS);
    expect(reply.json.data).toMatchObject({
      city: "Marrakech",
      city_id: marrakech.city_id,
      state_id: marrakech.state_id,
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
    expect(hidden.json.data).toMatchObject({ is_active: false, city: null, state_id: null, country_id: null, name: "Riad Depot" });
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

  it("refuses another store's city and town (422) and point (404), and writes nothing", async () => {
    const denver = await place(acme.storeId, "Denver");
    const [acmePoint] = await sql<{ id: number }>("SELECT id FROM pickup_points WHERE store_id = $1 LIMIT 1", [acme.storeId]);
    const before = await rowCounts([...COUNTED]);
    const cases: [Record<string, unknown>, string][] = [
      [{ address: "x" }, "name"],
      [{ name: "x" }, "address"],
      [{ name: "x", address: "y", city_id: denver.city_id }, "city_id"],
      [{ name: "x", address: "y", state_id: denver.state_id }, "state_id"],
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
  it("lists every country, named in the store's language, and sets those the store delivers to, which the customer API offers at once", async () => {
    const reply = await admin("GET", "/api/shipping/countries", demo);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "success"]);
    const all = reply.json.data as { id: number; code: string; name: string; is_active: boolean }[];
    expect(all.length).toBeGreaterThanOrEqual(249);
    for (const country of all) expect(keys(country)).toEqual(["code", "id", "is_active", "name"]);
    // By name: France, Morocco, Spain among the others, which the store has never switched on.
    expect(all.filter((c) => ["FR", "MA", "ES"].includes(c.code)).map((c) => [c.name, c.is_active])).toEqual([
      ["France", true],
      ["Morocco", true],
      ["Spain", false],
    ]);
    expect(all.filter((c) => c.is_active).map((c) => c.code)).toEqual(["FR", "MA"]);
    const id = (code: string) => all.find((c) => c.code === code)!.id;

    const set = await admin("PUT", "/api/shipping/countries", demo, { active_ids: [id("MA"), id("ES"), id("PT")] });
    expect(set.status).toBe(200);
    expect(set.json.data.filter((c: { is_active: boolean }) => c.is_active).map((c: { code: string }) => c.code)).toEqual(["MA", "PT", "ES"]);
    const shopper = (await get("/api/get-countries")).json;
    expect(shopper.data.map((c: { code: string }) => c.code)).toEqual(["MA", "PT", "ES"]);
    // Another store's choice is its own.
    expect((await get("/api/get-countries", { host: "acme.localhost" })).json.data.map((c: { code: string }) => c.code)).toEqual(["US"]);
    // Home delivery to a country switched off is refused, whatever its zones.
    const paris = await place(demo.storeId, "Paris");
    expect((await quote((await plainProduct()).id, 1, paris)).status).toBe(422);
  });

  it("refuses a country that does not exist, and writes nothing", async () => {
    const before = await sql("SELECT store_id, country_id, is_active FROM store_countries ORDER BY store_id, country_id");
    const counts = await rowCounts([...COUNTED]);
    for (const body of [{ active_ids: [999999] }, { active_ids: "all" }, {}]) {
      const reply = await admin("PUT", "/api/shipping/countries", demo, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.json.errors)).toEqual(["active_ids"]);
    }
    expect((await admin("PUT", "/api/shipping/countries", undefined, { active_ids: [] })).status).toBe(401);
    expect(await sql("SELECT store_id, country_id, is_active FROM store_countries ORDER BY store_id, country_id")).toEqual(before);
    expect(await rowCounts([...COUNTED])).toEqual(counts);
  });
});

describe("/shipping/cities", () => {
  it("lists the reference cities (Morocco's regions) and the store's own, with their states, which zones and pickup points name", async () => {
    const reply = await admin("GET", "/api/shipping/cities", demo);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "success"]);
    type City = { id: number; name: string; country_id: number; own: boolean; states: { id: number; name: string; own: boolean }[] };
    const cities = reply.json.data as City[];
    for (const city of cities) expect(keys(city)).toEqual(["country_id", "id", "name", "own", "states"]);
    expect(cities.filter((city) => city.own).map((city) => city.name)).toEqual(["Lyon", "Madrid", "Paris"]);
    expect(cities.filter((city) => !city.own)).toHaveLength(12);
    const casablanca = await place(demo.storeId, "Casablanca");
    const region = cities.find((city) => city.name === "Casablanca-Settat")!;
    expect(region).toMatchObject({ id: casablanca.city_id, country_id: casablanca.country_id, own: false });
    expect(region.states).toContainEqual({ id: casablanca.state_id, name: "Casablanca", own: false });
    const paris = cities.find((city) => city.name === "Paris")!;
    expect(paris.states.map((state) => state.name)).toEqual(["11e arrondissement", "15e arrondissement", "1er arrondissement"]);

    const theirs = await admin("GET", "/api/shipping/cities", acme);
    expect(theirs.json.data.filter((city: City) => city.own).map((city: City) => city.name)).toEqual(["Boulder", "Denver"]);
    expect((await admin("GET", "/api/shipping/cities", undefined)).status).toBe(401);
  });
});
