import { db } from "../db/client";
import { openJson } from "../crypto/secret-box";

// Until lib/payments' `paymentCredentials` of the payment-methods administration lands, the one
// place that opens a method's sealed credentials: the merge replaces this function, nothing else.

/** The opened credentials of one of the store's methods (keys as the owner sets them: secret_key, client_id...), {} if none. */
export async function methodCredentials(store: { id: number }, { methodId }: { methodId: number }): Promise<Record<string, string>> {
  const method = await db().paymentMethod.findFirst({ where: { id: methodId, storeId: store.id }, select: { credentials: true } });
  return method?.credentials ? openJson<Record<string, string>>(method.credentials) : {};
}
