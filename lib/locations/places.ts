import type { Prisma, Store } from "../db/generated/client";

// Places are named in English, French and Arabic (countries always, reference cities and towns; a
// store's own places often in one language only, their English column): each answer names them in
// the store's language, and sorts them as that language reads.

type Named = { name: string; nameFr: string | null; nameAr: string | null };

export const NAMES = { name: true, nameFr: true, nameAr: true } as const;

export function placeName(place: Named, language: string): string {
  if (language === "fr") return place.nameFr ?? place.name;
  if (language === "ar") return place.nameAr ?? place.name;
  return place.name;
}

export const nameOrNull = (place: Named | null, language: string) => (place ? placeName(place, language) : null);

/** The rows with their `name` in the language, by that name. */
export function namedIn<T extends Named>(rows: T[], language: string): (Omit<T, "nameFr" | "nameAr"> & { name: string })[] {
  return rows
    .map(({ nameFr, nameAr, ...row }) => ({ ...row, name: placeName({ name: row.name, nameFr, nameAr }, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** Reference places (no store) and the store's own, never another store's. */
export const readableBy = (store: Pick<Store, "id">) =>
  ({ OR: [{ storeId: null }, { storeId: store.id }] }) satisfies Prisma.CityWhereInput & Prisma.StateWhereInput;

/** A country the store offers: switched on in its store_countries. */
export const offeredBy = (store: Pick<Store, "id">) => ({ stores: { some: { storeId: store.id, isActive: true } } }) satisfies Prisma.CountryWhereInput;
