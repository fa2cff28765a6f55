import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { env } from "../env";

// Credentials at rest (payment gateways, social tokens): AES-256-GCM under a key derived from
// APP_SECRET. Sealed form: "v1.<iv>.<tag>.<ciphertext>", base64url parts.

function key(): Buffer {
  const secret = env().APP_SECRET;
  if (!secret) throw new Error("APP_SECRET is not set: start the app with `npm start` or set it");
  return createHash("sha256").update(`secret-box:${secret}`).digest();
}

export function seal(plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), data].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}

export function open(sealed: string): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || data === undefined) throw new Error("not a sealed value");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}

export const sealJson = (value: unknown) => seal(JSON.stringify(value));
export const openJson = <T>(sealed: string) => JSON.parse(open(sealed)) as T;
