import { z } from "zod";
import { db } from "../db/client";
import { Prisma } from "../db/generated/client";
import { publicUrl } from "../media/storage";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { amountNumber } from "../money/money";

// Relevance search in PostgreSQL (indexes in prisma/migrations/*_product_search): a product
// matches when the full-text document (name A, summary B, description C; accents and case
// folded) matches every word of the query as a prefix, or when the query is word-similar to the
// name (trigrams: typos, partial words). Score = text rank + name similarity.

export const MAX_SEARCH_LIMIT = 50;

export const searchInput = z.object({
  query: z.string().trim().min(1).max(200),
  limit: z.coerce.number().int().min(1).max(MAX_SEARCH_LIMIT).default(5),
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

/** `hand wov` -> `hand:* & wov:*`: every word, each as a prefix; only letters and digits pass. */
export function prefixQuery(query: string): string {
  const words = query.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.map((w) => `${w}:*`).join(" & ");
}

type Row = { id: number; name: string; slug: string; path: string | null; unit_price: Prisma.Decimal | null; score: number };

export async function searchProducts(opts: { storeId: number; query: string; limit: number; currency: DisplayCurrency; origin: string }) {
  // A query without letters or digits gives an empty tsquery, which matches nothing; the
  // similarity arm still runs.
  const tsquery = Prisma.sql`to_tsquery('simple', ${prefixQuery(opts.query)})`;
  const document = Prisma.sql`product_search_document(p.name, p.summary, p.description)`;
  const folded = Prisma.sql`search_fold(${opts.query})`;
  const where = Prisma.sql`p.store_id = ${opts.storeId} AND p.status = 1 AND (${document} @@ ${tsquery} OR ${folded} <% search_fold(p.name))`;
  const [rows, count] = await Promise.all([
    db().$queryRaw<Row[]>`
      SELECT p.id, p.name, p.slug, u.path, pr.unit_price,
             (ts_rank(${document}, ${tsquery}) + word_similarity(${folded}, search_fold(p.name)))::float8 AS score
      FROM products p
      LEFT JOIN uploads u ON u.id = p.thumbnail_upload_id
      LEFT JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
      WHERE ${where}
      ORDER BY score DESC, p.id
      LIMIT ${opts.limit}`,
    db().$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM products p WHERE ${where}`,
  ]);
  return {
    success: true as const,
    data: rows.map((r) => ({
      product_name: r.name,
      score: r.score,
      id_product: r.id,
      permalink: r.slug,
      image_url: publicUrl(opts.origin, r.path) ?? "",
      price: amountNumber(inCurrency(r.unit_price ?? 0, opts.currency)),
      devise: opts.currency.code,
    })),
    query: opts.query,
    total_results: count[0]?.n ?? 0,
  };
}
