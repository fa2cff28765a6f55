import type { z } from "zod";
import { pool, db } from "../db/client";
import type { Store } from "../db/generated/client";
import { isoMicros, storedTimestamp } from "../format/dates";
import { can, type Area, type Role } from "../staff/roles";
import { LOW_STOCK_ROWS } from "./overview";
import type { alerts, AlertKind } from "./schemas";

// The dashboard's bell: what needs the eye of one person of the store, each kind only to those
// whose role reads its area. Events (orders placed, returns asked, posts and webhooks that failed) count from when the
// person last opened the bell, so that each is news once; standing conditions (low stock) count
// while they last and add nothing to the badge, as Shopify's home does with its stock alerts.

/** How far back the events of someone who never opened the bell go. */
const FIRST_LOOK_DAYS = 7;

type Source = {
  kind: AlertKind;
  area: Area;
  /** Whether its count adds to the badge (an event), or only shows in the list (a standing condition). */
  event: boolean;
  /**
   * A count of the store's ($1) matters; events between $2 (the last look) and $3 (now): an order
   * dated later than now (imported with its own date) is news when its time comes, not forever.
   */
  count: string;
};

const SOURCES: Source[] = [
  { kind: "new_orders", area: "orders", event: true, count: "SELECT count(*)::int FROM orders WHERE store_id = $1 AND placed_at > $2 AND placed_at <= $3" },
  {
    kind: "return_requests",
    area: "orders",
    event: true,
    count: "SELECT count(*)::int FROM returns WHERE store_id = $1 AND created_at > $2 AND created_at <= $3",
  },
  {
    kind: "failed_posts",
    area: "marketing",
    event: true,
    count: "SELECT count(*)::int FROM publish_jobs WHERE store_id = $1 AND status = 'FAILED' AND updated_at > $2 AND updated_at <= $3",
  },
  {
    kind: "failed_webhooks",
    area: "settings",
    event: true,
    count: `SELECT count(*)::int FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
            WHERE e.store_id = $1 AND d.status = 'FAILED' AND d.attempted_at > $2 AND d.attempted_at <= $3`,
  },
  // Waiting for approval is a standing condition: counted while reviews wait, news to nobody's badge.
  { kind: "pending_reviews", area: "marketing", event: false, count: "SELECT count(*)::int FROM reviews WHERE store_id = $1 AND status = 'PENDING'" },
  { kind: "low_stock", area: "catalog", event: false, count: `SELECT count(*)::int FROM (${LOW_STOCK_ROWS}) low` },
];

export async function storeAlerts(store: Store, input: { ownerId: number; role: Role }): Promise<z.infer<typeof alerts>> {
  const sources = SOURCES.filter((source) => can(input.role, source.area, "read"));
  const owner = await db().owner.findFirstOrThrow({ where: { id: input.ownerId, storeId: store.id }, select: { alertsSeenAt: true } });
  const since = owner.alertsSeenAt ?? new Date(Date.now() - FIRST_LOOK_DAYS * 86_400_000);
  const counts = sources.length
    ? (
        await pool().query<Record<string, number>>(`SELECT ${sources.map((source, index) => `(${source.count}) AS c${index}`).join(", ")}`, [
          store.id,
          storedTimestamp(since),
          storedTimestamp(new Date()),
        ])
      ).rows[0]!
    : {};
  const items = sources.map((source, index) => ({ kind: source.kind, count: counts[`c${index}`] ?? 0, event: source.event }));
  return {
    seen_at: owner.alertsSeenAt && isoMicros(owner.alertsSeenAt),
    unseen: items.reduce((sum, item) => sum + (item.event ? item.count : 0), 0),
    items: items.filter((item) => item.count > 0).map(({ kind, count }) => ({ kind, count })),
  };
}

/** The person opened the bell: what it showed is no longer news to them. */
export async function markAlertsSeen(store: Store, input: { ownerId: number }): Promise<void> {
  await db().owner.updateMany({ where: { id: input.ownerId, storeId: store.id }, data: { alertsSeenAt: new Date() } });
}
