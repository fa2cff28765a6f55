import type { z } from "zod";
import { sellingPrice } from "../catalog/pricing";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { recordUpload } from "../media/record-upload";
import { storedPaths } from "../media/receive-media";
import { makeRenditions } from "../media/renditions";
import type { ReceivedMedia } from "../media/schemas";
import { serializeMedia } from "../media/serialize";
import { readStoredFile, removeStoredFiles, saveFile } from "../media/storage";
import { priceLabel } from "../money/price-label";
import { serializeStoreTheme } from "../stores/settings";
import { composePicture } from "./compose-picture";
import { found, referenced } from "./records";
import type { renderInput } from "./schemas";
import { templateLayout } from "./template-layout";

// `POST /templates/{id}/render`: a template drawn at one of the store's resolutions over a
// product's photo (or a gallery picture), in the store's theme, saved to the gallery as a JPEG
// upload with its renditions, as /save-image saves one: its address can be a post's picture.

/** Deleted products (status 3) are shown to no one, on a post neither. */
const DELETED = 3;

export async function renderTemplate(store: Store, input: z.output<typeof renderInput> & { id: number; origin: string }) {
  // The template is the path's: another store's is a 404 before any field's 422.
  const template = found(await db().template.findFirst({ where: { id: input.id, storeId: store.id }, select: { name: true, layout: true } }));
  const [resolution, product, upload, currency] = await Promise.all([
    referenced(store, "resolution_id", db().resolution.findFirst({ where: { id: input.resolution_id, storeId: store.id } })),
    input.product_id === undefined
      ? null
      : referenced(
          store,
          "product_id",
          db().product.findFirst({
            where: { id: input.product_id, storeId: store.id, status: { not: DELETED } },
            include: {
              thumbnail: { select: { path: true } },
              images: { orderBy: { position: "asc" }, take: 1, select: { upload: { select: { path: true } } } },
              prices: { where: { variantKey: "" }, select: { unitPrice: true } },
            },
          }),
        ),
    input.upload_id === undefined
      ? null
      : referenced(store, "upload_id", db().upload.findFirst({ where: { id: input.upload_id, storeId: store.id, kind: "IMAGE" }, select: { path: true } })),
    db().currency.findFirst({ where: { storeId: store.id, code: store.currencyCode }, select: { code: true, symbol: true } }),
  ]);

  const price = product?.prices[0] && sellingPrice(product.prices[0].unitPrice, product.discountType, product.discountAmount);
  const photoPath = upload?.path ?? product?.thumbnail?.path ?? product?.images[0]?.upload.path;

  const picture = await composePicture({
    layout: templateLayout.parse(template.layout),
    width: resolution.width,
    height: resolution.height,
    theme: serializeStoreTheme(store),
    fill: {
      product: product?.name,
      price: price && priceLabel(price, currency ?? { code: store.currencyCode, symbol: "" }, store.language),
      store: store.name,
      caption: input.caption,
    },
    photo: photoPath ? await storedBytes(photoPath) : null,
  });

  const name = [template.name, product?.name, `${resolution.width}x${resolution.height}`].filter(Boolean).join(" ");
  const stored = await saveFile({ storeId: store.id, folder: "media", mimeType: "image/jpeg", data: picture, name });
  const media = { kind: "IMAGE" as const, path: stored.path, originalName: `${name}.jpg`, mimeType: "image/jpeg", size: stored.size };
  let received: ReceivedMedia | undefined;
  try {
    received = { ...media, ...(await makeRenditions(store, { data: picture, name })) };
    const row = await recordUpload(store, { media: received });
    return serializeMedia(row, input.origin);
  } catch (error) {
    await removeStoredFiles(storedPaths(received ?? { ...media, thumbnailPath: null, mediumPath: null }));
    throw error;
  }
}

/** A stored picture's bytes; one whose file is gone is drawn as no picture. */
async function storedBytes(path: string): Promise<Buffer | null> {
  const file = await readStoredFile(path);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
