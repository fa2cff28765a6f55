import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

// Time-based one-time passwords (RFC 6238) of an authenticator app, through otplib: SHA-1, six
// digits, 30-second steps, which every authenticator app reads from the otpauth URI. Shared by
// every sign-in that asks for a second factor (store accounts now, the platform's operator next).

const PERIOD_SECONDS = 30;

/** A new random secret (160 bits, base32), to be stored sealed (lib/crypto/secret-box.ts). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app adds the account from: `issuer` names the service, `account` the person. */
export function totpUri(input: { secret: string; issuer: string; account: string }): string {
  return generateURI({ issuer: input.issuer, label: input.account, secret: input.secret, period: PERIOD_SECONDS });
}

/** The URI as a QR code, an SVG document drawn on the server: no picture service learns the secret. */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

/**
 * The time step `code` is good for, or null. A step of clock drift either way is accepted, as the
 * RFC advises; a step at or before `lastStep` (the last code this account used) is refused, so a
 * code seen over someone's shoulder or in a log cannot be used again within its window.
 */
export async function verifyTotp(input: { secret: string; code: string; lastStep: number | null }): Promise<number | null> {
  if (!/^\d{6}$/.test(input.code)) return null;
  const result = await verify({
    secret: input.secret,
    token: input.code,
    period: PERIOD_SECONDS,
    epochTolerance: PERIOD_SECONDS,
    ...(input.lastStep === null ? {} : { afterTimeStep: input.lastStep }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
