import { fieldError } from "../core/errors";
import { cartMessages } from "../cart/messages";
import { postedOptions } from "../cart/schemas";
import { priceLines, type PricedLine } from "../catalog/price-line";
import { checkCoupon, couponLine } from "../coupons/check-coupon";
import { db, type Tx } from "../db/client";
import type { PaymentProvider, Prisma, Store } from "../db/generated/client";
import { takeStock } from "../inventory/stock";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { amountString, type Decimal } from "../money/money";
import { orderCode, takeOrderNumbers } from "../orders/order-codes";
import { customerDeliveryPlace, placeNames } from "../shipping/delivery-address";
import { cheapestOption, shipmentLines, shippingCandidates, type Candidate, type ShipmentLine } from "../shipping/shipping-options";
import { checkoutMessages } from "./messages";
import { orderTotals } from "./order-totals";
import type { MakePaymentInput } from "./schemas";

// The order of /make-payment, in two steps. `prepareOrder` reads what the order is made of:
// the payment method, the items priced from the catalog (never the client's prices), tax and the
// chosen shipping, each refused in the store's language. `writeOrder` then writes it in ONE
// transaction: the stock taken (lib/inventory: two buyers of the last unit, one is refused and
// nothing of its order is written), the coupon checked again
// with its row locked so that its limits bind under concurrency, the order with its lines,
// history, redemption and PENDING payment, and the bought lines out of the cart. Amounts are kept
// in the store's default currency, as every order is; the payment is in the order's currency,
// converted once (lib/money).

type Customer = { id: number; name: string; email: string; phone: string; phoneCode: string | null };

/** What the order is made of, read and checked before its transaction. */
export type OrderDraft = Awaited<ReturnType<typeof prepareOrder>>;

type DraftLine = ShipmentLine & { lineKey: string; label: string | null; shipping: Decimal };

export async function prepareOrder(store: Store, { customer, order: input }: { customer: Customer; order: MakePaymentInput }) {
  const method = await db().paymentMethod.findFirst({
    where: { id: input.payment_method_id, storeId: store.id, isActive: true },
    select: { id: true, provider: true, name: true, sandbox: true },
  });
  if (!method) throw fieldError("payment_method_id", checkoutMessages(store.language, "unknownMethod"));

  const posted = input.items.map((p) => ({ productId: p.id, colorId: p.color, variant: p.variant, quantity: p.quantity, ...postedOptions(p) }));
  const items: { item: PricedLine; quantity: number; index: number }[] = [];
  const field = (index: number) => `items.${index}.id`;
  for (const [index, item] of (await priceLines(store, { lines: posted, field, optionsField: (index) => `items.${index}.options` })).entries()) {
    // The same product, color, variant and options posted twice is one line, as in the cart.
    const same = items.find((i) => i.item.price.id === item.price.id && i.item.color?.id === item.color?.id && i.item.optionsKey === item.optionsKey);
    if (same) same.quantity += posted[index]!.quantity;
    else items.push({ item, quantity: posted[index]!.quantity, index });
  }
  checkQuantities(store, items);

  const priced = shipmentLines(items);
  const shipment = await chooseShipping(store, { customer, input, lines: priced });
  return { customer, method, lines: draftLines(priced, shipment.option), shipment, input };
}

/** The order's lines: each with its key in the cart, its label and its share of the shipment's cost. */
export function draftLines(priced: ShipmentLine[], option: Candidate): DraftLine[] {
  return priced.map((line, index) => ({
    ...line,
    lineKey: `${line.item.product.id}:${line.item.color?.id ?? ""}:${line.item.variantKey}${line.item.optionsKey}`,
    label: [line.item.variantText, line.item.optionsText].filter(Boolean).join(", ") || null,
    shipping: option.costs[index]!,
  }));
}

/** The product's minimum and maximum per order, over all its lines. */
function checkQuantities(store: Store, items: { item: PricedLine; quantity: number; index: number }[]) {
  const byProduct = new Map<number, number>();
  for (const { item, quantity } of items) byProduct.set(item.product.id, (byProduct.get(item.product.id) ?? 0) + quantity);
  for (const { item, index } of items) {
    const { product } = item;
    const total = byProduct.get(product.id)!;
    const refuse = (key: "min" | "max", bound: number) =>
      fieldError(`items.${index}.quantity`, cartMessages(store.language, key, { name: product.name, [key]: bound }));
    if (total < product.minItemOnPurchase) throw refuse("min", product.minItemOnPurchase);
    if (total > product.maxItemOnPurchase) throw refuse("max", product.maxItemOnPurchase);
  }
}

/**
 * The option the shopper chose among those /get-shipping-options quotes for the same items, else the
 * cheapest. Without `shipping_type` (the contract's apps), home delivery to the customer's place.
 */
async function chooseShipping(store: Store, { customer, input, lines }: { customer: Customer; input: MakePaymentInput; lines: ShipmentLine[] }) {
  const destination = input.shipping_type
    ? { shipping_type: input.shipping_type, delivery_address: input.delivery_address }
    : {
        shipping_type: "home_delivery" as const,
        delivery_address: input.delivery_address ?? (await customerDeliveryPlace(store, { customerId: customer.id, address: input.address })),
      };
  const { candidates } = await shippingCandidates(store, destination, lines);
  const wanted = input.shipping_option_id ?? input.pickup_point_id;
  const option: Candidate | undefined = wanted ? candidates.find((c) => c.id === wanted) : cheapestOption(candidates);
  if (!option) throw fieldError(input.shipping_option_id ? "shipping_option_id" : "pickup_point_id", checkoutMessages(store.language, "noSuchOption"));
  const place = destination.delivery_address;
  return { type: destination.shipping_type, address: place ? { ...place, ...(await placeNames(store, place)) } : null, option };
}

export type WrittenOrder = {
  id: number;
  code: string;
  paymentId: number;
  /** What the shopper pays, in the order's currency. */
  amount: Decimal;
  currency: string;
  provider: PaymentProvider;
};

/**
 * An order of the demo data's history, written as checkout writes one: placed at `placedAt`, its
 * coupon as evaluated then (lib/coupons' rules at that date), and its stock not taken (the seed
 * sets today's stock).
 */
export type PastOrder = { placedAt: Date; coupon: { coupon: { id: number }; discount: Decimal; freeShipping: boolean } | null };

/**
 * Writes the draft in one transaction on `tx`. `within` runs in it once the order is written
 * (the idempotency key's answer, the jobs the order starts), so that they commit or vanish with it.
 */
export async function writeOrder(
  store: Store,
  {
    tx,
    draft,
    currency,
    within,
    past,
  }: { tx: Tx; draft: OrderDraft; currency: DisplayCurrency; within?: (order: WrittenOrder) => Promise<void>; past?: PastOrder },
): Promise<WrittenOrder> {
  const { customer, method, lines, shipment, input } = draft;
  if (!past) {
    await takeStock(store, {
      tx,
      lines: lines.map((l) => ({ priceId: l.item.price.id, quantity: l.quantity, name: l.item.product.name, options: l.item.options })),
    });
  }

  const coupon = past ? past.coupon : input.coupon_code ? await redeemable(tx, store, customer, input.coupon_code, lines, currency) : null;
  const { lineShipping, subTotal, totalTax, totalDelivery, totalDiscount, totalPayable } = orderTotals(lines, coupon);
  const amount = inCurrency(totalPayable, currency);
  // Taken last before the order's row: the counter's lock is held to the commit.
  const code = orderCode(past?.placedAt ?? new Date(), await takeOrderNumbers(tx, store.id));

  const contact = {
    name: customer.name,
    email: customer.email,
    phone: input.phone || customer.phone,
    phone_code: customer.phoneCode,
    address: input.address ?? null,
  };
  const orderLines = lines.map((line, index) => ({
    product_id: line.item.product.id,
    product_price_id: line.item.price.id,
    name: line.item.product.name,
    permalink: line.item.product.slug,
    variant: line.label,
    unit_price: line.item.unitPrice.toString(),
    quantity: line.quantity,
    shipping_cost: lineShipping[index]!.toString(),
    tax: line.tax.toString(),
    image: line.item.product.thumbnail?.path ?? "",
    options: line.item.options.length ? line.item.options.map((o) => ({ ...o, price: amountString(o.price) })) : null,
  }));
  // One statement, one round trip: the order, its lines, its first tracking event and its pending payment, and the bought lines out of
  // the cart. Through Prisma's nested create it was eight. Times are UTC, as Prisma writes them.
  const [order] = await tx.$queryRaw<[{ id: number; code: string; paymentId: number }]>`
    WITH next AS (SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id),
    clock AS (SELECT coalesce(${past?.placedAt.toISOString() ?? null}::timestamptz, now()) AT TIME ZONE 'UTC' AS at),
    o AS (
      INSERT INTO orders (id, store_id, customer_id, code, payment_method_id, payment_method_name, currency_code, conversion_rate,
                          sub_total, total_tax, total_delivery_cost, total_discount, total_payable_amount, coupon_id, pickup_point_id,
                          billing_details, shipping_details, note, placed_at, created_at, updated_at)
      SELECT id, ${store.id}, ${customer.id}, ${code},
             ${method.id}, ${method.name}, ${currency.code}, ${currency.rate.toString()}::numeric, ${subTotal.toString()}::numeric,
             ${totalTax.toString()}::numeric, ${totalDelivery.toString()}::numeric, ${totalDiscount.toString()}::numeric,
             ${totalPayable.toString()}::numeric, ${coupon?.coupon.id ?? null}::int, ${shipment.type === "pickup_delivery" ? shipment.option.id : null}::int,
             ${JSON.stringify(contact)}::jsonb, ${JSON.stringify(shippingDetails(shipment, contact))}::jsonb, ${input.note ?? null},
             clock.at, clock.at, clock.at
      FROM next, clock
      RETURNING id, code
    ),
    order_lines_written AS (
      INSERT INTO order_lines (store_id, order_id, product_id, product_price_id, name, permalink, variant, unit_price, quantity, shipping_cost, tax, image, options)
      SELECT ${store.id}, o.id, l.product_id, l.product_price_id, l.name, l.permalink, l.variant, l.unit_price, l.quantity, l.shipping_cost, l.tax, l.image, l.options
      FROM o, jsonb_to_recordset(${JSON.stringify(orderLines)}::jsonb) AS l(product_id int, product_price_id int, name text, permalink text,
           variant text, unit_price numeric, quantity int, shipping_cost numeric, tax numeric, image text, options jsonb)
    ),
    tracking_written AS (
      INSERT INTO tracking_events (store_id, order_id, message, created_at)
      SELECT ${store.id}, o.id, ${checkoutMessages(store.language, "orderPlaced")}, clock.at FROM o, clock
    ),
    payment AS (
      INSERT INTO payments (store_id, order_id, payment_method_id, provider, amount, currency_code, created_at, updated_at)
      SELECT ${store.id}, o.id, ${method.id}, ${method.provider}::"PaymentProvider", ${amount.toString()}::numeric, ${currency.code},
             clock.at, clock.at
      FROM o, clock
      RETURNING id
    ),
    cart_emptied AS (
      DELETE FROM cart_lines l USING carts c
      WHERE c.id = l.cart_id AND c.customer_id = ${customer.id} AND l.store_id = ${store.id} AND l.line_key = ANY(${lines.map((l) => l.lineKey)}::text[])
    )
    SELECT o.id, o.code, payment.id AS "paymentId" FROM o, payment`;
  if (coupon) {
    await tx.couponRedemption.create({
      data: { storeId: store.id, couponId: coupon.coupon.id, customerId: customer.id, orderId: order.id, createdAt: past?.placedAt },
    });
  }

  const written: WrittenOrder = { id: order.id, code: order.code, paymentId: order.paymentId, amount, currency: currency.code, provider: method.provider };
  await within?.(written);
  return written;
}

/**
 * The coupon checked again for this customer with its row locked: orders redeeming the same
 * coupon take turns from here to their commit, so each counts the redemptions of those before it.
 */
async function redeemable(tx: Tx, store: Store, customer: Customer, code: string, lines: DraftLine[], currency: DisplayCurrency) {
  await tx.$queryRaw`SELECT id FROM coupons WHERE store_id = ${store.id} AND code = ${code.toUpperCase()} FOR UPDATE`;
  return checkCoupon(store, { code, lines: lines.map((l) => couponLine(l.item, l.subtotal)), customerId: customer.id, currency, tx });
}

function shippingDetails(shipment: OrderDraft["shipment"], contact: Record<string, unknown>): Prisma.InputJsonObject {
  const { option } = shipment;
  if (shipment.type === "pickup_delivery") return { method: "Pickup", pickup_point: option.title, address: option.from };
  return { ...contact, ...shipment.address, method: option.title, shipping_time: option.time, carrier: option.by };
}
