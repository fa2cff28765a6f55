import { z } from "zod";
import { recordId, wholeNumber } from "../core/ids";
import { CARRIER_IDS } from "./carriers";
import { envelopeDFields, laravelPaginatorSchema, managementListSchema, successOnlySchema, successSchema } from "../core/envelopes";
import { pageNumber, pageQuery } from "../core/paging";

// The contract's order shapes. The order line's shipping cost key is `shipping_cost` followed by
// a TAB: the apps parse it that way, so it is written here, once, on purpose.
export const SHIPPING_COST_KEY = "shipping_cost\t";

const int = z.number().int();

// Ours, beside the contract's keys: the currency the order's amounts are in (the one it was placed
// and charged in) and its symbol as the store writes it.
const orderCurrency = {
  currency_code: z.string().meta({ description: "ISO 4217 code of the currency the order was placed and charged in; its amounts are in it" }),
  symbol_devise: z.string().meta({ description: "The symbol of `currency_code` as the store writes it" }),
};

export const orderSummary = z.strictObject({
  id: int,
  order_code: z.string(),
  total_payable_amount: z.number(),
  total_products: int,
  order_date: z.string(),
  ...orderCurrency,
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
  return_status: z.strictObject({
    status: int,
    class: z.string(),
    label: z.string(),
    text: z.string().meta({ description: "Ours: the return state in the store's language, beside the contract's English `label`" }),
  }),
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

const creditNotes = z
  .array(z.strictObject({ refund_id: z.number().int(), code: z.string() }))
  .meta({ description: "Ours: the credit note of each completed refund (`AVR-2026-000001`), oldest first" });

export const orderDetail = z.strictObject({
  id: int,
  order_code: z.string(),
  payment_status: int,
  payment_status_label: z.string(),
  payment_status_text: z
    .string()
    .meta({ description: "Ours: the payment state in the store's language (`Payée`, `غير مدفوع`), beside the contract's `payment_status_label`" }),
  delivery_status: int,
  delivery_status_label: z.string(),
  delivery_status_text: z
    .string()
    .meta({ description: "Ours: the delivery state in the store's language (`Annulée`, `ملغى`), beside the contract's `delivery_status_label`" }),
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
  ...orderCurrency,
  // Ours, beside the contract: the parcel of a shipped order, and the invoice once issued (/order-invoice/{order_id}).
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  invoice_code: z.string().nullable(),
  credit_notes: creditNotes,
  refunded_amount: z.number().meta({ description: "Ours: what was given back of the order, in its currency (0 when nothing)" }),
});

// The customer's orders: a page of them (shape D), one with its lines, a cancel.
export const ordersQuery = z.object({ page: pageNumber });
export const orderDetailsParams = z.object({ order_id: recordId });

export const ordersResponse = successSchema({ data: z.array(orderSummary), ...envelopeDFields, status: z.literal(200) });
export const orderDetailsResponse = successSchema({ data: orderDetail, status: z.literal(200) });
export const cancelOrderInput = z.object({ order_id: recordId });
export const cancelOrderResponse = successOnlySchema;

// ── The administration API ──────────────────────────────────────────────────────────────────

// GET /get-all-orders (admin-api.md): Laravel's paginator of orders, amounts and states as digit strings.
export const allOrdersQuery = pageQuery(10);
export const allOrdersItem = z.strictObject({
  id: int,
  total_payable_amount: z.string().meta({ description: "What the order was charged, in `currency_code`" }),
  order_code: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  delivery_status: z.string(),
  payment_status: z.string(),
  customer_name: z.string(),
  guest_customer: z.null(),
  customer_id: z.string(),
  guest_customer_id: z.null(),
  total_product: z.string(),
  currency_code: orderCurrency.currency_code,
});
export const allOrdersResponse = successSchema({ data: laravelPaginatorSchema(allOrdersItem) });

/** A day of the calendar as `YYYY-MM-DD`, one that exists (no 30 February). */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Expected a date as YYYY-MM-DD")
  .refine((text) => {
    const [year, month, day] = text.split("-").map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, "Not a date of the calendar");

/** `from` and `to`, days in the store's time zone, both included; `to` not before `from`. */
export const dayRange = z.object({ from: calendarDay.optional(), to: calendarDay.optional() });
export const fromNotAfterTo = (range: { from?: string; to?: string }) => !range.from || !range.to || range.from <= range.to;
export const fromNotAfterToIssue = { path: ["to"], message: "Must not be before from" };

// The management routes (ours): /orders, /orders/{id}, its states and its read mark.
export const managedOrdersQuery = pageQuery(20)
  .extend({
    delivery_status: wholeNumber(1, 5).optional(),
    payment_status: wholeNumber(1, 4).optional(),
    customer_id: recordId.optional(),
    /** Part of the order's code, or of its customer's name or e-mail, in any case. */
    search: z.string().trim().min(1).max(100).optional(),
    ...dayRange.shape,
  })
  .refine(fromNotAfterTo, fromNotAfterToIssue);

const iso = z.string();
const money = z.number();

export const managedOrder = z.strictObject({
  id: int,
  order_code: z.string(),
  customer: z.strictObject({ id: int, name: z.string(), email: z.string() }),
  delivery_status: int,
  delivery_status_label: z.string(),
  payment_status: int,
  payment_status_label: z.string(),
  payment_method: z.string(),
  /** The currency the order was placed in; its amounts are in it. */
  currency_code: z.string(),
  total_payable_amount: money,
  /** The same total in the store's default currency, to add orders up. */
  total_in_default_currency: money,
  lines_count: int,
  items_count: int,
  placed_at: iso,
  read_at: iso.nullable(),
});

export const managedOrderLine = z.strictObject({
  id: int,
  product_id: int,
  name: z.string(),
  permalink: z.string(),
  variant: z.string().nullable(),
  image: z.string(),
  unit_price: money,
  quantity: int,
  shipping_cost: money,
  tax: money,
  delivery_status: int,
  delivered_at: iso.nullable(),
  return_status: int,
});

export const managedOrderDetail = z.strictObject({
  ...managedOrder.shape,
  customer: z.strictObject({ id: int, name: z.string(), email: z.string(), phone: z.string(), status: int }),
  /** Units of the order's currency for one of the default currency, as saved when it was placed. */
  conversion_rate: z.string(),
  sub_total: money,
  total_tax: money,
  total_delivery_cost: money,
  total_discount: money,
  coupon: z.strictObject({ id: int, code: z.string() }).nullable(),
  note: z.string().nullable(),
  cancelled_at: iso.nullable(),
  pickup_point: orderDetail.shape.pickup_point,
  billing_details: address.nullable(),
  shipping_details: address.nullable(),
  lines: z.array(managedOrderLine),
  payments: z.array(
    z.strictObject({
      id: int,
      provider: z.string(),
      provider_ref: z.string().nullable(),
      amount: money,
      currency_code: z.string(),
      status: z.string(),
      created_at: iso,
    }),
  ),
  /** The order's history as the shopper sees it in /order-details, oldest first. */
  tracking: z.array(z.strictObject({ id: int, message: z.string(), order_line_id: int.nullable(), created_at: iso })),
  /** Given by the shipped step: the carrier's id (lib/orders/carriers.ts), the parcel's number, and its tracking page (null for "other"). */
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  /** The order's invoice number once issued (`INV-2026-000001`). */
  invoice_code: z.string().nullable(),
  credit_notes: creditNotes,
  /** The states the owner may move it to now. */
  next_delivery_statuses: z.array(int),
  next_payment_statuses: z.array(int),
  /** In the order's currency: what its refunds gave back, and what may still be (0 unless paid). */
  refunded_amount: money,
  refundable_amount: money,
});

/** What the shopper reads in the order's history; the new state's own message when left out. */
const trackingMessage = z.string().trim().min(1).max(500).optional();
export const deliveryStatusInput = z
  .object({
    status: wholeNumber(2, 5).transform((status) => status as 2 | 3 | 4 | 5),
    message: trackingMessage,
    /** With the shipped step (3) only: who carries the parcel, and its number there. */
    carrier: z.enum(CARRIER_IDS).optional(),
    tracking_number: z.string().trim().min(1).max(100).optional(),
  })
  .refine((input) => input.status === 3 || (input.carrier === undefined && input.tracking_number === undefined), {
    path: ["carrier"],
    message: "Only the shipped step (3) takes a carrier and a tracking number",
  })
  .refine((input) => (input.carrier === undefined) === (input.tracking_number === undefined), {
    path: ["tracking_number"],
    message: "A carrier and a tracking number go together",
  });
export const paymentStatusInput = z.object({ status: wholeNumber(1, 2).transform((status) => status as 1 | 2), message: trackingMessage });

export const managedOrdersResponse = managementListSchema(managedOrder);
export const managedOrderResponse = successSchema({ data: managedOrderDetail });
export const orderReadResponse = successSchema({ data: z.strictObject({ id: int, read_at: iso.nullable() }) });
