import { skipTake, type Listed, type Page } from "../core/paging";
import { db } from "../db/client";
import type { Store, Upload } from "../db/generated/client";
import type { MediaKind } from "./media-type";

// The store's media library: every upload of the store (the owner's pictures and videos, the
// pictures of its products, categories and logos), newest first. Customers' profile pictures are
// stored files but no uploads, and are in no gallery.

const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** Every file's path, pictures and videos together. */
export async function listMediaPaths(store: Store): Promise<string[]> {
  const rows = await db().upload.findMany({ where: { storeId: store.id }, orderBy: NEWEST_FIRST, select: { path: true } });
  return rows.map((row) => row.path);
}

/** One page of the store's pictures or videos, and how many there are. */
export async function listMedia(store: Store, input: { kind: MediaKind; page: Page }): Promise<Listed<Upload>> {
  const where = { storeId: store.id, kind: input.kind };
  const [rows, total] = await Promise.all([db().upload.findMany({ where, orderBy: NEWEST_FIRST, ...skipTake(input.page) }), db().upload.count({ where })]);
  return { rows, total };
}
