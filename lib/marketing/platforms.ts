import type { z } from "zod";
import { wholeOrPage, type Page } from "../core/paging";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { found, slugOf, withUniqueName } from "./records";
import type { platformInput, platformUpdate } from "./schemas";
import { serializePlatform } from "./serialize";

// Platforms: the social networks the store publishes to, as the owner names them (unique by slug
// in the store) with an icon.

/** In the order they were made: every platform, or one page of them; `total` counts them all. */
export async function listPlatforms(store: Store, { page }: { page?: Page } = {}) {
  const where = { storeId: store.id };
  return wholeOrPage(
    page,
    async (window) => (await db().platform.findMany({ where, orderBy: { id: "asc" }, ...window })).map(serializePlatform),
    () => db().platform.count({ where }),
  );
}

export async function getPlatform(store: Store, { id }: { id: number }) {
  return serializePlatform(found(await db().platform.findFirst({ where: { id, storeId: store.id } })));
}

export async function createPlatform(store: Store, input: z.output<typeof platformInput>) {
  const row = await withUniqueName(store, () =>
    db().platform.create({ data: { storeId: store.id, name: input.name, slug: slugOf(store, input.name), icon: input.icon } }),
  );
  return serializePlatform(row);
}

export async function updatePlatform(store: Store, { id, name, icon }: z.output<typeof platformUpdate> & { id: number }) {
  const row = await withUniqueName(store, () =>
    db().platform.update({ where: { id, storeId: store.id }, data: { name, slug: name === undefined ? undefined : slugOf(store, name), icon } }),
  );
  return serializePlatform(row);
}

/** Its resolutions stay, without a platform. */
export async function deletePlatform(store: Store, { id }: { id: number }) {
  await db().platform.delete({ where: { id, storeId: store.id } });
}
