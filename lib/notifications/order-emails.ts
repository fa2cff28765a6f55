import { ACTIVE } from "../auth/credentials";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import type { JobData, QUEUES } from "../jobs/queue";
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
  const { customer } = order;
  const t = (key: Parameters<typeof emailMessages>[1], params: Record<string, string> = {}) =>
    emailMessages(store.language, key, { store: store.name, code: order.code, name: customer.name, email: customer.email, ...params });
  const currency = { code: order.currencyCode, symbol: (await currencySymbols(store.id))(order.currencyCode) };
  const money = (value: Decimal) => formatPrice(amountNumber(value), currency, store.language);
  // Stored in the store's default currency: shown at the order's rate.
  const shown = (value: Decimal) => money(convertAmount(value, order.conversionRate));
  const lines = order.lines.map((l) => `- ${l.quantity} × ${l.name}${l.variant ? ` (${l.variant})` : ""}: ${shown(l.unitPrice.times(l.quantity))}`).join("\n");
  const common = {
    lines,
    total: shown(order.totalPayable),
    method: order.paymentMethodName,
    paid: t(order.paymentStatus === PAYMENT_STATUS.PAID ? "paid" : "unpaid"),
    tracking: order.carrier
      ? t("tracking", { carrier: carrierName(order.carrier), number: order.trackingNumber ?? "", url: trackingUrl(order.carrier, order.trackingNumber) ?? "" })
      : "",
  };
  const refund = input.refundId ? await db().refund.findFirst({ where: { id: input.refundId, storeId: store.id }, select: { amount: true } }) : null;
  if (template === "refund" && !refund) return;
  const asked = input.returnId
    ? await db().returnRequest.findFirst({
        where: { id: input.returnId, storeId: store.id },
        select: { items: true, reason: true, freeReturn: true },
      })
    : null;
  if (template.startsWith("return") && !asked) return;
  const returned: Record<string, string> = asked
    ? {
        returned: (asked.items as { line_id: number; quantity: number }[])
          .flatMap(({ line_id, quantity }) => {
            const line = order.lines.find((l) => l.id === line_id);
            return line ? [`- ${quantity} × ${line.name}${line.variant ? ` (${line.variant})` : ""}`] : [];
          })
          .join("\n"),
        reason: returnReasonText(store.language, asked.reason as ReturnReason),
        note: input.note ? t("storeNote", { note: input.note }) : "",
        returnShipping: t(asked.freeReturn ? "freeReturn" : "paidReturn"),
      }
    : {};
  if (template === "newOrder") {
    const person = await db().owner.findFirst({ where: { id: input.ownerId, storeId: store.id, status: ACTIVE }, select: { email: true } });
    if (person) await sendMail(store, { to: person.email, subject: t("newOrderSubject"), text: t("newOrderBody", common) });
    return;
  }
  await sendMail(store, {
    to: customer.email,
    subject: t(`${template}Subject`),
    // A refund is kept in the order's currency already.
    text: t(`${template}Body`, { ...common, ...returned, ...(refund ? { refunded: money(refund.amount) } : {}) }),
  });
}
