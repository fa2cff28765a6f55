import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from "rate-limiter-flexible";
import { env } from "../env";
import { DomainError } from "../core/errors";

// rate-limiter-flexible: counters in Redis when REDIS_URL is set, so that every instance shares
// them (with an in-process limiter as insurance while Redis is unreachable), in process otherwise.
// One set of limiters per process: the production server loads lib/ twice (Next's bundle, and the
// APIs it calls directly, scripts/serve.ts), and a budget spent through one copy (the dashboard's
// forwarder, next-auth) must be spent for the other. So they live on globalThis, as the password
// turns do (password-turns.ts), not in this module's own scope.

export type Policy = {
  name: string;
  points: number;
  durationSeconds: number;
};

export const POLICIES = {
  /** Every request, per client address. */
  requests: {
    name: "requests",
    get points() {
      return env().RATE_LIMIT_PER_MINUTE;
    },
    durationSeconds: 60,
  },
  /** Store sign-ups per client address, each one that reaches its handler: a store and an owner made, or a name found taken. */
  signUps: {
    name: "sign-ups",
    get points() {
      return env().SIGN_UPS_PER_HOUR;
    },
    durationSeconds: 60 * 60,
  },
  // Failed sign-ins (lib/api/failed-sign-ins.ts; the numbers are argued in docs/decisions.md):
  /** Per account and client address: one client guessing one account's password. */
  failedSignIns: { name: "failed-logins", points: 10, durationSeconds: 15 * 60 },
  /** Per account, from any address: many clients guessing one account (addresses it signed in from are spared). */
  failedSignInsPerAccount: { name: "failed-logins-account", points: 20, durationSeconds: 60 * 60 },
  /** Per client address, at any account: one client trying a password on many accounts (accounts it signed in to are spared). */
  failedSignInsPerAddress: { name: "failed-logins-address", points: 30, durationSeconds: 60 * 60 },
  /** Codes checked by the signed-in two-factor routes (setup, enable, disable), per client address. */
  twoFactorCodes: { name: "two-factor-codes", points: 30, durationSeconds: 15 * 60 },
  // The password routes (lib/passwords; docs/decisions.md, "Forgotten passwords"):
  /** Codes and links asked for, per client address: each one costs an e-mail. */
  passwordEmails: { name: "password-emails", points: 10, durationSeconds: 60 * 60 },
  /** Codes and links asked for one account, from any address: its owner's mailbox is not to be flooded. */
  passwordEmailsPerAccount: { name: "password-emails-account", points: 5, durationSeconds: 60 * 60 },
  /** Resets and changes tried, per client address: each is a guess at a code or a current password. */
  passwordGuesses: { name: "password-guesses", points: 30, durationSeconds: 60 * 60 },
  /** Resets and changes tried on one account, from any address: with 5 wrong codes a code, at most a few codes' worth an hour. */
  passwordGuessesPerAccount: { name: "password-guesses-account", points: 15, durationSeconds: 60 * 60 },
  /** Pairs of an account and an address it signed in from: one point each, kept 14 days. */
  knownSignIns: { name: "known-sign-ins", points: 1, durationSeconds: 14 * 24 * 60 * 60 },
} satisfies Record<string, Policy>;

type Limiters = { redis?: Redis; limiters: Map<string, RateLimiterAbstract> };
const processWide = globalThis as unknown as { commerceRateLimits?: Limiters };
const shared: Limiters = (processWide.commerceRateLimits ??= { limiters: new Map() });

function limiter(policy: Policy): RateLimiterAbstract {
  let found = shared.limiters.get(policy.name);
  if (!found) {
    const options = { keyPrefix: `rl:${policy.name}`, points: policy.points, duration: policy.durationSeconds };
    const url = env().REDIS_URL;
    if (url) {
      shared.redis ??= new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      found = new RateLimiterRedis({ ...options, storeClient: shared.redis, insuranceLimiter: new RateLimiterMemory(options) });
    } else {
      found = new RateLimiterMemory(options);
    }
    shared.limiters.set(policy.name, found);
  }
  return found;
}

export function refusal(res: RateLimiterRes): DomainError {
  const retryAfter = String(Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
  return new DomainError("rate_limited", "Too many requests. Please try again later.", undefined, { "Retry-After": retryAfter });
}

/**
 * A refusal of the limiter, told by its shape: a limiter made by the other copy of lib/ throws the
 * RateLimiterRes class of its own copy of the package, which instanceof does not know.
 */
function isLimiterAnswer(error: unknown): error is RateLimiterRes {
  return typeof error === "object" && error !== null && typeof (error as RateLimiterRes).msBeforeNext === "number";
}

/** Counts one request against `policy`; throws 429 past its budget. A budget of 0 disables it. */
export async function consume(policy: Policy, key: string): Promise<void> {
  if (policy.points <= 0) return;
  try {
    await limiter(policy).consume(key);
  } catch (error) {
    if (isLimiterAnswer(error)) throw refusal(error);
    throw error;
  }
}

/**
 * Counts one point against `key` without refusing: the answer says whether it went past the
 * budget, so that the caller decides (and gives it back with `giveBack` if it refuses).
 */
export async function take(policy: Policy, key: string): Promise<{ over: boolean; res: RateLimiterRes }> {
  const res = await limiter(policy).penalty(key, 1);
  return { over: res.consumedPoints > policy.points, res };
}

export async function giveBack(policy: Policy, key: string): Promise<void> {
  await limiter(policy).reward(key, 1);
}

/** Forgets what `key` counted. */
export async function clear(policy: Policy, key: string): Promise<void> {
  await limiter(policy).delete(key);
}

/** Marks `key` for the policy's duration (a fact rather than a count: `knownSignIns`). */
export async function remember(policy: Policy, key: string): Promise<void> {
  await limiter(policy).set(key, 1, policy.durationSeconds);
}

export async function remembers(policy: Policy, key: string): Promise<boolean> {
  return (await limiter(policy).get(key)) !== null;
}
