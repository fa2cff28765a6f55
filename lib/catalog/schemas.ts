import { z } from "zod";
import { wholeNumber } from "../core/ids";
import { envelopeBFields, successSchema } from "../core/envelopes";
import { pageQuery } from "../core/paging";
import { findingShape, priceRangeCheck } from "./finding-schemas";
import { answeredVariantSelection } from "./variant-selection";

// The catalog's part of the contract: what its routes take (each list with its default page size)
// and the shapes of their answers.

/** A product's `status`, the contract's 1/2 flag; a deleted product is kept for its orders and shown to no one. */
export const PUBLISHED = 1;
export const DRAFT = 2;
export const DELETED = 3;
/** What the owner sees: every product but the deleted ones. */
export const OWNER_STATUSES = [PUBLISHED, DRAFT] as const;

export const allProductsQuery = pageQuery(8)
  .extend(findingShape)
  .refine(...priceRangeCheck);
const categorySlug = z.string().trim().min(1).max(200);
export const categoryProductsQuery = pageQuery(8)
  .extend({ slug: categorySlug, ...findingShape })
  .refine(...priceRangeCheck);
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

export const categoriesResponse = successSchema({
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

export const popularProductsResponse = successSchema({
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

export const allProductsResponse = successSchema({
  products: z.array(allProductsItem),
  ...envelopeBFields,
});

export const categoryProductsResponse = successSchema({
  products: z.array(categoryProductsItem),
  current_page: z.number().int(),
  last_page: z.number().int(),
  category_selected_name: z.string(),
});

// Product details: the `standard` and the `customizable` shape.
export const nullableString = z.string().nullable();
export const int = z.number().int();

export const standardProductResponse = successSchema({
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
  variantsDataNew: z.array(z.strictObject({ variant_key: z.string(), variant: answeredVariantSelection, variant_text: z.string() })).nullable(),
  variantsDataPrice: z.array(
    z.strictObject({
      variant_key: z.string(),
      /** Ours: the color this row is of (colour x values is one variant), null when the product's colours have no rows. */
      color_id: int.nullable(),
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

export const customizableProductResponse = successSchema({
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
        options: z.array(
          z.strictObject({
            id: int,
            option_name: z.string(),
            price: z.string(),
            stock: int,
            qty_max: int,
            // Ours: the text the option asks for (an engraving) and its longest length; null when it asks none.
            text_label: z.string().nullable(),
            text_max_length: int.nullable(),
          }),
        ),
      }),
    ),
    has_options: int,
    symbol_devise: z.string(),
  }),
});

export const productDetailsResponse = z.union([standardProductResponse, customizableProductResponse]);

export const MAX_SEARCH_LIMIT = 50;

const searchText = z.string().trim().min(1).max(200);
/** `page` is ours, with the other listing parameters: the contract's search answers its first `limit` hits. */
export const searchInput = z
  .object({ query: searchText, limit: wholeNumber(1, MAX_SEARCH_LIMIT).default(5), page: wholeNumber(1, 1_000_000).optional(), ...findingShape })
  .refine(...priceRangeCheck);

/** Ours: the values a list may be narrowed to, each with the count of products it would hold. */
export const productFacetsQuery = z.object({ slug: categorySlug.optional(), query: searchText.optional(), ...findingShape }).refine(...priceRangeCheck);

const facetCount = { value: z.string(), count: z.number().int() };
export const productFacetsResponse = successSchema({
  total: z.number().int(),
  price: z.strictObject({ min: z.number(), max: z.number() }).nullable(),
  colors: z.array(z.strictObject({ ...facetCount, code: z.string() })),
  /** `name` is the attribute's key in `attribute[<name>][]`; `label` what to show, in the language asked. */
  attributes: z.array(z.strictObject({ name: z.string(), label: z.string(), values: z.array(z.strictObject(facetCount)) })),
  in_stock: z.number().int(),
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

export const searchResponse = successSchema({
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

export const adminProductsResponse = successSchema({
  products: z.array(adminProductItem),
  current_page: int,
  last_page: int,
  per_page: int,
  total: int,
});

/** `/get-product/{slug}`: the bare item, with `description` (HTML or null) added. */
export const adminProductResponse = z.strictObject({ ...adminProductItem.shape, description: nullableString });

export const adminPopularProductsResponse = successSchema({
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
