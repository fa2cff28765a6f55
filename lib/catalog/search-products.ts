import type { z } from "zod";
import type { Listed } from "../core/paging";
import { pool } from "../db/client";
import type { Store } from "../db/generated/client";
import { imageOrPlaceholder } from "../media/placeholder";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { amountNumber } from "../money/money";
import type { searchHit } from "./schemas";
import { isPlain, type Finding } from "./finding-schemas";
import { findPage, listedIn } from "./product-list";
import { searchInMemory } from "./search-index";
import { translated } from "./translations";
import type { Language } from "../i18n/messages";

// Relevance search (search_product_hits, migrations *_product_search_words, *_search_typos_by_
// edit_distance and *_search_terms; ranked from the app's memory when the store's index is ready,
// ./search-index.ts): every word of the query (accents and case folded) must be a
// prefix of a word of the product's name, summary or description, or of a word of the store's
// product names it is trigram-similar to (partial words, typos) or one or two edits away from
// (typos). Score = text rank (name A, summary B, description C), + 1 for products that match the
// words as typed.

type Row = { id: number; name: string; translations?: unknown; slug: string; path: string | null; unit_price: string | null; score: number; total: number };

// One statement, prepared once per connection: the page of this store's matches, ranked and
// counted in PostgreSQL by search_product_hits over product_search (each product's weighted
// document, kept by a trigger and partitioned by store); then only the page's rows joined to
// their product, image and price. A query without letters or digits has no words and matches
// nothing. $1 the store, $2 the query as typed, $3 the limit.
const SEARCH_STATEMENT = {
  name: "product_search",
  text: `
    SELECT h.product_id AS id, p.name, p.translations, p.slug, h.score, h.total, u.path, pr.unit_price::text AS unit_price
    FROM search_product_hits($1, $2, $3) h
    JOIN products p ON p.id = h.product_id
    LEFT JOIN uploads u ON u.id = p.thumbnail_upload_id
    LEFT JOIN product_prices pr ON pr.product_id = h.product_id AND pr.variant_key = ''
    ORDER BY h.score DESC, h.product_id`,
};

const hitOf = (r: Omit<Row, "total">, { currency, origin }: { currency: DisplayCurrency; origin: string }): z.infer<typeof searchHit> => ({
  product_name: r.name,
  score: r.score,
  id_product: r.id,
  permalink: r.slug,
  image_url: imageOrPlaceholder(origin, r.path),
  price: amountNumber(inCurrency(r.unit_price ?? 0, currency)),
  devise: currency.code,
});

/**
 * The best `limit` matches, and how many products match in all; with a `page` or a filter or sort of
 * ours (./finding.ts), that page of the best SEARCH_POOL matches narrowed and ordered as asked.
 */
export async function searchProducts(
  store: Store,
  input: { query: string; limit: number; page?: number; finding?: Finding; currency: DisplayCurrency; origin: string; language?: Language },
): Promise<Listed<z.infer<typeof searchHit>>> {
  if (input.page !== undefined || (input.finding && !isPlain(input.finding))) {
    const found = await findPage(store, {
      query: input.query,
      page: { page: input.page ?? 1, perPage: input.limit },
      finding: input.finding,
      currency: input.currency,
    });
    return {
      rows: found.rows.map((p) => hitOf({ ...listedIn(p, input.language), score: p.score ?? 0, path: p.thumbnailPath, unit_price: p.unitPrice }, input)),
      total: found.total,
    };
  }
  const shown = (rows: Omit<Row, "total">[], total: number) => ({
    rows: rows.map((r) => hitOf(input.language ? translated(r, input.language, ["name"]) : r, input)),
    total,
  });
  const found = await searchInMemory(store, { query: input.query, limit: input.limit });
  if (found)
    return shown(
      found.hits.map((h) => ({ ...h.product, score: h.score })),
      found.total,
    );
  const { rows } = await pool().query<Row>({ ...SEARCH_STATEMENT, values: [store.id, input.query, input.limit] });
  return shown(rows, rows[0]?.total ?? 0);
}
