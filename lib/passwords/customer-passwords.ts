import { ACTIVE } from "../auth/credentials";
import { fieldError } from "../core/errors";
import { seal } from "../crypto/secret-box";
import { db } from "../db/client";
import type { Customer, Store } from "../db/generated/client";
import { enqueue, QUEUES } from "../jobs/queue";
import { changePassword, setPasswordFromReset, signOutEverywhere } from "./account-passwords";
import { passwordResetMessages } from "./messages";
import { CODE_TTL_MS, FORGOT_ANSWER_FLOOR_MS, MAX_CODE_FAILURES, newResetCode, noSoonerThan, resetHash, sameHash } from "./reset-secrets";
import type { ChangePasswordInput, ResetCustomerPasswordInput } from "./schemas";

// A shopper's password: a forgotten one comes back through a 6-digit code e-mailed to them (one
// live code an account, 15 minutes, single use, the fifth wrong guess ends it), and a change or
// a reset ends the sessions it should. docs/decisions.md, "Forgotten passwords".

const codeScope = (customerId: number) => `customer:${customerId}`;

/**
 * Asks for a code for this address. The answer's work is one queued job whether a customer has the
 * address or not, and it comes no sooner than the floor: neither its time nor its body tells.
 */
export async function forgotCustomerPassword(store: Store, input: { email: string }): Promise<string> {
  await noSoonerThan(FORGOT_ANSWER_FLOOR_MS, () =>
    enqueue(db(), QUEUES.passwordReset, [{ data: { kind: "customer", storeId: store.id, email: input.email } }]),
  );
  return passwordResetMessages(store.language, "codeSent");
}

/** The job of a forgotten password: a new code for the store's active customer with this address, if there is one, and its e-mail queued. */
export async function issueCustomerCode(store: Store, input: { email: string }): Promise<void> {
  const customer = await db().customer.findUnique({
    where: { storeId_email: { storeId: store.id, email: input.email } },
    select: { id: true, status: true },
  });
  if (!customer || customer.status !== ACTIVE) return;
  const code = newResetCode();
  await db().$transaction(async (tx) => {
    // A new code replaces the one before: one live code an account.
    await tx.passwordReset.deleteMany({ where: { storeId: store.id, customerId: customer.id } });
    await tx.passwordReset.create({
      data: {
        kind: "CUSTOMER",
        storeId: store.id,
        customerId: customer.id,
        secretHash: resetHash(codeScope(customer.id), code),
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
      },
    });
    await enqueue(tx, QUEUES.accountEmail, [{ data: { template: "customerResetCode", storeId: store.id, accountId: customer.id, sealedSecret: seal(code) } }]);
  });
}

/**
 * Sets the password of the customer whose live code this is, ends the code and every session of
 * theirs. A wrong code counts against the live one; any refusal (no account, no code, expired,
 * used, wrong) is the same 422 on `code`.
 */
export async function resetCustomerPassword(store: Store, input: ResetCustomerPasswordInput): Promise<string> {
  const t = (key: Parameters<typeof passwordResetMessages>[1]) => passwordResetMessages(store.language, key);
  const refused = () => fieldError("code", t("codeInvalid"));
  const customer = await db().customer.findUnique({ where: { storeId_email: { storeId: store.id, email: input.email } }, select: { id: true, status: true } });
  const reset =
    customer?.status === ACTIVE
      ? await db().passwordReset.findFirst({
          where: { storeId: store.id, customerId: customer.id, expiresAt: { gt: new Date() }, failures: { lt: MAX_CODE_FAILURES } },
        })
      : null;
  if (!customer || !reset) throw refused();
  if (!sameHash(reset.secretHash, resetHash(codeScope(customer.id), input.code))) {
    const counted = await db().passwordReset.updateManyAndReturn({ where: { id: reset.id }, data: { failures: { increment: 1 } }, select: { failures: true } });
    if ((counted[0]?.failures ?? MAX_CODE_FAILURES) >= MAX_CODE_FAILURES) await db().passwordReset.deleteMany({ where: { id: reset.id } });
    throw refused();
  }
  await setPasswordFromReset({
    resetId: reset.id,
    holder: { customerId: customer.id },
    password: input.password,
    update: (tx, passwordHash) => tx.customer.update({ where: { id: customer.id }, data: { passwordHash } }),
    refused,
  });
  return t("passwordReset");
}

/** A signed-in customer's new password, given their current one: every other session ends. */
export function changeCustomerPassword(store: Store, input: { customer: Customer; token: string; change: ChangePasswordInput }): Promise<string> {
  const { customer } = input;
  return changePassword(store, {
    holder: { customerId: customer.id },
    passwordHash: customer.passwordHash,
    token: input.token,
    change: input.change,
    update: (tx, passwordHash) => tx.customer.update({ where: { id: customer.id, storeId: store.id }, data: { passwordHash } }),
  });
}

/** Ends every session of the customer, the asking one included. */
export function logOutCustomerEverywhere(store: Store, input: { customer: Customer }): Promise<string> {
  return signOutEverywhere(store, { customerId: input.customer.id });
}
