import type { z } from "zod";
import type { Page } from "../core/paging";
import { db, type Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { marketingRecords, referenced, writeReferencing } from "./records";
import type { resolutionInput, resolutionUpdate } from "./schemas";
import { serializeResolution } from "./serialize";

// Resolutions: the picture sizes a platform of the store wants (1080×1080 for an Instagram post...).

const resolutions = marketingRecords("resolution", { order: "made", serialize: serializeResolution });

/**
 * In the order they were made: every resolution, or one page of them; `total` counts them all.
 * `platform_id`: only that platform's, or with `null` those of none.
 */
export const listResolutions = (store: Store, { page, filters }: { page?: Page; filters: { platform_id?: number | null } }) =>
  resolutions.list(store, { page, where: { platformId: filters.platform_id } });

export const getResolution = (store: Store, input: { id: number }) => resolutions.read(store, input);

function checkPlatform(store: Store, { platformId }: { platformId: number | undefined }) {
  if (platformId === undefined) return Promise.resolve(null);
  return referenced(store, "platform_id", db().platform.findFirst({ where: { id: platformId, storeId: store.id }, select: { id: true } }));
}

export async function createResolution(store: Store, { fields }: { fields: z.output<typeof resolutionInput> }) {
  const row = await writeReferencing(
    () => checkPlatform(store, { platformId: fields.platform_id }),
    () =>
      db().resolution.create({
        data: { storeId: store.id, name: fields.name, width: fields.width, height: fields.height, platformId: fields.platform_id },
      }),
  );
  return serializeResolution(row);
}

export async function updateResolution(store: Store, { id, patch }: { id: number; patch: z.output<typeof resolutionUpdate> }) {
  const data = { name: patch.name, width: patch.width, height: patch.height, platformId: patch.platform_id };
  const write = (tx: Tx) => tx.resolution.update({ where: { id, storeId: store.id }, data });
  return serializeResolution(
    await writeReferencing(
      () => checkPlatform(store, { platformId: patch.platform_id }),
      () => resolutions.change(store, { id, write }),
    ),
  );
}

export const deleteResolution = (store: Store, input: { id: number }) => resolutions.remove(store, input);
