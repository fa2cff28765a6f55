import { z } from "zod";
import { db } from "../db/client";
import { PUBLIC_PREFIX } from "../media/storage";

// The payment methods a shopper can choose. Credentials never leave lib/payments.

export const paymentMethodRecord = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  instruction: z.string(),
});
export const activePaymentMethodsResponse = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({ data: z.array(paymentMethodRecord) }),
});

/**
 * Active methods in the owner's order. `logo` is a path, as the contract says, on the store's
 * own host (`/uploads/...`).
 */
export async function listActivePaymentMethods(storeId: number): Promise<z.infer<typeof paymentMethodRecord>[]> {
  const methods = await db().paymentMethod.findMany({
    where: { storeId, isActive: true },
    select: { id: true, name: true, logo: true, instruction: true },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
  return methods.map((m) => ({ ...m, logo: m.logo && !m.logo.startsWith("/") && !/^https?:/.test(m.logo) ? `${PUBLIC_PREFIX}${m.logo}` : m.logo }));
}
