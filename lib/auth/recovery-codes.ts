import { createHash, randomInt } from "node:crypto";

// Recovery codes of a two-factor sign-in: ten at a time, each good once, shown once. Ten random
// characters of an alphabet without look-alikes (no 0/o, 1/l/i), about 50 bits each, as GitHub's
// and Google's are: past guessing behind the sign-in limits, so a fast hash (SHA-256) keeps them.

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
const LENGTH = 10;

/** A new set, as the person is shown them: `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, LENGTH / 2)}-${chars.slice(LENGTH / 2)}`;
  });
}

/** Whether `code` is written as a recovery code is (any case, with or without its dash or spaces). */
export function looksLikeRecoveryCode(code: string): boolean {
  return normalise(code).length === LENGTH;
}

export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normalise(code)).digest("hex");
}

function normalise(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}
