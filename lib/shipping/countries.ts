import { fieldError } from "../core/errors";
import { absentIds } from "../core/ids";
import { db, type Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { NAMES, namedIn, readableBy } from "../locations/places";
import { shippingMessages } from "./messages";

// The countries the store delivers to, chosen from the reference list of every country: the customer
// API's lookups offer the active ones only, and home delivery to another is refused
// (shipping-options.ts), whatever its zones.

/** Every country, whether the store delivers there, named in the store's language, by name. */
export async function shippingCountries(store: Store) {
  const rows = await db().country.findMany({
    select: { id: true, code: true, ...NAMES, stores: { where: { storeId: store.id }, select: { isActive: true } } },
  });
  return namedIn(rows, store.language).map(({ stores, ...country }) => ({ ...country, is_active: stores[0]?.isActive ?? false }));
}

/** The named countries become the active ones, the store's others inactive, in one transaction. */
export async function setShippingCountries(store: Store, input: { activeIds: number[] }) {
  await db().$transaction(async (tx) => {
    const found = await tx.country.findMany({ where: { id: { in: input.activeIds } }, select: { id: true } });
    const unknown = absentIds(input.activeIds, found);
    if (unknown.length) throw fieldError("active_ids", shippingMessages(store.language, "unknownCountries", { ids: unknown.join(", ") }));
    for (const countryId of input.activeIds) await activateCountry(tx, store, countryId);
    await tx.storeCountry.updateMany({ where: { storeId: store.id, countryId: { notIn: input.activeIds }, isActive: true }, data: { isActive: false } });
  });
  return shippingCountries(store);
}

export const activateCountry = (tx: Tx, store: Pick<Store, "id">, countryId: number) =>
  tx.storeCountry.upsert({
    where: { storeId_countryId: { storeId: store.id, countryId } },
    create: { storeId: store.id, countryId },
    update: { isActive: true },
  });

/**
 * The cities the store reads (the reference ones, Morocco's regions, and its own) with their
 * states (Morocco's towns, a city's districts): what zones narrow to and pickup points name. By
 * name; `own` says which the store added (and may remove).
 */
export async function shippingCities(store: Store) {
  const rows = await db().city.findMany({
    where: readableBy(store),
    select: { id: true, storeId: true, countryId: true, ...NAMES, states: { where: readableBy(store), select: { id: true, storeId: true, ...NAMES } } },
  });
  return namedIn(rows, store.language).map(({ countryId, storeId, states, ...city }) => ({
    ...city,
    country_id: countryId,
    own: storeId !== null,
    states: namedIn(states, store.language).map(({ storeId: owner, ...state }) => ({ ...state, own: owner !== null })),
  }));
}
