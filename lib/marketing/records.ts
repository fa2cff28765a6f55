import { fieldError, refusal } from "../core/errors";
import { isForeignKeyViolation, isUniqueViolation } from "../db/errors";
import type { Store } from "../db/generated/client";
import { storeRecords, type StoreModelName, type StoreRecordSpec } from "../db/store-records";
import { marketingMessages } from "./messages";

// What every marketing record shares: its reads and writes by `{id, storeId}` on the kit, the 404
// of a record that is not the store's, the 422 of a reference to one, names turned into unique slugs.

export const recordNotFound = refusal("not_found", "No record of this kind in the owner's store has this id (another store's is answered alike): `Not found.`");

/** How the lists are ordered: the newest first (campaigns, posts), or as the records were made. */
const ORDERS = { newest: [{ createdAt: "desc" }, { id: "desc" }], made: { id: "asc" } };

/**
 * A marketing record's reads, writes and delete by `{id, storeId}` (lib/db/store-records.ts), its
 * 404 the documented `Not found.` in every language.
 */
export function marketingRecords<K extends StoreModelName, Row, Out, C = void, I extends object = object>(
  name: K,
  { order, ...spec }: Omit<StoreRecordSpec<Row, Out, C, I>, "orderBy" | "notFound"> & { order: keyof typeof ORDERS },
) {
  return storeRecords(name, { ...spec, orderBy: ORDERS[order], notFound: () => "Not found.", refusal: recordNotFound });
}

/** What a read of a record whose answer holds addresses is given: the host the owner called. */
export type Answered = { platformOrigin: string };

/** The serializer's context of such a record: the addresses are made of the host the owner called. */
export const calledOrigin = (_store: Store, input: Answered) => input.platformOrigin;

/** The row a store-scoped lookup found, or the 404 of a record that is not the store's. */
export function found<T>(row: T | null): T {
  if (row === null) throw recordNotFound.error("Not found.");
  return row;
}

/** The row a field of the input names, or a 422 on that field: a record of another store is no record. */
export async function referenced<T>(store: Store, field: string, lookup: Promise<T | null>): Promise<T> {
  const row = await lookup;
  if (row === null) throw fieldError(field, marketingMessages(store.language, "invalidReference", { field: field.replace(/_/g, " ") }));
  return row;
}

/**
 * A write of the references `check` looked up first. One deleted in between is refused by its
 * foreign key: checking again answers that as the 422 it now is, instead of a 500.
 */
export async function writeReferencing<R, T>(check: () => Promise<R>, write: (references: R) => Promise<T>): Promise<T> {
  const references = await check();
  try {
    return await write(references);
  } catch (error) {
    if (isForeignKeyViolation(error)) await check();
    throw error;
  }
}

/**
 * The slug a name is known by within its store: lower case, accents dropped, anything but letters
 * (of any script) and digits a hyphen. A name without either is a 422, in the store's language:
 * all it reads of the store, so that the demo data names its records as the API does.
 */
export function slugOf(store: Pick<Store, "language">, name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  if (!slug) throw fieldError("name", marketingMessages(store.language, "nameWithoutLetters"));
  return slug.slice(0, 255);
}

/** A write of a record whose slug is unique in the store: a name taken (by its slug) is a 422 on `name`. */
export async function withUniqueName<T>(store: Store, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("name", marketingMessages(store.language, "nameTaken"));
    throw error;
  }
}
