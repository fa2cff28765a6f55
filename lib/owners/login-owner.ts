import { checkCredentials } from "../auth/credentials";
import type { LoginInput } from "../auth/schemas";
import { issueAccessToken } from "../auth/tokens";
import { db } from "../db/client";
import { openChallenge, secondStepOf } from "../two-factor/challenges";

/**
 * What the right credentials of a store owner or member lead to: a new administration token, or,
 * when the account has two-factor sign-in (or its store requires it), a challenge for the second
 * step (lib/two-factor/challenges.ts). Refusals in English.
 */
export async function loginOwner(input: LoginInput) {
  const found = await db().owner.findUnique({ where: { email: input.email }, include: { store: true } });
  const { store, ...owner } = await checkCredentials({ account: found, password: input.password, language: "en" });
  const step = await secondStepOf(store, { owner });
  if (step) return { step, challenge: await openChallenge(store, { ownerId: owner.id, step }) } as const;
  const token = await issueAccessToken({ kind: "OWNER", storeId: owner.storeId, ownerId: owner.id });
  return { step, challenge: undefined, token, owner, store } as const;
}
