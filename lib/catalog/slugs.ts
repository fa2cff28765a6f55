import { fieldError } from "../core/errors";
import { latinSlug } from "../core/slug-text";
import { isUniqueViolation } from "../db/errors";
import type { Tx } from "../db/client";
import { Prisma, type Store } from "../db/generated/client";
import { slugMessages } from "./messages";

// Permalinks of products and categories: unique in their store. The owner may give one; else it is
// made from the name (accents dropped, anything but letters and digits a hyphen) and, when a
// record of the store has it, numbered: `mug`, `mug-2`, `mug-3`.

/** Room left after a made slug for its number (`-9999`), within the 190 characters a slug may have. */
const MAX_MADE_SLUG = 180;

/** A name as a slug: `Théière « Atlas »` gives `theiere-atlas`; a name without a Latin letter or digit gives ''. */
export const slugify = (name: string): string => latinSlug(name, MAX_MADE_SLUG);

/** `base` if no slug of `taken` is it, else the first of `base-2`, `base-3`... that none is. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

type SluggedTable = "products" | "categories";

/**
 * The slug a record of `table` gets: the one given, refused (422 on `slug`) when another record
 * of the store has it; else one made from the name, or from `fallback` when the name makes none.
 */
export async function slugFor(
  tx: Tx,
  store: Store,
  opts: { table: SluggedTable; given?: string; name: string; fallback: string; ownId?: number },
): Promise<string> {
  const { table } = opts;
  if (opts.given !== undefined) {
    const [holder] = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM ${Prisma.raw(table)} WHERE store_id = ${store.id} AND slug = ${opts.given} AND id <> ${opts.ownId ?? 0}`;
    if (holder) throw fieldError("slug", slugMessages(store.language, "taken"));
    return opts.given;
  }
  const base = slugify(opts.name) || opts.fallback;
  const taken = await tx.$queryRaw<{ slug: string }[]>`
    SELECT slug FROM ${Prisma.raw(table)} WHERE store_id = ${store.id} AND (slug = ${base} OR slug LIKE ${`${base}-%`}) AND id <> ${opts.ownId ?? 0}`;
  return firstFreeSlug(
    base,
    taken.map((r) => r.slug),
  );
}

/**
 * Runs a write again when a unique index refused it: a slug made from the name (or a shared
 * attribute) that another write took between the read and the insert. Run again, it reads the
 * taken slug and makes the next one, or refuses a given slug that is now taken.
 */
export async function retryingTakenSlugs<T>(write: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= attempts) throw error;
    }
  }
}
