import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admin, rowCounts, signInOwners, type Owner } from "../support/admin-catalog";
import { sql } from "../support/database";
import { get, post } from "../support/http";

// The owner's shipping (management routes): zones, their rates, pickup points and the countries
// delivered to, each what /get-shipping-options and the location lookups answer next.

const keys = (o: object) => Object.keys(o).sort();
const ZONE_KEYS = ["country_code", "country_id", "id", "is_active", "name", "rates", "state_ids"];
const RATE_KEYS = ["amount", "carrier", "free_above", "id", "is_active", "max_days", "min_days", "shipping_from", "shipping_time", "title", "type", "zone_id"];
const POINT_KEYS = ["address", "city", "city_id", "country_code", "country_id", "id", "is_active", "name", "opening_hours", "phone"];
const COUNTED = ["countries", "shipping_zones", "shipping_zone_states", "shipping_rates", "pickup_points", "audit_log"] as const;

let demo: Owner;
let acme: Owner;
let seededCountries: { id: number; is_active: boolean }[];
const zones: number[] = [];
const points: number[] = [];

type Place = { country_id: number; city_id: number; state_id: number };
async function place(storeId: number, city: string): Promise<Place> {
  const [row] = await sql<Place>(
    "SELECT ci.country_id, ci.id AS city_id, st.id AS state_id FROM states st JOIN cities ci ON ci.id = st.city_id WHERE st.store_id = $1 AND ci.name = $2 ORDER BY st.id LIMIT 1",
    [storeId, city],
  );
  return row!;
}

// A demo product without variants, free shipping, own shipping cost or discount, priced under 150.
async function plainProduct() {
  const [row] = await sql<{ id: number; price: string }>(
    `SELECT p.id, pr.unit_price AS price FROM products p JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
     WHERE p.store_id = $1 AND p.status = 1 AND p.shipping_cost = 0 AND p.is_active_free_shipping <> 1 AND pr.unit_price < 150 AND p.discount_type IS NULL
       AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> '') ORDER BY p.id LIMIT 1`,
    [demo.storeId],
  );
  return row!;
}

const quote = (productId: number, quantity: number, at: Place) =>
  post("/api/get-shipping-options", {
    products: [{ id: productId, quantity }],
    shipping_type: "home_delivery",
    delivery_address: { country_id: at.country_id, state_id: at.state_id },
  });

async function createZone(body: Record<string, unknown>, owner = demo) {
  const reply = await admin("POST", "/api/shipping-zones", owner, body);
  if (reply.status === 201) zones.push(reply.json.data.id);
  return reply;
}

beforeAll(async () => {
  ({ demo, acme } = await signInOwners());
  seededCountries = await sql("SELECT id, is_active FROM countries ORDER BY id");
});

afterAll(async () => {
  await sql("DELETE FROM shipping_zones WHERE id = ANY($1::int[])", [zones]);
  await sql("DELETE FROM pickup_points WHERE id = ANY($1::int[])", [points]);
  for (const c of seededCountries) await sql("UPDATE countries SET is_active = $2 WHERE id = $1", [c.id, c.is_active]);
});

describe("shipping zones and rates", () => {
  it("a zone and a rate created here are /get-shipping-options' option at once, with its price", async () => {
    const paris = await place(demo.storeId, "Paris");
    const lyon = await place(demo.storeId, "Lyon");
    const product = await plainProduct();
    expect((await quote(product.id, 2, paris)).json).toEqual({ success: false, message: "shipping not available for this address" });

    const zone = await createZone({ name: "Paris", country_id: paris.country_id, state_ids: [paris.state_id], store_id: acme.storeId });
    expect(zone.status).toBe(201);
    expect(keys(zone.json)).toEqual(["data", "success"]);
    expect(keys(zone.json.data)).toEqual(ZONE_KEYS);
    expect(zone.json.data).toMatchObject({
      name: "Paris",
      country_id: paris.country_id,
      country_code: "FR",
      state_ids: [paris.state_id],
      is_active: true,
      rates: [],
    });
    const zoneId = zone.json.data.id;

    const rate = await admin("POST", `/api/shipping-zones/${zoneId}/rates`, demo, {
      title: "Colissimo",
      amount: "45.5",
      free_above: 100000,
      min_days: 3,
      max_days: 5,
      shipping_from: "Casablanca",
      carrier: "La Poste",
    });
    expect(rate.status).toBe(201);
    expect(keys(rate.json.data)).toEqual(RATE_KEYS);
    expect(rate.json.data).toMatchObject({
      zone_id: zoneId,
      title: "Colissimo",
      type: "flat",
      amount: "45.50",
      free_above: "100000.00",
      min_days: 3,
      max_days: 5,
      shipping_time: "3-5 days",
      shipping_from: "Casablanca",
      carrier: "La Poste",
      is_active: true,
    });
    const rateId = rate.json.data.id;

    const offered = await quote(product.id, 2, paris);
    expect(offered.status).toBe(200);
    const option = { id: rateId, title: "Colissimo", shipping_cost: 45.5, shipping_time: "3-5 days", shipping_from: "Casablanca", by: "La Poste" };
    expect(offered.json.options[0].options.data).toEqual([option]);
    expect(offered.json.options[0].default_option).toEqual(option);
    // The zone serves its states only.
    expect((await quote(product.id, 1, lyon)).status).toBe(422);

    // Per item, then free above the basket's subtotal: the next quote follows.
    const perItem = await admin("PUT", `/api/shipping-rates/${rateId}`, demo, { type: "per_item", amount: 10 });
    expect(perItem.json.data).toMatchObject({ type: "per_item", amount: "10.00", shipping_time: "3-5 days" });
    expect((await quote(product.id, 3, paris)).json.options[0].default_option.shipping_cost).toBe(30);
    await admin("PUT", `/api/shipping-rates/${rateId}`, demo, { free_above: product.price });
    expect((await quote(product.id, 1, paris)).json.options[0].default_option.shipping_cost).toBe(0);

    // The text follows the days unless given; a given text stays.
    const days = await admin("PUT", `/api/shipping-rates/${rateId}`, demo, { min_days: 1, max_days: 1 });
    expect(days.json.data.shipping_time).toBe("1 day");
    const text = await admin("PUT", `/api/shipping-rates/${rateId}`, demo, { shipping_time: "Next business day" });
    expect(text.json.data).toMatchObject({ shipping_time: "Next business day", min_days: 1, max_days: 1 });
    expect((await quote(product.id, 1, paris)).json.options[0].default_option.shipping_time).toBe("Next business day");

    // The whole country, then the rate switched off, then the zone: each seen at once.
    await admin("PUT", `/api/shipping-zones/${zoneId}`, demo, { state_ids: [] });
    expect((await quote(product.id, 1, lyon)).status).toBe(200);
    await admin("PUT", `/api/shipping-rates/${rateId}`, demo, { is_active: false });
    expect((await quote(product.id, 1, lyon)).status).toBe(422);
    await admin("PUT", `/api/shipping-rates/${rateId}`, demo, { is_active: true });
    const off = await admin("PUT", `/api/shipping-zones/${zoneId}`, demo, { is_active: false });
    expect(off.json.data).toMatchObject({ is_active: false, state_ids: [], rates: [expect.objectContaining({ id: rateId })] });
    expect((await quote(product.id, 1, lyon)).status).toBe(422);

    const listed = await admin("GET", `/api/shipping-zones/${zoneId}/rates`, demo);
    expect(keys(listed.json)).toEqual(["data", "links", "meta", "success"]);
    expect(listed.json.data.map((r: { id: number }) => r.id)).toEqual([rateId]);
    const gone = await admin("DELETE", `/api/shipping-rates/${rateId}`, demo);
    expect(gone.json).toEqual({ success: true });
    expect((await admin("GET", `/api/shipping-rates/${rateId}`, demo)).status).toBe(404);
    expect((await admin("DELETE", `/api/shipping-zones/${zoneId}`, demo)).json).toEqual({ success: true });
    expect(await sql("SELECT id FROM shipping_zones WHERE id = $1", [zoneId])).toEqual([]);
  });

  it("lists the store's zones with their rates in shape D", async () => {
    const reply = await admin("GET", "/api/shipping-zones", demo);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "links", "meta", "success"]);
    const stored = await sql<{ id: number; rates: number }>(
      "SELECT z.id, (SELECT count(*)::int FROM shipping_rates r WHERE r.zone_id = z.id) AS rates FROM shipping_zones z WHERE z.store_id = $1 ORDER BY z.id",
      [demo.storeId],
    );
    expect(reply.json.data.map((z: { id: number; rates: unknown[] }) => ({ id: z.id, rates: z.rates.length }))).toEqual(stored);
    for (const zone of reply.json.data) {
      expect(keys(zone)).toEqual(ZONE_KEYS);
      for (const rate of zone.rates) expect(keys(rate)).toEqual(RATE_KEYS);
    }
    const seededRate = reply.json.data[0].rates.find((r: { title: string }) => r.title === "Standard delivery");
    expect(seededRate).toMatchObject({ type: "flat", amount: "30.00", free_above: "500.00", shipping_time: "2-4 days", min_days: null, max_days: null });
    expect((await admin("GET", "/api/shipping-zones", undefined)).status).toBe(401);
  });

  it("refuses bad input, another store's records (404), and writes nothing", async () => {
    const paris = await place(demo.storeId, "Paris");
    const casablanca = await place(demo.storeId, "Casablanca");
    const denver = await place(acme.storeId, "Denver");
    const [acmeZone] = await sql<{ id: number }>("SELECT id FROM shipping_zones WHERE store_id = $1 LIMIT 1", [acme.storeId]);
    const [acmeRate] = await sql<{ id: number }>("SELECT id FROM shipping_rates WHERE store_id = $1 LIMIT 1", [acme.storeId]);
    const [demoZone] = await sql<{ id: number }>("SELECT id FROM shipping_zones WHERE store_id = $1 ORDER BY id LIMIT 1", [demo.storeId]);
    const before = await rowCounts([...COUNTED]);

    const zoneCases: [Record<string, unknown>, string][] = [
      [{ country_id: paris.country_id }, "name"],
      [{ name: "X" }, "country_id"],
      [{ name: "X", country_id: denver.country_id }, "country_id"],
      [{ name: "X", country_id: paris.country_id, state_ids: [casablanca.state_id] }, "state_ids"],
      [{ name: "X", country_id: paris.country_id, state_ids: [denver.state_id] }, "state_ids"],
      [{ name: "X", country_id: paris.country_id, state_ids: [paris.state_id, paris.state_id] }, "state_ids"],
    ];
    for (const [body, field] of zoneCases) {
      const reply = await createZone(body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.json.errors), JSON.stringify(body)).toEqual([field]);
    }
    // Moved to another country, the zone's states must follow.
    const moved = await admin("PUT", `/api/shipping-zones/${demoZone!.id}`, demo, { country_id: paris.country_id, state_ids: [casablanca.state_id] });
    expect(Object.keys(moved.json.errors)).toEqual(["state_ids"]);

    const ok = { title: "X", amount: 10, shipping_time: "Soon" };
    const rateCases: [Record<string, unknown>, string][] = [
      [{ ...ok, title: " " }, "title"],
      [{ ...ok, amount: -1 }, "amount"],
      [{ ...ok, amount: "1.005" }, "amount"],
      [{ ...ok, type: "weight" }, "type"],
      [{ ...ok, free_above: "lots" }, "free_above"],
      [{ title: "X", amount: 10 }, "shipping_time"],
      [{ ...ok, min_days: 2 }, "max_days"],
      [{ ...ok, min_days: 5, max_days: 2 }, "max_days"],
      [{ ...ok, min_days: -1, max_days: 2 }, "min_days"],
    ];
    for (const [body, field] of rateCases) {
      const reply = await admin("POST", `/api/shipping-zones/${demoZone!.id}/rates`, demo, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.json.errors), JSON.stringify(body)).toEqual([field]);
    }

    const notFound = [
      ["GET", `/api/shipping-zones/${acmeZone!.id}`, undefined, "Shipping zone not found."],
      ["PUT", `/api/shipping-zones/${acmeZone!.id}`, { name: "Mine" }, "Shipping zone not found."],
      ["DELETE", `/api/shipping-zones/${acmeZone!.id}`, undefined, "Shipping zone not found."],
      ["GET", `/api/shipping-zones/${acmeZone!.id}/rates`, undefined, "Shipping zone not found."],
      ["POST", `/api/shipping-zones/${acmeZone!.id}/rates`, ok, "Shipping zone not found."],
      ["GET", `/api/shipping-rates/${acmeRate!.id}`, undefined, "Shipping rate not found."],
      ["PUT", `/api/shipping-rates/${acmeRate!.id}`, { amount: 0 }, "Shipping rate not found."],
      ["DELETE", `/api/shipping-rates/${acmeRate!.id}`, undefined, "Shipping rate not found."],
    ] as const;
    for (const [method, path, body, message] of notFound) {
      const reply = await admin(method, path, demo, body);
      expect(reply.status, `${method} ${path}`).toBe(404);
      expect(reply.json).toEqual({ success: false, message });
    }
    expect((await admin("POST", "/api/shipping-zones", undefined, { name: "X", country_id: paris.country_id })).status).toBe(401);
    expect((await admin("POST", `/api/shipping-zones/${demoZone!.id}/rates`, undefined, ok)).status).toBe(401);
    expect(await rowCounts([...COUNTED])).toEqual(before);
  });
});

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
