import { describe, expect, it } from "vitest";
import { sqlAt } from "../support/database";
import { acrossMigration, realPostgres, twoStores } from "../support/migrations";

// reference_places on the places stores owned before it: each store's countries map by code onto
// the reference ones (their switch kept), their cities and districts stay theirs under the
// reference country, and the zones, pickup points and orders that named them follow.

describe.runIf(realPostgres)("migration reference_places", () => {
  it("maps the stores' countries onto the reference ones by code and keeps their places, zones, points and orders", async () => {
    let stores: number[] = [];
    const ids: Record<string, number> = {};
    const one = async (url: string, text: string, values: unknown[]) => (await sqlAt<{ id: number }>(url, `${text} RETURNING id`, values))[0]!.id;
    await acrossMigration(
      "reference_places",
      async (url) => {
        stores = await twoStores(url);
        const [store, other] = stores;
        const country = (storeId: number, code: string, name: string, active: boolean) =>
          one(url, "INSERT INTO countries (store_id, code, name, is_active) VALUES ($1, $2, $3, $4)", [storeId, code, name, active]);
        ids.ma = await country(store!, "MA", "Morocco", true);
        ids.fr = await country(store!, "FR", "France", false);
        // A code ISO 3166-1 does not list stays, under the store's name.
        ids.xx = await country(store!, "XX", "Atlantis", true);
        ids.otherMa = await country(other!, "MA", "Maroc", true);
        ids.casablanca = await one(url, "INSERT INTO cities (store_id, country_id, name, code) VALUES ($1, $2, 'Casablanca', 'CAS')", [store, ids.ma]);
        ids.maarif = await one(url, "INSERT INTO states (store_id, city_id, name) VALUES ($1, $2, 'Maarif')", [store, ids.casablanca]);
        ids.rabat = await one(url, "INSERT INTO cities (store_id, country_id, name) VALUES ($1, $2, 'Rabat')", [other, ids.otherMa]);
        ids.zone = await one(url, "INSERT INTO shipping_zones (store_id, country_id, name) VALUES ($1, $2, 'Casa')", [store, ids.ma]);
        await sqlAt(url, "INSERT INTO shipping_zone_states (zone_id, state_id) VALUES ($1, $2)", [ids.zone, ids.maarif]);
        ids.point = await one(url, "INSERT INTO pickup_points (store_id, city_id, name, address) VALUES ($1, $2, 'Depot', '1 rue')", [store, ids.casablanca]);
        const customer = await one(
          url,
          "INSERT INTO customers (store_id, name, email, password_hash, updated_at) VALUES ($1, 'C', 'c@example.com', 'x', now())",
          [store],
        );
        ids.order = await one(
          url,
          `INSERT INTO orders (store_id, customer_id, code, payment_status, payment_method_name, currency_code, sub_total, total_payable_amount, updated_at, shipping_details)
           VALUES ($1, $2, 'ORD-1', 2, 'Cash On Delivery', 'MAD', 1, 1, now(), jsonb_build_object('country_id', $3::int, 'state_id', $4::int, 'state', 'Maarif'))`,
          [store, customer, ids.ma, ids.maarif],
        );
      },
      async (url) => {
        const [store, other] = stores;
        const code = async (c: string) => (await sqlAt<{ id: number }>(url, "SELECT id FROM countries WHERE code = $1", [c]))[0]!.id;
        const [ma, fr, xx] = [await code("MA"), await code("FR"), await code("XX")];
        expect(await sqlAt(url, "SELECT code, name, name_fr, name_ar FROM countries WHERE code IN ('MA', 'XX') ORDER BY code")).toEqual([
          { code: "MA", name: "Morocco", name_fr: "Maroc", name_ar: "المغرب" },
          { code: "XX", name: "Atlantis", name_fr: "Atlantis", name_ar: "Atlantis" },
        ]);
        expect((await sqlAt<{ n: number }>(url, "SELECT count(*)::int AS n FROM countries"))[0]!.n).toBeGreaterThanOrEqual(250);
        expect(await sqlAt(url, "SELECT store_id, country_id, is_active FROM store_countries ORDER BY store_id, country_id")).toEqual(
          [
            { store_id: store, country_id: ma, is_active: true },
            { store_id: store, country_id: fr, is_active: false },
            { store_id: store, country_id: xx, is_active: true },
            { store_id: other, country_id: ma, is_active: true },
          ].sort((a, b) => a.store_id! - b.store_id! || a.country_id - b.country_id),
        );
        expect(await sqlAt(url, "SELECT id, store_id, country_id, name FROM cities WHERE store_id IS NOT NULL ORDER BY id")).toEqual([
          { id: ids.casablanca, store_id: store, country_id: ma, name: "Casablanca" },
          { id: ids.rabat, store_id: other, country_id: ma, name: "Rabat" },
        ]);
        expect(await sqlAt(url, "SELECT id, store_id, city_id FROM states WHERE store_id IS NOT NULL")).toEqual([
          { id: ids.maarif, store_id: store, city_id: ids.casablanca },
        ]);
        expect(await sqlAt(url, "SELECT country_id FROM shipping_zones WHERE id = $1", [ids.zone])).toEqual([{ country_id: ma }]);
        expect(await sqlAt(url, "SELECT state_id FROM shipping_zone_states WHERE zone_id = $1", [ids.zone])).toEqual([{ state_id: ids.maarif }]);
        expect(await sqlAt(url, "SELECT city_id, state_id FROM pickup_points WHERE id = $1", [ids.point])).toEqual([
          { city_id: ids.casablanca, state_id: null },
        ]);
        expect(await sqlAt(url, "SELECT shipping_details FROM orders WHERE id = $1", [ids.order])).toEqual([
          { shipping_details: { country_id: ma, state_id: ids.maarif, state: "Maarif" } },
        ]);
        // Morocco's regions and towns, which no store owns.
        const towns = await sqlAt<{ region: string; town: string; name_ar: string }>(
          url,
          `SELECT r.name AS region, t.name AS town, t.name_ar FROM states t JOIN cities r ON r.id = t.city_id
           WHERE t.store_id IS NULL AND r.store_id IS NULL AND r.country_id = $1`,
          [ma],
        );
        expect(new Set(towns.map((t) => t.region)).size).toBe(12);
        expect(towns.length).toBeGreaterThanOrEqual(70);
        expect(towns).toContainEqual({ region: "Casablanca-Settat", town: "Casablanca", name_ar: "الدار البيضاء" });
      },
    );
  }, 120_000);
});
