import type { z } from "zod";
import { refusal } from "../core/errors";
import { type Listed, type Page } from "../core/paging";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { storeOrigin } from "../tenancy/store-origin";
import { adminProductItemOf } from "./admin-serialize";
import { catalogMessages } from "./messages";
import { findOwnerProductBySlug, findOwnerProducts, storeCurrency } from "./owner-products";
import type { adminProductItem, adminProductResponse } from "./schemas";

// The administration API's documented catalog reads (../shared/spec/admin-api.md): the owner's
// products, drafts included, priced in the store's currency; images and pages on the store's host.

export const adminProductNotFound = refusal("not_found", "No product of the store has this permalink (drafts included): `Product not found.`");
export const adminCategoryNotFound = refusal("not_found", "No category of the store has this permalink (hidden ones included): `Category not found.`");

type Read = { platformOrigin: string };
type AdminProductItem = z.infer<typeof adminProductItem>;

/** `/fetch-all-products`: a page of the owner's products, newest first. */
export async function adminProductList(store: Store, input: Read & { page: Page }): Promise<Listed<AdminProductItem>> {
  const [{ rows, total }, currency] = await Promise.all([findOwnerProducts(store, { filter: {}, page: input.page }), storeCurrency(store)]);
  const origin = storeOrigin(store, input.platformOrigin);
  return { rows: rows.map((product) => adminProductItemOf(product, currency, origin)), total };
}

/** `/get-product/{slug}`: the bare item, with its description. */
export async function adminProduct(store: Store, input: Read & { slug: string }): Promise<z.infer<typeof adminProductResponse>> {
  const [product, currency] = await Promise.all([findOwnerProductBySlug(store, { slug: input.slug }), storeCurrency(store)]);
  if (!product) throw adminProductNotFound.error(catalogMessages(store.language, "product"));
  return { ...adminProductItemOf(product, currency, storeOrigin(store, input.platformOrigin)), description: product.description };
}

/** `/fetch-categories-product/{permalink}`: a page of the category's items, and how many it holds. */
export async function adminCategoryProducts(store: Store, input: Read & { permalink: string; page: Page }): Promise<Listed<AdminProductItem>> {
  const category = await db().category.findUnique({ where: { storeId_slug: { storeId: store.id, slug: input.permalink } }, select: { id: true } });
  if (!category) throw adminCategoryNotFound.error(catalogMessages(store.language, "category"));
  const [{ rows, total }, currency] = await Promise.all([
    findOwnerProducts(store, { filter: { categoryId: category.id }, page: input.page }),
    storeCurrency(store),
  ]);
  const origin = storeOrigin(store, input.platformOrigin);
  return { rows: rows.map((product) => adminProductItemOf(product, currency, origin)), total };
}
