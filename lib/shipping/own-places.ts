import { fieldError, refusal } from "../core/errors";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { readableBy } from "../locations/places";
import { shippingMessages } from "./messages";

// The places a store adds where the reference has none: a city (a region) of any country, or a
// state (a town, a district) of a city it reads, such as a Moroccan town missing from the list.
// Only that store reads them (lib/locations/places.ts). One that a zone names is not removed: the
// zone would widen to the whole country when it lost its last state. Orders keep the names of the
// places they went to (delivery-address.ts).

export const ownPlaceNotFound = refusal("not_found", "The store added no place with this id: `Place not found.`");
export const ownPlaceUsed = refusal("conflict", "A shipping zone names the place (or one of its states): `Take it out of the zones first.`");

/** Written in one language: its name is every language's. */
export async function addOwnCity(store: Store, input: { countryId: number; name: string }) {
  const country = await db().country.findUnique({ where: { id: input.countryId }, select: { id: true } });
  if (!country) throw fieldError("country_id", shippingMessages(store.language, "unknownCountry"));
  const city = await db().city.create({ data: { storeId: store.id, countryId: country.id, name: input.name }, select: { id: true, name: true } });
  return { ...city, own: true, country_id: country.id, states: [] };
}

export async function addOwnState(store: Store, input: { cityId: number; name: string }) {
  const city = await db().city.findFirst({ where: { id: input.cityId, ...readableBy(store) }, select: { id: true } });
  if (!city) throw fieldError("city_id", shippingMessages(store.language, "unknownCity"));
  const state = await db().state.create({ data: { storeId: store.id, cityId: city.id, name: input.name }, select: { id: true, name: true } });
  return { ...state, own: true };
}

/** A 404 unless the store added the place: what a route checks before it reads anything else of the request. */
export async function assertOwnPlace(store: Store, input: { model: "city" | "state"; id: number }) {
  const places = db()[input.model] as unknown as { count(args: object): Promise<number> };
  if (!(await places.count({ where: { id: input.id, storeId: store.id } }))) throw ownPlaceNotFound.error(shippingMessages(store.language, "placeNotFound"));
}

/** What keeps a place: a zone naming it, or, for a city, one of its states. */
const UNUSED = { city: { states: { none: { zones: { some: {} } } } }, state: { zones: { none: {} } } };

/** Removes a place the store added (a city with its states); a reference place or another store's is not found. */
export async function removeOwnPlace(store: Store, input: { model: "city" | "state"; id: number }) {
  const places = db()[input.model] as unknown as { deleteMany(args: object): Promise<{ count: number }>; count(args: object): Promise<number> };
  const own = { id: input.id, storeId: store.id };
  const { count } = await places.deleteMany({ where: { ...own, ...UNUSED[input.model] } });
  if (count > 0) return;
  if (await places.count({ where: own })) throw ownPlaceUsed.error(shippingMessages(store.language, "placeUsed"));
  throw ownPlaceNotFound.error(shippingMessages(store.language, "placeNotFound"));
}
