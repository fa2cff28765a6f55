import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "../env";
import { ApiError } from "./errors";

// rate-limiter-flexible: counters in Redis when REDIS_URL is set, so that every instance shares
// them (with an in-process limiter as insurance while Redis is unreachable), in process otherwise.

export type Policy = {
  name: string;
  points: number;
  durationSeconds: number;
};

export const POLICIES = {
  /** Every request, per client address. */
  requests: { name: "requests", points: Number(process.env.RATE_LIMIT_PER_MINUTE ?? 600), durationSeconds: 60 },
  /** Failed sign-ins, per client address and account: slows password guessing. */
  failedLogins: { name: "failed-logins", points: 10, durationSeconds: 15 * 60 },
} satisfies Record<string, Policy>;

let redis: Redis | undefined;
const limiters = new Map<string, RateLimiterAbstract>();

function limiter(policy: Policy): RateLimiterAbstract {
  let found = limiters.get(policy.name);
  if (!found) {
    const options = { keyPrefix: `rl:${policy.name}`, points: policy.points, duration: policy.durationSeconds };
    const url = env().REDIS_URL;
    if (url) {
      redis ??= new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      found = new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) });
    } else {
      found = new RateLimiterMemory(options);
    }
    limiters.set(policy.name, found);
  }
  return found;
}

function refusal(res: RateLimiterRes): ApiError {
  const retryAfter = String(Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
  return new ApiError("rate_limited", "Too many requests. Please try again later.", undefined, { "Retry-After": retryAfter });
}

/** Counts one request against `policy`; throws 429 past its budget. A budget of 0 disables it. */
export async function consume(policy: Policy, key: string): Promise<void> {
  if (policy.points <= 0) return;
  try {
    await limiter(policy).consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw refusal(error);
    throw error;
  }
}

/** Throws 429 when `key` has used up `policy` already, without counting this request. */
export async function ensureNotExhausted(policy: Policy, key: string): Promise<void> {
  if (policy.points <= 0) return;
  const res = await limiter(policy).get(key);
  if (res && res.consumedPoints >= policy.points) throw refusal(res);
}

export async function reward(policy: Policy, key: string): Promise<void> {
  if (policy.points > 0) await limiter(policy).delete(key);
}
