import { createHash, randomBytes } from "node:crypto";
import { db, type Tx } from "../db/client";
import { TokenKind } from "../db/generated/enums";
import { env } from "../env";
import { ACTIVE } from "./credentials";

// Opaque bearer tokens. The secret is shown once; the database keeps its SHA-256 only, so a
// leaked table grants nothing. A token expires ACCESS_TOKEN_TTL_SECONDS after issue, dies at
// logout, and lets nobody in while its holder is disabled.

export { TokenKind };

const PREFIX: Record<TokenKind, string> = { CUSTOMER: "cus", OWNER: "own" };

export function newTokenSecret(kind: TokenKind): string {
  return `${PREFIX[kind]}_${randomBytes(32).toString("base64url")}`;
}

export function hashToken(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function tokenExpiry(issuedAt: Date, ttlSeconds = env().ACCESS_TOKEN_TTL_SECONDS): Date {
  return new Date(issuedAt.getTime() + ttlSeconds * 1000);
}

export async function issueAccessToken(
  holder: { kind: "CUSTOMER"; storeId: number; customerId: number } | { kind: "OWNER"; storeId: number; ownerId: number },
  tx: Tx = db(),
): Promise<string> {
  const secret = newTokenSecret(holder.kind);
  await tx.accessToken.create({
    data: { ...holder, tokenHash: hashToken(secret), expiresAt: tokenExpiry(new Date()) },
  });
  return secret;
}

// A token lets its holder in while it is live (neither expired nor revoked) AND its holder is
// active: disabling an account shuts its tokens at once. Both are asked in the one statement that
// finds the holder, from the holder's side, so an authenticated request costs one round trip (two
// for an owner, whose store comes with them).
const liveToken = (secret: string, kind: TokenKind, storeId?: number) => ({
  tokenHash: hashToken(secret),
  kind,
  ...(storeId === undefined ? {} : { storeId }),
  revokedAt: null,
  expiresAt: { gt: new Date() },
});

/** The active customer of the store holding the live token `secret`; null otherwise. */
export function findCustomerByToken(secret: string, storeId: number) {
  return db().customer.findFirst({ where: { storeId, status: ACTIVE, accessTokens: { some: liveToken(secret, "CUSTOMER", storeId) } } });
}

/** The active store owner holding the live token `secret`, with their store; null otherwise. */
export function findOwnerByToken(secret: string) {
  return db().owner.findFirst({ where: { status: ACTIVE, accessTokens: { some: liveToken(secret, "OWNER") } }, include: { store: true } });
}

export async function revokeAccessToken(secret: string): Promise<void> {
  await db().accessToken.updateMany({ where: { tokenHash: hashToken(secret), revokedAt: null }, data: { revokedAt: new Date() } });
}

/** The bearer secret of an `Authorization` header, if it has one. */
export function bearerSecret(header: string | null): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1];
}
