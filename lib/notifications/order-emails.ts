import { ACTIVE } from "../auth/credentials";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import type { EmailTemplate, JobData, QUEUES } from "../jobs/queue";
import { amountNumber, convertAmount, type Decimal } from "../money/money";
import { formatPrice } from "../money/price-format";
import { carrierName, trackingUrl } from "../orders/carriers";
import { currencySymbols } from "../orders/order-currency";
import { PAYMENT_STATUS } from "../orders/status";
import { returnReasonText } from "../returns/messages";
import type { ReturnReason } from "../returns/schemas";
import { sendMail } from "./mailer";
import { emailMessages } from "./messages";

// The e-mails of an order, written from the order as it stands when the job runs, in the store's
// language, amounts in the order's currency as the store's language writes them: the customer's
// confirmation (Cash On Delivery, when placed) or receipt (an online payment, when confirmed), the
// new order for one of the store's people, the customer's "shipped" with the parcel's carrier and
// tracking page, "delivered", "cancelled", the word of a refund, and of each step of a return. One
// job is one recipient (lib/notifications/enqueue.ts).

/** What an order e-mail is written from: the order as it stands, and what the step adds to it. */
export type EmailOrder = {
  code: string;
  currencyCode: string;
  conversionRate: Decimal;
  totalPayable: Decimal;
  paymentMethodName: string;
  paymentStatus: number;
  carrier: string | null;
  trackingNumber: string | null;
  customer: { name: string; email: string };
  lines: { id: number; name: string; variant: string | null; quantity: number; unitPrice: Decimal }[];
};
export type EmailStep = {
  /** The currency's symbol as the store writes it. */
  symbol: string;
  refund?: { amount: Decimal } | null;
  asked?: { items: unknown; reason: string; freeReturn: boolean } | null;
  note?: string;
};

/** An order e-mail's subject and text, in the store's language. */
export function orderEmail(store: Store, input: { template: EmailTemplate; order: EmailOrder; step: EmailStep }): { subject: string; text: string } {
  const { template, order, step } = input;
  const { customer } = order;
  const t = (key: Parameters<typeof emailMessages>[1], params: Record<string, string> = {}) =>
    emailMessages(store.language, key, { store: store.name, code: order.code, name: customer.name, email: customer.email, ...params });
  const money = (value: Decimal) => formatPrice(amountNumber(value), { code: order.currencyCode, symbol: step.symbol }, store.language);
  // Stored in the store's default currency: shown at the order's rate.
  const shown = (value: Decimal) => money(convertAmount(value, order.conversionRate));
  const item = (line: { name: string; variant: string | null }, quantity: number) => `- ${quantity} × ${line.name}${line.variant ? ` (${line.variant})` : ""}`;
  const params: Record<string, string> = {
    lines: order.lines.map((line) => `${item(line, line.quantity)}: ${shown(line.unitPrice.times(line.quantity))}`).join("\n"),
    total: shown(order.totalPayable),
    method: order.paymentMethodName,
    paid: t(order.paymentStatus === PAYMENT_STATUS.PAID ? "paid" : "unpaid"),
    tracking: order.carrier
      ? t("tracking", { carrier: carrierName(order.carrier), number: order.trackingNumber ?? "", url: trackingUrl(order.carrier, order.trackingNumber) ?? "" })
      : "",
    // A refund is kept in the order's currency already.
    ...(step.refund ? { refunded: money(step.refund.amount) } : {}),
    ...(step.asked
      ? {
          returned: (step.asked.items as { line_id: number; quantity: number }[])
            .flatMap(({ line_id, quantity }) => {
              const line = order.lines.find((l) => l.id === line_id);
              return line ? [item(line, quantity)] : [];
            })
            .join("\n"),
          reason: returnReasonText(store.language, step.asked.reason as ReturnReason),
          note: step.note ? t("storeNote", { note: step.note }) : "",
          returnShipping: t(step.asked.freeReturn ? "freeReturn" : "paidReturn"),
        }
      : {}),
  };
  return { subject: t(`${template}Subject`), text: t(`${template}Body`, params) };
}

/** The e-mail a job names, to its one recipient; none once what it tells of is gone. */
export async function sendOrderEmail(store: Store, input: Omit<JobData[typeof QUEUES.email], "storeId">): Promise<void> {
  const { template } = input;
  const order = await db().order.findFirst({
    where: { id: input.orderId, storeId: store.id },
    include: {
      customer: { select: { name: true, email: true } },
      lines: { orderBy: { id: "asc" }, select: { id: true, name: true, variant: true, quantity: true, unitPrice: true } },
    },
  });
  if (!order) return;
  const refund = input.refundId ? await db().refund.findFirst({ where: { id: input.refundId, storeId: store.id }, select: { amount: true } }) : null;
  if (template === "refund" && !refund) return;
  const asked = input.returnId
    ? await db().returnRequest.findFirst({ where: { id: input.returnId, storeId: store.id }, select: { items: true, reason: true, freeReturn: true } })
    : null;
  if (template.startsWith("return") && !asked) return;
  const step = { symbol: (await currencySymbols(store.id))(order.currencyCode), refund, asked, note: input.note };
  const mail = orderEmail(store, { template, order, step });
  if (template !== "newOrder") return sendMail(store, { to: order.customer.email, ...mail });
  const person = await db().owner.findFirst({ where: { id: input.ownerId, storeId: store.id, status: ACTIVE }, select: { email: true } });
  if (person) await sendMail(store, { to: person.email, ...mail });
}
