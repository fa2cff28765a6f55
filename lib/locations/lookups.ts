import { refusal } from "../core/errors";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { locationMessages } from "./messages";

// The checkout's address lookups. The contract nests country -> city -> state (a "state" is a
// district of a city). Only the store's own active countries are offered; an id that is not one
// of them (unknown, inactive, or another store's) is a 404 rather than an empty list, so that a
// client can tell a typo from a place without districts.

export const countryNotFound = refusal("not_found", "No active country of the store has this id: `Country not found.`");
export const cityNotFound = refusal("not_found", "No city of the store's active countries has this id: `City not found.`");

export function listCountries(store: Store) {
  return db().country.findMany({
    where: { storeId: store.id, isActive: true },
    select: { id: true, name: true, code: true },
    orderBy: { name: "asc" },
  });
}

export async function listCities(store: Store, { countryId }: { countryId: number }) {
  const country = await db().country.findFirst({ where: { id: countryId, storeId: store.id, isActive: true }, select: { id: true } });
  if (!country) throw countryNotFound.error(locationMessages(store.language, "country"));
  return db().city.findMany({ where: { storeId: store.id, countryId }, select: { id: true, name: true, code: true }, orderBy: { name: "asc" } });
}

export async function listStates(store: Store, { cityId }: { cityId: number }) {
  const city = await db().city.findFirst({
    where: { id: cityId, storeId: store.id, country: { isActive: true } },
    select: { id: true },
  });
  if (!city) throw cityNotFound.error(locationMessages(store.language, "city"));
  return db().state.findMany({ where: { storeId: store.id, cityId }, select: { id: true, name: true }, orderBy: { name: "asc" } });
}
