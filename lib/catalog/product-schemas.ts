import { z } from "zod";
import { recordId, wholeNumber } from "../core/ids";
import { successSchema, managementListSchema } from "../core/envelopes";
import { pageQuery } from "../core/paging";
import { patchOf } from "../core/patch";
import { DRAFT, int, standardProductResponse } from "./schemas";
import { localized, slugField, idList, recordName, isoDate } from "./management-schemas";
import { translationsInput, translationsRecord } from "./translations";

// The owner's products: what the management routes take and answer.

/** An amount of the store's currency as a number or a string of digits, kept as the exact decimal text: "699.99". */
export const amountField = z
  .union([z.number(), z.string().trim()])
  .transform(String)
  .refine((text) => /^\d{1,10}(\.\d{1,2})?$/.test(text), localized("amount"));
/** A percentage, 0 to 100, as an amount. */
const percentField = amountField.refine((text) => Number(text) <= 100, localized("percent"));
/** The contract's flags: 1 yes, 2 no. */
const flag = z.union([z.literal(1), z.literal(2)]);
const stockField = wholeNumber(0, 1_000_000_000);
const label = z.string().trim().min(1).max(100);
const shortText = z.string().trim().max(255);
const longText = z.string().max(100_000);
const HEX_COLOR = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** A hex code, with or without its `#` (the contract's themes hold both). */
export const hexColor = z
  .string()
  .trim()
  .refine((code) => HEX_COLOR.test(code), localized("color"));

export const PRODUCT_KINDS = ["standard", "customizable"] as const;

export const colorInput = z.object({
  /** A color of the product to change; without one, a new color. */
  id: recordId.optional(),
  name: label,
  code: hexColor,
  image_id: recordId.nullable().default(null),
});

/** A variant dimension and the values the product is offered in (Size: S, M, L). */
export const attributeInput = z.object({
  name: label,
  /** The store's attribute's name in other languages; the attribute keeps its translations when none are sent. */
  translations: translationsInput("attribute").optional(),
  values: z
    .array(label)
    .min(1)
    .max(100)
    .refine((values) => new Set(values).size === values.length, localized("repeatedValue")),
});

/**
 * A price and stock row for one combination: one value of each of the product's attributes, by
 * name, and one of its colors by name (without one, the row is sold in each of its colors, which
 * then share its stock).
 */
export const variantInput = z.object({
  color: label.nullish(),
  values: z.record(label, label),
  sku: shortText.default(""),
  price: amountField,
  purchase_price: amountField.default("0"),
  stock: stockField.default(0),
});

export const optionInput = z.object({
  id: recordId.optional(),
  name: label,
  translations: translationsInput("option").default({}),
  /** Added to the base price when chosen. */
  price: amountField.default("0"),
  stock: stockField.default(0),
  qty_max: wholeNumber(1, 10_000).default(1),
  /** What the option asks the shopper to write (an engraving, a message); null asks nothing. */
  text_label: z.string().trim().min(1).max(100).nullable().default(null),
  /** The longest text taken, in characters; null: up to the API's 1000. Read only with `text_label`. */
  text_max_length: wholeNumber(1, 1000).nullable().default(null),
});

export const optionGroupInput = z.object({
  id: recordId.optional(),
  name: label,
  translations: translationsInput("optionGroup").default({}),
  min_options: wholeNumber(0, 100).default(0),
  max_options: wholeNumber(1, 100).default(1),
  options: z.array(optionInput).min(1).max(100),
});

/**
 * A product as the owner writes it: a name and a price make a draft; every other field has the
 * default the contract's product detail shows. Lists of children (pictures, categories, colors,
 * attributes, variants, option groups) replace the product's whole list when sent.
 */
export const productInput = z.object({
  kind: z.enum(PRODUCT_KINDS).default("standard"),
  name: recordName,
  slug: slugField.optional(),
  /** 1 published, 2 draft. */
  status: flag.default(DRAFT),
  summary: longText.nullable().default(null),
  /** HTML, as the storefront shows it. */
  description: longText.nullable().default(null),
  /** Name, summary and description in the store's other languages (lib/catalog/translations.ts). */
  translations: translationsInput("product").default({}),
  /** 1 physical, 2 digital. */
  product_type: flag.default(1),
  /** Who supplies it: a supplier of the store, or none. */
  supplier_id: recordId.nullable().default(null),
  unit: shortText.nullable().default(null),
  conditions: shortText.nullable().default(null),
  brand_id: recordId.nullable().default(null),
  /** The base price: a product without variants sells at it, lists show it. */
  price: amountField,
  /** The merchant's cost, never shown to shoppers. */
  purchase_price: amountField.default("0"),
  sku: shortText.default(""),
  /** Units in stock of a product without variants (variants have their own). */
  stock: stockField.optional(),
  /** 0 none, 1 a fixed amount off, 2 a percentage off. */
  discount_type: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  discount_amount: amountField.nullable().default(null),
  pdf_specifications: shortText.nullable().default(null),
  video_link: shortText.nullable().default(null),
  is_featured: flag.default(2),
  min_item_on_purchase: wholeNumber(1, 10_000).default(1),
  max_item_on_purchase: wholeNumber(1, 10_000).default(10),
  low_stock_quantity_alert: wholeNumber(0, 1_000_000).default(5),
  is_authentic: flag.default(1),
  has_warranty: flag.default(2),
  has_replacement_warranty: flag.default(2),
  warrenty_days: wholeNumber(0, 3650).default(0),
  is_refundable: flag.default(1),
  shipping_location_type: label.default("anywhere"),
  is_active_cod: flag.default(1),
  is_active_free_shipping: flag.default(2),
  cod_location_type: label.default("anywhere"),
  is_active_attatchment: flag.default(2),
  attatchment_name: shortText.nullable().default(null),
  shipping_cost: amountField.default("0"),
  is_apply_multiple_qty_shipping_cost: flag.default(2),
  is_enable_tax: flag.default(2),
  /** Percent of the price, when `is_enable_tax` is 1. */
  tax_rate: percentField.default("0"),
  tax_profile: shortText.nullable().default(null),
  id_cj: shortText.nullable().default(null),
  profil_imported_countries: shortText.nullable().default(null),
  id_lacaisse: shortText.nullable().default(null),
  /** An upload of the store's gallery; on a create, the first of `image_ids` when not given. */
  thumbnail_id: recordId.nullable().optional(),
  /** The gallery's pictures, in order: uploads of the store. */
  image_ids: idList(50).default([]),
  category_ids: idList(100).default([]),
  colors: z.array(colorInput).max(50).default([]),
  attributes: z.array(attributeInput).max(10).default([]),
  variants: z.array(variantInput).max(1000).default([]),
  /** Customizable products only. */
  option_groups: z.array(optionGroupInput).max(50).default([]),
});
export const productPatch = patchOf(productInput);
export type ProductInput = z.infer<typeof productInput>;
export type ProductPatch = z.infer<typeof productPatch>;

export const STOCK_LEVELS = ["in_stock", "low", "out"] as const;

export const productsQuery = pageQuery(20).extend({
  /** In the name, the slug or a SKU. */
  search: z.string().trim().min(1).max(200).optional(),
  category_id: recordId.optional(),
  status: z.enum(["published", "draft"]).optional(),
  /** `in_stock` more than 0 (low included), `low` from 1 to the product's alert level, `out` 0. */
  stock: z.enum(STOCK_LEVELS).optional(),
});

const amountText = z.string().regex(/^\d+\.\d{2}$/);
const picture = z.strictObject({ id: int, url: z.string() });

/** A product in the owner's list. */
export const productSummary = z.strictObject({
  id: int,
  kind: z.enum(PRODUCT_KINDS),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  status: int,
  price: amountText,
  discount_type: int,
  discount_amount: amountText.nullable(),
  stock: int,
  low_stock_quantity_alert: int,
  thumbnail: z.string().nullable(),
  categories: z.array(z.strictObject({ id: int, name: z.string() })),
  created_at: isoDate,
  updated_at: isoDate,
});

/**
 * A product with everything the owner manages of it: every field of the contract's standard
 * product detail (its names, misspellings included; amounts as strings, dates ISO), and the
 * product's own lists.
 */
export const productRecord = z.strictObject({
  ...standardProductResponse.shape.product.omit({ brand: true, supplier: true, permalink: true, thumbnail_image: true }).shape,
  ...productSummary.shape,
  brand_id: int.nullable(),
  supplier_id: int.nullable(),
  purchase_price: amountText,
  sku: z.string(),
  shipping_cost: amountText,
  tax_rate: amountText,
  thumbnail_id: int.nullable(),
  images: z.array(picture),
  colors: z.array(z.strictObject({ id: int, name: z.string(), code: z.string(), image_id: int.nullable(), image: z.string().nullable() })),
  translations: translationsRecord,
  attributes: z.array(
    z.strictObject({ id: int, name: z.string(), translations: translationsRecord, values: z.array(z.strictObject({ id: int, name: z.string() })) }),
  ),
  variants: z.array(
    z.strictObject({
      id: int,
      variant_key: z.string(),
      color: z.string().nullable(),
      color_id: int.nullable(),
      values: z.record(z.string(), z.string()),
      sku: z.string(),
      price: amountText,
      purchase_price: amountText,
      stock: int,
    }),
  ),
  option_groups: z.array(
    z.strictObject({
      id: int,
      name: z.string(),
      translations: translationsRecord,
      min_options: int,
      max_options: int,
      options: z.array(
        z.strictObject({
          id: int,
          name: z.string(),
          translations: translationsRecord,
          price: amountText,
          stock: int,
          qty_max: int,
          text_label: z.string().nullable(),
          text_max_length: int.nullable(),
        }),
      ),
    }),
  ),
});

export const productResponse = successSchema({ data: productRecord });
export const productsResponse = managementListSchema(productSummary);
