import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

// Time-based one-time codes (RFC 6238, what authenticator apps show), by otplib: the operator's
// second factor. Kept to what a sign-in needs, in this one module, so that it can be the owners'
// two-factor module's too once both exist.

const STEP_SECONDS = 30;

/** A new base32 secret for an authenticator app. */
export const newTotpSecret = (): string => generateSecret();

/** What the authenticator app scans: the otpauth:// URI as a QR code (a PNG data URL), and the URI itself. */
export async function totpEnrolment(input: { issuer: string; account: string; secret: string }) {
  const uri = generateURI({ issuer: input.issuer, label: input.account, secret: input.secret });
  return { uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
}

/**
 * The 30-second step `code` belongs to when it is the secret's code now or one step either side
 * (a phone's clock drifts) and later than `lastStep`, the step of the last code accepted: a code,
 * once used, is never good again. Undefined otherwise.
 */
export async function acceptTotpCode(input: { secret: string; code: string; lastStep: number | null }): Promise<number | undefined> {
  if (!/^\d{6}$/.test(input.code)) return undefined;
  const result = await verify({
    secret: input.secret,
    token: input.code,
    epochTolerance: STEP_SECONDS,
    ...(input.lastStep === null ? {} : { afterTimeStep: input.lastStep }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : undefined;
}
