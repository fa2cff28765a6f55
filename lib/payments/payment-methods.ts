import type { z } from "zod";
import { db } from "../db/client";
import { PUBLIC_PREFIX } from "../media/storage";
import type { paymentMethodRecord } from "./schemas";

// The payment methods a shopper can choose. Credentials never leave lib/payments.

/**
 * Active methods in the owner's order. `logo` is a path, as the contract says, on the store's
 * own host (`/uploads/...`); a method without a logo has `""`.
 */
export async function listActivePaymentMethods(storeId: number): Promise<z.infer<typeof paymentMethodRecord>[]> {
  const methods = await db().paymentMethod.findMany({
    where: { storeId, isActive: true },
    select: { id: true, name: true, instruction: true, logo: { select: { path: true } } },
    orderBy: [{ position: "asc" }, { id: "asc" }],
  });
  return methods.map(({ logo, ...m }) => ({ ...m, logo: logo ? `${PUBLIC_PREFIX}${logo.path}` : "" }));
}
