import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "../env";

// Links that carry their own proof (an e-mail's unsubscribe link): `value.signature`, an HMAC-SHA256
// under APP_SECRET of the value and what it is for, so a token made for one purpose is refused by another.

function signature(purpose: string, value: string): string {
  const secret = env().APP_SECRET;
  if (!secret) throw new Error("APP_SECRET is not set: start the app with `npm start` or set it");
  return createHmac("sha256", secret).update(`${purpose}:${value}`).digest("base64url");
}

export const signedToken = (purpose: string, value: string): string => `${value}.${signature(purpose, value)}`;

/** The value the token was signed with, or undefined when its signature is not ours. */
export function verifiedValue(purpose: string, token: string): string | undefined {
  const cut = token.lastIndexOf(".");
  if (cut <= 0) return undefined;
  const value = token.slice(0, cut);
  const given = Buffer.from(token.slice(cut + 1));
  const expected = Buffer.from(signature(purpose, value));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined;
}
