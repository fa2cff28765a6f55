import { checkCredentials } from "../auth/credentials";
import type { LoginInput } from "../auth/schemas";
import { issueAccessToken } from "../auth/tokens";
import { db } from "../db/client";

/** A new administration token for the store owner with these credentials; refusals in English. */
export async function loginOwner(input: LoginInput) {
  const found = await db().owner.findUnique({ where: { email: input.email }, include: { store: true } });
  const { store, ...owner } = await checkCredentials({ account: found, password: input.password, language: "en" });
  const token = await issueAccessToken({ kind: "OWNER", storeId: owner.storeId, ownerId: owner.id });
  return { token, owner, store };
}
