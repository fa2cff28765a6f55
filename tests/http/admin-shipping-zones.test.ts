import { describe, expect, it } from "vitest";
import { admin, rowCounts } from "../support/admin-catalog";
import { acme, COUNTED, createZone, demo, place, plainProduct, quote, shippingOwners } from "../support/admin-shipping";
import { sql } from "../support/database";
import { keys } from "../support/owner-calls";

// The owner's shipping zones and their rates (management routes), each what /get-shipping-options
// answers next.

const ZONE_KEYS = ["country_code", "country_id", "id", "is_active", "name", "rates", "state_ids"];
const RATE_KEYS = ["amount", "carrier", "free_above", "id", "is_active", "max_days", "min_days", "shipping_from", "shipping_time", "title", "type", "zone_id"];

shippingOwners();

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
      shipping_time: "3–5 days",
      shipping_from: "Casablanca",
      carrier: "La Poste",
      is_active: true,
    });
    const rateId = rate.json.data.id;

    const offered = await quote(product.id, 2, paris);
    expect(offered.status).toBe(200);
    const option = { id: rateId, title: "Colissimo", shipping_cost: 45.5, shipping_time: "3–5 days", shipping_from: "Casablanca", by: "La Poste" };
    expect(offered.json.options[0].options.data).toEqual([option]);
    expect(offered.json.options[0].default_option).toEqual(option);
    // The zone serves its states only.
    expect((await quote(product.id, 1, lyon)).status).toBe(422);

    // Per item, then free above the basket's subtotal: the next quote follows.
    const perItem = await admin("PUT", `/api/shipping-rates/${rateId}`, demo, { type: "per_item", amount: 10 });
    expect(perItem.json.data).toMatchObject({ type: "per_item", amount: "10.00", shipping_time: "3–5 days" });
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
      [{ name: "X", country_id: 999999 }, "country_id"],
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
