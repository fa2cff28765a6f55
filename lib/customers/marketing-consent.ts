import { signedToken, verifiedValue } from "../crypto/signed-token";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";

// A marketing e-mail's unsubscribe link: signed for one customer of one store, it needs no sign-in
// and never expires (a link in an old e-mail still works). Following it again changes nothing.

const PURPOSE = "unsubscribe";

/** The address of the store's unsubscribe page for this customer, on the store's host (`origin`). */
export function unsubscribeLink(origin: string, input: { storeId: number; customerId: number }): string {
  const token = signedToken(PURPOSE, `${input.storeId}-${input.customerId}`);
  return `${origin}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Whether the token named a customer of this store, now unsubscribed from its marketing e-mails. */
export async function unsubscribeCustomer(store: Store, input: { token: string }): Promise<boolean> {
  const [storeId, customerId] = (verifiedValue(PURPOSE, input.token) ?? "").split("-").map(Number);
  if (storeId !== store.id || !Number.isSafeInteger(customerId)) return false;
  const customer = await db().customer.findFirst({ where: { id: customerId, storeId: store.id }, select: { marketingUnsubscribedAt: true } });
  if (!customer) return false;
  if (!customer.marketingUnsubscribedAt) {
    await db().customer.updateMany({ where: { id: customerId, storeId: store.id }, data: { marketingUnsubscribedAt: new Date() } });
  }
  return true;
}
