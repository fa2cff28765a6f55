import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { addDays, dayStart, todayIn } from "../format/dates";

// The content generator's daily quota per store (CONTENT_GENERATOR_DAILY_LIMIT), counted in
// content_generation_days so that every instance takes from the same count. The day is the
// store's (todayIn, lib/format/dates.ts): a Casablanca store's quota starts again at its own
// midnight. Taking is one statement: the row's lock makes two instances' last takes one success
// and one refusal, never two successes.

/** `day` as PostgreSQL writes a date (`2026-11-24`), which it reads back as the same date in any session time zone. */
export type QuotaTaken = { storeId: number; day: string };

/** One generation from today's quota, or null when it is spent. */
export async function takeFromQuota(store: Store, { limit }: { limit: number }): Promise<QuotaTaken | null> {
  const [taken] = await db().$queryRaw<{ day: string }[]>`
    INSERT INTO content_generation_days AS used (store_id, day, count)
    SELECT ${store.id}, ${todayIn(store.timezone)}::date, 1 WHERE ${limit}::int > 0
    ON CONFLICT (store_id, day) DO UPDATE SET count = used.count + 1 WHERE used.count < ${limit}::int
    RETURNING day::text AS day`;
  return taken ? { storeId: store.id, day: taken.day } : null;
}

/** A generation the provider did not make (it failed or timed out) is given back: the owner got nothing for it. */
export async function giveBack(taken: QuotaTaken): Promise<void> {
  await db().$executeRaw`
    UPDATE content_generation_days SET count = count - 1 WHERE store_id = ${taken.storeId} AND day = ${taken.day}::date AND count > 0`;
}

/** Seconds until the store's next midnight, when its quota starts again: the 429's Retry-After. */
export function secondsUntilQuotaResets(store: Store, { now = new Date() }: { now?: Date } = {}): number {
  const midnight = dayStart(addDays(todayIn(store.timezone, now), 1), store.timezone);
  return Math.max(1, Math.ceil((midnight.getTime() - now.getTime()) / 1000));
}
