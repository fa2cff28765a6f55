import { refusal } from "../api/errors";
import { checkCredentials, signInMessages, type LoginInput } from "../auth/credentials";
import { issueAccessToken } from "../auth/tokens";
import { db } from "../db/client";

export const accountDisabled = refusal("unauthenticated", "The account is disabled: `This account is disabled.`, in the store's language");

/** A new token for the customer of `store` with these credentials; refusals in its language. */
export async function loginCustomer(store: { id: number; language: string }, input: LoginInput): Promise<{ token: string }> {
  const found = await db().customer.findUnique({ where: { storeId_email: { storeId: store.id, email: input.email } } });
  const customer = await checkCredentials(found, input.password, store.language);
  if (customer.status !== 1) throw accountDisabled.error(signInMessages(store.language, "disabled"));
  return { token: await issueAccessToken({ kind: "CUSTOMER", storeId: store.id, customerId: customer.id }) };
}
