import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { env } from "../env";
import { CODE_DIGITS } from "./schemas";

// The secrets of a forgotten password: a shopper's 6-digit code (typed from an e-mail on a phone)
// and an owner's link token (32 random bytes). The database keeps an HMAC of each under a key
// derived from APP_SECRET, not a plain SHA-256: a million codes are hashed in a second, so a
// leaked table alone must not give them back. A code's HMAC names its account too, so that two
// shoppers drawing the same code make two different rows.

/** A shopper's code lives 15 minutes, an owner's link an hour. */
export const CODE_TTL_MS = 15 * 60 * 1000;
export const LINK_TTL_MS = 60 * 60 * 1000;
/** The fifth wrong code ends the code it was tried against. */
export const MAX_CODE_FAILURES = 5;

function key(): Buffer {
  const secret = env().APP_SECRET;
  if (!secret) throw new Error("APP_SECRET is not set: start the app with `npm start` or set it");
  return createHmac("sha256", secret).update("password resets").digest();
}

/** The stored form of `secret`, for the account `scope` names ("" for a link token, unique by itself). */
export function resetHash(scope: string, secret: string): string {
  return createHmac("sha256", key()).update(`${scope}\n${secret}`).digest("hex");
}

export function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export function newResetCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, "0");
}

export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Runs `work` and settles no sooner than `floorMs` after the call: the answer's time is the floor's,
 * not its work's, whatever the machine's load does to that work.
 */
export async function noSoonerThan<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const [result] = await Promise.all([work(), new Promise((resolve) => setTimeout(resolve, floorMs))]);
  return result;
}

/** How long a forgotten-password request takes, account or not: well above its work (one job queued). */
export const FORGOT_ANSWER_FLOOR_MS = 600;
