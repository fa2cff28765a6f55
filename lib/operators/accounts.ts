import { randomBytes } from "node:crypto";
import { hashPassword } from "../auth/password";
import { DomainError } from "../core/errors";
import { db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { operatorMessages } from "./messages";
import { operatorAccountInput } from "./schemas";

/** A password for an operator made without a terminal to ask one on: shown once by the script. */
export const generatedOperatorPassword = () => randomBytes(18).toString("base64url");

/**
 * A new operator account (`npm run operator:create`). Their second factor is enrolled at their
 * first sign-in to the console, which cannot be finished without it.
 */
export async function createOperator(input: { email: string; password: string }): Promise<{ id: number; email: string }> {
  const { email, password } = operatorAccountInput.parse(input);
  try {
    return await db().operator.create({ data: { email, passwordHash: await hashPassword(password) }, select: { id: true, email: true } });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("conflict", operatorMessages("en", "taken"));
    throw error;
  }
}
