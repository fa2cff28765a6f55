import { ACTIVE } from "../auth/credentials";
import { fieldError } from "../core/errors";
import { seal } from "../crypto/secret-box";
import { db } from "../db/client";
import type { Owner, Store } from "../db/generated/client";
import { env } from "../env";
import { enqueue, QUEUES } from "../jobs/queue";
import { changePassword, setPasswordFromReset, signOutEverywhere } from "./account-passwords";
import { passwordResetMessages } from "./messages";
import { FORGOT_ANSWER_FLOOR_MS, LINK_TTL_MS, newLinkToken, noSoonerThan, resetHash } from "./reset-secrets";
import type { ChangePasswordInput, ResetOwnerPasswordInput } from "./schemas";

// An owner's password: a forgotten one comes back through a link to the dashboard's
// /reset-password page (a random token, an hour, single use), e-mailed in their store's language.
// The platform's own answers are in English, as its sign-in's. docs/decisions.md, "Forgotten passwords".

/**
 * The dashboard's reset page, on the platform's configured name: never the Host the request
 * came with, which anyone can write, so that a link in an owner's mailbox cannot point elsewhere.
 * The scheme and port are the request's (a development server's port, a proxy's https).
 */
export function resetPageAddress(origin: string): string {
  const url = new URL("/reset-password", origin);
  url.hostname = env().ROOT_DOMAIN;
  return url.href;
}

/** Asks for a reset link for this address: as a shopper's code is asked (forgotCustomerPassword), one queued job, account or not. */
export async function forgotOwnerPassword(input: { email: string; origin: string }): Promise<string> {
  const data = { kind: "owner" as const, email: input.email, link: resetPageAddress(input.origin) };
  await noSoonerThan(FORGOT_ANSWER_FLOOR_MS, () => enqueue(db(), QUEUES.passwordReset, [{ data }]));
  return passwordResetMessages("en", "linkSent");
}

/** The job of a forgotten password: a new link for the active owner with this address, if there is one, and its e-mail queued. */
export async function issueOwnerLink(input: { email: string; link: string }): Promise<void> {
  const owner = await db().owner.findUnique({ where: { email: input.email }, select: { id: true, storeId: true, status: true } });
  if (!owner || owner.status !== ACTIVE) return;
  const token = newLinkToken();
  await db().$transaction(async (tx) => {
    await tx.passwordReset.deleteMany({ where: { storeId: owner.storeId, ownerId: owner.id } });
    await tx.passwordReset.create({
      data: { kind: "OWNER", storeId: owner.storeId, ownerId: owner.id, secretHash: resetHash("", token), expiresAt: new Date(Date.now() + LINK_TTL_MS) },
    });
    const data = { template: "ownerResetLink" as const, storeId: owner.storeId, accountId: owner.id, sealedSecret: seal(token), link: input.link };
    await enqueue(tx, QUEUES.accountEmail, [{ data }]);
  });
}

/** Sets the password of the owner whose live link this is, ends the link and every session of theirs. */
export async function resetOwnerPassword(input: ResetOwnerPasswordInput): Promise<string> {
  const refused = () => fieldError("token", passwordResetMessages("en", "linkInvalid"));
  const secretHash = resetHash("", input.token);
  const reset = await db().passwordReset.findFirst({
    where: { secretHash, kind: "OWNER", expiresAt: { gt: new Date() } },
    select: { id: true, owner: { select: { id: true, status: true } } },
  });
  const owner = reset?.owner;
  if (!reset || !owner || owner.status !== ACTIVE) throw refused();
  await setPasswordFromReset({
    resetId: reset.id,
    holder: { ownerId: owner.id },
    password: input.password,
    update: (tx, passwordHash) => tx.owner.update({ where: { id: owner.id }, data: { passwordHash } }),
    refused,
  });
  return passwordResetMessages("en", "passwordReset");
}

/** A signed-in owner's new password, given their current one: every other session ends. */
export function changeOwnerPassword(store: Store, input: { owner: Owner; token: string; change: ChangePasswordInput }): Promise<string> {
  const { owner } = input;
  return changePassword(store, {
    holder: { ownerId: owner.id },
    passwordHash: owner.passwordHash,
    token: input.token,
    change: input.change,
    update: (tx, passwordHash) => tx.owner.update({ where: { id: owner.id, storeId: store.id }, data: { passwordHash } }),
  });
}

/** Ends every session of the owner, the asking one included. */
export function logOutOwnerEverywhere(store: Store, input: { owner: Owner }): Promise<string> {
  return signOutEverywhere(store, { ownerId: input.owner.id });
}
