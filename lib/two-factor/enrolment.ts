import { verifyPassword } from "../auth/password";
import { totpQrSvg, totpUri, newTotpSecret } from "../auth/totp";
import { fieldError, refusal } from "../core/errors";
import { seal } from "../crypto/secret-box";
import { db } from "../db/client";
import type { Owner, Store } from "../db/generated/client";
import { twoFactorMessages } from "./messages";
import { replaceRecoveryCodes, spendSecondFactor, spendTotpCode } from "./second-factor";

// Turning two-factor sign-in on and off for an account of a store, and the store's rule that its
// staff must have it. Setting up keeps a new secret pending; the first good code from the app
// confirms it and answers the recovery codes, once.

export const twoFactorAlreadyOn = refusal("conflict", "The account already has two-factor sign-in (turn it off first)");
export const twoFactorNotOn = refusal("conflict", "The account has no two-factor sign-in");
export const twoFactorNotStarted = refusal("conflict", "No setup is pending: `POST /two-factor/setup` first");
export const twoFactorRequired = refusal("forbidden", "The store requires two-factor sign-in of its staff: a member cannot turn it off");
export const storeOwnerOnly = refusal("forbidden", "Only the store's owner may change the store's two-factor rule");

type Account = Pick<Owner, "id" | "email" | "twoFactorSecret" | "twoFactorEnabledAt" | "twoFactorLastStep" | "passwordHash">;

/** Whether the account holds the store's owner role (a handed-over ownership moves the exemption with it). */
export async function isStoreOwner(store: Store, input: { ownerId: number }): Promise<boolean> {
  return (await db().owner.count({ where: { id: input.ownerId, storeId: store.id, role: "owner" } })) > 0;
}

/** Whether the store's rule asks this account for two-factor sign-in. */
export async function requiredOf(store: Store, input: { ownerId: number }): Promise<boolean> {
  return store.requireStaffTwoFactor && !(await isStoreOwner(store, input));
}

export async function twoFactorStatus(store: Store, input: { owner: Account }) {
  const { owner } = input;
  const [recoveryCodesLeft, storeOwner] = await Promise.all([
    db().recoveryCode.count({ where: { storeId: store.id, ownerId: owner.id, usedAt: null } }),
    isStoreOwner(store, { ownerId: owner.id }),
  ]);
  return {
    enabled: owner.twoFactorEnabledAt !== null,
    recovery_codes_left: owner.twoFactorEnabledAt ? recoveryCodesLeft : 0,
    required: store.requireStaffTwoFactor && !storeOwner,
    store_requires_for_staff: store.requireStaffTwoFactor,
    can_change_store_rule: storeOwner,
  };
}

/** A new pending secret for the account, with what an authenticator app adds it from. */
export async function beginSetup(store: Store, input: { owner: Account }) {
  if (input.owner.twoFactorEnabledAt) throw twoFactorAlreadyOn.error(twoFactorMessages(store.language, "alreadyOn"));
  const secret = newTotpSecret();
  await db().owner.update({
    where: { id: input.owner.id, storeId: store.id },
    data: { twoFactorSecret: seal(secret), twoFactorEnabledAt: null, twoFactorLastStep: null },
  });
  const uri = totpUri({ secret, issuer: store.name, account: input.owner.email });
  return { secret, otpauth_uri: uri, qr_svg: await totpQrSvg(uri) };
}

/** Confirms the pending secret with a code of the app: two-factor sign-in is on; answers the recovery codes. */
export async function confirmSetup(store: Store, input: { owner: Account; code: string }): Promise<string[]> {
  const { owner } = input;
  if (owner.twoFactorEnabledAt) throw twoFactorAlreadyOn.error(twoFactorMessages(store.language, "alreadyOn"));
  if (!owner.twoFactorSecret) throw twoFactorNotStarted.error(twoFactorMessages(store.language, "notStarted"));
  return db().$transaction(async (tx) => {
    if (!(await spendTotpCode(store, { owner, code: input.code }, tx))) throw fieldError("code", twoFactorMessages(store.language, "wrongSetupCode"));
    await tx.owner.update({ where: { id: owner.id, storeId: store.id }, data: { twoFactorEnabledAt: new Date() } });
    return replaceRecoveryCodes(store, { ownerId: owner.id }, tx);
  });
}

/** Turns two-factor sign-in off, proven by the account's password or a code (either kind). */
export async function turnOff(store: Store, input: { owner: Account; password?: string; code?: string }) {
  const { owner } = input;
  if (!owner.twoFactorEnabledAt) throw twoFactorNotOn.error(twoFactorMessages(store.language, "notOn"));
  if (await requiredOf(store, { ownerId: owner.id })) throw twoFactorRequired.error(twoFactorMessages(store.language, "requiredForStaff"));
  const proven = input.password
    ? await verifyPassword(owner.passwordHash, input.password)
    : !!input.code && (await spendSecondFactor(store, { owner, code: input.code }));
  if (!proven) throw fieldError(input.password ? "password" : "code", twoFactorMessages(store.language, "wrongProof"));
  await db().$transaction([
    db().owner.update({ where: { id: owner.id, storeId: store.id }, data: { twoFactorSecret: null, twoFactorEnabledAt: null, twoFactorLastStep: null } }),
    db().recoveryCode.deleteMany({ where: { storeId: store.id, ownerId: owner.id } }),
  ]);
}

/** A new set of recovery codes; those before stop working. */
export async function renewRecoveryCodes(store: Store, input: { owner: Account }): Promise<string[]> {
  if (!input.owner.twoFactorEnabledAt) throw twoFactorNotOn.error(twoFactorMessages(store.language, "notOn"));
  return db().$transaction((tx) => replaceRecoveryCodes(store, { ownerId: input.owner.id }, tx));
}

/** The store's rule that every account but the owner's signs in with a second factor; the owner's to change. */
export async function setStaffRequirement(store: Store, input: { ownerId: number; required: boolean }): Promise<void> {
  if (!(await isStoreOwner(store, input))) throw storeOwnerOnly.error(twoFactorMessages(store.language, "ownerOnly"));
  await db().store.update({ where: { id: store.id }, data: { requireStaffTwoFactor: input.required } });
}
