import type { z } from "zod";
import { type Listed, type Page } from "../core/paging";
import { db } from "../db/client";
import { Prisma, type Store } from "../db/generated/client";
import { imageOrPlaceholder } from "../media/placeholder";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { amountNumber } from "../money/money";
import type { Language } from "../i18n/messages";
import { translated } from "./translations";
import { OWNER_STATUSES, PUBLISHED, type adminPopularProductsResponse, type popularProduct } from "./schemas";

// Ranked by units sold on orders that were not cancelled; products never sold follow, newest
// first, so that the list is never empty for a new store. The sums are null when nothing was sold.
// Shoppers rank the published products; the owner ranks drafts too (administration API).

type Row = {
  id: number;
  name: string;
  translations: unknown;
  slug: string;
  path: string | null;
  upload_id: number | null;
  orders_count: number;
  sum_price: Prisma.Decimal | null;
  sum_quantity: number | null;
};

/** What both surfaces show alike of a ranked product. */
const rankedItem = (r: Row) => ({ id: r.id, name: r.name, permalink: r.slug, orders_count: r.orders_count });

async function ranked(store: Store, { page, statuses }: { page: Page; statuses: readonly number[] }) {
  return Promise.all([
    db().$queryRaw<Row[]>`
      SELECT p.id, p.name, p.translations, p.slug, u.path, u.id AS upload_id,
             coalesce(s.orders_count, 0)::int AS orders_count, s.sum_price, s.sum_quantity::int AS sum_quantity
      FROM products p
      LEFT JOIN uploads u ON u.id = p.thumbnail_upload_id
      LEFT JOIN (
        SELECT l.product_id, count(DISTINCT l.order_id) AS orders_count, sum(l.unit_price) AS sum_price, sum(l.quantity) AS sum_quantity
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.store_id = ${store.id} AND o.delivery_status <> 4
        GROUP BY l.product_id
      ) s ON s.product_id = p.id
      WHERE p.store_id = ${store.id} AND p.status = ANY(${[...statuses]}::int[])
      ORDER BY coalesce(s.sum_quantity, 0) DESC, p.created_at DESC, p.id DESC
      LIMIT ${page.perPage} OFFSET ${(page.page - 1) * page.perPage}`,
    db().product.count({ where: { storeId: store.id, status: { in: [...statuses] } } }),
  ]);
}

/** The customer API's `/popular-products`: published products, amounts in the answer's currency. */
export async function popularProducts(
  store: Store,
  input: { page: Page; currency: DisplayCurrency; origin: string; language?: Language },
): Promise<Listed<z.infer<typeof popularProduct>>> {
  const [rows, total] = await ranked(store, { page: input.page, statuses: [PUBLISHED] });
  return {
    rows: rows.map((r) => ({
      ...rankedItem(input.language ? translated(r, input.language, ["name"]) : r),
      thumbnail_image: imageOrPlaceholder(input.origin, r.path),
      orders_sum_unit_price: r.sum_price === null ? null : amountNumber(inCurrency(r.sum_price, input.currency)),
      orders_sum_quantity: r.sum_quantity,
    })),
    total,
  };
}

/**
 * The administration API's `/popular-products`: drafts too, amounts in the store's currency, the
 * picture as its upload id and the units sold as strings, as its documentation shows them.
 */
export async function adminPopularProducts(store: Store, input: { page: Page }): Promise<Listed<z.infer<typeof adminPopularProductsResponse>["data"][number]>> {
  const [rows, total] = await ranked(store, { page: input.page, statuses: OWNER_STATUSES });
  return {
    rows: rows.map((r) => ({
      ...rankedItem(r),
      thumbnail_image: r.upload_id === null ? null : String(r.upload_id),
      orders_sum_unit_price: r.sum_price === null ? null : amountNumber(r.sum_price),
      orders_sum_quantity: r.sum_quantity === null ? null : String(r.sum_quantity),
    })),
    total,
  };
}
