import type { z } from "zod";
import { db } from "../db/client";
import { found, referenced, writeReferencing, type StoreRef } from "./records";
import type { resolutionInput, resolutionUpdate } from "./schemas";
import { serializeResolution } from "./serialize";

// Resolutions: the picture sizes a platform of the store wants (1080×1080 for an Instagram post...).

export async function listResolutions(store: StoreRef) {
  const rows = await db().resolution.findMany({ where: { storeId: store.id }, orderBy: { id: "asc" } });
  return rows.map(serializeResolution);
}

export async function getResolution(store: StoreRef, { id }: { id: number }) {
  return serializeResolution(found(await db().resolution.findFirst({ where: { id, storeId: store.id } })));
}

function checkPlatform(store: StoreRef, platformId: number | undefined) {
  if (platformId === undefined) return Promise.resolve(null);
  return referenced(store, "platform_id", db().platform.findFirst({ where: { id: platformId, storeId: store.id }, select: { id: true } }));
}

export async function createResolution(store: StoreRef, input: z.output<typeof resolutionInput>) {
  const row = await writeReferencing(
    () => checkPlatform(store, input.platform_id),
    () =>
      db().resolution.create({
        data: { storeId: store.id, name: input.name, width: input.width, height: input.height, platformId: input.platform_id },
      }),
  );
  return serializeResolution(row);
}

export async function updateResolution(store: StoreRef, { id, ...changes }: z.output<typeof resolutionUpdate> & { id: number }) {
  const row = await writeReferencing(
    () => checkPlatform(store, changes.platform_id),
    () =>
      db().resolution.update({
        where: { id, storeId: store.id },
        data: { name: changes.name, width: changes.width, height: changes.height, platformId: changes.platform_id },
      }),
  );
  return serializeResolution(row);
}

export async function deleteResolution(store: StoreRef, { id }: { id: number }) {
  await db().resolution.delete({ where: { id, storeId: store.id } });
  return { success: true as const };
}
