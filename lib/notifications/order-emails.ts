import { ACTIVE } from "../auth/credentials";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import type { EmailTemplate } from "../jobs/queue";
import { amountString, convertAmount } from "../money/money";
import { carrierName, trackingUrl } from "../orders/carriers";
import { PAYMENT_STATUS } from "../orders/status";
import { can, ROLES } from "../staff/roles";
import { sendMail, type Mail } from "./mailer";
import { returnReasonText } from "../returns/messages";
import type { ReturnReason } from "../returns/schemas";
import { emailMessages } from "./messages";

// The e-mails of an order, written from the order as it stands when the job runs, in the store's
// language and the order's currency: the customer's confirmation (Cash On Delivery, when placed)
// or receipt (an online payment, when confirmed), the new order for each of the store's people whose role
// reads orders, the customer's "shipped" with the parcel's carrier and tracking page, the customer's
// word of a refund, and of each step of a return.

/** The store's people whom a new order concerns: those whose role reads orders. */
const ORDER_READERS = ROLES.filter((role) => can(role, "orders", "read"));

export async function sendOrderEmail(
  store: Store,
  input: { template: EmailTemplate; orderId: number; refundId?: number; returnId?: number; note?: string },
): Promise<void> {
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
  const shown = (value: Parameters<typeof convertAmount>[0]) => amountString(convertAmount(value, order.conversionRate));
  const lines = order.lines
    .map((l) => `- ${l.quantity} × ${l.name}${l.variant ? ` (${l.variant})` : ""}: ${shown(l.unitPrice.times(l.quantity))} ${order.currencyCode}`)
    .join("\n");
  const common = {
    lines,
    total: shown(order.totalPayable),
    currency: order.currencyCode,
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
  const mails: Mail[] =
    template === "newOrder"
      ? (await db().owner.findMany({ where: { storeId: store.id, status: ACTIVE, role: { in: ORDER_READERS } }, select: { email: true } })).map((owner) => ({
          to: owner.email,
          subject: t("newOrderSubject"),
          text: t("newOrderBody", common),
          fromName: store.name,
        }))
      : [
          {
            to: customer.email,
            subject: t(`${template}Subject`),
            // A refund is kept in the order's currency already.
            text: t(`${template}Body`, { ...common, ...returned, ...(refund ? { refunded: amountString(refund.amount) } : {}) }),
            fromName: store.name,
          },
        ];
  for (const mail of mails) await sendMail(mail);
}
