import { z } from "zod";
import { unprocessable } from "../api/errors";
import { db } from "../db/client";
import { Prisma, type Customer } from "../db/generated/client";
import { defineMessages } from "../i18n/messages";
import { detectImageType } from "../media/image-type";
import { saveFile } from "../media/storage";

export const MAX_PROFILE_IMAGE_BYTES = 2 * 1024 * 1024;

const messages = defineMessages({
  en: {
    emailTaken: "The email has already been taken.",
    imageType: "The image must be a JPEG, PNG, GIF or WebP picture.",
    imageSize: "The image may not be larger than 2 MB.",
  },
  fr: {
    emailTaken: "Cette adresse e-mail est déjà utilisée.",
    imageType: "L'image doit être au format JPEG, PNG, GIF ou WebP.",
    imageSize: "L'image ne doit pas dépasser 2 Mo.",
  },
  ar: {
    emailTaken: "البريد الإلكتروني مستخدم بالفعل.",
    imageType: "يجب أن تكون الصورة بصيغة JPEG أو PNG أو GIF أو WebP.",
    imageSize: "يجب ألا يتجاوز حجم الصورة 2 ميغابايت.",
  },
});

/** JSON or multipart/form-data; `image` only as a file part. */
export const updateProfileInput = z.object({
  name: z.string().trim().min(1).max(120),
  phone: z.string().trim().min(4).max(32),
  email: z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(191)),
  image: z.instanceof(File).meta({ type: "string", format: "binary", description: "JPEG, PNG, GIF or WebP, at most 2 MB (multipart only)" }).optional(),
});

export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

const fieldError = (field: string, message: string) => unprocessable(message, { [field]: [message] });

export async function updateProfile(store: { id: number; language: string }, customerId: number, input: UpdateProfileInput): Promise<Customer> {
  const t = (key: "emailTaken" | "imageType" | "imageSize") => messages(store.language, key);
  const taken = await db().customer.findFirst({
    where: { storeId: store.id, email: input.email, NOT: { id: customerId } },
    select: { id: true },
  });
  if (taken) throw fieldError("email", t("emailTaken"));

  let image: string | undefined;
  if (input.image && input.image.size > 0) {
    if (input.image.size > MAX_PROFILE_IMAGE_BYTES) throw fieldError("image", t("imageSize"));
    const data = Buffer.from(await input.image.arrayBuffer());
    const mimeType = detectImageType(data);
    if (!mimeType) throw fieldError("image", t("imageType"));
    image = (await saveFile({ storeId: store.id, folder: "customers", mimeType, data, name: `customer-${customerId}` })).path;
  }

  try {
    return await db().customer.update({
      where: { id: customerId, storeId: store.id },
      data: { name: input.name, phone: input.phone, email: input.email, ...(image ? { image } : {}) },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw fieldError("email", t("emailTaken"));
    throw error;
  }
}
