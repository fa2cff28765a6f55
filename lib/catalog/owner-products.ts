import { skipTake, type Listed, type Page } from "../core/paging";
import { pool } from "../db/client";
import { containing, pageWindow, statementFilter } from "../db/sql";
import type { Store } from "../db/generated/client";
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
const STOCK = `(SELECT CASE WHEN bool_or(s.variant_key <> '') THEN sum(s.quantity) FILTER (WHERE s.variant_key <> '')
                        ELSE coalesce(sum(s.quantity), 0) END
               FROM product_prices s WHERE s.product_id = p.id)::int`;

/**
 * The WHERE clause (on `products p`) of the filter given, its values after the store's id ($1),
 * and a tag naming which filters are given, so that each shape is one prepared statement.
 */
function conditions(storeId: number, filter: OwnerProductFilter) {
  const { param, when, built } = statementFilter("p.store_id = $1 AND p.status IN (1, 2)", [storeId]);
  when(filter.slug, "slug", () => `p.slug = ${param(filter.slug)}`);
  when(
    filter.categoryId,
    "c",
    () => `EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ${param(filter.categoryId)})`,
  );
  when(filter.status, "st", () => `p.status = ${param(filter.status)}`);
  when(filter.search, "s", () => {
    const pattern = param(containing(filter.search!));
    return `(p.name ILIKE ${pattern} OR p.slug ILIKE ${pattern} OR EXISTS (SELECT 1 FROM product_prices s WHERE s.product_id = p.id AND s.sku ILIKE ${pattern}))`;
  });
  const stock = { in_stock: `${STOCK} > 0`, low: `${STOCK} BETWEEN 1 AND p.low_stock_quantity_alert`, out: `${STOCK} <= 0` };
  when(filter.stock, filter.stock ?? "", () => stock[filter.stock!]);
  return built();
}

// One statement per filter shape, prepared once per connection: the page's ids first, then only
// their rows, as the customer API's list does (lib/catalog/product-list.ts), and the count of all
// the filter holds, as the owner's orders list does (lib/orders/order-pages.ts). Timestamps are
// stored in UTC without a zone; read as such.
function statements(storeId: number, filter: OwnerProductFilter) {
  const { where, values, tags } = conditions(storeId, filter);
  // All the store's products are counted as they are written (migration store_counts).
  const count = tags ? `SELECT count(*)::int AS total FROM products p WHERE ${where}` : "SELECT s.product_count AS total FROM stores s WHERE s.id = $1";
  const page = `
    SELECT p.id, p.kind::text AS kind, p.name, p.slug, p.status, p.description, p.low_stock_quantity_alert AS "lowStockQuantityAlert",
           p.created_at AT TIME ZONE 'UTC' AS "createdAt", p.updated_at AT TIME ZONE 'UTC' AS "updatedAt",
           p.discount_type AS "discountType", p.discount_amount::text AS "discountAmount",
           p.thumbnail_upload_id AS "thumbnailUploadId", u.path AS "thumbnailPath", b.name AS "brandName", b.logo AS "brandLogo",
           pr.unit_price::text AS "unitPrice", ${STOCK} AS stock, ${productCategoriesJson("p", "with hidden")} AS categories,
           (${count}) AS total
    FROM (SELECT p.id FROM products p WHERE ${where} ORDER BY p.created_at DESC, p.id DESC ${pageWindow(`$${values.length + 1}`, `$${values.length + 2}`)}) page
    JOIN products p ON p.id = page.id
    LEFT JOIN uploads u ON u.id = p.thumbnail_upload_id
    LEFT JOIN brands b ON b.id = p.brand_id
    LEFT JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
    ORDER BY p.created_at DESC, p.id DESC`;
  const name = `owner_products${tags}`;
  return { page: { name, text: page }, count: { name: `${name}_count`, text: count }, values };
}

/** A page of the owner's products, and how many the filter holds. */
export async function findOwnerProducts(store: Store, input: { filter: OwnerProductFilter; page: Page }): Promise<Listed<OwnerProduct>> {
  const { page, count, values } = statements(store.id, input.filter);
  const { skip, take } = skipTake(input.page);
  const { rows } = await pool().query<OwnerProduct & { total: number }>({ ...page, values: [...values, take, skip] });
  // Past the last page there is no row to carry the count.
  const total = rows[0]?.total ?? (await pool().query<{ total: number }>({ ...count, values })).rows[0]!.total;
  return { rows: rows.map(({ total: _, ...product }) => product), total };
}

/** The owner's product with this permalink, if the store has one. */
export async function findOwnerProductBySlug(store: Store, input: { slug: string }): Promise<OwnerProduct | undefined> {
  const { rows } = await findOwnerProducts(store, { filter: { slug: input.slug }, page: { page: 1, perPage: 1 } });
  return rows[0];
}

/** The store's default currency, in which the owner's answers give amounts (rate 1). */
export async function storeCurrency(store: Store): Promise<DisplayCurrency> {
  // Read on every owner's list: one prepared statement, not an ORM round.
  const { rows } = await pool().query<{ name: string; symbol: string }>({
    name: "store_currency",
    text: "SELECT name, symbol FROM currencies WHERE store_id = $1 AND code = $2",
    values: [store.id, store.currencyCode],
  });
  const currency = rows[0];
  return {
    code: store.currencyCode,
    name: currency?.name ?? store.currencyCode,
    symbol: currency?.symbol ?? store.currencyCode,
    rate: new Decimal(1),
    isDefault: true,
  };
}
