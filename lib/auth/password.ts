import { hash, verify } from "@node-rs/argon2";

// argon2id with OWASP's parameters (19 MiB, 2 passes): memory-hard. @node-rs/argon2 rather than
// `argon2`, whose prebuilt binaries need Node-API 10 and crash Node 20.
const ARGON2ID = 2; // Algorithm.Argon2id, an ambient const enum that isolated modules cannot read
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
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
