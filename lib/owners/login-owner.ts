import { checkCredentials } from "../auth/credentials";
import type { LoginInput } from "../auth/schemas";
import { issueAccessToken } from "../auth/tokens";
import { db } from "../db/client";
import type { Owner, Store } from "../db/generated/client";
import { openChallenge, secondStepOf, TwoFactorStep } from "../two-factor/challenges";
import { ownerAccount } from "./profile";
import { serializeOwnerUser } from "./serialize";

/**
 * What the right credentials of a store owner or member lead to: a new administration token, or,
 * when the account has two-factor sign-in (or its store requires it), a challenge for the second
 * step (lib/two-factor/challenges.ts). Refusals in English.
 */
export async function loginOwner(input: LoginInput) {
  const found = await db().owner.findUnique({ where: { email: input.email }, include: { store: true } });
  const { store, ...owner } = await checkCredentials({ account: found, password: input.password, language: "en" });
  return sessionOrSecondStep(store, { owner });
}

/**
 * An account whose password was just proven (a sign-in, an accepted invitation): a new token, or
 * the challenge of the second step its two-factor sign-in, or its store's rule for staff, asks for.
 */
export async function sessionOrSecondStep(store: Store, input: { owner: Owner }) {
  const { owner } = input;
  const step = await secondStepOf(store, { owner });
  if (step) return { step, challenge: await openChallenge(store, { ownerId: owner.id, step }) } as const;
  const token = await issueAccessToken({ kind: "OWNER", storeId: owner.storeId, ownerId: owner.id });
  return { step, challenge: undefined, token, owner, store } as const;
}

/** `/login`'s answer (and an accepted invitation's): the token and the account, or the second step asked for. */
export async function loginAnswer(signedIn: Awaited<ReturnType<typeof sessionOrSecondStep>>, platformOrigin: string) {
  if (signedIn.challenge !== undefined) {
    const asked = signedIn.step === TwoFactorStep.SIGN_IN ? "two_factor_required" : "two_factor_setup_required";
    return { success: true as const, [asked]: true as const, challenge: signedIn.challenge };
  }
  const { token, owner, store } = signedIn;
  return { token, success: true as const, user: serializeOwnerUser(await ownerAccount(store, { owner }), platformOrigin) };
}
