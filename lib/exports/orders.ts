import { pool } from "../db/client";
import type { Store } from "../db/generated/client";
import { deliveryAddressLines } from "../dashboard/delivery-address";
import { SERIES } from "../documents/document-numbers";
import { sqlDateTime } from "../format/dates";
import { amountString, convertAmount } from "../money/money";
import { deliveryStatusText, paymentStatusText } from "../orders/messages";
import { orderFilter, type OrderFilters } from "../orders/order-pages";
import { csvFile, type Column } from "./csv-file";

// The store's orders for the accountant: one row per order, oldest first, the filters of the
// owner's order list. Amounts are in the store's default currency (what its books are kept in),
// and the total also as the shopper was charged it, in the order's currency. The columns are listed
// in docs/decisions.md ("Exports").

type Row = {
  id: number;
  code: string;
  placedAt: Date;
  deliveryStatus: number;
  paymentStatus: number;
  paymentMethod: string;
  currencyCode: string;
  conversionRate: string;
  subTotal: string;
  discount: string;
  shipping: string;
  tax: string;
  total: string;
  refunded: string;
  customerName: string;
  customerEmail: string;
  shippingDetails: Record<string, unknown> | null;
  items: string | null;
  invoice: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  note: string | null;
};

const columns = (store: Store): Column<Row>[] => {
  const address = (row: Row, kind: string) => deliveryAddressLines(row.shippingDetails, store.language).find((line) => line.kind === kind)?.text;
  return [
    { header: "order_code", value: (row) => row.code },
    { header: "placed_at", value: (row) => sqlDateTime(row.placedAt, store.timezone) },
    { header: "delivery_status", value: (row) => deliveryStatusText(store.language, row.deliveryStatus) },
    { header: "payment_status", value: (row) => paymentStatusText(store.language, row.paymentStatus) },
    { header: "payment_method", value: (row) => row.paymentMethod },
    { header: "store_currency", value: () => store.currencyCode },
    { header: "subtotal", value: (row) => row.subTotal },
    { header: "discount", value: (row) => row.discount },
    { header: "shipping", value: (row) => row.shipping },
    { header: "tax", value: (row) => row.tax },
    { header: "total", value: (row) => row.total },
    { header: "order_currency", value: (row) => row.currencyCode },
    { header: "conversion_rate", value: (row) => row.conversionRate },
    { header: "total_charged", value: (row) => amountString(convertAmount(row.total, row.conversionRate)) },
    { header: "refunded", value: (row) => row.refunded },
    { header: "customer_name", value: (row) => row.customerName },
    { header: "customer_email", value: (row) => row.customerEmail },
    { header: "ship_to_name", value: (row) => address(row, "name") },
    { header: "ship_to_address", value: (row) => address(row, "street") },
    { header: "ship_to_city", value: (row) => address(row, "place") },
    { header: "ship_to_country", value: (row) => address(row, "country") },
    { header: "ship_to_phone", value: (row) => address(row, "phone") },
    { header: "items", value: (row) => row.items },
    { header: "invoice_number", value: (row) => row.invoice },
    { header: "carrier", value: (row) => row.carrier },
    { header: "tracking_number", value: (row) => row.trackingNumber },
    { header: "note", value: (row) => row.note },
  ];
};

export function ordersCsv(store: Store, filters: OrderFilters): ReadableStream<Uint8Array> {
  const { filter, values } = orderFilter(store, filters);
  const after = `$${values.length + 1}`;
  const limit = `$${values.length + 2}`;
  const text = `
    SELECT o.id, o.code, o.placed_at AT TIME ZONE 'UTC' AS "placedAt", o.delivery_status AS "deliveryStatus",
           o.payment_status AS "paymentStatus", o.payment_method_name AS "paymentMethod", o.currency_code AS "currencyCode",
           o.conversion_rate::text AS "conversionRate", o.sub_total::text AS "subTotal", o.total_discount::text AS discount,
           o.total_delivery_cost::text AS shipping, o.total_tax::text AS tax, o.total_payable_amount::text AS total,
           (SELECT coalesce(sum(r.amount), 0)::numeric(12, 2)::text FROM refunds r WHERE r.order_id = o.id AND r.store_id = $1 AND r.status = 'SUCCEEDED') AS refunded,
           c.name AS "customerName", c.email AS "customerEmail", o.shipping_details AS "shippingDetails",
           (SELECT string_agg(l.quantity || ' × ' || l.name || coalesce(' (' || nullif(l.variant, '') || ')', ''), ' | ' ORDER BY l.id)
              FROM order_lines l WHERE l.order_id = o.id AND l.store_id = $1) AS items,
           (SELECT i.code FROM invoices i WHERE i.order_id = o.id AND i.store_id = $1 AND i.series = '${SERIES.invoice}' ORDER BY i.id LIMIT 1) AS invoice,
           o.carrier, o.tracking_number AS "trackingNumber", o.note
    FROM orders o JOIN customers c ON c.id = o.customer_id AND c.store_id = $1
    WHERE ${filter} AND o.id > ${after}
    ORDER BY o.id
    LIMIT ${limit}`;
  return csvFile(columns(store), async (afterId, take) => {
    const { rows } = await pool().query<Row>(text, [...values, afterId ?? 0, take]);
    return { rows, last: rows.at(-1)?.id ?? null };
  });
}
