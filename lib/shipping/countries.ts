import { fieldError } from "../core/errors";
import { absentIds } from "../core/ids";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { shippingMessages } from "./messages";

// The countries the store delivers to: the customer API's lookups offer the active ones only, and
// home delivery to another is refused (shipping-options.ts), whatever its zones.

/** Every country of the store, active or not, by name. */
export async function shippingCountries(store: Store) {
  const rows = await db().country.findMany({
    where: { storeId: store.id },
    select: { id: true, code: true, name: true, isActive: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return rows.map(({ isActive, ...country }) => ({ ...country, is_active: isActive }));
}

/** The named countries become the active ones, the store's others inactive, in one transaction. */
export async function setShippingCountries(store: Store, input: { activeIds: number[] }) {
  await db().$transaction(async (tx) => {
    const found = await tx.country.findMany({ where: { storeId: store.id, id: { in: input.activeIds } }, select: { id: true } });
    const unknown = absentIds(input.activeIds, found);
    if (unknown.length) throw fieldError("active_ids", shippingMessages(store.language, "unknownCountries", { ids: unknown.join(", ") }));
    await tx.country.updateMany({ where: { storeId: store.id, id: { in: input.activeIds }, isActive: false }, data: { isActive: true } });
    await tx.country.updateMany({ where: { storeId: store.id, id: { notIn: input.activeIds }, isActive: true }, data: { isActive: false } });
  });
  return shippingCountries(store);
}

/** Every city of the store with its states (a city's districts): what zones narrow to and pickup points name. By name. */
export async function shippingCities(store: Store) {
  const rows = await db().city.findMany({
    where: { storeId: store.id },
    select: { id: true, name: true, countryId: true, states: { select: { id: true, name: true }, orderBy: [{ name: "asc" }, { id: "asc" }] } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return rows.map(({ countryId, ...city }) => ({ ...city, country_id: countryId }));
}
