import { hashPassword } from "../auth/password";
import { issueAccessToken } from "../auth/tokens";
import { db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import type { Customer, Store } from "../db/generated/client";
import { emailTaken } from "./messages";
import type { RegisterCustomerInput } from "./schemas";
import { recordEvent } from "../webhooks/events";

/** Creates the customer in the store and signs them in. An e-mail is unique within a store. */
export async function registerCustomer(store: Store, input: RegisterCustomerInput): Promise<{ customer: Customer; token: string }> {
  const storeId = store.id;
  const exists = await db().customer.findUnique({ where: { storeId_email: { storeId, email: input.email } }, select: { id: true } });
  if (exists) throw emailTaken(store.language);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db().$transaction(async (tx) => {
      const customer = await tx.customer.create({
        data: { storeId, name: input.name, email: input.email, phone: input.phone, passwordHash },
      });
      await recordEvent(tx, store, "customers/create", {
        id: customer.id,
        name: customer.name,
        email: customer.email,
        phone: customer.phone,
        created_at: customer.createdAt,
      });
      const token = await issueAccessToken({ kind: "CUSTOMER", storeId, customerId: customer.id }, tx);
      return { customer, token };
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken(store.language);
    throw error;
  }
}
