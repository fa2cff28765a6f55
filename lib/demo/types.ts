// The shape of one store's demo data. Each store is written by the same code (store.ts) from one
// of these descriptions, so the demo and acme stores differ only in data.
import type { PaymentProvider } from "../db/generated/client";
import type { z } from "zod";
import type { templateLayout } from "../marketing/template-layout";
import type { Theme } from "../stores/schemas";
import type { Glyph } from "./glyphs";

export type Palette = {
  /** Gradient start and end of backgrounds. */
  from: string;
  to: string;
  /** Main color of illustrated objects. */
  accent: string;
  /** Dark color for lines and captions. */
  ink: string;
};

type TemplateLayoutInput = z.input<typeof templateLayout>;

/** Exactly the object /get-theme-store returns in `data`. */
export type { Theme };

export interface CurrencySeed {
  code: string;
  name: string;
  symbol: string;
  /** Units of this currency for one unit of the default currency. */
  rate: string;
  isActive?: boolean;
}

export interface PersonSeed {
  name: string;
  email: string;
  password: string;
}

export interface Address {
  line: string;
  /** `${countryCode}:${cityName}` (a reference region's English name, or the store's own city) and a state (a town, a district) of that city. */
  city: string;
  state: string;
  postCode: string;
}

export interface CustomerSeed extends PersonSeed {
  phone: string;
  phoneCode: string;
  address: Address;
  /** Days before now the account was created. */
  joinedDaysAgo: number;
}

export interface CategorySeed {
  slug: string;
  name: string;
  palette: Palette;
  glyph: Glyph;
}

export interface BrandSeed {
  name: string;
  palette: Palette;
}

export interface ColorSeed {
  name: string;
  code: string;
}

export interface VariantSeed {
  /** The color it is of; without one, each of the product's colors has it. */
  color?: string;
  /** Attribute name → value name, e.g. { Size: "M", Material: "Linen" }. */
  values: Record<string, string>;
  price: string;
  quantity: number;
}

export interface OptionSeed {
  name: string;
  /** Added to the base price when chosen. */
  price: string;
  stock: number;
  qtyMax?: number;
  /** The text the option asks the shopper for (an engraving) and its longest length. */
  text?: { label: string; maxLength: number };
}

export interface OptionGroupSeed {
  name: string;
  min: number;
  max: number;
  options: OptionSeed[];
}

export interface ProductSeed {
  slug: string;
  name: string;
  /** Category slugs; the first one gives the pictures their palette. */
  categories: string[];
  brand?: string;
  glyph: Glyph;
  /** Color of the drawn object when the category's accent does not suit it (wood, clay). */
  tint?: string;
  customizable?: { groups: OptionGroupSeed[] };
  summary: string;
  description: string;
  /** Unit price in the store's default currency. */
  price: string;
  /** Stock of a product without variants; one with variants keeps its stock on each of them, its own stock unread. */
  stock: number;
  unit?: string;
  supplier?: string;
  conditions?: string;
  /** 1 fixed amount off, 2 percentage off. */
  discount?: { type: 1 | 2; amount: string };
  featured?: boolean;
  warrantyDays?: number;
  replacementWarranty?: boolean;
  refundable?: boolean;
  /** Percent, e.g. "20.00": enables tax on the product. */
  taxRate?: string;
  shippingCost?: string;
  /** The shipping cost is charged once per unit. */
  shippingPerUnit?: boolean;
  freeShipping?: boolean;
  minQty?: number;
  maxQty?: number;
  lowStockAlert?: number;
  /** Gallery pictures besides the thumbnail (2 or 3). */
  gallery: 2 | 3;
  colors?: ColorSeed[];
  variants?: VariantSeed[];
  videoLink?: string;
}

export interface AttributeSeed {
  name: string;
  values: string[];
}

export interface CountrySeed {
  /** A country of the reference list, which names it. */
  code: string;
  isActive: boolean;
  /** The store's own cities and their states, where the reference has none (Morocco's are reference data). */
  cities: { name: string; code?: string; states: string[] }[];
}

export interface ShippingRateSeed {
  title: string;
  type: "flat" | "per_item";
  amount: string;
  freeAbove?: string;
  time: string;
  from: string;
  carrier?: string;
}

export interface ShippingZoneSeed {
  name: string;
  country: string;
  /** `${countryCode}:${cityName}` of cities whose states (all of them) make up the zone, or `${countryCode}:${cityName}:${stateName}` of states; none: the whole country. */
  places?: string[];
  rates: ShippingRateSeed[];
}

export interface PickupPointSeed {
  name: string;
  address: string;
  phone: string;
  openingHours: string;
  /** `${countryCode}:${cityName}`, or `${countryCode}:${cityName}:${stateName}` of its town. */
  place: string;
}

export interface PaymentMethodSeed {
  provider: PaymentProvider;
  name: string;
  instruction: string;
  sandbox: boolean;
  /** The provider's keys (lib/payments/schemas.ts), as the owner would enter them. */
  credentials?: Record<string, string>;
  settlementCurrency?: string;
  /** Label and colors of the generated logo. */
  logo: { label: string; bg: string; fg: string };
}

export interface CouponSeed {
  code: string;
  type: "PERCENTAGE" | "FIXED";
  value: string;
  minSubtotal?: string;
  /** Days relative to now: negative in the past. */
  startsInDays?: number;
  endsInDays?: number;
  usageLimit?: number;
  perCustomerLimit?: number;
  freeShipping?: boolean;
  isActive?: boolean;
}

export interface OrderLineSeed {
  slug: string;
  quantity: number;
  /** Attribute name → value name of a variant product. */
  variant?: Record<string, string>;
  color?: string;
}

/** 1 pending, 2 confirmed, 3 shipped, 4 cancelled, 5 delivered. */
export type DeliveryStatus = 1 | 2 | 3 | 4 | 5;

export interface OrderSeed {
  customer: string;
  daysAgo: number;
  status: DeliveryStatus;
  paid: boolean;
  method: PaymentProvider;
  lines: OrderLineSeed[];
  /** A shipping rate title, or a pickup point name. */
  delivery: { rate: string } | { pickup: string };
  coupon?: string;
  /** Currency the shopper browsed in (amounts stay in the default currency). */
  currency?: string;
  note?: string;
  cancelledBy?: "customer" | "store";
}

export interface StoreSeed {
  subdomain: string;
  name: string;
  address: string;
  language: "en" | "fr" | "ar";
  timezone: string;
  /** ISO 3166-1 alpha-2: where the store is, as the sign-up asks. */
  country: string;
  currencyCode: string;
  prompt: string;
  theme: Theme;
  palette: Palette;
  /** Prefix of SKUs, e.g. ATL. */
  skuPrefix: string;
  /** First order number; codes look like ORD-2025-000101. */
  firstOrderNumber: number;
  /** Where parcels leave from, named in tracking messages. */
  dispatchCity: string;
  carrier: string;
  currencies: CurrencySeed[];
  owner: PersonSeed;
  customers: CustomerSeed[];
  categories: CategorySeed[];
  brands: BrandSeed[];
  attributes: AttributeSeed[];
  products: ProductSeed[];
  /** Number of reviews by passing shoppers, besides those of customers on delivered orders. */
  reviewCount: number;
  countries: CountrySeed[];
  shippingZones: ShippingZoneSeed[];
  pickupPoints: PickupPointSeed[];
  paymentMethods: PaymentMethodSeed[];
  coupons: CouponSeed[];
  orders: OrderSeed[];
  /** A social campaign and its posts, for the dashboard (lib/demo/social.ts). */
  campaign?: CampaignSeed;
  /** Post designs and the sizes the store's social networks want. */
  marketing?: MarketingSeed;
}

/** Written through the administration API's input schemas (lib/marketing/schemas.ts), as an owner's would be. */
export interface MarketingSeed {
  platforms: { name: string; icon: string; resolutions: { name: string; width: number; height: number }[] }[];
  /** Each in a template category of its `category` name. */
  templates: { name: string; category: string; layout: TemplateLayoutInput }[];
}

/** A post of a campaign: published some days ago on Facebook, or scheduled some days ahead. */
export type SocialPostSeed = { caption: string; product: string } & ({ publishedDaysAgo: number } | { scheduledInDays: number });

export type CampaignSeed = { topic: string; startsInDays: number; posts: SocialPostSeed[] };
