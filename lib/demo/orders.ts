// Orders with their lines, tracking history, coupon redemptions and online payments, over a year
// of the store's life. Each is priced as the checkout prices one (./price-order.ts), then written
// as it stands today: placed in the past and moved along its statuses (./order-history.ts).
import type { Coupon, PaymentProvider, Prisma, Store } from "../db/generated/client";
import type { Tx } from "../db/client";
import { variantLabel } from "../catalog/variant-selection";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { Decimal, amountString } from "../money/money";
import { orderCode, takeOrderNumbers } from "../orders/order-codes";
import { PAYMENT_STATUS, paymentState } from "../orders/status";
import type { Catalog } from "./catalog";
import type { Locations } from "./locations";
import { must } from "./lookup";
import { orderHistory } from "./order-history";
import { priceOrder, type CouponUsage } from "./price-order";
import type { ReceivedLine } from "./reviews";
import { daysBefore } from "./time";
import type { CustomerSeed, OrderSeed, StoreSeed } from "./types";

export interface OrderRefs {
  catalog: Catalog;
  locations: Locations;
  customers: Map<string, { id: number; seed: CustomerSeed }>;
  paymentMethods: Map<PaymentProvider, { id: number; name: string }>;
  coupons: Map<string, Coupon>;
}

interface PlannedOrder {
  row: Prisma.OrderCreateManyInput;
  code: string;
  placedAt: Date;
  customer: { id: number; seed: CustomerSeed };
  lines: { productId: number; row: Omit<Prisma.OrderLineCreateManyInput, "orderId"> }[];
  events: { message: string; createdAt: Date }[];
  couponId: number | null;
  payment: Omit<Prisma.PaymentCreateManyInput, "orderId"> | null;
  deliveredAt: Date | null;
}

interface PlanContext {
  store: Store;
  seed: StoreSeed;
  refs: OrderRefs;
  now: Date;
  currencies: Map<string, DisplayCurrency>;
  usage: CouponUsage;
}

async function planOrder(tx: Tx, ctx: PlanContext, order: OrderSeed, number: number): Promise<PlannedOrder> {
  const { store, seed, refs, now } = ctx;
  const customer = must(refs.customers, order.customer, "customer");
  const method = must(refs.paymentMethods, order.method, "payment method");
  const placedAt = daysBefore(now, order.daysAgo);
  const code = orderCode(placedAt, number);
  const priced = await priceOrder(tx, store, { order, customer, placedAt, refs, usage: ctx.usage });
  const currency = must(ctx.currencies, order.currency ?? seed.currencyCode, "currency");

  const pickupName = "pickup" in order.delivery ? order.delivery.pickup : null;
  const carrier = priced.option.by ?? seed.carrier;
  const history = orderHistory({ seed, order, code, customer: customer.seed, methodName: method.name, carrier, pickupName, placedAt, now });
  const online = order.method !== "COD";

  const address = customer.seed.address;
  const [countryCode, cityName] = address.city.split(":");
  const country = seed.countries.find((c) => c.code === countryCode);
  const contact = {
    name: customer.seed.name,
    email: customer.seed.email,
    phone: customer.seed.phone,
    phone_code: customer.seed.phoneCode,
    address: address.line,
    state: address.state,
    city: cityName ?? "",
    country: country?.name ?? "",
    country_code: countryCode ?? "",
    post_code: address.postCode,
  };

  return {
    code,
    placedAt,
    customer,
    row: {
      storeId: store.id,
      customerId: customer.id,
      code,
      ...paymentState(order.paid ? PAYMENT_STATUS.PAID : PAYMENT_STATUS.UNPAID),
      deliveryStatus: order.status,
      paymentMethodId: method.id,
      paymentMethodName: method.name,
      currencyCode: currency.code,
      conversionRate: currency.rate.toString(),
      subTotal: amountString(priced.subTotal),
      totalTax: amountString(priced.totalTax),
      totalDeliveryCost: amountString(priced.totalDelivery),
      totalDiscount: amountString(priced.totalDiscount),
      totalPayable: amountString(priced.totalPayable),
      couponId: priced.coupon?.id ?? null,
      pickupPointId: pickupName ? must(refs.locations.pickupPoints, pickupName, "pickup point") : null,
      billingDetails: contact,
      shippingDetails: pickupName
        ? { method: "Pickup", pickup_point: pickupName }
        : { ...contact, method: priced.option.title, shipping_time: priced.option.time, carrier },
      note: order.note ?? null,
      placedAt,
      cancelledAt: history.cancelledAt,
      createdAt: placedAt,
      updatedAt: history.events[history.events.length - 1]?.createdAt ?? placedAt,
    },
    lines: priced.lines.map((line, i) => ({
      productId: line.product.id,
      row: {
        storeId: store.id,
        productId: line.product.id,
        productPriceId: line.item.price.id,
        name: line.product.name,
        permalink: line.product.slug,
        variant: variantLabel(line.item.values, line.item.color) || null,
        unitPrice: amountString(line.item.unitPrice),
        quantity: line.quantity,
        shippingCost: amountString(priced.lineShipping[i] ?? new Decimal(0)),
        tax: amountString(line.tax),
        image: line.product.thumbnail?.path ?? "",
        deliveryStatus: order.status,
        deliveredAt: history.deliveredAt,
      },
    })),
    events: history.events,
    couponId: priced.coupon?.id ?? null,
    payment:
      online && order.paid
        ? {
            storeId: store.id,
            paymentMethodId: method.id,
            provider: order.method,
            providerRef: `${order.method.toLowerCase()}_seed_${seed.subdomain}_${code}`,
            amount: amountString(inCurrency(priced.totalPayable, currency)),
            currencyCode: currency.code,
            status: "SUCCEEDED",
            createdAt: placedAt,
            updatedAt: history.paidAt,
          }
        : null,
    deliveredAt: history.deliveredAt,
  };
}

/** Writes the store's orders; returns the lines received by customers, for their reviews. */
export async function writeOrders(tx: Tx, store: Store, input: { seed: StoreSeed; refs: OrderRefs; now: Date }): Promise<ReceivedLine[]> {
  const { seed } = input;
  const ctx: PlanContext = {
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
  // Numbered in the order they were placed, across customers, as a live store would, by the store's
  // counter (from the seed's first number, as a store that came from another platform); priced in
  // that order too, so that each coupon's limits count the redemptions before it.
  const chronological = [...seed.orders].sort((a, b) => b.daysAgo - a.daysAgo);
  const first = await takeOrderNumbers(tx, store.id, { count: chronological.length, after: seed.firstOrderNumber - 1 });
  const planned: PlannedOrder[] = [];
  for (const [i, order] of chronological.entries()) planned.push(await planOrder(tx, ctx, order, first + i));

  const orders = await tx.order.createManyAndReturn({
    data: planned.map((p) => p.row),
    select: { id: true, code: true },
  });
  const orderIds = new Map(orders.map((o) => [o.code, o.id]));
  const idOf = (p: PlannedOrder) => must(orderIds, p.code, "order");
  const storeId = store.id;

  await tx.orderLine.createMany({ data: planned.flatMap((p) => p.lines.map((l) => ({ ...l.row, orderId: idOf(p) }))) });
  await tx.trackingEvent.createMany({
    data: planned.flatMap((p) => p.events.map((e) => ({ storeId, orderId: idOf(p), message: e.message, createdAt: e.createdAt }))),
  });
  await tx.couponRedemption.createMany({
    data: planned.flatMap((p) =>
      p.couponId === null ? [] : [{ storeId, couponId: p.couponId, customerId: p.customer.id, orderId: idOf(p), createdAt: p.placedAt }],
    ),
  });
  await tx.payment.createMany({ data: planned.flatMap((p) => (p.payment ? [{ ...p.payment, orderId: idOf(p) }] : [])) });

  return planned.flatMap((p) => {
    const first = p.lines[0];
    if (!p.deliveredAt || !first) return [];
    return [{ productId: first.productId, customerId: p.customer.id, customerName: p.customer.seed.name, deliveredAt: p.deliveredAt }];
  });
}
