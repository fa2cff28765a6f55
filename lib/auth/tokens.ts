import { createHash, randomBytes } from "node:crypto";
import { batchedRead } from "../db/batch";
import { db, pool, type Tx } from "../db/client";
import type { Customer, Owner, Store } from "../db/generated/client";
import { TokenKind } from "../db/generated/enums";
import { env } from "../env";
import { STORE_COLUMNS, storeOfRow, type StoreColumns } from "../tenancy/find-store";
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
// finds the holder, from the holder's side, so an authenticated request costs one round trip (an
// owner's brings their store with them).

// A customer's token is asked on every signed-in request of the customer API (the cart, checkout):
// one hand-written statement, shared by the requests that arrive together, as the owner's below.
const customerStatement = {
  name: "customers_by_token",
  text: `
  SELECT t.token_hash AS "tokenHash", t.store_id AS "tokenStoreId", c.id, c.store_id AS "storeId", c.uid, c.name, c.email, c.phone,
         c.phone_code AS "phoneCode", c.image, c.password_hash AS "passwordHash", c.verified_at AT TIME ZONE 'UTC' AS "verifiedAt",
         c.reset_password AS "resetPassword", c.verification_code AS "verificationCode", c.status,
         c.created_at AT TIME ZONE 'UTC' AS "createdAt", c.updated_at AT TIME ZONE 'UTC' AS "updatedAt"
  FROM access_tokens t JOIN customers c ON c.id = t.customer_id AND c.store_id = t.store_id
  WHERE t.token_hash = ANY($1::char(64)[]) AND t.kind = 'CUSTOMER' AND t.revoked_at IS NULL AND t.expires_at > now() AT TIME ZONE 'UTC'
    AND c.status = $2`,
};

const customersByToken = batchedRead<string, Customer & { tokenStoreId: number }>(async (hashes) => {
  const { rows } = await pool().query<Customer & { tokenHash: string; tokenStoreId: number }>({ ...customerStatement, values: [hashes, ACTIVE] });
  const found = new Map(rows.map(({ tokenHash, ...customer }) => [tokenHash, customer]));
  return hashes.map((hash) => found.get(hash));
});

/** The active customer of the store holding the live token `secret`; undefined otherwise. */
export async function findCustomerByToken(store: Store, input: { secret: string }): Promise<Customer | undefined> {
  const found = await customersByToken.load(hashToken(input.secret));
  if (!found || found.tokenStoreId !== store.id) return undefined;
  const { tokenStoreId: _, ...customer } = found;
  return customer;
}

// Every administration API request starts here, so it is one statement prepared once per
// connection (through Prisma's client it was two: the owner, then their store), shared by the
// requests that arrive together (lib/db/batch.ts). Timestamps are stored in UTC.
const ownerStatement = {
  name: "owners_by_token",
  text: `
  SELECT t.token_hash AS "tokenHash", ${STORE_COLUMNS},
         json_build_object('id', o.id, 'storeId', o.store_id, 'name', o.name, 'email', o.email, 'passwordHash', o.password_hash,
                           'status', o.status, 'role', o.role, 'phone', o.phone, 'address', o.address, 'imageUploadId', o.image_upload_id,
                           'twoFactorSecret', o.two_factor_secret, 'twoFactorEnabledAt', o.two_factor_enabled_at AT TIME ZONE 'UTC',
                           'twoFactorLastStep', o.two_factor_last_step,
                           'createdAt', o.created_at AT TIME ZONE 'UTC', 'updatedAt', o.updated_at AT TIME ZONE 'UTC') AS owner
  FROM access_tokens t JOIN owners o ON o.id = t.owner_id JOIN stores s ON s.id = o.store_id
  WHERE t.token_hash = ANY($1::char(64)[]) AND t.kind = 'OWNER' AND t.revoked_at IS NULL AND t.expires_at > now() AT TIME ZONE 'UTC' AND o.status = $2`,
};

type OwnerJson = Omit<Owner, "createdAt" | "updatedAt" | "twoFactorEnabledAt"> & { createdAt: string; updatedAt: string; twoFactorEnabledAt: string | null };

const ownersByToken = batchedRead<string, Owner & { store: Store }>(async (hashes) => {
  const { rows } = await pool().query<StoreColumns & { tokenHash: string; owner: OwnerJson }>({ ...ownerStatement, values: [hashes, ACTIVE] });
  const found = new Map(
    rows.map(({ tokenHash, owner, ...store }) => [
      tokenHash,
      {
        ...owner,
        createdAt: new Date(owner.createdAt),
        updatedAt: new Date(owner.updatedAt),
        twoFactorEnabledAt: owner.twoFactorEnabledAt ? new Date(owner.twoFactorEnabledAt) : null,
        store: storeOfRow(store),
      },
    ]),
  );
  return hashes.map((hash) => found.get(hash));
});

/** The active store owner holding the live token `secret`, with their store; undefined otherwise. */
export function findOwnerByToken(secret: string) {
  return ownersByToken.load(hashToken(secret));
}

export async function revokeAccessToken(secret: string): Promise<void> {
  await db().accessToken.updateMany({ where: { tokenHash: hashToken(secret), revokedAt: null }, data: { revokedAt: new Date() } });
}

/**
 * Revokes every live token of a customer or an owner, but the one `keep` (the session that asked,
 * after a password change). `tx`: with the password's own write, so that no session outlives it.
 */
export async function revokeTokensOf(holder: { customerId: number } | { ownerId: number }, options: { keep?: string } = {}, tx: Tx = db()): Promise<number> {
  const kept = options.keep ? { tokenHash: { not: hashToken(options.keep) } } : {};
  const { count } = await tx.accessToken.updateMany({ where: { ...holder, ...kept, revokedAt: null }, data: { revokedAt: new Date() } });
  return count;
}

/** The bearer secret of an `Authorization` header, if it has one. */
export function bearerSecret(header: string | null): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1];
}
