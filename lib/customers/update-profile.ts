import { fieldError } from "../core/errors";
import { db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import type { Customer } from "../db/generated/client";
import { detectMediaType } from "../media/media-type";
import { saveFile } from "../media/storage";
import { customerMessages, emailTaken } from "./messages";
import type { UpdateProfileInput } from "./schemas";

export const MAX_PROFILE_IMAGE_BYTES = 2 * 1024 * 1024;

export async function updateProfile(store: { id: number; language: string }, customerId: number, input: UpdateProfileInput): Promise<Customer> {
  const t = (key: "imageType" | "imageSize") => customerMessages(store.language, key);
  const taken = await db().customer.findFirst({
    where: { storeId: store.id, email: input.email, NOT: { id: customerId } },
    select: { id: true },
  });
  if (taken) throw emailTaken(store.language);

  let image: string | undefined;
  if (input.image && input.image.size > 0) {
    if (input.image.size > MAX_PROFILE_IMAGE_BYTES) throw fieldError("image", t("imageSize"));
    const data = Buffer.from(await input.image.arrayBuffer());
    const mimeType = await detectMediaType(data, "IMAGE");
    if (!mimeType) throw fieldError("image", t("imageType"));
    image = (await saveFile({ storeId: store.id, folder: "customers", mimeType, data, name: `customer-${customerId}` })).path;
  }

  try {
    return await db().customer.update({
      where: { id: customerId, storeId: store.id },
      data: { name: input.name, phone: input.phone, email: input.email, ...(image ? { image } : {}) },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken(store.language);
    throw error;
  }
}
