import { db } from "../db/client";
import type { Store, Upload } from "../db/generated/client";
import type { ReceivedMedia } from "./schemas";

/** Records a received file as one of the store's uploads: from now on it is in its galleries. `sourceUrl`: where an import fetched it. */
export function recordUpload(store: Store, input: { media: ReceivedMedia; sourceUrl?: string }): Promise<Upload> {
  return db().upload.create({ data: { storeId: store.id, ...input.media, sourceUrl: input.sourceUrl } });
}
