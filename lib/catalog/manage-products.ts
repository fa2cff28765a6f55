import type { z } from "zod";
import { refusal } from "../core/errors";
import { type Listed, type Page } from "../core/paging";
import { db, type Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { storeOrigin } from "../tenancy/store-origin";
import { PRODUCT_RECORD_SELECT, productRecordOf, productSummaryOf, type ProductRow } from "./admin-serialize";
import { catalogMessages } from "./messages";
import { findOwnerProducts, type OwnerProductFilter } from "./owner-products";
import { checkProduct } from "./product-checks";
import { writeChildren } from "./product-children";
import { listingImage } from "./listing-image";
import { columnsOf, inputOf } from "./product-columns";
import { DELETED, DRAFT, OWNER_STATUSES, PUBLISHED } from "./schemas";
import { type ProductInput, type ProductPatch, type productRecord, type productSummary } from "./product-schemas";
import { retryingTakenSlugs, slugFor } from "./slugs";
import { recordEvent } from "../webhooks/events";

// The owner's products (management routes): listed with filters, read, created, changed, and
// deleted. A write is one transaction over the product's row and the rows around it (prices and
// stock, pictures, categories, colors, attributes and variants, option groups and options), every
// one of which the catalog_version trigger covers, so the customer API's kept answers are renewed
// at its commit (docs/decisions.md, Administration API: Products).

export const managedProductNotFound = refusal("not_found", "No product of the store has this id (a deleted one neither): `Product not found.`");

/** A product with a long description and many variants is a larger body than most: 1 MB. */
export const PRODUCT_BODY_BYTES = 1024 * 1024;

/** A product's writes are many statements: more time than Prisma's default 5 s on a busy embedded database. */
const WRITE = { timeout: 20_000 } as const;

type Origin = { platformOrigin: string };
type ListQuery = { search?: string; category_id?: number; status?: "published" | "draft"; stock?: OwnerProductFilter["stock"] };

/** The owner's products, newest first, filtered. */
export async function listProducts(store: Store, input: Origin & { page: Page; filter: ListQuery }): Promise<Listed<z.infer<typeof productSummary>>> {
  const { filter } = input;
  const { rows, total } = await findOwnerProducts(store, {
    filter: {
      search: filter.search,
      categoryId: filter.category_id,
      status: filter.status === undefined ? undefined : filter.status === "published" ? PUBLISHED : DRAFT,
      stock: filter.stock,
    },
    page: input.page,
  });
  const origin = storeOrigin(store, input.platformOrigin);
  return { rows: rows.map((product) => productSummaryOf(product, origin)), total };
}

export async function product(store: Store, input: Origin & { id: number }): Promise<z.infer<typeof productRecord>> {
  const row = await db().product.findFirst({ where: { id: input.id, storeId: store.id, status: { in: [...OWNER_STATUSES] } }, select: PRODUCT_RECORD_SELECT });
  if (!row) throw managedProductNotFound.error(catalogMessages(store.language, "product"));
  return productRecordOf(row, storeOrigin(store, input.platformOrigin));
}

/** A new product: a name and a price make a draft. */
export async function createProduct(store: Store, input: Origin & { product: ProductInput }) {
  const id = await retryingTakenSlugs(() => db().$transaction((tx) => insertProduct(tx, store, { product: input.product }), WRITE));
  return product(store, { id, platformOrigin: input.platformOrigin });
}

/**
 * A new product written in the caller's transaction, so that the demo data writes its catalog by
 * the rules the owner's writes follow, in the one transaction of its store; `dates` date that
 * catalog back in time (the row's defaults otherwise).
 */
/** A product's webhook body: what a receiver keys and shows it by. */
const productEvent = (id: number, slug: string, product: ProductInput) => ({ id, slug, name: product.name, sku: product.sku, price: product.price });

export async function insertProduct(tx: Tx, store: Store, input: { product: ProductInput; dates?: { createdAt: Date; updatedAt: Date } }): Promise<number> {
  const sent = input.product;
  const created: ProductInput = { ...sent, thumbnail_id: listingImage({ stored: null, before: [], after: sent.image_ids, sent: sent.thumbnail_id }) };
  await checkProduct(tx, store, { product: created, stockSent: sent.stock !== undefined });
  const slug = await slugFor(tx, store, { table: "products", given: created.slug, name: created.name, fallback: "product" });
  const row = await tx.product.create({
    data: { storeId: store.id, slug, name: created.name, ...columnsOf(created, () => true), ...input.dates },
    select: { id: true },
  });
  await recordEvent(tx, store, "products/create", productEvent(row.id, slug, created));
  await tx.productPrice.create({
    data: {
      storeId: store.id,
      productId: row.id,
      sku: created.sku,
      unitPrice: created.price,
      purchasePrice: created.purchase_price,
      quantity: created.stock ?? 0,
    },
  });
  await writeChildren(tx, store, { productId: row.id, product: created, sent: () => true, current: undefined });
  return row.id;
}

/** Changes what the patch sends, and nothing else; the rules are checked on the product as it will be. */
export async function updateProduct(store: Store, input: Origin & { id: number; patch: ProductPatch }) {
  const { patch } = input;
  const sent = (field: keyof ProductInput) => patch[field] !== undefined;
  await retryingTakenSlugs(() =>
    db().$transaction(async (tx) => {
      const current = await lockProduct(tx, store, input.id);
      const stored = inputOf(current);
      const updated: ProductInput = { ...stored, ...patch };
      // The pictures or the thumbnail sent, the listing image is chosen again (listing-image.ts).
      const picturesSent = sent("image_ids") || sent("thumbnail_id");
      if (picturesSent) {
        updated.thumbnail_id = listingImage({
          stored: stored.thumbnail_id ?? null,
          before: stored.image_ids,
          after: updated.image_ids,
          sent: patch.thumbnail_id,
        });
      }
      // Taking the discount off takes its amount with it.
      if (patch.discount_type === 0 && !sent("discount_amount")) updated.discount_amount = null;
      await checkProduct(tx, store, { product: updated, stockSent: sent("stock"), current });
      const slug = sent("slug")
        ? await slugFor(tx, store, { table: "products", given: patch.slug, name: updated.name, fallback: "product", ownId: current.id })
        : undefined;
      const written = (field: keyof ProductInput) => sent(field) || (field === "thumbnail_id" && picturesSent);
      const columns = { ...columnsOf(updated, written), ...(slug === undefined ? {} : { slug }) };
      if (Object.keys(columns).length) await tx.product.update({ where: { id: current.id, storeId: store.id }, data: columns });
      const base = {
        ...(sent("price") ? { unitPrice: updated.price } : {}),
        ...(sent("purchase_price") ? { purchasePrice: updated.purchase_price } : {}),
        ...(sent("sku") ? { sku: updated.sku } : {}),
        ...(sent("stock") ? { quantity: updated.stock } : {}),
      };
      if (Object.keys(base).length) {
        await tx.productPrice.upsert({
          where: { productId_variantKey: { productId: current.id, variantKey: "" } },
          create: {
            storeId: store.id,
            productId: current.id,
            sku: updated.sku,
            unitPrice: updated.price,
            purchasePrice: updated.purchase_price,
            quantity: updated.stock ?? 0,
          },
          update: base,
        });
      }
      await writeChildren(tx, store, { productId: current.id, product: updated, sent, current });
      await recordEvent(tx, store, "products/update", productEvent(current.id, slug ?? current.slug, updated));
    }, WRITE),
  );
  return product(store, input);
}

/**
 * Deletes the product for everyone but its orders: it becomes status 3, which no list, search,
 * detail, cart or checkout shows; its lines leave every cart; its slug is freed for a new
 * product (`{slug}~deleted-{id}`, which no slug the owner may give can be). Orders keep their
 * lines, which copied what they show.
 */
export async function deleteProduct(store: Store, input: { id: number }): Promise<void> {
  await db().$transaction(async (tx) => {
    const current = await lockProduct(tx, store, input.id);
    await tx.cartLine.deleteMany({ where: { storeId: store.id, productId: current.id } });
    await tx.product.update({ where: { id: current.id, storeId: store.id }, data: { status: DELETED, slug: `${current.slug}~deleted-${current.id}` } });
    await recordEvent(tx, store, "products/delete", { id: current.id, slug: current.slug });
  }, WRITE);
}

/** The product, its row locked until the transaction ends, so that two writes of it take turns. */
async function lockProduct(tx: Tx, store: Store, id: number): Promise<ProductRow> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM products WHERE id = ${id} AND store_id = ${store.id} AND status IN (${PUBLISHED}, ${DRAFT}) FOR UPDATE`;
  const current = locked && (await tx.product.findFirst({ where: { id: locked.id, storeId: store.id }, select: PRODUCT_RECORD_SELECT }));
  if (!current) throw managedProductNotFound.error(catalogMessages(store.language, "product"));
  return current;
}
