import { z } from "zod";
import { recordId, wholeNumber } from "../core/ids";
import { successOnlySchema, successSchema } from "../core/envelopes";
import { pageQuery } from "../core/paging";
import { patchOf } from "../core/patch";
import { localizedMessage } from "../core/validation";
import { manageMessages } from "./messages";
import { int } from "./schemas";
import { translationsInput, translationsRecord } from "./translations";

// The catalog's management routes (ours, in admin-api.md's convention: `{success, data}`, shape D
// lists). Rules between fields, and rules on the store's records, are the domain's (lib/catalog).

/** A refinement's issue with its message in the store's language (lib/core/validation.ts). */
export const localized = (key: Parameters<typeof manageMessages>[1]) => localizedMessage((language) => manageMessages(language, key));

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

export const recordName = z.string().trim().min(1).max(200);
export const isoDate = z.string();

export const deletedResponse = successOnlySchema;

// Product categories.

export const productCategoriesQuery = pageQuery(50);

export const productCategoryInput = z.object({
  name: recordName,
  /** Its name in the store's other languages (lib/catalog/translations.ts). */
  translations: translationsInput("category").default({}),
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
  translations: translationsRecord,
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

/** Where the category goes: 1 is first; a position past the last puts it last. */
export const moveProductCategoryInput = z.object({ position: wholeNumber(1, 1_000_000) });
export const moveProductCategoryResponse = successSchema({ data: z.strictObject({ id: int, position: int }) });
export const reorderProductCategoriesResponse = successSchema({ data: z.array(z.strictObject({ id: int, position: int })) });

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
