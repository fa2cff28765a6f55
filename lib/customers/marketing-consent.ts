import { refusal } from "../core/errors";
import { signedToken, verifiedValue } from "../crypto/signed-token";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";

// A marketing e-mail's unsubscribe link: signed for one customer of one store, it needs no sign-in
// and never expires (a link in an old e-mail still works). Following it again changes nothing.
// The same token also serves mail clients' one-click unsubscribe (RFC 8058): a POST to the
// customer API's /unsubscribe named in the e-mail's List-Unsubscribe header.

const PURPOSE = "unsubscribe";

/** The address of the store's unsubscribe page for this customer, on the store's host (`origin`). */
export function unsubscribeLink(origin: string, input: { storeId: number; customerId: number }): string {
  return `${origin}/unsubscribe?token=${tokenFor(input)}`;
}

const tokenFor = (input: { storeId: number; customerId: number }) => encodeURIComponent(signedToken(PURPOSE, `${input.storeId}-${input.customerId}`));

/** The e-mail's headers for mail clients' own "unsubscribe" button, one click and no page (RFC 8058). */
export function unsubscribeHeaders(origin: string, input: { storeId: number; customerId: number }): Record<string, string> {
  return {
    "List-Unsubscribe": `<${origin}/api/unsubscribe?token=${tokenFor(input)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export const unsubscribeRefused = refusal("not_found", "The token names no customer of this store (cut short, or for another store): nothing changes");

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
