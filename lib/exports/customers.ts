import { pool } from "../db/client";
import type { Store } from "../db/generated/client";
import { sqlDateTime } from "../format/dates";
import { csvFile, type Column } from "./csv-file";

// The store's customers, oldest first, with what they bought: orders not cancelled and their sum
// in the store's default currency. No password, code or token ever leaves in a file.

type Row = { id: number; name: string; email: string; phone: string; status: number; createdAt: Date; orders: number; spent: string; lastOrder: Date | null };

const columns = (store: Store): Column<Row>[] => [
  { header: "customer_id", value: (row) => row.id },
  { header: "name", value: (row) => row.name },
  { header: "email", value: (row) => row.email },
  { header: "phone", value: (row) => row.phone },
  { header: "active", value: (row) => (row.status === 1 ? "yes" : "no") },
  { header: "created_at", value: (row) => sqlDateTime(row.createdAt, store.timezone) },
  { header: "orders", value: (row) => row.orders },
  { header: "total_spent", value: (row) => row.spent },
  { header: "currency", value: () => store.currencyCode },
  { header: "last_order_at", value: (row) => row.lastOrder && sqlDateTime(row.lastOrder, store.timezone) },
];

const TEXT = `
  SELECT c.id, c.name, c.email, c.phone, c.status, c.created_at AT TIME ZONE 'UTC' AS "createdAt",
         coalesce(s.orders, 0)::int AS orders, coalesce(s.spent, 0)::numeric(12, 2)::text AS spent, s.last AT TIME ZONE 'UTC' AS "lastOrder"
  FROM customers c
  LEFT JOIN LATERAL (
    SELECT count(*) AS orders, sum(o.total_payable_amount) AS spent, max(o.placed_at) AS last
    FROM orders o WHERE o.store_id = $1 AND o.customer_id = c.id AND o.delivery_status <> 4
  ) s ON true
  WHERE c.store_id = $1 AND c.id > $2
  ORDER BY c.id
  LIMIT $3`;

export function customersCsv(store: Store): ReadableStream<Uint8Array> {
  return csvFile(columns(store), async (after, take) => {
    const { rows } = await pool().query<Row>(TEXT, [store.id, after ?? 0, take]);
    return { rows, last: rows.at(-1)?.id ?? null };
  });
}
