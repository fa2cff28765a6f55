import { pool } from "../db/client";
import type { Store } from "../db/generated/client";
import type { DisplayCurrency } from "../money/currency";
import { amountNumber } from "../money/money";
import type { Finding } from "./finding-schemas";
import { PUBLISHED } from "./schemas";
import { translated } from "./translations";
import type { Language } from "../i18n/messages";

// Lists narrowed by price, colour, attribute values and stock, and ordered as the shopper asks
// (docs/decisions.md, "issue 28: Finding things"), and the counts beside each value of each facet.
// One statement builds the candidates (the category's, the store's or the search's products) with
// one flag per filter; the page keeps the rows whose flags all hold, and each facet counts the rows
// whose OTHER flags hold, as Shopify and Algolia count (a value's count is what the list would
// hold with it chosen). Within a facet the values chosen are alternatives; facets add up.
// Colours are the products' own (named per product), matched by name without case; attributes
// are the store's, by name. The price is the selling price (the product's discount taken off), in
// the answer's currency, as shoppers read it on the cards.

/** The search's best hits a narrowed search looks through, as search engines cap their result sets. */
export const SEARCH_POOL = 1000;

export type Scope = { categoryId?: number; query?: string };

class Values {
  readonly list: unknown[] = [];
  add(value: unknown) {
    this.list.push(value);
    return `$${this.list.length}`;
  }
}

const lowered = (values: string[]) => values.map((v) => v.toLocaleLowerCase());

type Flags = { price: string; color: string; stock: string; attributes: { name: string; flag: string }[] };

/**
 * `found`: the scope's published products with their price, score, sales when sorted by them, and
 * one flag per filter asked; `flags` names them; `all(except)` is every flag but `except`. What
 * they are filtered by comes from each product's kept row (migration product_filters), which holds
 * its categories, colours and attribute values, selling price and stock.
 */
function candidates(store: Store, scope: Scope, finding: Finding, currency: DisplayCurrency, values: Values) {
  const storeId = values.add(store.id);
  const rate = values.add(currency.rate.toString());
  const price = `round(k.price * ${rate}::numeric, 2)`;
  const priceFlag = [
    finding.minPrice === undefined ? "" : `${price} >= ${values.add(finding.minPrice)}::numeric`,
    finding.maxPrice === undefined ? "" : `${price} <= ${values.add(finding.maxPrice)}::numeric`,
  ].filter(Boolean);
  const colorFlag = finding.colors.length ? `k.colors && ${values.add(lowered(finding.colors))}::text[]` : "";
  // An attribute value is kept as `attribute` U+001F `value`, in lower case.
  const attributeFlags = finding.attributes.map(
    (a) => `k.attribute_values && ${values.add(a.values.map((value) => `${a.name}\u001f${value}`.toLocaleLowerCase()))}::text[]`,
  );
  const search =
    scope.query === undefined ? "" : `JOIN search_product_hits(${storeId}, ${values.add(scope.query)}, ${SEARCH_POOL}) h ON h.product_id = k.product_id`;
  const inCategory = scope.categoryId === undefined ? "" : `AND k.category_ids @> ARRAY[${values.add(scope.categoryId)}::int]`;
  const sold =
    finding.sort === "best_selling"
      ? `coalesce((SELECT sum(l.quantity) FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE l.product_id = k.product_id AND l.store_id = ${storeId} AND o.delivery_status <> 4), 0)`
      : "0";
  const flags: Flags = {
    price: priceFlag.length ? `f_price` : "",
    color: colorFlag ? "f_color" : "",
    stock: finding.inStock ? "in_stock" : "",
    attributes: finding.attributes.map((a, i) => ({ name: a.name.toLocaleLowerCase(), flag: `f_attribute_${i}` })),
  };
  const cte = `found AS (
    SELECT k.product_id AS id, k.created_at, ${price} AS price, k.in_stock, ${sold} AS sold,
           ${scope.query === undefined ? "0" : "h.score"} AS score,
           ${priceFlag.length ? priceFlag.join(" AND ") : "true"} AS f_price,
           ${colorFlag || "true"} AS f_color
           ${attributeFlags.map((flag, i) => `, ${flag} AS f_attribute_${i}`).join("")}
    FROM product_filters k ${search}
    WHERE k.store_id = ${storeId} AND k.status = ${PUBLISHED} ${inCategory})`;
  const all = (except?: string) =>
    [flags.price, flags.color, flags.stock, ...flags.attributes.map((a) => a.flag)].filter((f) => f && f !== except).join(" AND ") || "true";
  return { cte, flags, all };
}

const ORDERS: Record<NonNullable<Finding["sort"]>, string> = {
  relevance: "f.score DESC, f.id",
  price_asc: "f.price ASC NULLS LAST",
  price_desc: "f.price DESC NULLS LAST",
  newest: "f.created_at DESC",
  best_selling: "f.sold DESC",
};

/** A page of the scope's products narrowed and ordered as asked: the ids, in order, and the count of all. */
export function narrowedPageSql(store: Store, scope: Scope, finding: Finding, currency: DisplayCurrency, window: { skip: number; take: number }) {
  const values = new Values();
  const { cte, all } = candidates(store, scope, finding, currency, values);
  const sort = finding.sort ?? (scope.query === undefined ? "newest" : "relevance");
  // Ties (and relevance outside a search) fall back to the contract's order, newest first.
  const order = `${ORDERS[sort]}, f.created_at DESC, f.id DESC`;
  const ids = `WITH ${cte}
    SELECT f.id, f.score, f.price, f.created_at, f.sold, count(*) OVER ()::int AS total FROM found f WHERE ${all()}
    ORDER BY ${order} LIMIT ${values.add(window.take)} OFFSET ${values.add(window.skip)}`;
  return { ids, order: order.replaceAll("f.", "page."), values: values.list };
}

/** The count left when nothing is on the page (past the last one). */
export async function narrowedCount(store: Store, scope: Scope, finding: Finding, currency: DisplayCurrency) {
  const values = new Values();
  const { cte, all } = candidates(store, scope, finding, currency, values);
  const { rows } = await pool().query<{ total: number }>(`WITH ${cte} SELECT count(*)::int AS total FROM found f WHERE ${all()}`, values.list);
  return rows[0]!.total;
}

type FacetRow = {
  facet: "color" | "attribute" | "in_stock" | "price";
  name: string | null;
  value: string | null;
  extra: string | null;
  position: number;
  count: number;
};

/** The values the scope's list may be narrowed to, each counted with every other filter applied. */
/** `language`: each attribute's `label` in that language where the owner wrote one (its `name` stays the filter's key). */
export async function facetsOf(store: Store, scope: Scope, finding: Finding, currency: DisplayCurrency, language?: Language) {
  const values = new Values();
  const { cte, flags, all } = candidates(store, scope, finding, currency, values);
  // An attribute's values are counted without that attribute's own filter.
  const attributeCondition = flags.attributes.length
    ? `CASE lower(a.name) ${flags.attributes.map((x) => `WHEN ${values.add(x.name)} THEN ${all(x.flag)}`).join(" ")} ELSE ${all()} END`
    : all();
  const sql = `WITH ${cte}
    SELECT 'color' AS facet, NULL AS name, min(c.name) AS value, min(c.code) AS extra, 0 AS position, count(DISTINCT f.id)::int AS count
      FROM found f JOIN product_colors c ON c.product_id = f.id WHERE ${all(flags.color)} GROUP BY lower(c.name)
    UNION ALL
    SELECT 'attribute', a.name, av.name, a.translations::text, av.position, count(DISTINCT f.id)::int
      FROM found f JOIN product_attribute_values pav ON pav.product_id = f.id
      JOIN attribute_values av ON av.id = pav.attribute_value_id JOIN attributes a ON a.id = av.attribute_id
      WHERE ${attributeCondition} GROUP BY a.id, a.name, a.translations, av.id, av.name, av.position
    UNION ALL
    SELECT 'in_stock', NULL, NULL, NULL, 0, count(*) FILTER (WHERE f.in_stock)::int FROM found f WHERE ${all(flags.stock)}
    UNION ALL
    SELECT 'price', NULL, min(f.price)::text, max(f.price)::text, 0, count(*)::int FROM found f WHERE ${all(flags.price)}
    UNION ALL
    SELECT 'total', NULL, NULL, NULL, 0, count(*)::int FROM found f WHERE ${all()}`;
  const { rows } = await pool().query<FacetRow | (Omit<FacetRow, "facet"> & { facet: "total" })>(sql, values.list);
  const colors = rows
    .filter((r) => r.facet === "color")
    .sort((a, b) => b.count - a.count || a.value!.localeCompare(b.value!))
    .map((r) => ({ value: r.value!, code: r.extra!, count: r.count }));
  const attributes = new Map<string, { value: string; count: number; position: number }[]>();
  const labels = new Map<string, string>();
  for (const r of rows.filter((row) => row.facet === "attribute")) {
    const name = { name: r.name!, translations: r.extra && JSON.parse(r.extra) };
    labels.set(r.name!, (language ? translated(name, language, ["name"]) : name).name);
    const list = attributes.get(r.name!) ?? [];
    list.push({ value: r.value!, count: r.count, position: r.position });
    attributes.set(r.name!, list);
  }
  const price = rows.find((r) => r.facet === "price")!;
  return {
    total: rows.find((r) => r.facet === "total")!.count,
    // The bounds are already in the answer's currency.
    price: price.value === null ? null : { min: amountNumber(price.value), max: amountNumber(price.extra!) },
    colors,
    attributes: [...attributes]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, list]) => ({
        name,
        label: labels.get(name)!,
        values: list.sort((a, b) => a.position - b.position || a.value.localeCompare(b.value)).map(({ value, count }) => ({ value, count })),
      })),
    in_stock: rows.find((r) => r.facet === "in_stock")!.count,
  };
}
