import { z } from "zod";
import { recordId, wholeNumber } from "../core/ids";
import { envelopeBFields, managementListSchema } from "../core/envelopes";
import { pageQuery } from "../core/paging";
import { patchOf } from "../core/patch";
import { localizedMessage } from "../core/validation";
import { defineMessages } from "../i18n/messages";

// The catalog's part of the contract: what its routes take (each list with its default page size)
// and the shapes of their answers.

/** A product's `status`, the contract's 1/2 flag; a deleted product is kept for its orders and shown to no one. */
export const PUBLISHED = 1;
export const DRAFT = 2;
export const DELETED = 3;
/** What the owner sees: every product but the deleted ones. */
export const OWNER_STATUSES = [PUBLISHED, DRAFT] as const;

export const allProductsQuery = pageQuery(8);
export const categoryProductsQuery = pageQuery(8).extend({ slug: z.string().trim().min(1).max(200) });
export const categoriesQuery = pageQuery(10);
export const popularProductsQuery = pageQuery(8);
export const productDetailsParams = z.object({ slug: z.string().min(1).max(200) });

export const categoryRecord = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  slug: z.string(),
  image: z.string(),
});

export const categoriesResponse = z.strictObject({
  success: z.literal(true),
  entities: z.array(categoryRecord),
  ...envelopeBFields,
});

export const popularProduct = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  permalink: z.string(),
  thumbnail_image: z.string(),
  orders_count: z.number().int(),
  orders_sum_unit_price: z.number().nullable(),
  orders_sum_quantity: z.number().int().nullable(),
});

export const popularProductsResponse = z.strictObject({
  success: z.literal(true),
  data: z.array(popularProduct),
  pagination: z.strictObject(envelopeBFields),
});

const listItemBase = {
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  url: z.string(),
  discount_type: z.number().int(),
  brand_name: z.string().nullable(),
  brand_logo: z.string().nullable(),
};

export const allProductsItem = z.strictObject({
  ...listItemBase,
  slug: z.string(),
  price: z.string().regex(/^\d+\.\d{2}$/),
  devise: z.string(),
  discount_amount: z.number().nullable(),
  categories: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
});

export const categoryProductsItem = z.strictObject({
  ...listItemBase,
  price: z.number(),
  devise: z.string(),
  discount_amount: z.number(),
});

export const allProductsResponse = z.strictObject({
  success: z.literal(true),
  products: z.array(allProductsItem),
  ...envelopeBFields,
});

export const categoryProductsResponse = z.strictObject({
  success: z.literal(true),
  products: z.array(categoryProductsItem),
  current_page: z.number().int(),
  last_page: z.number().int(),
  category_selected_name: z.string(),
});

// Product details: the `standard` and the `customizable` shape.
const nullableString = z.string().nullable();
const int = z.number().int();

const variantSelection = z.record(z.string(), z.strictObject({ parent_id: int, child_id: int, child_Name: z.string(), parent_name: z.string() }));

export const standardProductResponse = z.strictObject({
  success: z.literal(true),
  product_type: z.literal("standard"),
  product: z.strictObject({
    id: int,
    name: z.string(),
    brand: nullableString,
    summary: nullableString,
    description: nullableString,
    product_type: int,
    supplier: int.nullable(),
    permalink: z.string(),
    unit: nullableString,
    conditions: nullableString,
    has_variant: int,
    discount_type: int,
    discount_amount: z.number().nullable(),
    pdf_specifications: nullableString,
    thumbnail_image: nullableString,
    video_link: nullableString,
    is_featured: int,
    max_item_on_purchase: int,
    min_item_on_purchase: int,
    low_stock_quantity_alert: int,
    is_authentic: int,
    has_warranty: int,
    has_replacement_warranty: int,
    warrenty_days: int,
    is_refundable: int,
    shipping_location_type: z.string(),
    is_active_cod: int,
    is_active_free_shipping: int,
    cod_location_type: z.string(),
    is_active_attatchment: int,
    attatchment_name: nullableString,
    shipping_cost: z.number(),
    is_apply_multiple_qty_shipping_cost: int,
    is_enable_tax: int,
    tax_profile: nullableString,
    status: int,
    id_cj: nullableString,
    profil_imported_countries: nullableString,
    has_options: int,
    created_at: z.string(),
    updated_at: z.string(),
    is_approved: int,
    id_lacaisse: nullableString,
  }),
  colorImages: z.array(z.strictObject({ color_id: int, color_name: z.string(), image: z.string() })),
  attributes: z.array(z.strictObject({ id: int, name: z.string(), values: z.array(z.strictObject({ id: int, name: z.string() })) })),
  colorsSectionNew: z.array(z.strictObject({ id: int, name: z.string(), code: z.string(), image: nullableString })),
  prices: z.strictObject({
    id: int,
    product_id: int,
    sku: z.string(),
    purchase_price: z.number(),
    unit_price: z.number(),
    quantity: int,
    created_at: z.string(),
    updated_at: z.string(),
  }),
  discount_type: int,
  amount_discount: z.number(),
  has_color: z.boolean(),
  has_color_photo: z.boolean(),
  thumbnail_image: nullableString,
  galleryImagesLeft: z.array(z.strictObject({ image_path: z.string(), upload_id: int })),
  symbol_devise: z.string(),
  has_variant: int,
  variantsDataNew: z.array(z.strictObject({ variant_key: z.string(), variant: variantSelection, variant_text: z.string() })).nullable(),
  variantsDataPrice: z.array(
    z.strictObject({
      variant_key: z.string(),
      sku: z.string(),
      unit_price: z.number(),
      price: z.number(),
      quantity: int,
    }),
  ),
  categories: z.array(z.strictObject({ id: int, name: z.string() })),
  total_reviews: int,
  average_rating: z.number(),
});

export const customizableProductResponse = z.strictObject({
  success: z.literal(true),
  product_type: z.literal("customizable"),
  product: z.strictObject({
    id: int,
    name: z.string(),
    thumbnail: z.string(),
    gallery: z.array(z.string()),
    base_price: z.number(),
    oldPrice: z.number(),
    quantity: int,
    description: nullableString,
    options_groups: z.array(
      z.strictObject({
        id: int,
        group_name: z.string(),
        min_options: int,
        max_options: int,
        options: z.array(z.strictObject({ id: int, option_name: z.string(), price: z.string(), stock: int, qty_max: int })),
      }),
    ),
    has_options: int,
    symbol_devise: z.string(),
  }),
});

export const productDetailsResponse = z.union([standardProductResponse, customizableProductResponse]);

export const MAX_SEARCH_LIMIT = 50;

export const searchInput = z.object({
  query: z.string().trim().min(1).max(200),
  limit: wholeNumber(1, MAX_SEARCH_LIMIT).default(5),
});

export const searchHit = z.strictObject({
  product_name: z.string(),
  score: z.number(),
  id_product: z.number().int(),
  permalink: z.string(),
  image_url: z.string(),
  price: z.number(),
  devise: z.string(),
});

export const searchResponse = z.strictObject({
  success: z.literal(true),
  data: z.array(searchHit),
  query: z.string(),
  total_results: z.number().int(),
});

// The administration API's documented catalog reads (../shared/spec/admin-api.md, "Catalog and
// orders (read)"): the owner's products, drafts included, and categories, hidden ones included.

export const adminProductsQuery = pageQuery(8);
export const adminPopularProductsQuery = pageQuery(8);
export const adminCategoriesQuery = pageQuery(10);
export const adminCategoryProductsQuery = pageQuery(100);
export const adminProductParams = productDetailsParams;
export const adminCategoryProductsParams = z.object({ permalink: z.string().min(1).max(200) });

/** `item`: `/fetch-all-products`' product with `devise` the currency's symbol; `status` and `stock` added. */
export const adminProductItem = z.strictObject({ ...allProductsItem.shape, status: int, stock: int });

export const adminProductsResponse = z.strictObject({
  products: z.array(adminProductItem),
  current_page: int,
  last_page: int,
  success: z.literal(true),
  per_page: int,
  total: int,
});

/** `/get-product/{slug}`: the bare item, with `description` (HTML or null) added. */
export const adminProductResponse = z.strictObject({ ...adminProductItem.shape, description: nullableString });

export const adminPopularProductsResponse = z.strictObject({
  success: z.literal(true),
  data: z.array(
    z.strictObject({
      id: int,
      name: z.string(),
      permalink: z.string(),
      thumbnail_image: z.string().regex(/^\d+$/).nullable(),
      orders_count: int,
      orders_sum_unit_price: z.number().nullable(),
      orders_sum_quantity: z.string().regex(/^\d+$/).nullable(),
    }),
  ),
  pagination: z.strictObject(envelopeBFields),
});

/** `/fetch-categories`: the customer API's shape, where `url` equals the slug. */
export const adminCategoriesResponse = categoriesResponse;

/** `/fetch-categories-product/{permalink}`: a bare array of items, the total in `X-Total-Count`. */
export const adminCategoryProductsResponse = z.array(adminProductItem);

// The catalog's management routes (ours, in admin-api.md's convention: `{success, data}`, shape D
// lists). Rules between fields, and rules on the store's records, are the domain's (lib/catalog).

const manageMessages = defineMessages({
  en: {
    slug: "The slug may hold lower-case letters, digits and single hyphens only.",
    repeated: "Each id may be given once.",
    amount: "The amount must be a number from 0 with at most 2 decimals.",
    percent: "The rate must be a percentage from 0 to 100 with at most 2 decimals.",
    color: "The color must be a hex code such as #1f2937.",
    repeatedValue: "Each value may be given once.",
  },
  fr: {
    slug: "Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets simples.",
    repeated: "Chaque identifiant ne peut être donné qu'une fois.",
    amount: "Le montant doit être un nombre positif ou nul avec au plus 2 décimales.",
    percent: "Le taux doit être un pourcentage de 0 à 100 avec au plus 2 décimales.",
    color: "La couleur doit être un code hexadécimal comme #1f2937.",
    repeatedValue: "Chaque valeur ne peut être donnée qu'une fois.",
  },
  ar: {
    slug: "لا يمكن أن يحتوي الرابط إلا على أحرف لاتينية صغيرة وأرقام وشرطات مفردة.",
    repeated: "لا يمكن ذكر كل معرّف إلا مرة واحدة.",
    amount: "يجب أن يكون المبلغ رقمًا من 0 فما فوق بمنزلتين عشريتين على الأكثر.",
    percent: "يجب أن تكون النسبة مئوية من 0 إلى 100 بمنزلتين عشريتين على الأكثر.",
    color: "يجب أن يكون اللون رمزًا سداسيًا عشريًا مثل ‎#1f2937.",
    repeatedValue: "لا يمكن ذكر كل قيمة إلا مرة واحدة.",
  },
});

/** A refinement's issue with its message in the store's language (lib/core/validation.ts). */
const localized = (key: Parameters<typeof manageMessages>[1]) => localizedMessage((language) => manageMessages(language, key));

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A permalink the owner gives: lower-case letters, digits and single hyphens. */
export const slugField = z
  .string()
  .trim()
  .min(1)
  .max(190)
  .refine((slug) => SLUG.test(slug), localized("slug"));

/** A list of record ids, each given once. */
export const idList = (max: number) =>
  z
    .array(recordId)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, localized("repeated"));

const recordName = z.string().trim().min(1).max(200);
const isoDate = z.string();

export const recordParams = z.object({ id: recordId });
export const deletedResponse = z.strictObject({ success: z.literal(true) });

// Product categories.

export const productCategoriesQuery = pageQuery(50);

export const productCategoryInput = z.object({
  name: recordName,
  slug: slugField.optional(),
  /** The category it sits under, or none. */
  parent_id: recordId.nullable().default(null),
  /** Its picture: an upload of the store's gallery, or none. */
  image_id: recordId.nullable().default(null),
  /** Shown to shoppers (listed, and its page found). */
  is_active: z.boolean().default(true),
});
export const productCategoryPatch = patchOf(productCategoryInput);
export type ProductCategoryInput = z.infer<typeof productCategoryInput>;
export type ProductCategoryPatch = z.infer<typeof productCategoryPatch>;

/** The store's categories in their new order; those left out follow, in the order they had. */
export const reorderProductCategoriesInput = z.object({ ids: idList(1000).min(1) });

export const productCategoryRecord = z.strictObject({
  id: int,
  name: z.string(),
  slug: z.string(),
  /** Its page on the store. */
  url: z.string(),
  parent_id: int.nullable(),
  image_id: int.nullable(),
  image: z.string().nullable(),
  position: int,
  is_active: z.boolean(),
  /** Products in it, drafts included. */
  products_count: int,
  created_at: isoDate,
  updated_at: isoDate,
});

export const productCategoryResponse = z.strictObject({ success: z.literal(true), data: productCategoryRecord });
export const productCategoriesResponse = managementListSchema(productCategoryRecord);
/** Where the category goes: 1 is first; a position past the last puts it last. */
export const moveProductCategoryInput = z.object({ position: wholeNumber(1, 1_000_000) });
export const moveProductCategoryResponse = z.strictObject({ success: z.literal(true), data: z.strictObject({ id: int, position: int }) });
export const reorderProductCategoriesResponse = z.strictObject({
  success: z.literal(true),
  data: z.array(z.strictObject({ id: int, position: int })),
});

// Suppliers.

export const suppliersQuery = pageQuery(50);

export const supplierInput = z.object({ name: recordName });
export const supplierPatch = patchOf(supplierInput);
export type SupplierInput = z.infer<typeof supplierInput>;
export type SupplierPatch = z.infer<typeof supplierPatch>;

export const supplierRecord = z.strictObject({
  id: int,
  name: z.string(),
  /** Products naming it, drafts included. */
  products_count: int,
  created_at: isoDate,
  updated_at: isoDate,
});

export const supplierResponse = z.strictObject({ success: z.literal(true), data: supplierRecord });
export const suppliersResponse = managementListSchema(supplierRecord);

// Products.

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
  values: z
    .array(label)
    .min(1)
    .max(100)
    .refine((values) => new Set(values).size === values.length, localized("repeatedValue")),
});

/** A price and stock row for one combination: one value of each of the product's attributes, by name. */
export const variantInput = z.object({
  values: z.record(label, label),
  sku: shortText.default(""),
  price: amountField,
  purchase_price: amountField.default("0"),
  stock: stockField.default(0),
});

export const optionInput = z.object({
  id: recordId.optional(),
  name: label,
  /** Added to the base price when chosen. */
  price: amountField.default("0"),
  stock: stockField.default(0),
  qty_max: wholeNumber(1, 10_000).default(1),
});

export const optionGroupInput = z.object({
  id: recordId.optional(),
  name: label,
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
  attributes: z.array(z.strictObject({ id: int, name: z.string(), values: z.array(z.strictObject({ id: int, name: z.string() })) })),
  variants: z.array(
    z.strictObject({
      id: int,
      variant_key: z.string(),
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
      min_options: int,
      max_options: int,
      options: z.array(z.strictObject({ id: int, name: z.string(), price: amountText, stock: int, qty_max: int })),
    }),
  ),
});

export const productResponse = z.strictObject({ success: z.literal(true), data: productRecord });
export const productsResponse = managementListSchema(productSummary);
