import { checkCredentials } from "../auth/credentials";
import type { LoginInput } from "../auth/schemas";
import { issueAccessToken } from "../auth/tokens";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";

/** A new token for the customer of `store` with these credentials; refusals in its language. */
export async function loginCustomer(store: Store, input: LoginInput): Promise<{ token: string }> {
  const found = await db().customer.findUnique({ where: { storeId_email: { storeId: store.id, email: input.email } } });
  const customer = await checkCredentials({ account: found, password: input.password, language: store.language });
  return { token: await issueAccessToken({ kind: "CUSTOMER", storeId: store.id, customerId: customer.id }) };
}
