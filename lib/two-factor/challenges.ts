import { randomBytes } from "node:crypto";
import { ACTIVE } from "../auth/credentials";
import { hashToken, issueAccessToken } from "../auth/tokens";
import { refusal } from "../core/errors";
import { db } from "../db/client";
import type { Owner, Store } from "../db/generated/client";
import { TwoFactorStep } from "../db/generated/enums";
import { beginSetup, confirmSetup, requiredOf } from "./enrolment";
import { twoFactorMessages } from "./messages";
import { spendSecondFactor } from "./second-factor";

// The half-done sign-in: a right password opens a challenge, and the second factor (or, where the
// store requires one the account lacks, its enrolment) finishes it with a token. A challenge is
// stored (its SHA-256, as tokens are), lives 5 minutes, is spent by its first success and dies
// after 5 wrong codes, so one password buys few guesses at a code.

export { TwoFactorStep };

const LIFETIME_MS = 5 * 60 * 1000;
const MAX_ATTEMPTS = 5;

export const challengeOver = refusal(
  "unauthenticated",
  "The challenge is unknown, expired (5 minutes), already used or out of tries (5): `This sign-in has expired or was already used: sign in again.`, in the store's language",
);
export const wrongSecondFactor = refusal(
  "unauthenticated",
  "The code is neither the current code of the account's authenticator app nor one of its unused recovery codes, in the store's language",
);

/**
 * A new challenge for the account: `tfa_{account id}_{secret}`. The id lets the sign-in limits
 * count wrong codes per account before any lookup (lib/api/failed-sign-ins.ts); the secret makes it.
 */
export async function openChallenge(store: Store, input: { ownerId: number; step: TwoFactorStep }): Promise<string> {
  const challenge = `tfa_${input.ownerId}_${randomBytes(32).toString("base64url")}`;
  await db().twoFactorChallenge.create({
    data: { storeId: store.id, ownerId: input.ownerId, tokenHash: hashToken(challenge), step: input.step, expiresAt: new Date(Date.now() + LIFETIME_MS) },
  });
  return challenge;
}

/** The account a challenge names, for counting failures: its id as written in it, whether or not it exists. */
export function accountOfChallenge(challenge: string): string {
  return `owner:${/^tfa_(\d{1,10})_/.exec(challenge)?.[1] ?? "none"}`;
}

type Live = { id: number; owner: Owner; store: Store };

async function liveChallenge(challenge: string, step: TwoFactorStep): Promise<Live> {
  const found = await db().twoFactorChallenge.findUnique({ where: { tokenHash: hashToken(challenge) }, include: { owner: true, store: true } });
  const live =
    found &&
    found.step === step &&
    !found.usedAt &&
    found.expiresAt > new Date() &&
    found.attempts < MAX_ATTEMPTS &&
    found.owner.status === ACTIVE &&
    found.owner.storeId === found.storeId;
  if (!live) throw challengeOver.error(twoFactorMessages(found?.store.language ?? "en", "challengeOver"));
  return found;
}

/** A wrong code costs the challenge one of its tries; the fifth kills it. */
async function countWrongCode(live: Live): Promise<void> {
  await db().twoFactorChallenge.updateMany({ where: { id: live.id, storeId: live.store.id, usedAt: null }, data: { attempts: { increment: 1 } } });
}

/** Spends the challenge; a race lost to another request with the same challenge is its refusal. */
async function spend(live: Live): Promise<void> {
  const spent = await db().twoFactorChallenge.updateMany({
    where: { id: live.id, storeId: live.store.id, usedAt: null, attempts: { lt: MAX_ATTEMPTS } },
    data: { usedAt: new Date() },
  });
  if (spent.count !== 1) throw challengeOver.error(twoFactorMessages(live.store.language, "challengeOver"));
}

async function signedIn(live: Live) {
  const token = await issueAccessToken({ kind: "OWNER", storeId: live.store.id, ownerId: live.owner.id });
  return { token, owner: live.owner, store: live.store };
}

/** Finishes a sign-in with a code of the account's app or one of its recovery codes: a token. */
export async function finishSignIn(input: { challenge: string; code: string }) {
  const live = await liveChallenge(input.challenge, TwoFactorStep.SIGN_IN);
  if (!(await spendSecondFactor(live.store, { owner: live.owner, code: input.code }))) {
    await countWrongCode(live);
    throw wrongSecondFactor.error(twoFactorMessages(live.store.language, "wrongCode"));
  }
  await spend(live);
  return signedIn(live);
}

/** Where the store requires a second factor the account lacks: a pending secret for it, at sign-in. */
export async function setupAtSignIn(input: { challenge: string }) {
  const live = await liveChallenge(input.challenge, TwoFactorStep.ENROL);
  return beginSetup(live.store, { owner: live.owner });
}

/** Confirms that secret with a code of the app: two-factor sign-in is on, and the account signed in. */
export async function enrolAtSignIn(input: { challenge: string; code: string }) {
  const live = await liveChallenge(input.challenge, TwoFactorStep.ENROL);
  const recoveryCodes = await confirmSetup(live.store, { owner: live.owner, code: input.code }).catch(async (error: unknown) => {
    await countWrongCode(live);
    throw error;
  });
  await spend(live);
  return { ...(await signedIn(live)), recoveryCodes };
}

/** What a right password leads to: a second step, when the account has two-factor sign-in or the store requires it. */
export async function secondStepOf(store: Store, input: { owner: Owner }): Promise<TwoFactorStep | null> {
  if (input.owner.twoFactorEnabledAt) return TwoFactorStep.SIGN_IN;
  return (await requiredOf(store, { ownerId: input.owner.id })) ? TwoFactorStep.ENROL : null;
}
