import { z } from "zod";
import { successSchema } from "../core/envelopes";
import { dayRange, fromNotAfterTo, fromNotAfterToIssue, managedOrder } from "../orders/schemas";

// GET /overview (ours): the store's sales over a range of its days, shaped for the dashboard's
// charts, with what needs the owner's eye (low stock, recent orders, recent changes).

/** Days of the store's time zone, both included; by default the 30 days ending today. */
export const overviewQuery = dayRange.refine(fromNotAfterTo, fromNotAfterToIssue);

const int = z.number().int();
/** Money in the store's default currency (`currency`). */
const money = z.number();
const statusCount = z.strictObject({ status: int, label: z.string(), count: int });

/** The checklist of a new store, in the order the owner takes it (lib/overview/onboarding.ts). */
export const ONBOARDING_STEPS = ["product", "shipping", "payments", "branding", "test_order"] as const;
export const onboarding = z.strictObject({
  /** Every step done: the dashboard shows the checklist no more. */
  complete: z.boolean(),
  /**
   * `product`: a product with a photo; `shipping`: an active zone with an active rate; `payments`: an
   * active method; `branding`: a logo, or a theme other than the default; `test_order`: any order.
   */
  steps: z.array(z.strictObject({ key: z.enum(ONBOARDING_STEPS), done: z.boolean() })),
});

export const overview = z.strictObject({
  from: z.string(),
  to: z.string(),
  timezone: z.string(),
  currency: z.strictObject({ code: z.string(), symbol: z.string() }),
  /** Orders placed in the range and not cancelled: what they add up to, their number and mean; items in them. */
  totals: z.strictObject({ sales: money, orders: int, average_order_value: money, items_sold: int, cancelled_orders: int }),
  /** Carts left behind e-mailed in the range (lib/cart/abandoned.ts), and those of them followed by an order of their shopper within 7 days. */
  abandoned_carts: z.strictObject({ mailed: int, recovered: int }),
  /** Every day of the range, in order, 0 where nothing was sold: one point of the charts each. */
  days: z.array(z.strictObject({ date: z.string(), sales: money, orders: int })),
  /** Orders placed in the range by state, cancelled ones included, every state listed. */
  orders_by_status: z.strictObject({ delivery: z.array(statusCount), payment: z.array(statusCount) }),
  /** What sold most in the range (items, then takings: unit prices × quantities). */
  top_products: z.array(z.strictObject({ product_id: int, name: z.string(), permalink: z.string(), quantity: int, sales: money })),
  /** Price rows (a variant's, or the product's own when it has none) at or below the product's alert level, fewest first. */
  low_stock: z.strictObject({
    total: int,
    items: z.array(
      z.strictObject({ product_id: int, name: z.string(), slug: z.string(), variant_key: z.string(), sku: z.string(), quantity: int, alert: int }),
    ),
  }),
  recent_orders: z.array(managedOrder),
  /** What a new store still lacks to sell, whatever the range. */
  onboarding,
  /** The owners' latest writes through the administration API (the audit log). */
  recent_activity: z.array(
    z.strictObject({
      id: int,
      action: z.string(),
      entity: z.string().nullable(),
      entity_id: int.nullable(),
      owner: z.strictObject({ id: int, name: z.string() }).nullable(),
      created_at: z.string(),
    }),
  ),
});

export const overviewResponse = successSchema({ data: overview });

// GET /alerts (ours): the dashboard's bell for the person asking (lib/overview/alerts.ts).
export const ALERT_KINDS = ["new_orders", "return_requests", "failed_posts", "failed_webhooks", "pending_reviews", "low_stock"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const alerts = z.strictObject({
  /** When the person last opened the bell; null: never. */
  seen_at: z.string().nullable(),
  /** Events since then (orders placed, posts that failed): the badge's number. */
  unseen: int,
  /** Each kind with something to show, to people whose role reads its area. */
  items: z.array(z.strictObject({ kind: z.enum(ALERT_KINDS), count: int })),
});
export const alertsResponse = successSchema({ data: alerts });
