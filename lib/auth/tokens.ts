import { createHash, randomBytes } from "node:crypto";
import { db, type Tx } from "../db/client";
import { TokenKind } from "../db/generated/enums";
import { env } from "../env";

// Opaque bearer tokens. The secret is shown once; the database keeps its SHA-256 only, so a
// leaked table grants nothing. A token expires ACCESS_TOKEN_TTL_SECONDS after issue and dies
// at logout.

export { TokenKind };

const PREFIX: Record<TokenKind, string> = { CUSTOMER: "cus", OWNER: "own" };

export function newTokenSecret(kind: TokenKind): string {
  return `${PREFIX[kind]}_${randomBytes(32).toString("base64url")}`;
}

export function hashToken(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export type TokenState = "active" | "expired" | "revoked";

export function tokenState(token: { expiresAt: Date; revokedAt: Date | null }, now: Date): TokenState {
  if (token.revokedAt) return "revoked";
  return token.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
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

/** The token row behind `secret` with its holder, when it is active; undefined otherwise. */
export async function findActiveToken(secret: string) {
  const token = await db().accessToken.findUnique({
    where: { tokenHash: hashToken(secret) },
    include: { customer: true, owner: { include: { store: true } } },
  });
  if (!token || tokenState(token, new Date()) !== "active") return undefined;
  return token;
}

export async function revokeAccessToken(tokenId: number): Promise<void> {
  await db().accessToken.updateMany({ where: { id: tokenId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** The bearer secret of an `Authorization` header, if it has one. */
export function bearerSecret(header: string | null): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1];
}
