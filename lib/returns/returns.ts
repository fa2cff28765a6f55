import { refusal } from "../core/errors";
import type { Page } from "../core/paging";
import { db, type Tx } from "../db/client";
import type { Prisma, Store } from "../db/generated/client";
import type { ReturnState as StoredState } from "../db/generated/enums";
import { storeRecords } from "../db/store-records";
import { stampsOf } from "../format/dates";
import { giveBackStock } from "../inventory/stock";
import { enqueue, QUEUES, type EmailTemplate } from "../jobs/queue";
import { imageOrPlaceholder } from "../media/placeholder";
import { amountNumber, sumAmounts } from "../money/money";
import { itemsAmount } from "../orders/paid-amount";
import { noSuchOrder } from "../orders/refusals";
import { createRefund } from "../refunds/refunds";
import { recordEvent } from "../webhooks/events";
import { returnMessages, returnReasonText, returnStateText } from "./messages";
import type { ReturnChangeInput, ReturnReason, ReturnRecord, ReturnRequestInput, ReturnState } from "./schemas";
import { insideReturnWindow, LINE_RETURN } from "./window";

// Returns (docs/decisions.md, Returns): a shopper asks to send back delivered items inside the
// store's window; the owner approves or refuses, then receives the parcel, which puts the items back
// in stock and refunds them in the same step if asked. Each step is written once, under a row lock,
// with the lines' `return_status`, a tracking message on each line the shopper follows, an e-mail to
// the shopper and, when asked, a `returns/create` webhook event.

export const returnInvalid = refusal("unprocessable", "A line the order has not, or more items than the line has: nothing is asked");
export const returnNotAllowed = refusal(
  "conflict",
  "A line not delivered, out of the store's return window or asked back already, or a store that takes no returns: nothing is asked",
);
export const returnStepRefused = refusal("conflict", "The return cannot take this step from where it stands (refused or received already): nothing changes");

type ReturnedItem = { line_id: number; quantity: number };

const returnInclude = {
  customer: { select: { id: true, name: true, email: true } },
  order: {
    select: {
      code: true,
      currencyCode: true,
      conversionRate: true,
      lines: { select: { id: true, name: true, variant: true, image: true, unitPrice: true, tax: true, quantity: true } },
    },
  },
} satisfies Prisma.ReturnRequestInclude;
type ReturnRow = Prisma.ReturnRequestGetPayload<{ include: typeof returnInclude }>;

const STATES: Record<StoredState, ReturnState> = { REQUESTED: "requested", APPROVED: "approved", REJECTED: "rejected", RECEIVED: "received" };
const STORED: Record<ReturnState, StoredState> = { requested: "REQUESTED", approved: "APPROVED", rejected: "REJECTED", received: "RECEIVED" };
/** Where each state may go: an approved return may still be refused (the parcel never came), a requested one received at once. */
const NEXT: Record<ReturnState, ReturnState[]> = {
  requested: ["approved", "rejected", "received"],
  approved: ["rejected", "received"],
  rejected: [],
  received: [],
};
const LINE_STATUS: Record<ReturnState, number> = {
  requested: LINE_RETURN.REQUESTED,
  approved: LINE_RETURN.APPROVED,
  rejected: LINE_RETURN.REJECTED,
  received: LINE_RETURN.RECEIVED,
};
const EMAIL: Record<ReturnState, EmailTemplate> = {
  requested: "returnRequested",
  approved: "returnApproved",
  rejected: "returnRejected",
  received: "returnReceived",
};

export function serializeReturn(row: ReturnRow, origin: string): ReturnRecord {
  const items = (row.items as ReturnedItem[]).flatMap(({ line_id, quantity }) => {
    const line = row.order.lines.find((l) => l.id === line_id);
    if (!line) return [];
    const amount = itemsAmount(row.order, line, quantity);
    return [
      {
        line_id,
        name: line.name,
        variant: line.variant,
        image: imageOrPlaceholder(origin, line.image),
        quantity,
        unit_amount: amountNumber(amount.dividedBy(quantity)),
        amount,
      },
    ];
  });
  return {
    id: row.id,
    order_id: row.orderId,
    order_code: row.order.code,
    customer: row.customer,
    status: STATES[row.status],
    reason: row.reason as ReturnReason,
    note: row.note,
    owner_note: row.ownerNote,
    items: items.map(({ amount: _amount, ...item }) => item),
    amount: amountNumber(sumAmounts(items.map((item) => item.amount))),
    currency_code: row.order.currencyCode,
    free_returns: row.freeReturn,
    refund_id: row.refundId,
    restocked: row.restocked,
    ...stampsOf(row),
  };
}

const returns = storeRecords("returnRequest", {
  include: returnInclude,
  orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  notFound: (language) => returnMessages(language, "notFound"),
  serialize: serializeReturn,
  context: (_store: Store, input: { origin: string }) => input.origin,
});
export const returnNotFound = returns.notFound;

/** GET /returns: the store's returns, newest first, those in one state when asked. */
export function listReturns(store: Store, input: { page: Page; status?: ReturnState; origin: string }) {
  return returns.list(store, { page: input.page, origin: input.origin, where: input.status ? { status: STORED[input.status] } : {} });
}

/** GET /returns/{id}. */
export function findReturn(store: Store, input: { id: number; origin: string }) {
  return returns.read(store, input);
}

/** The items in words, for a tracking message: "2 × Shirt (Red / M)". */
const itemsText = (items: { quantity: number; name: string; variant: string | null }[]) =>
  items.map((item) => `${item.quantity} × ${item.name}${item.variant ? ` (${item.variant})` : ""}`).join(", ");

/**
 * POST {store}/api/order/return: delivered lines of one of the customer's orders, each inside the
 * store's window and not asked back yet, checked under the order's row lock so that two requests at
 * once do not both ask for the same line.
 */
export async function askReturn(store: Store, input: { customerId: number; request: ReturnRequestInput; origin: string }): Promise<ReturnRecord> {
  const { language } = store;
  const { request } = input;
  const id = await db().$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM orders WHERE id = ${request.order_id} AND store_id = ${store.id} AND customer_id = ${input.customerId} FOR UPDATE`;
    if (!locked.length) throw noSuchOrder(language);
    if (store.returnWindowDays <= 0) throw returnNotAllowed.error(returnMessages(language, "noReturns"));
    const lines = await tx.orderLine.findMany({
      where: { orderId: request.order_id, storeId: store.id },
      select: { id: true, name: true, variant: true, quantity: true, deliveryStatus: true, returnStatus: true, deliveredAt: true },
    });
    const asked = request.items.map((item) => {
      const line = lines.find((l) => l.id === item.id);
      if (!line) throw returnInvalid.error(returnMessages(language, "unknownLine", { line: item.id }));
      if (item.quantity > line.quantity) throw returnInvalid.error(returnMessages(language, "tooMany", { left: line.quantity, name: line.name }));
      if (!insideReturnWindow(line, store)) throw returnNotAllowed.error(returnMessages(language, "notReturnable", { name: line.name }));
      return { ...line, quantity: item.quantity };
    });
    const created = await tx.returnRequest.create({
      data: {
        storeId: store.id,
        orderId: request.order_id,
        customerId: input.customerId,
        items: asked.map((line) => ({ line_id: line.id, quantity: line.quantity })),
        reason: request.reason,
        note: request.note || null,
        freeReturn: store.freeReturns,
      },
      select: { id: true },
    });
    const reason = returnReasonText(language, request.reason);
    await recordStep(tx, store, {
      id: created.id,
      orderId: request.order_id,
      lines: asked,
      state: "requested",
      message: (items) => returnMessages(language, "requested", { items, reason }),
    });
    await recordEvent(tx, store, "returns/create", serializeReturn(await returns.find(store, { id: created.id, tx }), input.origin));
    return created.id;
  });
  return returns.read(store, { id, origin: input.origin });
}

/**
 * What every step writes beside the return's state: the lines' `return_status`, a tracking message
 * on each line, and the shopper's e-mail.
 */
async function recordStep(
  tx: Tx,
  store: Store,
  step: {
    id: number;
    orderId: number;
    lines: { id: number; quantity: number; name: string; variant: string | null }[];
    state: ReturnState;
    message: (items: string) => string;
    /** The store's word with this step, for its e-mail (sent later, when the return may have moved on). */
    note?: string;
  },
) {
  const ids = step.lines.map((line) => line.id);
  await tx.orderLine.updateMany({ where: { id: { in: ids }, storeId: store.id }, data: { returnStatus: LINE_STATUS[step.state] } });
  await tx.trackingEvent.createMany({
    data: step.lines.map((line) => ({ storeId: store.id, orderId: step.orderId, orderLineId: line.id, message: step.message(itemsText([line])) })),
  });
  const email = { template: EMAIL[step.state], storeId: store.id, orderId: step.orderId, returnId: step.id };
  await enqueue(tx, QUEUES.email, [{ data: step.note ? { ...email, note: step.note } : email }]);
}

/**
 * PUT /returns/{id}: approved, rejected or received. Received puts the items back in stock unless
 * `restock` is false and, with `refund`, refunds them through the order's refunds (a gateway's call
 * among them): the return is claimed first, so that two owners receiving it at once make one
 * refund, and given back its state if the refund is refused.
 */
export async function changeReturn(store: Store, input: { id: number; change: ReturnChangeInput; origin: string }): Promise<ReturnRecord> {
  const { language } = store;
  const { change } = input;
  const current = await returns.find(store, { id: input.id });
  const from = STATES[current.status];
  const to = change.status;
  const refused = () => returnStepRefused.error(returnMessages(language, "step", { from: returnStateText(language, from), to: returnStateText(language, to) }));
  if (!NEXT[from].includes(to)) throw refused();
  const restock = to === "received" && change.restock !== false;
  const items = current.items as ReturnedItem[];

  let refundId: number | null = null;
  if (to === "received" && change.refund) {
    const { count } = await db().returnRequest.updateMany({
      where: { id: current.id, storeId: store.id, status: current.status },
      data: { status: "RECEIVED" },
    });
    if (!count) throw refused();
    try {
      const refund = await createRefund(store, {
        orderId: current.orderId,
        refund: {
          ...change.refund,
          lines: items,
          restock,
          reason: returnMessages(language, "refundReason", { id: current.id }),
        },
      });
      refundId = refund.id;
    } catch (error) {
      await db().returnRequest.updateMany({ where: { id: current.id, storeId: store.id, status: "RECEIVED" }, data: { status: current.status } });
      throw error;
    }
  }

  await db().$transaction(async (tx) => {
    const row = await returns.lock(store, { id: current.id, tx });
    // Claimed above for the refund; else another step may have been taken since it was read.
    if (refundId === null && row.status !== current.status) throw refused();
    await tx.returnRequest.updateMany({
      where: { id: row.id, storeId: store.id },
      // A step without a word keeps the last one given.
      data: { status: STORED[to], ownerNote: change.note || undefined, restocked: restock, refundId },
    });
    const lines = items.flatMap(({ line_id, quantity }) => {
      const line = row.order.lines.find((l) => l.id === line_id);
      return line ? [{ ...line, quantity }] : [];
    });
    // A refund that restocks gives the stock back itself, once the gateway has given the money.
    if (restock && refundId === null) {
      const stocked = await tx.orderLine.findMany({
        where: { id: { in: lines.map((l) => l.id) }, storeId: store.id },
        select: { id: true, productId: true, productPriceId: true, options: true },
      });
      await giveBackStock(store, { tx, lines: stocked.map((line) => ({ ...line, quantity: lines.find((l) => l.id === line.id)!.quantity })) });
    }
    const said = (items: string) => returnMessages(language, to, { items });
    await recordStep(tx, store, {
      id: row.id,
      orderId: row.orderId,
      lines,
      state: to,
      note: change.note,
      message: (items) => (change.note ? returnMessages(language, "ownerNote", { message: said(items), note: change.note }) : said(items)),
    });
  });
  return returns.read(store, { id: current.id, origin: input.origin });
}
