import type { z } from "zod";
import type { Prisma } from "../db/generated/client";
import { orderDate, sqlDateTime } from "../format/dates";
import { imageOrPlaceholder } from "../media/placeholder";
import { amountNumber, convertAmount, sumAmounts } from "../money/money";
import { SERIES } from "../documents/document-numbers";
import { insideReturnWindow } from "../returns/window";
import { trackingUrl } from "./carriers";
import type { SymbolOf } from "./order-currency";
import { SHIPPING_COST_KEY, type orderDetail, type orderSummary } from "./schemas";
import { deliveryStatusText, paymentStatusText, returnStatusText } from "./messages";
import { deliveryStatusLabel, isCancellable, paymentStatusLabel } from "./status";

type Money = Prisma.Decimal;
/** Orders are shown in the currency they were placed in, at the rate saved with them. */
const shown = (order: { conversionRate: Money }) => (value: Money) => amountNumber(convertAmount(value, order.conversionRate));
const currencyOf = (order: { currencyCode: string }, symbolOf: SymbolOf) => ({
  currency_code: order.currencyCode,
  symbol_devise: symbolOf(order.currencyCode),
});

const RETURN_STATUS: Record<number, { class: string; label: string }> = {
  0: { class: "secondary", label: "No return" },
  1: { class: "warning", label: "Return requested" },
  2: { class: "success", label: "Return accepted" },
  3: { class: "danger", label: "Return refused" },
  4: { class: "info", label: "Returned" },
};

export function serializeOrderSummary(
  order: { id: number; code: string; totalPayable: Money; conversionRate: Money; currencyCode: string; placedAt: Date; lines: { quantity: number }[] },
  opts: { timeZone: string; symbolOf: SymbolOf },
): z.infer<typeof orderSummary> {
  return {
    id: order.id,
    order_code: order.code,
    total_payable_amount: shown(order)(order.totalPayable),
    total_products: order.lines.reduce((n, line) => n + line.quantity, 0),
    order_date: orderDate(order.placedAt, opts.timeZone),
    ...currencyOf(order, opts.symbolOf),
  };
}

export const orderDetailInclude = {
  lines: { orderBy: { id: "asc" } },
  trackingEvents: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  pickupPoint: { select: { id: true, name: true, address: true, phone: true } },
  invoices: { where: { series: SERIES.invoice }, select: { code: true }, take: 1 },
  refunds: { where: { status: "SUCCEEDED" }, orderBy: { id: "asc" }, select: { id: true, amount: true, creditNote: { select: { code: true } } } },
} satisfies Prisma.OrderInclude;

type OrderWithDetail = Prisma.OrderGetPayload<{ include: typeof orderDetailInclude }>;

/** A stored address (JSON) as an object, or null. */
export const asObject = (value: Prisma.JsonValue | null) =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * `language` is the store's: the `*_text` keys say the states in it, beside the contract's labels
 * that apps compare (`unpaid`, `cancelled`), which stay English.
 */
export function serializeOrderDetail(
  order: OrderWithDetail,
  opts: { timeZone: string; origin: string; symbolOf: SymbolOf; language: string; returnWindowDays: number; now?: Date },
): z.infer<typeof orderDetail> {
  const money = shown(order);
  const cancellable = isCancellable(order.deliveryStatus) ? 1 : 0;
  return {
    id: order.id,
    order_code: order.code,
    payment_status: order.paymentStatus,
    payment_status_label: paymentStatusLabel(order.paymentStatus),
    payment_status_text: paymentStatusText(opts.language, order.paymentStatus),
    delivery_status: order.deliveryStatus,
    delivery_status_label: deliveryStatusLabel(order.deliveryStatus),
    delivery_status_text: deliveryStatusText(opts.language, order.deliveryStatus),
    payment_method: order.paymentMethodName,
    sub_total: money(order.subTotal),
    total_tax: money(order.totalTax),
    total_delivery_cost: money(order.totalDeliveryCost),
    total_discount: money(order.totalDiscount),
    total_payable_amount: money(order.totalPayable),
    order_date: orderDate(order.placedAt, opts.timeZone),
    pickup_point: order.pickupPoint,
    billing_details: asObject(order.billingDetails),
    shipping_details: asObject(order.shippingDetails),
    products: {
      data: order.lines.map((line) => ({
        id: line.id,
        product_id: line.productId,
        name: line.name,
        permalink: line.permalink,
        variant: line.variant,
        unit_price: money(line.unitPrice),
        quantity: line.quantity,
        [SHIPPING_COST_KEY]: money(line.shippingCost),
        tax: money(line.tax),
        image: imageOrPlaceholder(opts.origin, line.image),
        return_status: {
          status: line.returnStatus,
          ...(RETURN_STATUS[line.returnStatus] ?? RETURN_STATUS[0]!),
          text: returnStatusText(opts.language, line.returnStatus),
        },
        can_return: insideReturnWindow(line, opts) ? 1 : 0,
        can_cancel: cancellable,
        delivered_date: line.deliveredAt ? sqlDateTime(line.deliveredAt, opts.timeZone) : null,
        delivery_status: line.deliveryStatus,
        tracking_list: order.trackingEvents
          .filter((e) => e.orderLineId === null || e.orderLineId === line.id)
          .map((e) => ({ message: e.message, date: sqlDateTime(e.createdAt, opts.timeZone) })),
        shipping: null,
        attachment: line.attachment,
        estimate_delivery_time: null,
        shop: null,
      })),
    },
    can_cancel: cancellable,
    note: order.note,
    payment_required: order.paymentRequired,
    ...currencyOf(order, opts.symbolOf),
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    tracking_url: trackingUrl(order.carrier, order.trackingNumber),
    invoice_code: order.invoices[0]?.code ?? null,
    credit_notes: creditNotesOf(order.refunds),
    // Refunds are kept in the order's currency already.
    refunded_amount: amountNumber(sumAmounts(order.refunds.map((r) => r.amount))),
  };
}

/** The credit notes of an order's refunds, those issued (a refund's is, once it is completed). */
export const creditNotesOf = (refunds: { id: number; creditNote: { code: string } | null }[]) =>
  refunds.flatMap((refund) => (refund.creditNote ? [{ refund_id: refund.id, code: refund.creditNote.code }] : []));
