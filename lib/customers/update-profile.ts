import { z } from "zod";
import { fieldError } from "../api/errors";
import { db } from "../db/client";
import { Prisma, type Customer } from "../db/generated/client";
import { detectImageType } from "../media/image-type";
import { saveFile } from "../media/storage";
import { customerMessages, emailTaken } from "./messages";

export const MAX_PROFILE_IMAGE_BYTES = 2 * 1024 * 1024;

/** JSON or multipart/form-data; `image` only as a file part. */
export const updateProfileInput = z.object({
  name: z.string().trim().min(1).max(120),
  phone: z.string().trim().min(4).max(32),
  email: z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(191)),
  image: z.instanceof(File).meta({ type: "string", format: "binary", description: "JPEG, PNG, GIF or WebP, at most 2 MB (multipart only)" }).optional(),
});

export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

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
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw emailTaken(store.language);
    throw error;
  }
}
