import { skipTake, type Listed, type Page } from "../core/paging";
import { pool } from "../db/client";
import { containing, pageWindow, statementFilter } from "../db/sql";
import type { Store } from "../db/generated/client";
import { addDays, dayStart, storedTimestamp } from "../format/dates";

// A page of the store's orders, newest first, with their customer and line counts, and the count
// of all that match, in one statement: the administration API's lists (/get-all-orders, /orders)
// read it. Written by hand, as the catalog's lists are: the page's ids come first from the index
// on (store_id, placed_at), and only the page's rows are then joined. Days are the store's, cut by
// dayStart (lib/format/dates.ts), so an order placed at 23:30 in Casablanca counts on that day there
// whatever the offset was then.

export type OrderFilters = {
  deliveryStatus?: number;
  paymentStatus?: number;
  customerId?: number;
  /** Days in the store's time zone, both included. */
  from?: string;
  to?: string;
  /** Part of the order's code, or of its customer's name or e-mail, in any case. */
  search?: string;
};

export type OrderRow = {
  id: number;
  code: string;
  /** Amounts as text, for exact decimals, in the store's default currency. */
  totalPayable: string;
  conversionRate: string;
  currencyCode: string;
  placedAt: Date;
  readAt: Date | null;
  deliveryStatus: number;
  paymentStatus: number;
  paymentMethod: string;
  customerId: number;
  customerName: string;
  customerEmail: string;
  lines: number;
  items: number;
};

/**
 * The WHERE clause (on `orders o`) of the filters given, named by which are given, and its values
 * after the store's id ($1): the lists and the orders export (lib/exports) select alike.
 */
export function orderFilter(store: Store, filters: OrderFilters) {
  const { param, when, built } = statementFilter("o.store_id = $1", [store.id]);
  when(filters.deliveryStatus, "d", () => `o.delivery_status = ${param(filters.deliveryStatus)}`);
  when(filters.paymentStatus, "p", () => `o.payment_status = ${param(filters.paymentStatus)}`);
  when(filters.customerId, "c", () => `o.customer_id = ${param(filters.customerId)}`);
  const startOf = (day: string) => `${param(storedTimestamp(dayStart(day, store.timezone)))}::timestamp`;
  when(filters.from, "f", () => `o.placed_at >= ${startOf(filters.from!)}`);
  when(filters.to, "t", () => `o.placed_at < ${startOf(addDays(filters.to!, 1))}`);
  when(filters.search, "s", () => {
    const pattern = param(containing(filters.search!));
    return `(o.code ILIKE ${pattern} OR EXISTS (SELECT 1 FROM customers c WHERE c.id = o.customer_id AND (c.name ILIKE ${pattern} OR c.email ILIKE ${pattern})))`;
  });
  const { where, values, tags } = built();
  return { filter: where, values, name: tags };
}

/** The statements for the filters given, and the filters' values after the store's id ($1). */
function statements(store: Store, filters: OrderFilters) {
  const { filter, values, name: tags } = orderFilter(store, filters);
  const name = `orders_page${tags}`;
  // All the store's orders are counted as they are written (migration store_counts).
  const count = tags ? `SELECT count(*)::int AS total FROM orders o WHERE ${filter}` : "SELECT s.order_count AS total FROM stores s WHERE s.id = $1";
  // The page's limit and offset come last, after the filters' values.
  const limit = `$${values.length + 1}`;
  const offset = `$${values.length + 2}`;
  const page = `
    SELECT o.id, o.code, o.total_payable_amount::text AS "totalPayable", o.conversion_rate::text AS "conversionRate",
           o.currency_code AS "currencyCode", o.placed_at AT TIME ZONE 'UTC' AS "placedAt", o.read_at AT TIME ZONE 'UTC' AS "readAt",
           o.delivery_status AS "deliveryStatus", o.payment_status AS "paymentStatus", o.payment_method_name AS "paymentMethod",
           o.customer_id AS "customerId", c.name AS "customerName", c.email AS "customerEmail", l.lines, l.items,
           (${count}) AS total
    FROM (SELECT o.id FROM orders o WHERE ${filter} ORDER BY o.placed_at DESC, o.id DESC ${pageWindow(limit, offset)}) page
    JOIN orders o ON o.id = page.id
    JOIN customers c ON c.id = o.customer_id
    CROSS JOIN LATERAL (SELECT count(*)::int AS lines, coalesce(sum(l.quantity), 0)::int AS items FROM order_lines l WHERE l.order_id = o.id) l
    ORDER BY o.placed_at DESC, o.id DESC`;
  return { page: { name, text: page }, count: { name: `${name}_count`, text: count }, values };
}

/** The page `page` of the orders the filters select. */
export async function findOrderPage(store: Store, input: OrderFilters & { page: Page }): Promise<Listed<OrderRow>> {
  const { page, ...filters } = input;
  const { page: pageStatement, count, values } = statements(store, filters);
  const { skip, take } = skipTake(page);
  const { rows } = await pool().query<OrderRow & { total: number }>({ ...pageStatement, values: [...values, take, skip] });
  // Past the last page there is no row to carry the count.
  const total = rows[0]?.total ?? (await pool().query<{ total: number }>({ ...count, values })).rows[0]!.total;
  return { rows, total };
}
