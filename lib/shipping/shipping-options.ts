import type { z } from "zod";
import { fieldError, refusal } from "../core/errors";
import { isOn } from "../core/flags";
import { postedOptions } from "../cart/schemas";
import { priceLines, shownPrices, type PricedLine } from "../catalog/price-line";
import { valueKeyOf } from "../catalog/variant-selection";
import { db, type Tx } from "../db/client";
import type { Prisma, Store } from "../db/generated/client";
import { NAMES, nameOrNull, offeredBy, readableBy } from "../locations/places";
import { imageOrPlaceholder } from "../media/placeholder";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { Decimal, amountNumber, percentOf, roundAmount, sumAmounts } from "../money/money";
import { shippingOptionMessages as messages } from "./messages/shipping-options";
import type { shippingOptionsInput, shippingOptionsResponse } from "./schemas";

// POST /get-shipping-options. Home delivery: the store's active zones for the address's country
// that serve its state (a zone without states serves the whole country), each active rate an
// option. A shipment is priced once, then spread over the lines so that adding up one option's
// line costs gives the shipment's cost: a FLAT rate sits on the first line, a PER_ITEM rate on
// each line by its quantity, and each product's own shipping cost on its line. A product with free
// shipping costs nothing on its line whatever the rate, so the FLAT rate sits on the first line
// that does not ship free. The default option of every line is the rate that is cheapest for the
// whole shipment. Pickup: the store's active pickup points, free, also listed in `pickup_points`.

export const shippingUnavailable = refusal(
  "unprocessable",
  "`shipping not available for this address`, without `errors`: no active zone of the store serves the address (home delivery), or the store has no active pickup point",
);

type Destination = Pick<z.infer<typeof shippingOptionsInput>, "shipping_type" | "delivery_address">;
export type ShipmentLine = {
  item: PricedLine;
  product: PricedLine["product"];
  quantity: number;
  productShipping: Decimal;
  tax: Decimal;
  subtotal: Decimal;
};
export type Candidate = { id: number; title: string; time: string; from: string; by: string | null; costs: Decimal[] };

export type ShippingQuote = z.infer<typeof shippingOptionsInput> & {
  currency: DisplayCurrency;
  /** The storefront's origin, for the products' images. */
  origin: string;
};

export async function shippingOptions(store: Store, input: ShippingQuote) {
  const { currency, origin } = input;
  checkDestination(store, input);
  const posted = input.products.map((p) => ({ productId: p.id, colorId: p.color, variant: p.variant, quantity: p.quantity, ...postedOptions(p) }));
  // Rates do not depend on the variant: a line without one is quoted all the same (priceLines).
  const items = await priceLines(store, {
    lines: posted,
    field: (index) => `products.${index}.id`,
    optionsField: (index) => `products.${index}.options`,
    quoteWithoutVariant: true,
  });
  const lines = shipmentLines(items.map((item, index) => ({ item, quantity: posted[index]!.quantity })));
  const { candidates, pickupPoints } = await shippingCandidates(store, input, lines);
  const cheapest = cheapestOption(candidates);
  const option = (c: Candidate, index: number) => ({
    id: c.id,
    title: c.title,
    shipping_cost: amountNumber(inCurrency(c.costs[index]!, currency)),
    shipping_time: c.time,
    shipping_from: c.from,
    by: c.by,
  });
  return {
    shipping_available: true as const,
    options: lines.map((line, index) => ({
      id: String(line.item.product.id),
      product: {
        // A quote is of products, not of cart lines: there is no line uid, and every posted line is in the shipment.
        id: line.item.product.id,
        uid: null,
        name: line.item.product.name,
        permalink: line.item.product.slug,
        image: imageOrPlaceholder(origin, line.item.product.thumbnail?.path),
        variant: line.item.variantText,
        variant_code: valueKeyOf(line.item.variantKey),
        quantity: line.quantity,
        unitPrice: amountNumber(shownPrices(line.item, currency).unitPrice),
        oldPrice: amountNumber(shownPrices(line.item, currency).oldPrice),
        min_item: line.item.product.minItemOnPurchase,
        max_item: line.item.product.maxItemOnPurchase,
        attachment: attachmentAsked(line.product),
        seller: store.name,
        shop_name: store.name,
        shop_slug: store.subdomain,
        is_selected: true,
        has_options: line.product.hasOptions,
        product_cj: line.item.product.idCj,
        is_available: line.item.price.quantity >= line.quantity,
      },
      options: { data: candidates.map((c) => option(c, index)) },
      default_option: option(cheapest, index),
      tax: amountNumber(inCurrency(line.tax, currency)),
    })),
    ...(pickupPoints ? { pickup_points: pickupPoints } : {}),
  };
}

/** The posted lines priced for shipping and tax, from what priceLines read of their products. */
export function shipmentLines(posted: { item: PricedLine; quantity: number }[]): ShipmentLine[] {
  return posted.map(({ item, quantity }) => {
    const { product } = item;
    const subtotal = item.unitPrice.times(quantity);
    return {
      item,
      product,
      quantity,
      subtotal,
      productShipping: isOn(product.isApplyMultipleQtyShippingCost) ? product.shippingCost.times(quantity) : product.shippingCost,
      tax: isOn(product.isEnableTax) ? percentOf(subtotal, product.taxRate) : new Decimal(0),
    };
  });
}

/**
 * The options of a shipment (each with its cost on every line) for an address served by home
 * delivery, or the store's pickup points; refused when there is none. Read in `tx` when given: the
 * demo data quotes its orders in the transaction that writes its store.
 */
export async function shippingCandidates(store: Store, destination: Destination, lines: ShipmentLine[], tx: Tx = db()) {
  const t = (key: Parameters<typeof messages>[1]) => messages(store.language, key);
  const address = checkDestination(store, destination);
  if (address) {
    const candidates = await homeDelivery(store, address, lines, tx);
    if (candidates.length === 0) throw shippingUnavailable.error(t("unavailable"));
    return { candidates, pickupPoints: undefined };
  }
  const points = await tx.pickupPoint.findMany({
    where: { storeId: store.id, isActive: true },
    include: { city: { select: NAMES }, state: { select: NAMES } },
    orderBy: { id: "asc" },
  });
  if (points.length === 0) throw shippingUnavailable.error(t("unavailable"));
  const candidates: Candidate[] = points.map((p) => ({
    id: p.id,
    title: p.name,
    time: t("pickupTime"),
    from: p.address,
    by: null,
    costs: lines.map(() => new Decimal(0)),
  }));
  const pickupPoints: z.infer<typeof shippingOptionsResponse>["pickup_points"] = points.map((p) => ({
    id: p.id,
    name: p.name,
    address: p.address,
    phone: p.phone,
    opening_hours: p.openingHours,
    // The town when the point names one, else its city (a region, for Morocco's reference places).
    city: nameOrNull(p.state ?? p.city, store.language),
  }));
  return { candidates, pickupPoints };
}

/** A home delivery takes an address and a pickup none (422 on `delivery_address`); the address, if any. */
function checkDestination(store: Store, destination: Destination) {
  const address = destination.delivery_address;
  if (destination.shipping_type === "home_delivery" && !address) throw fieldError("delivery_address", messages(store.language, "addressRequired"));
  if (destination.shipping_type === "pickup_delivery" && address) throw fieldError("delivery_address", messages(store.language, "addressForbidden"));
  return address;
}

/** The option that costs the whole shipment least: every line's default. */
export const cheapestOption = (candidates: Candidate[]) => candidates.reduce((best, c) => (sumAmounts(c.costs).lessThan(sumAmounts(best.costs)) ? c : best));

/** What the product asks the shopper to attach (its attachment name), when its attachment setting is on. */
function attachmentAsked(product: ShipmentLine["product"]): string | null {
  return isOn(product.isActiveAttachment) ? product.attachmentName : null;
}

async function homeDelivery(store: Store, address: DeliveryAddress, lines: ShipmentLine[], tx: Tx): Promise<Candidate[]> {
  const state = await addressState(store, address, tx);
  if (state === false) return [];
  const served = state === null ? [{ states: { none: {} } }] : [{ states: { none: {} } }, { states: { some: { stateId: state } } }];
  const zones = await tx.shippingZone.findMany({
    where: { storeId: store.id, countryId: address.country_id, isActive: true, OR: served },
    include: { rates: { where: { isActive: true }, orderBy: { id: "asc" } } },
  });
  // The threshold of free delivery is reached by the whole basket, free-shipping products included.
  const subtotal = sumAmounts(lines.map((l) => l.subtotal));
  const flatLine = lines.findIndex((l) => !isOn(l.product.isActiveFreeShipping));
  return zones.flatMap((zone) =>
    zone.rates.map((rate) => ({
      id: rate.id,
      title: rate.title,
      time: rate.shippingTime,
      from: rate.shippingFrom,
      by: rate.carrier,
      costs: lines.map((line, index) =>
        isOn(line.product.isActiveFreeShipping) ? new Decimal(0) : roundAmount(rateShare(rate, subtotal, line, index === flatLine).plus(line.productShipping)),
      ),
    })),
  );
}

type DeliveryAddress = { country_id: number; state_id?: number | null };

/**
 * The state the address names, of a country the store offers; null where the store reads no place
 * of that country, so that the shopper typed the town and only whole-country zones serve it
 * (docs/decisions.md, "Places"); false when not served.
 */
async function addressState(store: Store, address: DeliveryAddress, tx: Tx): Promise<number | null | false> {
  const country = { id: address.country_id, ...offeredBy(store) };
  if (address.state_id == null) {
    if (await tx.city.count({ where: { countryId: address.country_id, ...readableBy(store) } }))
      throw fieldError("delivery_address.state_id", messages(store.language, "stateRequired"));
    return (await tx.country.count({ where: country })) > 0 ? null : false;
  }
  const state = await tx.state.findFirst({
    where: { id: address.state_id, ...readableBy(store), city: { ...readableBy(store), country } },
    select: { id: true },
  });
  return state ? state.id : false;
}

function rateShare(rate: Prisma.ShippingRateGetPayload<object>, subtotal: Decimal, line: ShipmentLine, carriesFlat: boolean): Decimal {
  if (rate.freeAbove && subtotal.greaterThanOrEqualTo(rate.freeAbove)) return new Decimal(0);
  if (rate.type === "PER_ITEM") return rate.amount.times(line.quantity);
  return carriesFlat ? rate.amount : new Decimal(0);
}
