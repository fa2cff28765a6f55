import type { z } from "zod";
import type { Page } from "../core/paging";
import { db, type Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { marketingRecords, slugOf, withUniqueName } from "./records";
import type { platformInput, platformUpdate } from "./schemas";
import { serializePlatform } from "./serialize";

// Platforms: the social networks the store publishes to, as the owner names them (unique by slug
// in the store) with an icon.

const platforms = marketingRecords("platform", { order: "made", serialize: serializePlatform });

/** In the order they were made: every platform, or one page of them; `total` counts them all. */
export const listPlatforms = (store: Store, input: { page?: Page }) => platforms.list(store, input);

export const getPlatform = (store: Store, input: { id: number }) => platforms.read(store, input);

export async function createPlatform(store: Store, { fields }: { fields: z.output<typeof platformInput> }) {
  const row = await withUniqueName(store, () =>
    db().platform.create({ data: { storeId: store.id, name: fields.name, slug: slugOf(store, fields.name), icon: fields.icon } }),
  );
  return serializePlatform(row);
}

export async function updatePlatform(store: Store, { id, patch: { name, icon } }: { id: number; patch: z.output<typeof platformUpdate> }) {
  const write = (tx: Tx) =>
    tx.platform.update({ where: { id, storeId: store.id }, data: { name, slug: name === undefined ? undefined : slugOf(store, name), icon } });
  return serializePlatform(await withUniqueName(store, () => platforms.change(store, { id, write })));
}

/** Its resolutions stay, without a platform. */
export const deletePlatform = (store: Store, input: { id: number }) => platforms.remove(store, input);
