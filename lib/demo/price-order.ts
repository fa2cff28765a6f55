// A demo order priced as /make-payment prices one: its lines by the catalog (priceLines: the
// selling price of the chosen variant), their tax and own shipping (shipmentLines), the delivery
// option quoted for the customer's address or the pickup point (shippingCandidates), and the
// coupon by its rules at the order's date (evaluateCoupon); checkout's writer adds them up
// (./orders.ts). The demo holds no rule of its own.
import type { Coupon, Store } from "../db/generated/client";
import type { Tx } from "../db/client";
import { priceLines } from "../catalog/price-line";
import { evaluateCoupon } from "../coupons/evaluate-coupon";
import { Decimal } from "../money/money";
import { placeNames } from "../shipping/delivery-address";
import { shipmentLines, shippingCandidates } from "../shipping/shipping-options";
import type { Catalog } from "./catalog";
import type { Locations } from "./locations";
import { must } from "./lookup";
import type { CustomerSeed, OrderSeed } from "./types";

export interface PricingRefs {
  catalog: Catalog;
  locations: Locations;
  coupons: Map<string, Coupon>;
}

/** Redemptions so far, by coupon id: its limits bind the orders placed after them. */
export type CouponUsage = Map<number, { total: number; byCustomer: Map<number, number> }>;

export type PricedOrder = Awaited<ReturnType<typeof priceOrder>>;

export async function priceOrder(
  tx: Tx,
  store: Store,
  input: { order: OrderSeed; customer: { id: number; seed: CustomerSeed }; placedAt: Date; refs: PricingRefs; usage: CouponUsage },
) {
  const { order, customer, refs } = input;
  const posted = order.lines.map((line) => {
    const product = must(refs.catalog.products, line.slug, "product");
    return {
      productId: product.id,
      colorId: line.color ? must(product.colors, line.color, `color of ${line.slug}`) : null,
      variant: line.variant ? refs.catalog.selection(line.variant) : null,
      quantity: line.quantity,
    };
  });
  const priced = await priceLines(store, { lines: posted, field: (index) => `demo order line ${index}`, tx });
  const lines = shipmentLines(priced.map((item, index) => ({ item, quantity: posted[index]!.quantity })));

  const [countryCode = "", cityName = ""] = customer.seed.address.city.split(":");
  const address =
    "rate" in order.delivery
      ? {
          country_id: must(refs.locations.countries, countryCode, "country"),
          state_id: must(refs.locations.states, `${countryCode}:${cityName}:${customer.seed.address.state}`, "state"),
        }
      : null;
  const destination = address ? { shipping_type: "home_delivery" as const, delivery_address: address } : { shipping_type: "pickup_delivery" as const };
  const { candidates } = await shippingCandidates(store, destination, lines, tx);
  const chosen = "rate" in order.delivery ? order.delivery.rate : order.delivery.pickup;
  const option = candidates.find((c) => c.title === chosen);
  if (!option) throw new Error(`demo data: ${chosen} does not deliver to ${customer.seed.name}`);

  const coupon = order.coupon ? must(refs.coupons, order.coupon, "coupon") : null;
  let discount = new Decimal(0);
  let freeShipping = false;
  if (coupon) {
    const used = input.usage.get(coupon.id) ?? { total: 0, byCustomer: new Map<number, number>() };
    const couponLines = lines.map((l) => ({ productId: l.product.id, categoryIds: l.product.categories.map((c) => c.categoryId), subtotal: l.subtotal }));
    const outcome = evaluateCoupon(
      // The demo's coupons are for every product.
      { ...coupon, productIds: [], categoryIds: [] },
      couponLines,
      { total: used.total, byCustomer: used.byCustomer.get(customer.id) ?? 0 },
      input.placedAt,
    );
    if (!outcome.ok) throw new Error(`demo data: coupon ${coupon.code} refused (${outcome.reason})`);
    ({ discount, freeShipping } = outcome);
    used.total += 1;
    used.byCustomer.set(customer.id, (used.byCustomer.get(customer.id) ?? 0) + 1);
    input.usage.set(coupon.id, used);
  }

  return {
    lines,
    shipment: {
      type: destination.shipping_type,
      address: address && { ...address, post_code: customer.seed.address.postCode, ...(await placeNames(store, address, tx)) },
      option,
    },
    coupon: coupon ? { coupon, discount, freeShipping } : null,
  };
}
