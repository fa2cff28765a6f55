import { randomBytes } from "node:crypto";
import { ACTIVE, checkCredentials } from "../auth/credentials";
import type { LoginInput } from "../auth/schemas";
import { hashToken } from "../auth/tokens";
import { newTotpSecret, totpQrSvg, totpUri, verifyTotp } from "../auth/totp";
import { refusal } from "../core/errors";
import { open, seal } from "../crypto/secret-box";
import { db } from "../db/client";
import type { Operator } from "../db/generated/client";
import { operatorMessages } from "./messages";

// The operator console's sign-in, in two steps: the password gives a challenge (and, until the
// operator has an authenticator, the secret it scans); the challenge with the authenticator's
// current code gives a session. Apart from owners': another table, another token, another cookie.

const CHALLENGE_MINUTES = 5;
const SESSION_HOURS = 12;
const ISSUER = "Commerce platform (operator)";

export const wrongOperatorCode = refusal(
  "unauthenticated",
  "The code is not the authenticator's current one or was used already, or the challenge is unknown or expired: `The code is not valid: ...`",
);

/** Step one: the operator's password. A challenge for step two, and what to enrol while nothing is. */
export async function startOperatorSignIn(input: LoginInput) {
  const found = await db().operator.findUnique({ where: { email: input.email } });
  const operator = await checkCredentials({ account: found && { ...found, status: ACTIVE }, password: input.password, language: "en" });
  const challenge = randomBytes(32).toString("base64url");
  // Until a first code confirms it, each sign-in enrols afresh: a secret shown once and lost is not kept.
  const secret = operator.totpEnabledAt ? undefined : newTotpSecret();
  await db().operator.update({
    where: { id: operator.id },
    data: {
      challengeHash: hashToken(challenge),
      challengeExpiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
      ...(secret ? { totpSecret: seal(secret) } : {}),
    },
  });
  return { challenge, enrolment: secret ? await enrolmentOf(secret, operator.email) : undefined };
}

/** What the authenticator app scans: the otpauth URI, and its QR code as an image address the console shows. */
async function enrolmentOf(secret: string, account: string) {
  const uri = totpUri({ secret, issuer: ISSUER, account });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(await totpQrSvg(uri)).toString("base64")}` };
}

/** Step two: the challenge and a code of the operator's authenticator, each good once. A session token. */
export async function finishOperatorSignIn(input: { challenge: string; code: string }) {
  const wrong = () => wrongOperatorCode.error(operatorMessages("en", "wrongCode"));
  const challengeHash = hashToken(input.challenge);
  const operator = await db().operator.findFirst({ where: { challengeHash, challengeExpiresAt: { gt: new Date() } } });
  if (!operator?.totpSecret) throw wrong();
  const step = await verifyTotp({ secret: open(operator.totpSecret), code: input.code, lastStep: operator.totpLastStep });
  if (step === null) throw wrong();
  // Compare-and-set on the challenge and the last step: of two requests with the same code, one signs in.
  const claimed = await db().operator.updateMany({
    where: { id: operator.id, challengeHash, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { challengeHash: null, challengeExpiresAt: null, totpLastStep: step, totpEnabledAt: operator.totpEnabledAt ?? new Date() },
  });
  if (claimed.count === 0) throw wrong();
  const token = `opr_${randomBytes(32).toString("base64url")}`;
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3600_000);
  await db().operatorSession.create({ data: { operatorId: operator.id, tokenHash: hashToken(token), expiresAt } });
  return { token, expiresAt };
}

/** The operator holding the live session `token`; undefined otherwise. */
export async function findOperatorBySession(token: string): Promise<Operator | undefined> {
  const session = await db().operatorSession.findUnique({ where: { tokenHash: hashToken(token) }, include: { operator: true } });
  if (!session || session.revokedAt || session.expiresAt <= new Date()) return undefined;
  return session.operator;
}

export async function endOperatorSession(token: string): Promise<void> {
  await db().operatorSession.updateMany({ where: { tokenHash: hashToken(token), revokedAt: null }, data: { revokedAt: new Date() } });
}
