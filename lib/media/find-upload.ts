import { db } from "../db/client";
import type { Store, Upload } from "../db/generated/client";
import { uploadNotFound } from "./messages";

/** One of the store's uploads; another store's is not found, as one that does not exist. */
export async function findUpload(store: Store, input: { id: number }): Promise<Upload> {
  const upload = await db().upload.findFirst({ where: { id: input.id, storeId: store.id } });
  if (!upload) throw uploadNotFound.error("Not found.");
  return upload;
}
