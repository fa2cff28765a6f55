import { refusal } from "../api/errors";
import { checkCredentials, type LoginInput } from "../auth/credentials";
import { issueAccessToken } from "../auth/tokens";
import { db } from "../db/client";

export const accountDisabled = refusal("unauthenticated", "The account is disabled: `This account is disabled.`");

/** A new token for the customer of `storeId` with these credentials. */
export async function loginCustomer(storeId: number, input: LoginInput): Promise<{ token: string }> {
  const found = await db().customer.findUnique({ where: { storeId_email: { storeId, email: input.email } } });
  const customer = await checkCredentials(found, input.password);
  if (customer.status !== 1) throw accountDisabled.error("This account is disabled.");
  return { token: await issueAccessToken({ kind: "CUSTOMER", storeId, customerId: customer.id }) };
}
