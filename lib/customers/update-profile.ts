import { fieldError } from "../core/errors";
import { db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import type { Customer, Store } from "../db/generated/client";
import { detectMediaType } from "../media/media-type";
import { withoutMetadata } from "../media/clean-picture";
import { UnreadablePicture } from "../media/renditions";
import { saveFile } from "../media/storage";
import { customerMessages, emailTaken } from "./messages";
import type { UpdateProfileInput } from "./schemas";

export const MAX_PROFILE_IMAGE_BYTES = 2 * 1024 * 1024;

/** The customer's name, phone, e-mail and, when one is sent, picture. */
export async function updateProfile(store: Store, input: { customerId: number; profile: UpdateProfileInput }): Promise<Customer> {
  const { customerId, profile } = input;
  const t = (key: "imageType" | "imageSize") => customerMessages(store.language, key);
  const taken = await db().customer.findFirst({
    where: { storeId: store.id, email: profile.email, NOT: { id: customerId } },
    select: { id: true },
  });
  if (taken) throw emailTaken(store.language);

  let image: string | undefined;
  if (profile.image && profile.image.size > 0) {
    if (profile.image.size > MAX_PROFILE_IMAGE_BYTES) throw fieldError("image", t("imageSize"));
    const data = Buffer.from(await profile.image.arrayBuffer());
    const mimeType = await detectMediaType(data, "IMAGE");
    if (!mimeType) throw fieldError("image", t("imageType"));
    // Kept without its metadata, as every uploaded picture (lib/media/clean-picture.ts).
    const clean = await withoutMetadata({ data, mimeType }).catch((error: unknown) => {
      throw error instanceof UnreadablePicture ? fieldError("image", t("imageType")) : error;
    });
    image = (await saveFile({ storeId: store.id, folder: "customers", mimeType, data: clean, name: `customer-${customerId}` })).path;
  }

  try {
    return await db().customer.update({
      where: { id: customerId, storeId: store.id },
      data: { name: profile.name, phone: profile.phone, email: profile.email, ...(image ? { image } : {}) },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken(store.language);
    throw error;
  }
}
