import { sql } from "./database";

// A place a store reads (reference rows, with no store, and its own), by name: the town or district
// of that name, else the first state of the city of that name, with its city and country.

export type Place = { country_id: number; city_id: number; state_id: number };

export async function placeOf(storeId: number, name: string): Promise<Place> {
  const [row] = await sql<Place>(
    `SELECT ci.country_id, ci.id AS city_id, st.id AS state_id FROM states st JOIN cities ci ON ci.id = st.city_id
     WHERE coalesce(st.store_id, $1) = $1 AND coalesce(ci.store_id, $1) = $1 AND (st.name = $2 OR ci.name = $2)
     ORDER BY st.name = $2 DESC, st.id LIMIT 1`,
    [storeId, name],
  );
  if (!row) throw new Error(`no place named ${name} for store ${storeId}`);
  return row;
}

export const storeIdOf = async (subdomain: string) => (await sql<{ id: number }>("SELECT id FROM stores WHERE subdomain = $1", [subdomain]))[0]!.id;
