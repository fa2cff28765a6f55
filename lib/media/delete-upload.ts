import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { logger } from "../log";
import { findUpload } from "./find-upload";
import { mediaMessages, uploadInUse } from "./messages";
import { storedPaths } from "./receive-media";
import { removeStoredFiles } from "./storage";

/**
 * Deletes one of the store's uploads and its files, unless something shows it: a product (its
 * thumbnail or pictures), a product's colour, a template, a category or a payment method by id,
 * and a brand or the store's logos by its path. In use, nothing is deleted (409).
 */
export async function deleteUpload(store: Store, input: { id: number }): Promise<void> {
  const upload = await findUpload(store, input);
  const { path } = upload;
  const byPath = await Promise.all([
    db().brand.count({ where: { storeId: store.id, logo: path } }),
    db().store.count({ where: { id: store.id, OR: [{ logoLight: path }, { logoDark: path }] } }),
  ]);
  const inUse = () => uploadInUse.error(mediaMessages(store.language, "inUse"));
  if (byPath.some((count) => count > 0)) throw inUse();
  // The uses by id are checked in the statement that deletes, so that one made meanwhile is seen.
  const { count } = await db().upload.deleteMany({
    where: {
      id: upload.id,
      storeId: store.id,
      productImages: { none: {} },
      productThumbnails: { none: {} },
      productColors: { none: {} },
      templatePreviews: { none: {} },
      categoryImages: { none: {} },
      paymentLogos: { none: {} },
    },
  });
  if (count === 0) throw inUse();
  // The row is gone: a file left behind costs nothing, a 500 would only make the owner retry.
  await removeStoredFiles(storedPaths(upload)).catch((error: unknown) =>
    logger.error({ err: error, store_id: store.id, upload_id: upload.id }, "deleted upload's files not removed"),
  );
}
