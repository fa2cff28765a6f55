import { z } from "zod";
import { recordId, wholeNumber } from "../core/ids";
import { successSchema } from "../core/envelopes";
import { pageQuery } from "../core/paging";
import { patchOf } from "../core/patch";
import { postedItem } from "../cart/schemas";
import { amountField } from "../catalog/product-schemas";
import { idList } from "../catalog/management-schemas";

// POST /get-shipping-options: the posted items and address, and each line's options.

export const shippingOptionsInput = z.object({
  products: z.array(postedItem).min(1).max(100),
  shipping_type: z.enum(["home_delivery", "pickup_delivery"]),
  delivery_address: z
    .object({
      country_id: recordId,
      /** Required where the store has places for the country (docs/decisions.md, "Places"); else the shopper's `city` is typed. */
      state_id: recordId.nullish(),
      location: recordId.nullish(),
      post_code: z.string().max(20).nullish(),
      /** The town as the shopper typed it, where the store has no places for the country. */
      city: z.string().trim().min(1).max(200).nullish(),
    })
    .nullish(),
});

const shippingOption = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  shipping_cost: z.number(),
  shipping_time: z.string(),
  shipping_from: z.string(),
  by: z.string().nullable(),
});

const lineProduct = z.strictObject({
  id: z.number().int(),
  uid: z.string().nullable(),
  name: z.string(),
  permalink: z.string(),
  image: z.string(),
  variant: z.string(),
  variant_code: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  oldPrice: z.number(),
  min_item: z.number().int(),
  max_item: z.number().int(),
  attachment: z.string().nullable(),
  seller: z.string(),
  shop_name: z.string(),
  shop_slug: z.string(),
  is_selected: z.boolean(),
  has_options: z.number().int(),
  product_cj: z.string().nullable(),
  is_available: z.boolean(),
});

export const shippingOptionsResponse = successSchema({
  shipping_available: z.literal(true),
  options: z.array(
    z.strictObject({
      id: z.string(),
      product: lineProduct,
      options: z.strictObject({ data: z.array(shippingOption) }),
      default_option: shippingOption,
      tax: z.number(),
    }),
  ),
  pickup_points: z
    .array(
      z.strictObject({
        id: z.number().int(),
        name: z.string(),
        address: z.string(),
        phone: z.string().nullable(),
        opening_hours: z.string().nullable(),
        city: z.string().nullable(),
      }),
    )
    .optional(),
});

// The administration API's shipping (ours, admin-api.md's convention): the zones and rates
// /get-shipping-options prices with, the pickup points it offers, the countries it delivers to.

export const RATE_TYPES = ["flat", "per_item"] as const;

const name = z.string().trim().min(1).max(200);
const optionalText = z.string().trim().min(1).max(500).nullable().default(null);
const deliveryDays = wholeNumber(0, 365).nullable().default(null);

export const shippingZoneInput = z.object({
  name,
  /** A country (of the reference list). */
  country_id: recordId,
  /** States (Morocco's towns, districts the store added) of that country it is narrowed to; empty: the whole country. */
  state_ids: idList(5000).default([]),
  is_active: z.boolean().default(true),
});
export const shippingZonePatch = patchOf(shippingZoneInput);
export type ShippingZoneInput = z.infer<typeof shippingZoneInput>;
export type ShippingZonePatch = z.infer<typeof shippingZonePatch>;

export const shippingRateInput = z.object({
  title: name,
  /** `flat`: once per shipment; `per_item`: per unit of every line. */
  type: z.enum(RATE_TYPES).default("flat"),
  /** In the store's default currency. */
  amount: amountField,
  /** Free when the basket's subtotal reaches it; null: never. */
  free_above: amountField.nullable().default(null),
  /** Delivery time in days, both or neither; the shoppers' text is made from them unless `shipping_time` is given. */
  min_days: deliveryDays,
  max_days: deliveryDays,
  /** What shoppers read as the delivery time; null: made from the days. */
  shipping_time: optionalText,
  /** Where parcels leave from, shown to shoppers. */
  shipping_from: z.string().trim().max(200).default(""),
  carrier: optionalText,
  is_active: z.boolean().default(true),
});
export const shippingRatePatch = patchOf(shippingRateInput);
export type ShippingRateInput = z.infer<typeof shippingRateInput>;
export type ShippingRatePatch = z.infer<typeof shippingRatePatch>;

export const pickupPointInput = z.object({
  name,
  address: z.string().trim().min(1).max(500),
  /** A city the store reads (a reference region or its own), whose country is the point's; null: none named. */
  city_id: recordId.nullable().default(null),
  /** Its town (a state the store reads), which names the city whatever `city_id` says; null: none named. */
  state_id: recordId.nullable().default(null),
  phone: z.string().trim().min(1).max(40).nullable().default(null),
  opening_hours: optionalText,
  is_active: z.boolean().default(true),
});
export const pickupPointPatch = patchOf(pickupPointInput);
export type PickupPointInput = z.infer<typeof pickupPointInput>;
export type PickupPointPatch = z.infer<typeof pickupPointPatch>;

/** The countries the store delivers to; its others are switched off. */
export const shippingCountriesInput = z.object({ active_ids: idList(1000) });

export const shippingListQuery = pageQuery(50);

const int = z.number().int();
const amountText = z.string().regex(/^\d+\.\d{2}$/);

export const shippingRateRecord = z.strictObject({
  id: int,
  zone_id: int,
  title: z.string(),
  type: z.enum(RATE_TYPES),
  amount: amountText,
  free_above: amountText.nullable(),
  min_days: int.nullable(),
  max_days: int.nullable(),
  shipping_time: z.string(),
  shipping_from: z.string(),
  carrier: z.string().nullable(),
  is_active: z.boolean(),
});

export const shippingZoneRecord = z.strictObject({
  id: int,
  name: z.string(),
  country_id: int,
  country_code: z.string(),
  state_ids: z.array(int),
  is_active: z.boolean(),
  rates: z.array(shippingRateRecord),
});

export const pickupPointRecord = z.strictObject({
  id: int,
  name: z.string(),
  address: z.string(),
  city_id: int.nullable(),
  state_id: int.nullable(),
  /** The town's name when it names one, else the city's, in the store's language. */
  city: z.string().nullable(),
  country_id: int.nullable(),
  country_code: z.string().nullable(),
  phone: z.string().nullable(),
  opening_hours: z.string().nullable(),
  is_active: z.boolean(),
});

export const shippingCountryRecord = z.strictObject({ id: int, code: z.string(), name: z.string(), is_active: z.boolean() });
const placeRecord = { id: int, name: z.string(), /** Added by the store (else reference data every store reads). */ own: z.boolean() };
export const shippingStateRecord = z.strictObject(placeRecord);
export const shippingCityRecord = z.strictObject({
  ...placeRecord,
  country_id: int,
  /** The city's states (Morocco's towns, a city's districts), which a zone's `state_ids` name. */
  states: z.array(shippingStateRecord),
});

/** A city (a region) the store adds to a country, or a state (a town, a district) to a city it reads. */
export const ownCityInput = z.object({ country_id: recordId, name });
export const ownStateInput = z.object({ city_id: recordId, name });

export const shippingCountriesResponse = successSchema({ data: z.array(shippingCountryRecord) });
export const shippingCitiesResponse = successSchema({ data: z.array(shippingCityRecord) });
export const shippingCityResponse = successSchema({ data: shippingCityRecord });
export const shippingStateResponse = successSchema({ data: shippingStateRecord });
