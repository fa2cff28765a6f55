import { hashPassword, verifyPassword } from "../auth/password";
import { revokeTokensOf } from "../auth/tokens";
import { fieldError, type DomainError } from "../core/errors";
import { db, type Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { passwordResetMessages } from "./messages";
import type { ChangePasswordInput } from "./schemas";

// What a shopper's and an owner's passwords do alike, whichever table holds the account: `holder`
// names it as its tokens and resets do, `update` writes its new password hash.

type Holder = { customerId: number } | { ownerId: number };
type Update = (tx: Tx, passwordHash: string) => Promise<unknown>;

/**
 * Sets the password once the reset `resetId` is taken (deleted: of two requests with the same
 * secret, the second finds it gone and gets `refused`), and ends every session of the account.
 */
export async function setPasswordFromReset(input: { resetId: number; holder: Holder; password: string; update: Update; refused: () => DomainError }) {
  const passwordHash = await hashPassword(input.password);
  await db().$transaction(async (tx) => {
    if ((await tx.passwordReset.deleteMany({ where: { id: input.resetId } })).count === 0) throw input.refused();
    await input.update(tx, passwordHash);
    await revokeTokensOf(input.holder, {}, tx);
  });
}

/** A signed-in account's new password, given its current one (`passwordHash`): every other session ends, and any live reset. */
export async function changePassword(
  store: Store,
  input: { holder: Holder; passwordHash: string; token: string; change: ChangePasswordInput; update: Update },
): Promise<string> {
  const { change } = input;
  if (!(await verifyPassword(input.passwordHash, change.current_password)))
    throw fieldError("current_password", passwordResetMessages(store.language, "currentWrong"));
  const passwordHash = await hashPassword(change.password);
  await db().$transaction(async (tx) => {
    await input.update(tx, passwordHash);
    await revokeTokensOf(input.holder, { keep: input.token }, tx);
    await tx.passwordReset.deleteMany({ where: { storeId: store.id, ...input.holder } });
  });
  return passwordResetMessages(store.language, "passwordChanged");
}

/** Ends every session of the account, the asking one included. */
export async function signOutEverywhere(store: Store, holder: Holder): Promise<string> {
  await revokeTokensOf(holder);
  return passwordResetMessages(store.language, "signedOutEverywhere");
}
