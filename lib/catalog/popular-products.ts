import { z } from "zod";
import { envelopeBFields, envelopeC, type Page } from "../api/pagination";
import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { imageOrPlaceholder } from "../media/placeholder";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { amountNumber } from "../money/money";

// Ranked by units sold on orders that were not cancelled; products never sold follow, newest
// first, so that the list is never empty for a new store. The sums are null when nothing was sold.

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

type Row = { id: number; name: string; slug: string; path: string | null; orders_count: number; sum_price: Prisma.Decimal | null; sum_quantity: number | null };

export async function popularProducts(opts: { storeId: number; page: Page; currency: DisplayCurrency; origin: string }) {
  const { storeId, page } = opts;
  const [rows, total] = await Promise.all([
    db().$queryRaw<Row[]>`
      SELECT p.id, p.name, p.slug, u.path,
             coalesce(s.orders_count, 0)::int AS orders_count, s.sum_price, s.sum_quantity::int AS sum_quantity
      FROM products p
      LEFT JOIN uploads u ON u.id = p.thumbnail_upload_id
      LEFT JOIN (
        SELECT l.product_id, count(DISTINCT l.order_id) AS orders_count, sum(l.unit_price) AS sum_price, sum(l.quantity) AS sum_quantity
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.store_id = ${storeId} AND o.delivery_status <> 4
        GROUP BY l.product_id
      ) s ON s.product_id = p.id
      WHERE p.store_id = ${storeId} AND p.status = 1
      ORDER BY coalesce(s.sum_quantity, 0) DESC, p.created_at DESC, p.id DESC
      LIMIT ${page.perPage} OFFSET ${(page.page - 1) * page.perPage}`,
    db().product.count({ where: { storeId, status: 1 } }),
  ]);
  return {
    success: true as const,
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      permalink: r.slug,
      thumbnail_image: imageOrPlaceholder(opts.origin, r.path),
      orders_count: r.orders_count,
      orders_sum_unit_price: r.sum_price === null ? null : amountNumber(inCurrency(r.sum_price, opts.currency)),
      orders_sum_quantity: r.sum_quantity,
    })),
    ...envelopeC(page, total),
  };
}
