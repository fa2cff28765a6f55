// Orders with their lines, tracking history, coupon redemptions and payments, over a year of the
// store's life. Each is priced as the checkout prices one (./price-order.ts) and written by
// checkout's own writer (writeOrder) at the moment it was placed, then moved along its statuses
// to where it stands today (./order-history.ts).
import type { Coupon, PaymentProvider, Store } from "../db/generated/client";
import type { Tx } from "../db/client";
import { draftLines, writeOrder, type OrderDraft } from "../checkout/place-order";
import type { DisplayCurrency } from "../money/currency";
import { Decimal } from "../money/money";
import { takeOrderNumbers } from "../orders/order-codes";
import { PAYMENT_STATUS, paymentState } from "../orders/status";
import type { Catalog } from "./catalog";
import type { Locations } from "./locations";
import { must } from "./lookup";
import { orderHistory } from "./order-history";
import { priceOrder, type CouponUsage } from "./price-order";
import type { ReceivedLine } from "./reviews";
import { daysBefore } from "./time";
import type { OrderSeed, StoreSeed, CustomerSeed } from "./types";

export interface OrderRefs {
  catalog: Catalog;
  locations: Locations;
  customers: Map<string, { id: number; seed: CustomerSeed }>;
  paymentMethods: Map<PaymentProvider, OrderDraft["method"]>;
  coupons: Map<string, Coupon>;
}

interface Context {
  store: Store;
  seed: StoreSeed;
  refs: OrderRefs;
  now: Date;
  currencies: Map<string, DisplayCurrency>;
  usage: CouponUsage;
}

/** Writes one order as placed `order.daysAgo`, then its history; the line its customer received, if delivered. */
async function writeSeedOrder(tx: Tx, ctx: Context, order: OrderSeed): Promise<ReceivedLine | null> {
  const { store, seed, refs, now } = ctx;
  const customer = must(refs.customers, order.customer, "customer");
  const method = must(refs.paymentMethods, order.method, "payment method");
  const placedAt = daysBefore(now, order.daysAgo);
  const priced = await priceOrder(tx, store, { order, customer, placedAt, refs, usage: ctx.usage });
  const { seed: person } = customer;
  const draft: OrderDraft = {
    customer: { id: customer.id, name: person.name, email: person.email, phone: person.phone, phoneCode: person.phoneCode },
    method,
    lines: draftLines(priced.lines, priced.shipment.option),
    shipment: priced.shipment,
    input: { payment_method_id: method.id, items: [], phone: person.phone, address: person.address.line, note: order.note ?? null },
  };
  const currency = must(ctx.currencies, order.currency ?? seed.currencyCode, "currency");
  const written = await writeOrder(store, { tx, draft, currency, past: { placedAt, coupon: priced.coupon } });

  const pickupName = priced.shipment.type === "pickup_delivery" ? priced.shipment.option.title : null;
  const carrier = priced.shipment.option.by ?? seed.carrier;
  const history = orderHistory({ seed, order, code: written.code, customer: person, methodName: method.name, carrier, pickupName, placedAt, now });
  const paidOnline = order.method !== "COD" && order.paid;
  // "Order placed" is the writer's.
  const events = history.events.slice(1);
  await tx.order.update({
    where: { id: written.id },
    data: {
      ...paymentState(order.paid ? PAYMENT_STATUS.PAID : PAYMENT_STATUS.UNPAID),
      deliveryStatus: order.status,
      cancelledAt: history.cancelledAt,
      updatedAt: events.at(-1)?.createdAt ?? placedAt,
    },
  });
  await tx.orderLine.updateMany({ where: { orderId: written.id }, data: { deliveryStatus: order.status, deliveredAt: history.deliveredAt } });
  await tx.trackingEvent.createMany({ data: events.map((e) => ({ storeId: store.id, orderId: written.id, message: e.message, createdAt: e.createdAt })) });
  if (paidOnline || order.status === 4) {
    await tx.payment.update({
      where: { id: written.paymentId },
      data: paidOnline
        ? { status: "SUCCEEDED", providerRef: `${order.method.toLowerCase()}_seed_${seed.subdomain}_${written.code}`, updatedAt: history.paidAt }
        : { status: "CANCELLED", updatedAt: history.cancelledAt ?? placedAt },
    });
  }

  const first = priced.lines[0];
  return history.deliveredAt && first
    ? { productId: first.product.id, customerId: customer.id, customerName: person.name, deliveredAt: history.deliveredAt }
    : null;
}

/** Writes the store's orders; returns the lines received by customers, for their reviews. */
export async function writeOrders(tx: Tx, store: Store, input: { seed: StoreSeed; refs: OrderRefs; now: Date }): Promise<ReceivedLine[]> {
  const { seed } = input;
  const ctx: Context = {
    store,
    ...input,
    currencies: new Map(
      seed.currencies.map((c) => [
        c.code,
        { code: c.code, name: c.name, symbol: c.symbol, rate: new Decimal(c.rate), isDefault: c.code === seed.currencyCode },
      ]),
    ),
    usage: new Map(),
  };
  // The store's numbers start at the seed's first, as a store moved from another platform.
  await takeOrderNumbers(tx, store.id, { count: 0, after: seed.firstOrderNumber - 1 });
  // Placed, numbered and priced in the order they were placed, across customers, as a live store
  // takes them, so that each coupon's limits count the redemptions before it.
  const chronological = [...seed.orders].sort((a, b) => b.daysAgo - a.daysAgo);
  const received: ReceivedLine[] = [];
  for (const order of chronological) {
    const line = await writeSeedOrder(tx, ctx, order);
    if (line) received.push(line);
  }
  return received;
}
