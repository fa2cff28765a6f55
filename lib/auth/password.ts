import argon2 from "argon2";

// argon2id with the library's defaults (64 MiB, 3 passes): memory-hard, OWASP's first choice.
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

// Verifying against a fixed hash when the account does not exist keeps the answer time the same,
// so that timing does not tell which e-mail addresses have accounts.
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword("decoy password that no account has");
  await verifyPassword(await decoy, password);
  return false;
}
