import { skipTake, type Listed, type Page } from "../core/paging";
import { db } from "../db/client";
import { Prisma, type Store } from "../db/generated/client";
import type { DisplayCurrency } from "../money/currency";
import { Decimal } from "../money/money";
import type { ListedProduct } from "./product-list";
import type { DRAFT, PUBLISHED } from "./schemas";
import type { STOCK_LEVELS } from "./product-schemas";
import { productCategoriesJson } from "./sql";

// The owner's view of the catalog (administration API): every product of the store, drafts
// included, with its status and stock; deleted products never (docs/decisions.md, Administration
// API: Products). Newest first, as the customer API lists them.

export type OwnerProduct = ListedProduct & {
  kind: "STANDARD" | "CUSTOMIZABLE";
  status: number;
  stock: number;
  lowStockQuantityAlert: number;
  description: string | null;
  thumbnailUploadId: number | null;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * Which of the owner's products a list holds: `search` in the name, slug or a SKU; `stock`:
 * `in_stock` above 0, `low` from 1 to the product's alert level, `out` 0 or less.
 */
export type OwnerProductFilter = {
  slug?: string;
  categoryId?: number;
  search?: string;
  status?: typeof PUBLISHED | typeof DRAFT;
  stock?: (typeof STOCK_LEVELS)[number];
};

/**
 * Units a shopper can buy: a product with variants sells its variants' stock (its own row is the
 * price lists show, not for sale), any other product its own row's.
 */
const STOCK = Prisma.sql`(SELECT CASE WHEN bool_or(s.variant_key <> '') THEN sum(s.quantity) FILTER (WHERE s.variant_key <> '')
                                     ELSE coalesce(sum(s.quantity), 0) END
                          FROM product_prices s WHERE s.product_id = p.id)::int`;

function conditions(storeId: number, filter: OwnerProductFilter): Prisma.Sql {
  const parts = [Prisma.sql`p.store_id = ${storeId}`, Prisma.sql`p.status IN (1, 2)`];
  if (filter.slug !== undefined) parts.push(Prisma.sql`p.slug = ${filter.slug}`);
  if (filter.categoryId !== undefined) {
    parts.push(Prisma.sql`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ${filter.categoryId})`);
  }
  if (filter.status !== undefined) parts.push(Prisma.sql`p.status = ${filter.status}`);
  if (filter.search !== undefined) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      Prisma.sql`(p.name ILIKE ${pattern} OR p.slug ILIKE ${pattern} OR EXISTS (SELECT 1 FROM product_prices s WHERE s.product_id = p.id AND s.sku ILIKE ${pattern}))`,
    );
  }
  if (filter.stock === "in_stock") parts.push(Prisma.sql`${STOCK} > 0`);
  if (filter.stock === "low") parts.push(Prisma.sql`${STOCK} BETWEEN 1 AND p.low_stock_quantity_alert`);
  if (filter.stock === "out") parts.push(Prisma.sql`${STOCK} <= 0`);
  return Prisma.join(parts, " AND ");
}

// The page's ids first, then only their rows, as the customer API's list does (lib/catalog/product-list.ts).
const pageOf = (where: Prisma.Sql, page: Page) => {
  const { skip, take } = skipTake(page);
  return Prisma.sql`
    SELECT p.id, p.kind::text AS kind, p.name, p.slug, p.status, p.description, p.low_stock_quantity_alert AS "lowStockQuantityAlert",
           p.created_at AS "createdAt", p.updated_at AS "updatedAt", p.discount_type AS "discountType", p.discount_amount::text AS "discountAmount",
           p.thumbnail_upload_id AS "thumbnailUploadId", u.path AS "thumbnailPath", b.name AS "brandName", b.logo AS "brandLogo",
           pr.unit_price::text AS "unitPrice", ${STOCK} AS stock, ${Prisma.raw(productCategoriesJson("p", "with hidden"))} AS categories
    FROM (SELECT p.id FROM products p WHERE ${where} ORDER BY p.created_at DESC, p.id DESC LIMIT ${take} OFFSET ${skip}) page
    JOIN products p ON p.id = page.id
    LEFT JOIN uploads u ON u.id = p.thumbnail_upload_id
    LEFT JOIN brands b ON b.id = p.brand_id
    LEFT JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
    ORDER BY p.created_at DESC, p.id DESC`;
};

/** A page of the owner's products, and how many the filter holds. */
export async function findOwnerProducts(store: Store, input: { filter: OwnerProductFilter; page: Page }): Promise<Listed<OwnerProduct>> {
  const where = conditions(store.id, input.filter);
  const [rows, [count]] = await Promise.all([
    db().$queryRaw<OwnerProduct[]>(pageOf(where, input.page)),
    db().$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM products p WHERE ${where}`,
  ]);
  return { rows, total: count!.total };
}

/** The owner's product with this permalink, if the store has one. */
export async function findOwnerProductBySlug(store: Store, input: { slug: string }): Promise<OwnerProduct | undefined> {
  const [product] = await db().$queryRaw<OwnerProduct[]>(pageOf(conditions(store.id, { slug: input.slug }), { page: 1, perPage: 1 }));
  return product;
}

/** The store's default currency, in which the owner's answers give amounts (rate 1). */
export async function storeCurrency(store: Store): Promise<DisplayCurrency> {
  const currency = await db().currency.findUnique({ where: { storeId_code: { storeId: store.id, code: store.currencyCode } } });
  return {
    code: store.currencyCode,
    name: currency?.name ?? store.currencyCode,
    symbol: currency?.symbol ?? store.currencyCode,
    rate: new Decimal(1),
    isDefault: true,
  };
}
