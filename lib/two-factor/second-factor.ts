import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from "../auth/recovery-codes";
import { verifyTotp } from "../auth/totp";
import { db, type Tx } from "../db/client";
import type { Owner, Store } from "../db/generated/client";
import { open } from "../crypto/secret-box";

// The second factor of an account: a code of its authenticator app, or one of its recovery codes.
// Each is good once, and "once" is asked of the database in the statement that spends it, so two
// requests racing with the same code cannot both pass.

type Account = Pick<Owner, "id" | "twoFactorSecret" | "twoFactorLastStep">;

/** Spends a TOTP code of the account's (pending or enabled) secret; false if it is wrong or already used. */
export async function spendTotpCode(store: Store, input: { owner: Account; code: string }, tx: Tx = db()): Promise<boolean> {
  const { owner } = input;
  if (!owner.twoFactorSecret) return false;
  const step = await verifyTotp({ secret: open(owner.twoFactorSecret), code: input.code.replace(/\s/g, ""), lastStep: owner.twoFactorLastStep });
  if (step === null) return false;
  const spent = await tx.owner.updateMany({
    where: { id: owner.id, storeId: store.id, OR: [{ twoFactorLastStep: null }, { twoFactorLastStep: { lt: step } }] },
    data: { twoFactorLastStep: step },
  });
  return spent.count === 1;
}

/** Spends a code of either kind; false if it is neither a good TOTP code nor an unused recovery code. */
export async function spendSecondFactor(store: Store, input: { owner: Account; code: string }, tx: Tx = db()): Promise<boolean> {
  if (!looksLikeRecoveryCode(input.code)) return spendTotpCode(store, input, tx);
  const spent = await tx.recoveryCode.updateMany({
    where: { storeId: store.id, ownerId: input.owner.id, codeHash: hashRecoveryCode(input.code), usedAt: null },
    data: { usedAt: new Date() },
  });
  return spent.count === 1;
}

/** A new set of recovery codes for the account, replacing the one before; the codes themselves are answered once, never kept. */
export async function replaceRecoveryCodes(store: Store, input: { ownerId: number }, tx: Tx): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.recoveryCode.deleteMany({ where: { storeId: store.id, ownerId: input.ownerId } });
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ storeId: store.id, ownerId: input.ownerId, codeHash: hashRecoveryCode(code) })) });
  return codes;
}
