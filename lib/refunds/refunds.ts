import { refusal } from "../core/errors";
import { db, type Tx } from "../db/client";
import type { Prisma, Store } from "../db/generated/client";
import type { PaymentProvider } from "../db/generated/enums";
import { creditNoteFor } from "../documents/issue-invoice";
import { isoMicros } from "../format/dates";
import { giveBackStock } from "../inventory/stock";
import { enqueue, QUEUES } from "../jobs/queue";
import { amount as toAmount, amountNumber, amountString, convertAmount, Decimal, roundAmount, sumAmounts, toMinorUnits } from "../money/money";
import { itemsAmount, paidOf, refundableOf } from "../orders/paid-amount";
import { noSuchOrder } from "../orders/refusals";
import { DELIVERY_STATUS, isRefundable, PAYMENT_STATUS, paymentState } from "../orders/status";
import { GatewayRefused, GatewayUnavailable, startRefund, type RefundRequest } from "../payments/gateways";
import { paymentCredentials } from "../payments/payment-credentials";
import { refundMessages } from "./messages";
import type { RefundInput, RefundRecord } from "./schemas";
import { recordEvent } from "../webhooks/events";

// Money given back for a paid order (docs/decisions.md, Refunds). The amount is reserved first, as
// a PENDING refund written under the order's row lock, where what was paid minus what was refunded
// (or is being refunded) is checked: of refunds asked at once, each sees the others'. The gateway is
// asked after that transaction (a gateway call never holds a lock, nor the embedded database's one
// connection); its refusal deletes the reservation, its answer completes it. Completing a refund
// (here, or on the gateway's event) is done once: the order's payment state, the stock of the lines
// it gives back, its credit note, a tracking message and the customer's e-mail.

export const refundRefused = refusal(
  "conflict",
  "The order cannot be refunded so: not paid, more than was paid minus what was refunded, a line or its shipping refunded already: nothing changes",
);
export const refundInvalid = refusal(
  "unprocessable",
  "Nothing to refund, a line the order has not, or an order no gateway can refund (CMI, Cash On Delivery) without `refunded_outside`",
);
export const refundGatewayRefused = refusal("bad_gateway", "The payment gateway refused the refund (its reason in the message): no refund is recorded");
export const refundGatewayUnavailable = refusal(
  "service_unavailable",
  "The payment gateway could not be reached, timed out or failed: no refund is recorded, try again",
);

/** The payments a gateway refunds by our call; CMI's are refunded in its back office. */
const REFUNDABLE_ONLINE: PaymentProvider[] = ["STRIPE", "GPAY", "PAYPAL"];
const COUNTED = { in: ["PENDING", "SUCCEEDED"] as ("PENDING" | "SUCCEEDED")[] };

type RefundRow = Prisma.RefundGetPayload<object>;
type RefundedLine = { line_id: number; quantity: number };

export function serializeRefund(refund: RefundRow): RefundRecord {
  return {
    id: refund.id,
    order_id: refund.orderId,
    amount: amountNumber(refund.amount),
    currency_code: refund.currencyCode,
    status: refund.status.toLowerCase() as RefundRecord["status"],
    provider: refund.provider,
    method: refund.method,
    gateway_ref: refund.gatewayRef,
    lines: refund.lines as RefundedLine[],
    shipping: refund.shipping,
    restock: refund.restock,
    reason: refund.reason,
    created_at: isoMicros(refund.createdAt),
  };
}

/** GET /orders/{id}/refunds: the order's refunds, oldest first, those a gateway failed later too. */
export async function listRefunds(store: Store, input: { orderId: number }): Promise<RefundRecord[]> {
  const order = await db().order.findFirst({ where: { id: input.orderId, storeId: store.id }, select: { id: true } });
  if (!order) throw noSuchOrder(store.language);
  const refunds = await db().refund.findMany({ where: { orderId: order.id, storeId: store.id }, orderBy: { id: "asc" } });
  return refunds.map(serializeRefund);
}

/** POST /orders/{id}/refunds: reserves, asks the gateway (or records the owner's word), completes. */
export async function createRefund(store: Store, input: { orderId: number; refund: RefundInput }): Promise<RefundRecord> {
  const reserved = await db().$transaction((tx) => reserveRefund(tx, store, input));
  if (!reserved.gateway) return serializeRefund(reserved.refund);
  let started;
  try {
    started = await startRefund(await gatewayRequest(store, reserved.gateway, reserved.refund));
  } catch (error) {
    await db().refund.deleteMany({ where: { id: reserved.refund.id, storeId: store.id, status: "PENDING" } });
    throw gatewayFailure(error, store.language);
  }
  const settled = await db().$transaction(async (tx) => {
    await lockOrder(tx, store, reserved.refund.orderId);
    await tx.refund.updateMany({ where: { id: reserved.refund.id, storeId: store.id }, data: { gatewayRef: started.reference } });
    if (started.status === "succeeded") await completeRefund(tx, store, reserved.refund.id);
    return tx.refund.findUniqueOrThrow({ where: { id: reserved.refund.id } });
  });
  return serializeRefund(settled);
}

function gatewayFailure(error: unknown, language: string): unknown {
  const reason = error instanceof Error ? error.message : "";
  if (error instanceof GatewayRefused) return refundGatewayRefused.error(refundMessages(language, "gatewayRefused", { reason }));
  if (error instanceof GatewayUnavailable) return refundGatewayUnavailable.error(refundMessages(language, "gatewayUnavailable", { reason }));
  return error;
}

async function lockOrder(tx: Tx, store: Store, orderId: number): Promise<boolean> {
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM orders WHERE id = ${orderId} AND store_id = ${store.id} FOR UPDATE`;
  return locked.length > 0;
}

const refundOrderSelect = {
  id: true,
  code: true,
  paymentStatus: true,
  currencyCode: true,
  conversionRate: true,
  totalPayable: true,
  totalDeliveryCost: true,
  paymentMethodName: true,
  lines: { orderBy: { id: "asc" }, select: { id: true, name: true, quantity: true, unitPrice: true, tax: true } },
  payments: {
    orderBy: { id: "desc" },
    select: {
      id: true,
      status: true,
      provider: true,
      providerRef: true,
      captureRef: true,
      amount: true,
      chargedAmount: true,
      chargedCurrency: true,
      paymentMethodId: true,
    },
  },
  refunds: { where: { status: COUNTED }, select: { amount: true, gatewayAmount: true, lines: true, shipping: true } },
} satisfies Prisma.OrderSelect;
type RefundedOrder = Prisma.OrderGetPayload<{ select: typeof refundOrderSelect }>;

async function reserveRefund(tx: Tx, store: Store, input: { orderId: number; refund: RefundInput }) {
  const { language } = store;
  const asked = input.refund;
  if (!(await lockOrder(tx, store, input.orderId))) throw noSuchOrder(language);
  const order = await tx.order.findUniqueOrThrow({ where: { id: input.orderId }, select: refundOrderSelect });
  if (!isRefundable(order.paymentStatus)) throw refundRefused.error(refundMessages(language, "notPaid"));
  const { payment } = paidOf(order);
  const remaining = refundableOf(order, order.refunds);
  const shown = (value: Decimal) => convertAmount(value, order.conversionRate);

  const refundedOf = new Map<number, number>();
  for (const refund of order.refunds)
    for (const line of refund.lines as RefundedLine[]) refundedOf.set(line.line_id, (refundedOf.get(line.line_id) ?? 0) + line.quantity);
  const leftOf = (line: RefundedOrder["lines"][number]) => line.quantity - (refundedOf.get(line.id) ?? 0);
  const lines = asked.lines ?? [];
  let linesAmount = toAmount(0);
  for (const { line_id: lineId, quantity } of lines) {
    const line = order.lines.find((l) => l.id === lineId);
    if (!line) throw refundInvalid.error(refundMessages(language, "unknownLine", { line: lineId }));
    if (quantity > leftOf(line)) throw refundRefused.error(refundMessages(language, "lineTooMany", { left: Math.max(0, leftOf(line)), name: line.name }));
    linesAmount = linesAmount.plus(itemsAmount(order, line, quantity));
  }
  if (asked.shipping && order.refunds.some((r) => r.shipping)) throw refundRefused.error(refundMessages(language, "shippingTwice"));
  const itemized = lines.length > 0 || asked.shipping === true;
  const wanted =
    asked.amount !== undefined ? toAmount(asked.amount) : itemized ? linesAmount.plus(asked.shipping ? shown(order.totalDeliveryCost) : 0) : remaining;
  const amount = roundAmount(wanted);
  if (amount.lte(0)) throw refundInvalid.error(refundMessages(language, "nothing"));
  if (amount.gt(remaining))
    throw refundRefused.error(refundMessages(language, "tooMuch", { remaining: amountString(remaining.lt(0) ? 0 : remaining), currency: order.currencyCode }));
  // All that remains, no lines named: every item not given back yet goes with it.
  const refundedLines: RefundedLine[] =
    lines.length || !amount.equals(remaining) ? lines : order.lines.filter((l) => leftOf(l) > 0).map((l) => ({ line_id: l.id, quantity: leftOf(l) }));

  const online = payment && REFUNDABLE_ONLINE.includes(payment.provider) && !asked.refunded_outside ? payment : null;
  if (!online && !asked.refunded_outside) throw refundInvalid.error(refundMessages(language, "outsideNeeded", { method: order.paymentMethodName }));
  const gatewayAmount =
    online && online.chargedCurrency && online.chargedCurrency !== order.currencyCode ? chargedShare(order, online, amount, remaining) : null;
  const refund = await tx.refund.create({
    data: {
      storeId: store.id,
      orderId: order.id,
      paymentId: payment?.id ?? null,
      provider: payment?.provider ?? order.payments[0]?.provider ?? "COD",
      method: online ? "gateway" : asked.refunded_outside!,
      amount,
      currencyCode: order.currencyCode,
      gatewayAmount,
      gatewayCurrency: gatewayAmount ? online!.chargedCurrency : null,
      lines: refundedLines,
      shipping: asked.shipping ?? false,
      restock: asked.restock,
      reason: asked.reason || null,
      status: "PENDING",
    },
  });
  if (!online) {
    await completeRefund(tx, store, refund.id);
    return { refund: await tx.refund.findUniqueOrThrow({ where: { id: refund.id } }), gateway: null };
  }
  return { refund, gateway: { order: { id: order.id, refunds: order.refunds.length }, payment: online } };
}

/**
 * The part of what the gateway took (PayPal's settlement currency) that `amount` of the order's
 * currency is; all that is left of it when the refund takes all that remains, so that the parts add
 * up to what was taken whatever the rounding.
 */
function chargedShare(order: RefundedOrder, payment: RefundedOrder["payments"][number], amount: Decimal, remaining: Decimal): Decimal {
  const charged = payment.chargedAmount!;
  if (amount.equals(remaining)) return charged.minus(sumAmounts(order.refunds.map((r) => r.gatewayAmount ?? 0)));
  return roundAmount(charged.times(amount).dividedBy(payment.amount));
}

/** The call to the gateway, made after the reservation's transaction (the method's keys are read outside it). */
async function gatewayRequest(
  store: Store,
  { order, payment }: { order: { id: number; refunds: number }; payment: RefundedOrder["payments"][number] },
  refund: RefundRow,
): Promise<RefundRequest> {
  const opened = await paymentCredentials(store, { methodId: payment.paymentMethodId! });
  const provider = opened.provider as RefundRequest["method"]["provider"];
  const amount = refund.gatewayAmount ?? refund.amount;
  const currency = refund.gatewayCurrency ?? refund.currencyCode;
  return {
    // PayPal refunds the capture, Stripe the PaymentIntent.
    reference: (provider === "paypal" ? payment.captureRef : payment.providerRef) ?? "",
    amount,
    currency,
    method: { provider, sandbox: opened.sandbox, credentials: "credentials" in opened ? opened.credentials : {} },
    // The n-th refund of the order, of this amount: a call retried after a lost answer is the same
    // refund at the gateway, while another amount tried after a refusal is a new request.
    idempotencyKey: `refund-${order.id}-${order.refunds + 1}-${toMinorUnits(amount, 2)}`,
    refundId: refund.id,
    orderId: order.id,
    reason: refund.reason,
  };
}

/**
 * A PENDING refund the money went back for: once (the row's state is the condition), under the
 * order's row lock its caller holds. Stock comes back for its lines unless the order was cancelled
 * (the cancel gave it back).
 */
export async function completeRefund(tx: Tx, store: Store, refundId: number): Promise<boolean> {
  const { count } = await tx.refund.updateMany({ where: { id: refundId, storeId: store.id, status: "PENDING" }, data: { status: "SUCCEEDED" } });
  if (count === 0) return false;
  const refund = await tx.refund.findUniqueOrThrow({ where: { id: refundId } });
  const order = await tx.order.findUniqueOrThrow({ where: { id: refund.orderId }, select: { deliveryStatus: true } });
  if (refund.restock && order.deliveryStatus !== DELIVERY_STATUS.CANCELLED) {
    const given = refund.lines as RefundedLine[];
    const lines = await tx.orderLine.findMany({
      where: { orderId: refund.orderId, storeId: store.id, id: { in: given.map((l) => l.line_id) } },
      select: { id: true, productId: true, productPriceId: true, options: true },
    });
    await giveBackStock(store, { tx, lines: lines.map((line) => ({ ...line, quantity: given.find((l) => l.line_id === line.id)!.quantity })) });
  }
  await settlePaymentState(tx, store, refund.orderId);
  await creditNoteFor(tx, store, refund);
  await tx.trackingEvent.create({
    data: {
      storeId: store.id,
      orderId: refund.orderId,
      message: refundMessages(store.language, "tracking", { amount: amountString(refund.amount), currency: refund.currencyCode }),
    },
  });
  await enqueue(tx, QUEUES.email, [{ data: { template: "refund", storeId: store.id, orderId: refund.orderId, refundId: refund.id } }]);
  await recordEvent(tx, store, "refunds/create", refund);
  return true;
}

/** The order's payment state from what its refunds gave back: refunded when all, partially refunded when some, paid when none. */
export async function settlePaymentState(tx: Tx, store: Store, orderId: number): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: refundOrderSelect });
  if (order.paymentStatus === PAYMENT_STATUS.UNPAID) return;
  const given = sumAmounts(
    (await tx.refund.findMany({ where: { orderId, storeId: store.id, status: "SUCCEEDED" }, select: { amount: true } })).map((r) => r.amount),
  );
  const { paid } = paidOf(order);
  const status = given.gte(paid) ? PAYMENT_STATUS.REFUNDED : given.gt(0) ? PAYMENT_STATUS.PARTIALLY_REFUNDED : PAYMENT_STATUS.PAID;
  await tx.order.update({ where: { id: orderId }, data: paymentState(status) });
}
