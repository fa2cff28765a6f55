import { fieldError, refusal } from "../api/errors";
import { cartMessages } from "../cart/cart";
import { resolveItem, type ResolvedItem } from "../cart/resolve-item";
import { checkCoupon } from "../coupons/check-coupon";
import { db, type Tx } from "../db/client";
import type { PaymentProvider, Prisma } from "../db/generated/client";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { Decimal, sumAmounts } from "../money/money";
import { cheapestOption, shipmentLines, shippingCandidates, type Candidate, type ShipmentLine } from "../shipping/shipping-options";
import { checkoutMessages } from "./messages";
import type { MakePaymentInput } from "./schemas";

// The order of /make-payment, in two steps. `prepareOrder` reads what the order is made of:
// the payment method, the items priced from the catalog (never the client's prices), tax and the
// chosen shipping, each refused in the store's language. `writeOrder` then writes it in ONE
// transaction: the stock taken by conditional updates (two buyers of the last unit: one update
// finds the row changed and the order is refused, nothing written), the coupon checked again
// with its row locked so that its limits bind under concurrency, the order with its lines,
// history, redemption and PENDING payment, and the bought lines out of the cart. Amounts are kept
// in the store's default currency, as every order is; the payment is in the order's currency,
// converted once (lib/money).

export const outOfStock = refusal(
  "conflict",
  "Not enough stock for a line when the order is written (`Only N of X left in stock.` or `X is out of stock.`): nothing is written, the cart is kept",
);

type Store = { id: number; language: string; name: string; subdomain: string };
type Customer = { id: number; name: string; email: string; phone: string; phoneCode: string | null };

/** What the order is made of, read and checked before its transaction. */
export type OrderDraft = Awaited<ReturnType<typeof prepareOrder>>;

type DraftLine = ShipmentLine & { lineKey: string; label: string | null; shipping: Decimal };

export async function prepareOrder(store: Store, customer: Customer, input: MakePaymentInput) {
  const method = await db().paymentMethod.findFirst({
    where: { id: input.payment_method_id, storeId: store.id, isActive: true },
    select: { id: true, provider: true, name: true, sandbox: true },
  });
  if (!method) throw fieldError("payment_method_id", checkoutMessages(store.language, "unknownMethod"));

  const items: { item: ResolvedItem; quantity: number; index: number }[] = [];
  for (const [index, posted] of input.items.entries()) {
    const item = await resolveItem(store, { productId: posted.id, colorId: posted.color, variant: posted.variant }, `items.${index}.id`);
    // The same product, color and variant posted twice is one line, as in the cart.
    const same = items.find((i) => i.item.price.id === item.price.id && i.item.color?.id === item.color?.id);
    if (same) same.quantity += posted.quantity;
    else items.push({ item, quantity: posted.quantity, index });
  }
  checkQuantities(store, items);

  const priced = await shipmentLines(store, items);
  const shipment = input.shipping_type ? await chooseShipping(store, input, priced) : null;
  const lines: DraftLine[] = priced.map((line, index) => ({
    ...line,
    lineKey: `${line.item.product.id}:${line.item.color?.id ?? ""}:${line.item.variantKey}`,
    label: [line.item.color && `Color: ${line.item.color.name}`, line.item.variantText].filter(Boolean).join(", ") || null,
    shipping: shipment?.option.costs[index] ?? new Decimal(0),
  }));
  return { store, customer, method, lines, shipment, input };
}

/** The product's minimum and maximum per order, over all its lines. */
function checkQuantities(store: Store, items: { item: ResolvedItem; quantity: number; index: number }[]) {
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

/** The option the shopper chose among those /get-shipping-options quotes for the same items, else the cheapest. */
async function chooseShipping(store: Store, input: MakePaymentInput, lines: ShipmentLine[]) {
  const destination = { shipping_type: input.shipping_type!, delivery_address: input.delivery_address };
  const { candidates } = await shippingCandidates(store, destination, lines);
  const wanted = input.shipping_option_id ?? input.pickup_point_id;
  const option: Candidate | undefined = wanted ? candidates.find((c) => c.id === wanted) : cheapestOption(candidates);
  if (!option) throw fieldError(input.shipping_option_id ? "shipping_option_id" : "pickup_point_id", checkoutMessages(store.language, "noSuchOption"));
  return { type: destination.shipping_type, address: destination.delivery_address ?? null, option };
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
 * Writes the draft in one transaction on `tx`. `within` runs in it once the order is written
 * (the idempotency key's answer, the jobs the order starts), so that they commit or vanish with it.
 */
export async function writeOrder(tx: Tx, draft: OrderDraft, currency: DisplayCurrency, within?: (order: WrittenOrder) => Promise<void>): Promise<WrittenOrder> {
  const { store, customer, method, lines, shipment, input } = draft;
  await takeStock(tx, store, lines);

  const subTotal = sumAmounts(lines.map((l) => l.subtotal));
  const coupon = input.coupon_code ? await redeemable(tx, store, customer, input.coupon_code, lines, currency) : null;
  const freeShipping = coupon?.freeShipping ?? false;
  const lineShipping = lines.map((l) => (freeShipping ? new Decimal(0) : l.shipping));
  const totalTax = sumAmounts(lines.map((l) => l.tax));
  const totalDelivery = sumAmounts(lineShipping);
  const totalDiscount = coupon?.discount ?? new Decimal(0);
  const totalPayable = subTotal.plus(totalTax).plus(totalDelivery).minus(totalDiscount);
  const amount = inCurrency(totalPayable, currency);

  // The id first, so that the code (unique in the store) can be written with the row.
  const [{ id }] = await tx.$queryRaw<[{ id: number }]>`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`;
  const code = `ORD-${new Date().getUTCFullYear()}-${String(id).padStart(6, "0")}`;
  const contact = {
    name: customer.name,
    email: customer.email,
    phone: input.phone || customer.phone,
    phone_code: customer.phoneCode,
    address: input.address ?? null,
  };
  const order = await tx.order.create({
    data: {
      id,
      storeId: store.id,
      customerId: customer.id,
      code,
      paymentMethodId: method.id,
      paymentMethodName: method.name,
      currencyCode: currency.code,
      conversionRate: currency.rate,
      subTotal,
      totalTax,
      totalDeliveryCost: totalDelivery,
      totalDiscount,
      totalPayable,
      couponId: coupon?.coupon.id ?? null,
      pickupPointId: shipment?.type === "pickup_delivery" ? shipment.option.id : null,
      billingDetails: contact,
      shippingDetails: shipment ? shippingDetails(shipment, contact) : undefined,
      note: input.note ?? null,
      lines: {
        create: lines.map((line, index) => ({
          storeId: store.id,
          productId: line.item.product.id,
          productPriceId: line.item.price.id,
          name: line.item.product.name,
          permalink: line.item.product.slug,
          variant: line.label,
          unitPrice: line.item.unitPrice,
          quantity: line.quantity,
          shippingCost: lineShipping[index]!,
          tax: line.tax,
          image: line.item.product.thumbnail?.path ?? "",
          attachment: null,
        })),
      },
      trackingEvents: { create: { storeId: store.id, message: checkoutMessages(store.language, "orderPlaced") } },
      payments: { create: { storeId: store.id, paymentMethodId: method.id, provider: method.provider, amount, currencyCode: currency.code } },
    },
    select: { id: true, payments: { select: { id: true } } },
  });
  if (coupon) await tx.couponRedemption.create({ data: { storeId: store.id, couponId: coupon.coupon.id, customerId: customer.id, orderId: order.id } });
  await tx.cartLine.deleteMany({ where: { storeId: store.id, cart: { customerId: customer.id }, lineKey: { in: lines.map((l) => l.lineKey) } } });

  const written: WrittenOrder = { id: order.id, code, paymentId: order.payments[0]!.id, amount, currency: currency.code, provider: method.provider };
  await within?.(written);
  return written;
}

/**
 * Each line's quantity off its price row, on the condition that the row still has it. Rows are
 * taken in id order, so that two orders of the same products lock them in the same order and
 * never deadlock.
 */
async function takeStock(tx: Tx, store: Store, lines: DraftLine[]) {
  const byRow = [...lines].sort((a, b) => a.item.price.id - b.item.price.id);
  for (const line of byRow) {
    const { price, product } = line.item;
    const taken = await tx.$executeRaw`
      UPDATE product_prices SET quantity = quantity - ${line.quantity}, updated_at = now()
      WHERE id = ${price.id} AND store_id = ${store.id} AND quantity >= ${line.quantity}`;
    if (taken === 1) continue;
    const [row] = await tx.$queryRaw<{ quantity: number }[]>`SELECT quantity FROM product_prices WHERE id = ${price.id}`;
    const left = Math.max(0, row?.quantity ?? 0);
    throw outOfStock.error(cartMessages(store.language, left > 0 ? "stock" : "soldOut", { name: product.name, stock: left }));
  }
}

/**
 * The coupon checked again for this customer with its row locked: orders redeeming the same
 * coupon take turns from here to their commit, so each counts the redemptions of those before it.
 */
async function redeemable(tx: Tx, store: Store, customer: Customer, code: string, lines: DraftLine[], currency: DisplayCurrency) {
  await tx.$queryRaw`SELECT id FROM coupons WHERE store_id = ${store.id} AND code = ${code.toUpperCase()} FOR UPDATE`;
  const couponLines = lines.map((l) => ({
    productId: l.item.product.id,
    categoryIds: l.item.product.categories.map((c) => c.categoryId),
    subtotal: l.subtotal,
  }));
  return checkCoupon(store, { code, lines: couponLines, customerId: customer.id }, currency, tx);
}

function shippingDetails(shipment: NonNullable<OrderDraft["shipment"]>, contact: Record<string, unknown>): Prisma.InputJsonObject {
  const { option } = shipment;
  if (shipment.type === "pickup_delivery") return { method: "Pickup", pickup_point: option.title, address: option.from };
  return { ...contact, ...shipment.address, method: option.title, shipping_time: option.time, carrier: option.by };
}
