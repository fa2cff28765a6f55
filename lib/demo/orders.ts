// Orders with their lines, tracking history, coupon redemptions and online payments. Totals are
// computed in integer cents from the written catalog, so that an order's amounts always agree:
// total payable = subtotal + tax + delivery − discount.
import type { PaymentProvider, Prisma } from "../db/generated/client";
import type { Tx } from "../db/client";
import type { Catalog } from "./catalog";
import { convert, fromCents, percentOf, toCents } from "./cents";
import { must } from "./lookup";
import { HOUR_MS, daysBefore } from "./time";
import { hashString } from "./random";
import type { ReceivedLine } from "./reviews";
import type { CouponSeed, CustomerSeed, OrderSeed, ProductSeed, ShippingRateSeed, StoreSeed } from "./types";

export interface OrderRefs {
  catalog: Catalog;
  customers: Map<string, { id: number; seed: CustomerSeed }>;
  paymentMethods: Map<PaymentProvider, { id: number; name: string }>;
  coupons: Map<string, { id: number; seed: CouponSeed }>;
  pickupPoints: Map<string, number>;
}

interface PlannedLine {
  row: Omit<Prisma.OrderLineCreateManyInput, "orderId">;
  productId: number;
}

interface PlannedOrder {
  row: Prisma.OrderCreateManyInput;
  code: string;
  placedAt: Date;
  customer: { id: number; seed: CustomerSeed };
  lines: PlannedLine[];
  events: { message: string; createdAt: Date }[];
  couponId: number | null;
  payment: Omit<Prisma.PaymentCreateManyInput, "orderId"> | null;
  deliveredAt: Date | null;
}

/** The price a shopper paid for one unit: the list price less the product's own discount. */
function sellingPrice(product: ProductSeed, listCents: number): number {
  if (!product.discount) return listCents;
  const off = product.discount.type === 1 ? toCents(product.discount.amount) : percentOf(listCents, product.discount.amount);
  return Math.max(0, listCents - off);
}

/** A line's share of the rate, as lib/shipping prices it: nothing above the threshold, per item, or the flat fee on one line. */
function rateShare(rate: ShippingRateSeed, subTotal: number, quantity: number, carriesFlat: boolean): number {
  if (rate.freeAbove && subTotal >= toCents(rate.freeAbove)) return 0;
  if (rate.type === "PER_ITEM") return toCents(rate.amount) * quantity;
  return carriesFlat ? toCents(rate.amount) : 0;
}

function couponDiscount(coupon: CouponSeed, subTotal: number): number {
  if (coupon.minSubtotal && subTotal < toCents(coupon.minSubtotal)) {
    throw new Error(`seed data: coupon ${coupon.code} needs a subtotal of ${coupon.minSubtotal}`);
  }
  return coupon.type === "PERCENTAGE" ? percentOf(subTotal, coupon.value) : Math.min(toCents(coupon.value), subTotal);
}

function variantLabel(line: OrderSeed["lines"][number]): string | null {
  const parts = [...(line.color ? [`Color: ${line.color}`] : []), ...Object.entries(line.variant ?? {}).map(([k, v]) => `${k}: ${v}`)];
  return parts.length ? parts.join(", ") : null;
}

interface PlanContext {
  storeId: number;
  seed: StoreSeed;
  refs: OrderRefs;
  now: Date;
  rates: Map<string, ShippingRateSeed>;
  currencyRates: Map<string, string>;
}

function planOrder(ctx: PlanContext, order: OrderSeed, number: number): PlannedOrder {
  const { storeId, seed, refs, now } = ctx;
  const customer = must(refs.customers, order.customer, "customer");
  const method = must(refs.paymentMethods, order.method, "payment method");
  const coupon = order.coupon ? must(refs.coupons, order.coupon, "coupon") : null;
  const placedAt = daysBefore(now, order.daysAgo);
  const code = `ORD-${placedAt.getUTCFullYear()}-${String(number).padStart(6, "0")}`;
  const at = (hours: number) => new Date(Math.min(placedAt.getTime() + hours * HOUR_MS, now.getTime() - 60_000));

  // Lines at the price of the moment, tax per line.
  const lines = order.lines.map((line) => {
    const product = must(refs.catalog.products, line.slug, "product");
    const key = line.variant ? refs.catalog.variantKey(line.variant) : "";
    const price = must(product.prices, key, `price of ${line.slug}`);
    const unit = sellingPrice(product.seed, price.cents);
    const amount = unit * line.quantity;
    const tax = product.seed.taxRate ? percentOf(amount, product.seed.taxRate) : 0;
    const ownShipping = product.seed.shippingCost ? toCents(product.seed.shippingCost) * (product.seed.shippingPerUnit ? line.quantity : 1) : 0;
    return { line, product, priceId: price.id, unit, amount, tax, ownShipping };
  });
  const subTotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const totalTax = lines.reduce((sum, l) => sum + l.tax, 0);
  const discount = coupon ? couponDiscount(coupon.seed, subTotal) : 0;
  const freeShipping = coupon?.seed.freeShipping ?? false;

  // Delivery as /get-shipping-options quotes it, so that the demo's orders cost what a quote of
  // them does: a product with free shipping costs nothing on its line, the flat fee sits on the
  // first other line, a per-item rate on each line, each product's own cost on its line; the lines
  // add up to the order's delivery total.
  const rate = "rate" in order.delivery ? must(ctx.rates, order.delivery.rate, "shipping rate") : null;
  const pickupName = "pickup" in order.delivery ? order.delivery.pickup : null;
  const flatLine = lines.findIndex((l) => !l.product.seed.freeShipping);
  const lineShipping = lines.map((l, i) =>
    freeShipping || !rate || l.product.seed.freeShipping ? 0 : l.ownShipping + rateShare(rate, subTotal, l.line.quantity, i === flatLine),
  );
  const delivery = lineShipping.reduce((sum, c) => sum + c, 0);
  const payable = subTotal + totalTax + delivery - discount;

  const currency = order.currency ?? seed.currencyCode;
  const rateToDefault = must(ctx.currencyRates, currency, "currency");

  // The history the customer sees.
  const events: PlannedOrder["events"] = [{ message: "Order placed", createdAt: placedAt }];
  const online = order.method !== "COD";
  if (online && order.paid) events.push({ message: `Payment received by ${method.name}`, createdAt: at(0.02) });
  let cancelledAt: Date | null = null;
  let deliveredAt: Date | null = null;
  if (order.status === 4) {
    cancelledAt = at(5);
    events.push({
      message: order.cancelledBy === "store" ? "Order cancelled by the store: an item is out of stock" : "Order cancelled at the customer's request",
      createdAt: cancelledAt,
    });
  } else if (order.status >= 2) {
    events.push({ message: `Order confirmed by ${seed.name}, your parcel is being prepared`, createdAt: at(3) });
  }
  const carrier = rate?.carrier ?? seed.carrier;
  if (order.status === 3 || order.status === 5) {
    const tracking = `${carrier.slice(0, 2).toUpperCase()}${String(hashString(code)).padStart(10, "0").slice(0, 9)}`;
    events.push({
      message: pickupName ? `Ready for pickup at ${pickupName}` : `Shipped from ${seed.dispatchCity} with ${carrier}, tracking number ${tracking}`,
      createdAt: at(26),
    });
  }
  if (order.status === 5) {
    deliveredAt = at(70);
    events.push({
      message: pickupName ? `Collected by ${customer.seed.name}` : `Delivered to ${customer.seed.name}${online ? "" : ", paid in cash"}`,
      createdAt: deliveredAt,
    });
  }

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
      storeId,
      customerId: customer.id,
      code,
      paymentStatus: order.paid ? 1 : 2,
      deliveryStatus: order.status,
      paymentMethodId: method.id,
      paymentMethodName: method.name,
      currencyCode: currency,
      conversionRate: rateToDefault,
      subTotal: fromCents(subTotal),
      totalTax: fromCents(totalTax),
      totalDeliveryCost: fromCents(delivery),
      totalDiscount: fromCents(discount),
      totalPayable: fromCents(payable),
      couponId: coupon?.id ?? null,
      pickupPointId: pickupName ? must(refs.pickupPoints, pickupName, "pickup point") : null,
      billingDetails: contact,
      shippingDetails: rate ? { ...contact, method: rate.title, shipping_time: rate.time, carrier } : { method: "Pickup", pickup_point: pickupName },
      note: order.note ?? null,
      paymentRequired: 1,
      placedAt,
      cancelledAt,
      createdAt: placedAt,
      updatedAt: events[events.length - 1]?.createdAt ?? placedAt,
    },
    lines: lines.map((l, i) => ({
      productId: l.product.id,
      row: {
        storeId,
        productId: l.product.id,
        productPriceId: l.priceId,
        name: l.product.seed.name,
        permalink: l.product.seed.slug,
        variant: variantLabel(l.line),
        unitPrice: fromCents(l.unit),
        quantity: l.line.quantity,
        shippingCost: fromCents(lineShipping[i] ?? 0),
        tax: fromCents(l.tax),
        image: l.product.thumbnail,
        deliveryStatus: order.status,
        deliveredAt,
      },
    })),
    events,
    couponId: coupon?.id ?? null,
    payment:
      online && order.paid
        ? {
            storeId,
            paymentMethodId: method.id,
            provider: order.method,
            providerRef: `${order.method.toLowerCase()}_seed_${seed.subdomain}_${code}`,
            amount: fromCents(convert(payable, rateToDefault)),
            currencyCode: currency,
            status: "SUCCEEDED",
            createdAt: placedAt,
            updatedAt: at(0.02),
          }
        : null,
    deliveredAt,
  };
}

/** Writes the store's orders; returns the lines received by customers, for their reviews. */
export async function writeOrders(tx: Tx, storeId: number, seed: StoreSeed, refs: OrderRefs, now: Date): Promise<ReceivedLine[]> {
  // Numbered in the order they were placed, across customers, as a live store would.
  const chronological = [...seed.orders].sort((a, b) => b.daysAgo - a.daysAgo);
  const ctx: PlanContext = {
    storeId,
    seed,
    refs,
    now,
    rates: new Map(seed.shippingZones.flatMap((zone) => zone.rates).map((rate) => [rate.title, rate])),
    currencyRates: new Map(seed.currencies.map((currency) => [currency.code, currency.rate])),
  };
  const planned = chronological.map((order, i) => planOrder(ctx, order, seed.firstOrderNumber + i));

  const orders = await tx.order.createManyAndReturn({
    data: planned.map((p) => p.row),
    select: { id: true, code: true },
  });
  const orderIds = new Map(orders.map((o) => [o.code, o.id]));
  const idOf = (p: PlannedOrder) => must(orderIds, p.code, "order");

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
