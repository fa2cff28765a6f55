import { accountDisabled, ACTIVE, checkCredentials, signInMessages } from "../auth/credentials";
import type { LoginInput } from "../auth/schemas";
import { issueAccessToken } from "../auth/tokens";
import { db } from "../db/client";

/** A new token for the customer of `store` with these credentials; refusals in its language. */
export async function loginCustomer(store: { id: number; language: string }, input: LoginInput): Promise<{ token: string }> {
  const found = await db().customer.findUnique({ where: { storeId_email: { storeId: store.id, email: input.email } } });
  const customer = await checkCredentials(found, input.password, store.language);
  if (customer.status !== ACTIVE) throw accountDisabled.error(signInMessages(store.language, "disabled"));
  return { token: await issueAccessToken({ kind: "CUSTOMER", storeId: store.id, customerId: customer.id }) };
}
