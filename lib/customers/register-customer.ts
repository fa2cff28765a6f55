import { z } from "zod";
import { hashPassword } from "../auth/password";
import { issueAccessToken } from "../auth/tokens";
import { db } from "../db/client";
import { Prisma, type Customer } from "../db/generated/client";
import { emailTaken } from "./messages";

export const registerCustomerInput = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(191)),
    phone: z.string().trim().min(4).max(32),
    password: z.string().min(8).max(200),
    password_confirmation: z.string(),
  })
  .refine((input) => input.password === input.password_confirmation, {
    path: ["password_confirmation"],
    message: "Does not match the password",
  });

export type RegisterCustomerInput = z.infer<typeof registerCustomerInput>;

/** Creates the customer in the store and signs them in. An e-mail is unique within a store. */
export async function registerCustomer(store: { id: number; language: string }, input: RegisterCustomerInput): Promise<{ customer: Customer; token: string }> {
  const storeId = store.id;
  const exists = await db().customer.findUnique({ where: { storeId_email: { storeId, email: input.email } }, select: { id: true } });
  if (exists) throw emailTaken(store.language);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db().$transaction(async (tx) => {
      const customer = await tx.customer.create({
        data: { storeId, name: input.name, email: input.email, phone: input.phone, passwordHash },
      });
      const token = await issueAccessToken({ kind: "CUSTOMER", storeId, customerId: customer.id }, tx);
      return { customer, token };
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw emailTaken(store.language);
    throw error;
  }
}
