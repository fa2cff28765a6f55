import { refusal } from "../core/errors";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { locationMessages } from "./messages";
import { NAMES, namedIn, offeredBy, readableBy } from "./places";

// The checkout's address lookups. The contract nests country -> city -> state; for Morocco the
// reference "cities" are its regions and "states" its towns (docs/decisions.md, "Places"). Only the
// store's active countries are offered, with the reference places and the store's own, in the
// store's language. An id that is not one of them (unknown, inactive, or another store's) is a 404
// rather than an empty list, so that a client can tell a typo from a place without districts.

export const countryNotFound = refusal("not_found", "No active country of the store has this id: `Country not found.`");
export const cityNotFound = refusal("not_found", "No city of the store's active countries has this id: `City not found.`");

/** The store's active countries. */
export async function listCountries(store: Store) {
  const rows = await db().country.findMany({
    where: offeredBy(store),
    select: { id: true, code: true, ...NAMES },
  });
  return namedIn(rows, store.language).map(({ id, name, code }) => ({ id, name, code }));
}

export async function listCities(store: Store, { countryId }: { countryId: number }) {
  const country = await db().country.findFirst({ where: { id: countryId, ...offeredBy(store) }, select: { id: true } });
  if (!country) throw countryNotFound.error(locationMessages(store.language, "country"));
  const rows = await db().city.findMany({ where: { countryId, ...readableBy(store) }, select: { id: true, code: true, ...NAMES } });
  return namedIn(rows, store.language).map(({ id, name, code }) => ({ id, name, code }));
}

export async function listStates(store: Store, { cityId }: { cityId: number }) {
  const city = await db().city.findFirst({ where: { id: cityId, ...readableBy(store), country: offeredBy(store) }, select: { id: true } });
  if (!city) throw cityNotFound.error(locationMessages(store.language, "city"));
  const rows = await db().state.findMany({ where: { cityId, ...readableBy(store) }, select: { id: true, ...NAMES } });
  return namedIn(rows, store.language).map(({ id, name }) => ({ id, name }));
}
