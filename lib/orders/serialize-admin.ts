import type { z } from "zod";
import type { Prisma } from "../db/generated/client";
import { isoMicros, sqlDateTime } from "../format/dates";
import { imageOrPlaceholder } from "../media/placeholder";
import { amountNumber, amountString, convertAmount, sumAmounts, type AmountInput } from "../money/money";
import { SERIES } from "../documents/document-numbers";
import { trackingUrl } from "./carriers";
import { refundableOf } from "./paid-amount";
import type { OrderRow } from "./order-pages";
import type { allOrdersItem, managedOrder, managedOrderDetail } from "./schemas";
import { asObject, creditNotesOf } from "./serialize";
import { deliveryStatusLabel, nextDeliveryStatuses, nextPaymentStatuses, paymentStatusLabel } from "./status";

// The administration API's orders. The documented list (/get-all-orders) writes amounts, states
// and ids as digit strings and dates as SQL in the store's time zone; like the management routes,
// it shows an order in the currency it was placed and charged in, named by `currency_code` (ours)
// beside, as every surface does (docs/decisions.md, Orders: currency). The management routes add
// the total in the default currency, which reports add up.

/** An amount of the default currency in the order's currency, at the rate saved with the order. */
const inOrderCurrency = (rate: AmountInput) => (value: AmountInput) => amountNumber(convertAmount(value, rate));

export function serializeAllOrdersItem(row: OrderRow, timeZone: string): z.infer<typeof allOrdersItem> {
  return {
    id: row.id,
    total_payable_amount: amountString(convertAmount(row.totalPayable, row.conversionRate)),
    order_code: row.code,
    created_at: sqlDateTime(row.placedAt, timeZone),
    read_at: row.readAt ? sqlDateTime(row.readAt, timeZone) : null,
    delivery_status: String(row.deliveryStatus),
    payment_status: String(row.paymentStatus),
    customer_name: row.customerName,
    guest_customer: null,
    customer_id: String(row.customerId),
    guest_customer_id: null,
    // The number of lines, as the contract says (the customer API's `total_products` counts items).
    total_product: String(row.lines),
    currency_code: row.currencyCode,
  };
}

const statusFields = (order: { deliveryStatus: number; paymentStatus: number }) => ({
  delivery_status: order.deliveryStatus,
  delivery_status_label: deliveryStatusLabel(order.deliveryStatus),
  payment_status: order.paymentStatus,
  payment_status_label: paymentStatusLabel(order.paymentStatus),
});

export function serializeManagedOrder(row: OrderRow): z.infer<typeof managedOrder> {
  return {
    id: row.id,
    order_code: row.code,
    customer: { id: row.customerId, name: row.customerName, email: row.customerEmail },
    ...statusFields(row),
    payment_method: row.paymentMethod,
    currency_code: row.currencyCode,
    total_payable_amount: inOrderCurrency(row.conversionRate)(row.totalPayable),
    total_in_default_currency: amountNumber(row.totalPayable),
    lines_count: row.lines,
    items_count: row.items,
    placed_at: isoMicros(row.placedAt),
    read_at: row.readAt ? isoMicros(row.readAt) : null,
  };
}

export const managedOrderInclude = {
  customer: { select: { id: true, name: true, email: true, phone: true, status: true } },
  coupon: { select: { id: true, code: true } },
  pickupPoint: { select: { id: true, name: true, address: true, phone: true } },
  lines: { orderBy: { id: "asc" } },
  payments: { orderBy: { id: "asc" } },
  refunds: {
    where: { status: { in: ["PENDING", "SUCCEEDED"] } },
    orderBy: { id: "asc" },
    select: { id: true, amount: true, status: true, creditNote: { select: { code: true } } },
  },
  trackingEvents: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  invoices: { where: { series: SERIES.invoice }, select: { code: true }, take: 1 },
} satisfies Prisma.OrderInclude;

type ManagedOrder = Prisma.OrderGetPayload<{ include: typeof managedOrderInclude }>;

export function serializeManagedOrderDetail(order: ManagedOrder, origin: string): z.infer<typeof managedOrderDetail> {
  const shown = inOrderCurrency(order.conversionRate);
  const paidOnline = order.payments.some((payment) => payment.status === "SUCCEEDED");
  return {
    id: order.id,
    order_code: order.code,
    customer: order.customer,
    ...statusFields(order),
    payment_method: order.paymentMethodName,
    currency_code: order.currencyCode,
    total_payable_amount: shown(order.totalPayable),
    total_in_default_currency: amountNumber(order.totalPayable),
    lines_count: order.lines.length,
    items_count: order.lines.reduce((n, line) => n + line.quantity, 0),
    placed_at: isoMicros(order.placedAt),
    read_at: order.readAt ? isoMicros(order.readAt) : null,
    conversion_rate: order.conversionRate.toString(),
    sub_total: shown(order.subTotal),
    total_tax: shown(order.totalTax),
    total_delivery_cost: shown(order.totalDeliveryCost),
    total_discount: shown(order.totalDiscount),
    coupon: order.coupon,
    note: order.note,
    cancelled_at: order.cancelledAt ? isoMicros(order.cancelledAt) : null,
    pickup_point: order.pickupPoint,
    billing_details: asObject(order.billingDetails),
    shipping_details: asObject(order.shippingDetails),
    lines: order.lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      name: line.name,
      permalink: line.permalink,
      variant: line.variant,
      image: imageOrPlaceholder(origin, line.image),
      unit_price: shown(line.unitPrice),
      quantity: line.quantity,
      shipping_cost: shown(line.shippingCost),
      tax: shown(line.tax),
      delivery_status: line.deliveryStatus,
      delivered_at: line.deliveredAt ? isoMicros(line.deliveredAt) : null,
      return_status: line.returnStatus,
    })),
    // A payment is in the currency it was taken in already.
    payments: order.payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      provider_ref: payment.providerRef,
      amount: amountNumber(payment.amount),
      currency_code: payment.currencyCode,
      status: payment.status,
      created_at: isoMicros(payment.createdAt),
    })),
    tracking: order.trackingEvents.map((event) => ({
      id: event.id,
      message: event.message,
      order_line_id: event.orderLineId,
      created_at: isoMicros(event.createdAt),
    })),
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    tracking_url: trackingUrl(order.carrier, order.trackingNumber),
    invoice_code: order.invoices[0]?.code ?? null,
    credit_notes: creditNotesOf(order.refunds),
    next_delivery_statuses: [...nextDeliveryStatuses(order.deliveryStatus)],
    next_payment_statuses: nextPaymentStatuses({ paymentStatus: order.paymentStatus, deliveryStatus: order.deliveryStatus, paidOnline }),
    refunded_amount: amountNumber(sumAmounts(order.refunds.filter((r) => r.status === "SUCCEEDED").map((r) => r.amount))),
    refundable_amount: amountNumber(refundableOf(order, order.refunds)),
  };
}
