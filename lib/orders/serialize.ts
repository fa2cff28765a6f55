import { z } from "zod";
import type { Prisma } from "../db/generated/client";
import { orderDate, sqlDateTime } from "../format/dates";
import { imageOrPlaceholder } from "../media/placeholder";
import { amountNumber, convertAmount } from "../money/money";
import { deliveryStatusLabel, isCancellable, paymentStatusLabel, DELIVERY_STATUS } from "./status";

// The contract's order shapes. The order line's shipping cost key is `shipping_cost` followed by
// a TAB: the apps parse it that way, so it is written here, once, on purpose.
export const SHIPPING_COST_KEY = "shipping_cost\t";

const int = z.number().int();

export const orderSummary = z.strictObject({
  id: int,
  order_code: z.string(),
  total_payable_amount: z.number(),
  total_products: int,
  order_date: z.string(),
});

const trackingEntry = z.strictObject({ message: z.string(), date: z.string() });

export const orderLine = z.strictObject({
  id: int,
  product_id: int,
  name: z.string(),
  permalink: z.string(),
  variant: z.string().nullable(),
  unit_price: z.number(),
  quantity: int,
  [SHIPPING_COST_KEY]: z.number(),
  tax: z.number(),
  image: z.string(),
  return_status: z.strictObject({ status: int, class: z.string(), label: z.string() }),
  can_return: int,
  can_cancel: int,
  delivered_date: z.string().nullable(),
  delivery_status: int,
  tracking_list: z.array(trackingEntry),
  shipping: z.null(),
  attachment: z.string().nullable(),
  estimate_delivery_time: z.null(),
  shop: z.null(),
});

const address = z.record(z.string(), z.unknown());

export const orderDetail = z.strictObject({
  id: int,
  order_code: z.string(),
  payment_status: int,
  payment_status_label: z.string(),
  delivery_status: int,
  delivery_status_label: z.string(),
  payment_method: z.string(),
  sub_total: z.number(),
  total_tax: z.number(),
  total_delivery_cost: z.number(),
  total_discount: z.number(),
  total_payable_amount: z.number(),
  order_date: z.string(),
  pickup_point: z.strictObject({ id: int, name: z.string(), address: z.string(), phone: z.string().nullable() }).nullable(),
  billing_details: address.nullable(),
  shipping_details: address.nullable(),
  products: z.strictObject({ data: z.array(orderLine) }),
  can_cancel: int,
  note: z.string().nullable(),
  payment_required: int,
});

type Money = Prisma.Decimal;
/** Orders are shown in the currency they were placed in, at the rate saved with them. */
const shown = (order: { conversionRate: Money }) => (value: Money) => amountNumber(convertAmount(value, order.conversionRate));

const RETURN_STATUS: Record<number, { class: string; label: string }> = {
  0: { class: "secondary", label: "No return" },
  1: { class: "warning", label: "Return requested" },
  2: { class: "success", label: "Return accepted" },
  3: { class: "danger", label: "Return refused" },
};

export function serializeOrderSummary(
  order: { id: number; code: string; totalPayable: Money; conversionRate: Money; placedAt: Date; lines: { quantity: number }[] },
  timeZone: string,
): z.infer<typeof orderSummary> {
  return {
    id: order.id,
    order_code: order.code,
    total_payable_amount: shown(order)(order.totalPayable),
    total_products: order.lines.reduce((n, line) => n + line.quantity, 0),
    order_date: orderDate(order.placedAt, timeZone),
  };
}

export const orderDetailInclude = {
  lines: { orderBy: { id: "asc" } },
  trackingEvents: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  pickupPoint: { select: { id: true, name: true, address: true, phone: true } },
} satisfies Prisma.OrderInclude;

type OrderWithDetail = Prisma.OrderGetPayload<{ include: typeof orderDetailInclude }>;

const asObject = (value: Prisma.JsonValue | null) => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null);

export function serializeOrderDetail(order: OrderWithDetail, opts: { timeZone: string; origin: string }): z.infer<typeof orderDetail> {
  const money = shown(order);
  const cancellable = isCancellable(order.deliveryStatus) ? 1 : 0;
  return {
    id: order.id,
    order_code: order.code,
    payment_status: order.paymentStatus,
    payment_status_label: paymentStatusLabel(order.paymentStatus),
    delivery_status: order.deliveryStatus,
    delivery_status_label: deliveryStatusLabel(order.deliveryStatus),
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
        return_status: { status: line.returnStatus, ...(RETURN_STATUS[line.returnStatus] ?? RETURN_STATUS[0]!) },
        can_return: line.deliveryStatus === DELIVERY_STATUS.DELIVERED && line.returnStatus === 0 ? 1 : 0,
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
  };
}
