import { z } from "zod";
import { recordId } from "../api/ids";
import { refusal } from "../api/errors";
import { envelopeD, skipTake, type Page } from "../api/pagination";
import { db } from "../db/client";
import { defineMessages } from "../i18n/messages";
import { orderDetail, orderDetailInclude, orderSummary, serializeOrderDetail, serializeOrderSummary } from "./serialize";
import { CANCELLABLE, DELIVERY_STATUS } from "./status";

// A customer's own orders. Every lookup is by store, customer and id together: another
// customer's order, in this store or any other, answers exactly like an id that does not exist.

export const ORDERS_PER_PAGE = 15;

const messages = defineMessages({
  en: {
    notFound: "Order not found.",
    notCancellable: "This order can no longer be cancelled.",
    cancelled: "Order cancelled by the customer.",
  },
  fr: {
    notFound: "Commande introuvable.",
    notCancellable: "Cette commande ne peut plus être annulée.",
    cancelled: "Commande annulée par le client.",
  },
  ar: {
    notFound: "الطلب غير موجود.",
    notCancellable: "لم يعد من الممكن إلغاء هذا الطلب.",
    cancelled: "ألغى العميل الطلب.",
  },
});

export const orderNotFound = refusal("not_found", "No order of this customer has this id: `Order not found.`");
export const orderNotCancellable = refusal("conflict", "The order is no longer pending or confirmed (cancelled already, shipped, delivered): nothing changes");

type Shopper = { store: { id: number; language: string; timezone: string }; customerId: number };

const linkSchema = z.string().nullable();
export const ordersResponse = z.strictObject({
  data: z.array(orderSummary),
  links: z.strictObject({ first: linkSchema, last: linkSchema, prev: linkSchema, next: linkSchema }),
  meta: z.strictObject({
    current_page: z.number().int(),
    from: z.number().int().nullable(),
    last_page: z.number().int(),
    links: z.array(z.strictObject({ url: linkSchema, label: z.string(), active: z.boolean() })),
    path: z.string(),
    per_page: z.number().int(),
    to: z.number().int().nullable(),
    total: z.number().int(),
  }),
  success: z.literal(true),
  status: z.literal(200),
});
export const orderDetailsResponse = z.strictObject({ data: orderDetail, success: z.literal(true), status: z.literal(200) });
export const cancelOrderInput = z.object({ order_id: recordId });
export const cancelOrderResponse = z.strictObject({ success: z.literal(true) });

export async function listOrders(shopper: Shopper, page: Page, origin: string) {
  const where = { storeId: shopper.store.id, customerId: shopper.customerId };
  const [orders, total] = await Promise.all([
    db().order.findMany({
      where,
      select: { id: true, code: true, totalPayable: true, conversionRate: true, placedAt: true, lines: { select: { quantity: true } } },
      orderBy: [{ placedAt: "desc" }, { id: "desc" }],
      ...skipTake(page),
    }),
    db().order.count({ where }),
  ]);
  return {
    data: orders.map((order) => serializeOrderSummary(order, shopper.store.timezone)),
    ...envelopeD(page, total, `${origin}/api/order`),
    success: true as const,
    status: 200 as const,
  };
}

export async function orderDetails(shopper: Shopper, orderId: number, origin: string) {
  const order = await db().order.findFirst({
    where: { id: orderId, storeId: shopper.store.id, customerId: shopper.customerId },
    include: orderDetailInclude,
  });
  if (!order) throw orderNotFound.error(messages(shopper.store.language, "notFound"));
  return { data: serializeOrderDetail(order, { timeZone: shopper.store.timezone, origin }), success: true as const, status: 200 as const };
}

/**
 * Cancels while the order is pending or confirmed: delivery status 4 on the order and its lines,
 * a tracking message, stock back on the price rows the lines took. The conditional update decides
 * under concurrency: of two cancels at once, one changes the row and the other is refused.
 */
export async function cancelOrder(shopper: Shopper, orderId: number): Promise<{ success: true }> {
  const { language } = shopper.store;
  await db().$transaction(async (tx) => {
    const owned = { id: orderId, storeId: shopper.store.id, customerId: shopper.customerId };
    const order = await tx.order.findFirst({ where: owned, select: { id: true, lines: { select: { id: true, productId: true, productPriceId: true, quantity: true } } } });
    if (!order) throw orderNotFound.error(messages(language, "notFound"));
    const { count } = await tx.order.updateMany({
      where: { ...owned, deliveryStatus: { in: [...CANCELLABLE] } },
      data: { deliveryStatus: DELIVERY_STATUS.CANCELLED, cancelledAt: new Date() },
    });
    if (count === 0) throw orderNotCancellable.error(messages(language, "notCancellable"));
    await tx.orderLine.updateMany({ where: { orderId: order.id, storeId: shopper.store.id }, data: { deliveryStatus: DELIVERY_STATUS.CANCELLED } });
    await tx.trackingEvent.create({ data: { storeId: shopper.store.id, orderId: order.id, message: messages(language, "cancelled") } });
    for (const line of order.lines) {
      if (line.productPriceId !== null) {
        await tx.productPrice.updateMany({ where: { id: line.productPriceId, storeId: shopper.store.id }, data: { quantity: { increment: line.quantity } } });
      } else {
        await tx.productPrice.updateMany({ where: { productId: line.productId, storeId: shopper.store.id, variantKey: "" }, data: { quantity: { increment: line.quantity } } });
      }
    }
  });
  return { success: true };
}
