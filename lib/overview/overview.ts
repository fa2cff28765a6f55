import type { z } from "zod";
import { fieldError } from "../core/errors";
import { DELETED } from "../catalog/schemas";
import { RECOVERY_DAYS } from "../cart/abandoned";
import { pool } from "../db/client";
import type { Store } from "../db/generated/client";
import { addDays, dayStart, isoMicros, storedTimestamp, todayIn } from "../format/dates";
import { amountNumber, averageAmount } from "../money/money";
import { findOrderPage } from "../orders/order-pages";
import { serializeManagedOrder } from "../orders/serialize-admin";
import { DELIVERY_STATUS, deliveryStatusLabel, PAYMENT_STATUS, paymentStatusLabel } from "../orders/status";
import { overviewMessages } from "./messages";
import { onboardingChecklist } from "./onboarding";
import type { overview, overviewQuery } from "./schemas";

// The dashboard's overview of a store over a range of its days. Sales are the orders placed in the
// range that were not cancelled, in the store's default currency: orders keep their amounts in it,
// and the rate of the currency they were placed in only to show them as the shopper saw them, so
// adding the stored amounts is converting each order back at its own saved rate, without rounding
// twice. Days are the store's, cut by dayStart (lib/format/dates.ts). One
// statement computes every figure; the recent orders are the order list's first page, read beside it.

const DEFAULT_DAYS = 30;
/** A year, leap day included: the charts' widest range, and a bound on what one request may read. */
const MAX_DAYS = 366;
const RECENT_ORDERS = 5;
const TOP_PRODUCTS = 5;
const LOW_STOCK_SHOWN = 10;
const RECENT_ACTIVITY = 10;

type Row = {
  /** By the day's number in the range, from 1; days without sales are absent. */
  days: { day: number; sales: string; orders: number }[] | null;
  sales: string;
  orders: number;
  items: number;
  byDelivery: Record<string, number> | null;
  byPayment: Record<string, number> | null;
  topProducts: { product_id: number; name: string; permalink: string; quantity: number; sales: string }[];
  lowStockTotal: number;
  lowStock: { product_id: number; name: string; slug: string; variant_key: string; sku: string; quantity: number; alert: number }[];
  activity: {
    id: number;
    action: string;
    entity: string | null;
    entity_id: number | null;
    owner_id: number | null;
    owner_name: string | null;
    created_at: string;
  }[];
  symbol: string | null;
  carts: { mailed: number; recovered: number };
};

/**
 * The store's ($1) price rows at or below their product's alert level: the overview lists them, the
 * bell counts them (lib/overview/alerts.ts).
 */
export const LOW_STOCK_ROWS = `
      SELECT pr.product_id, p.name, p.slug, pr.variant_key, pr.sku, pr.quantity, p.low_stock_quantity_alert AS alert
      FROM product_prices pr JOIN products p ON p.id = pr.product_id AND p.store_id = $1 AND p.status <> ${DELETED}
      WHERE pr.store_id = $1 AND pr.quantity <= p.low_stock_quantity_alert
        -- No row above the store's highest alert level is low: the bound, one index probe
        -- (migration low_stock_alert_index), leaves the store's products unread unless some are.
        AND pr.quantity <= (SELECT max(a.low_stock_quantity_alert) FROM products a WHERE a.store_id = $1)
        -- A product with variants is sold by its variants: its own row keeps no stock anyone buys.
        AND (pr.variant_key <> '' OR NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.store_id = $1 AND v.product_id = pr.product_id AND v.variant_key <> ''))`;

// $1 the store, $2 the instants the range's days begin and the one after its last ends, $3 its default currency.
const STATEMENT = {
  name: "store_overview",
  text: `
    WITH placed AS (
      SELECT o.id, o.total_payable_amount AS total, o.delivery_status, o.payment_status,
             width_bucket(o.placed_at, $2::timestamp[]) AS day
      FROM orders o
      WHERE o.store_id = $1 AND o.placed_at >= ($2::timestamp[])[1] AND o.placed_at < ($2::timestamp[])[array_length($2::timestamp[], 1)]
    ),
    sold AS (SELECT * FROM placed WHERE delivery_status <> ${DELIVERY_STATUS.CANCELLED}),
    per_day AS (SELECT day, sum(total) AS sales, count(*)::int AS orders FROM sold GROUP BY day),
    low AS (${LOW_STOCK_ROWS}
    )
    SELECT
      (SELECT json_agg(json_build_object('day', day, 'sales', sales::text, 'orders', orders)) FROM per_day) AS days,
      (SELECT coalesce(sum(total), 0)::text FROM sold) AS sales,
      (SELECT count(*)::int FROM sold) AS orders,
      (SELECT coalesce(sum(l.quantity), 0)::int FROM order_lines l JOIN sold s ON s.id = l.order_id AND l.store_id = $1) AS items,
      (SELECT json_object_agg(delivery_status, n) FROM (SELECT delivery_status, count(*)::int AS n FROM placed GROUP BY 1) x) AS "byDelivery",
      (SELECT json_object_agg(payment_status, n) FROM (SELECT payment_status, count(*)::int AS n FROM placed GROUP BY 1) x) AS "byPayment",
      (SELECT coalesce(json_agg(json_build_object('product_id', t.product_id, 'name', coalesce(p.name, last.name), 'permalink', coalesce(p.slug, last.permalink),
                                                  'quantity', t.quantity, 'sales', t.sales::text) ORDER BY t.quantity DESC, t.sales DESC, t.product_id), '[]')
         FROM (SELECT l.product_id, sum(l.quantity)::int AS quantity, sum(l.unit_price * l.quantity) AS sales
               FROM order_lines l JOIN sold s ON s.id = l.order_id AND l.store_id = $1
               GROUP BY l.product_id ORDER BY 2 DESC, 3 DESC, 1 LIMIT ${TOP_PRODUCTS}) t
         LEFT JOIN products p ON p.id = t.product_id AND p.store_id = $1
         -- A product deleted since: named as its last line wrote it.
         LEFT JOIN LATERAL (SELECT l.name, l.permalink FROM order_lines l WHERE l.store_id = $1 AND l.product_id = t.product_id ORDER BY l.id DESC LIMIT 1) last
           ON p.id IS NULL) AS "topProducts",
      (SELECT count(*)::int FROM low) AS "lowStockTotal",
      (SELECT coalesce(json_agg(t), '[]') FROM (SELECT * FROM low ORDER BY quantity, product_id, variant_key LIMIT ${LOW_STOCK_SHOWN}) t) AS "lowStock",
      (SELECT coalesce(json_agg(json_build_object('id', a.id, 'action', a.action, 'entity', a.entity, 'entity_id', a.entity_id,
                                                  'owner_id', a.owner_id, 'owner_name', ow.name, 'created_at', a.created_at AT TIME ZONE 'UTC')
                                ORDER BY a.created_at DESC, a.id DESC), '[]')
         FROM (SELECT * FROM audit_log WHERE store_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${RECENT_ACTIVITY}) a
         LEFT JOIN owners ow ON ow.id = a.owner_id) AS activity,
      (SELECT symbol FROM currencies WHERE store_id = $1 AND code = $3) AS symbol,
      (SELECT json_build_object('mailed', count(*), 'recovered', count(*) FILTER (WHERE EXISTS (
                SELECT 1 FROM orders o WHERE o.store_id = $1 AND o.customer_id = r.customer_id AND o.delivery_status <> ${DELIVERY_STATUS.CANCELLED}
                  AND o.placed_at >= r.sent_at AND o.placed_at < r.sent_at + interval '${RECOVERY_DAYS} days')))
         FROM cart_reminders r
         WHERE r.store_id = $1 AND r.sent_at >= ($2::timestamp[])[1] AND r.sent_at < ($2::timestamp[])[array_length($2::timestamp[], 1)]) AS carts`,
};

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** The range asked, or the 30 days ending today in the store's time zone; at most MAX_DAYS long. */
function rangeOf(store: Store, query: z.infer<typeof overviewQuery>) {
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_DAYS - 1) : todayIn(store.timezone));
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (daysBetween(from, to) + 1 > MAX_DAYS) throw fieldError(query.from ? "from" : "to", overviewMessages(store.language, "span", { days: MAX_DAYS }));
  return { from, to };
}

const counts = (statuses: readonly number[], counted: Record<string, number> | null, label: (status: number) => string) =>
  statuses.map((status) => ({ status, label: label(status), count: counted?.[status] ?? 0 }));

/** The delivery states in the order an order goes through them, cancelled last. */
const DELIVERY_ORDER = [DELIVERY_STATUS.PENDING, DELIVERY_STATUS.CONFIRMED, DELIVERY_STATUS.SHIPPED, DELIVERY_STATUS.DELIVERED, DELIVERY_STATUS.CANCELLED];

export async function storeOverview(store: Store, query: z.infer<typeof overviewQuery>): Promise<z.infer<typeof overview>> {
  const { from, to } = rangeOf(store, query);
  const dates = Array.from({ length: daysBetween(from, to) + 1 }, (_, index) => addDays(from, index));
  const starts = [...dates, addDays(to, 1)].map((day) => storedTimestamp(dayStart(day, store.timezone)));
  const [{ rows }, recent, onboarding] = await Promise.all([
    pool().query<Row>({ ...STATEMENT, values: [store.id, starts, store.currencyCode] }),
    findOrderPage(store, { page: { page: 1, perPage: RECENT_ORDERS } }),
    onboardingChecklist(store),
  ]);
  const row = rows[0]!;
  return {
    from,
    to,
    timezone: store.timezone,
    currency: { code: store.currencyCode, symbol: row.symbol ?? store.currencyCode },
    totals: {
      sales: amountNumber(row.sales),
      orders: row.orders,
      average_order_value: amountNumber(averageAmount(row.sales, row.orders)),
      items_sold: row.items,
      cancelled_orders: row.byDelivery?.[DELIVERY_STATUS.CANCELLED] ?? 0,
    },
    abandoned_carts: row.carts,
    days: dates.map((date, index) => {
      const sold = row.days?.find((day) => day.day === index + 1);
      return { date, sales: amountNumber(sold?.sales ?? "0"), orders: sold?.orders ?? 0 };
    }),
    orders_by_status: {
      delivery: counts(DELIVERY_ORDER, row.byDelivery, deliveryStatusLabel),
      payment: counts([PAYMENT_STATUS.PAID, PAYMENT_STATUS.UNPAID], row.byPayment, paymentStatusLabel),
    },
    top_products: row.topProducts.map((product) => ({ ...product, sales: amountNumber(product.sales) })),
    low_stock: { total: row.lowStockTotal, items: row.lowStock },
    recent_orders: recent.rows.map(serializeManagedOrder),
    onboarding,
    recent_activity: row.activity.map((entry) => ({
      id: entry.id,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entity_id,
      owner: entry.owner_id === null ? null : { id: entry.owner_id, name: entry.owner_name ?? "" },
      created_at: isoMicros(new Date(entry.created_at)),
    })),
  };
}
