import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { logger } from "../log";
import { checkDomain } from "./store-domain";

// The recheck job (lib/jobs, every RECHECK_CRON): pending domains are looked up again for a week
// after they were set, as the owner may set the records after leaving the page; verified ones once
// a day, so that a domain whose record is gone (sold, moved) stops being served.

export const RECHECK_CRON = "*/5 * * * *";
const MINUTE = 60_000;
const PENDING_FOR = 7 * 24 * 60 * MINUTE;
const PENDING_EVERY = 4 * MINUTE;
const VERIFIED_EVERY = 24 * 60 * MINUTE;
/** A run's share: the rest wait for the next, the least recently checked first. */
const BATCH = 200;
const AT_ONCE = 10;

/** The domains due for a check at `now`. */
export function dueForCheck(now: Date): Prisma.StoreDomainWhereInput {
  const checkedBefore = (every: number) => [{ checkedAt: null }, { checkedAt: { lt: new Date(now.getTime() - every) } }];
  return {
    OR: [
      { verifiedDomain: null, createdAt: { gt: new Date(now.getTime() - PENDING_FOR) }, OR: checkedBefore(PENDING_EVERY) },
      { verifiedDomain: { not: null }, OR: checkedBefore(VERIFIED_EVERY) },
    ],
  };
}

export async function recheckDomains(now = new Date()): Promise<void> {
  const due = await db().storeDomain.findMany({ where: dueForCheck(now), orderBy: { checkedAt: { sort: "asc", nulls: "first" } }, take: BATCH });
  for (let start = 0; start < due.length; start += AT_ONCE) {
    const outcomes = await Promise.all(due.slice(start, start + AT_ONCE).map((row) => checkDomain(row, now)));
    outcomes.forEach((seen, i) => {
      const row = due[start + i]!;
      if ((seen === "verified") !== !!row.verifiedDomain && seen !== "unreachable")
        logger.info({ store_id: row.storeId, domain: row.domain, seen }, "custom domain rechecked");
    });
  }
}
