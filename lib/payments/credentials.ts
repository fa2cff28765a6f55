import { db } from "../db/client";
import { openJson } from "../crypto/secret-box";

// A payment method's gateway credentials, opened: the one place they are read, so that the
// administration's own reader (paymentCredentials) replaces it here alone.
export async function methodCredentials(store: { id: number }, { methodId }: { methodId: number }): Promise<Record<string, string>> {
  const method = await db().paymentMethod.findFirst({ where: { id: methodId, storeId: store.id }, select: { credentials: true } });
  return method?.credentials ? openJson<Record<string, string>>(method.credentials) : {};
}
