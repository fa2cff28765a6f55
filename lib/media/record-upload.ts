import { db } from "../db/client";
import type { Store, Upload } from "../db/generated/client";
import type { ReceivedMedia } from "./schemas";

/** Records a received file as one of the store's uploads: from now on it is in its galleries. */
export function recordUpload(store: Store, input: { media: ReceivedMedia }): Promise<Upload> {
  return db().upload.create({ data: { storeId: store.id, ...input.media } });
}
