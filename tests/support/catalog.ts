import { sql } from "./database";

// The demo catalog's products with variants, and the contract's selection objects that name them.

export type PriceRow = { id: number; variant_key: string };

/** A product with two colours and two variants of two attributes each, which its colours share (the seed's kaftan). */
export async function variantProduct() {
  const [row] = await sql<{ id: number; name: string; slug: string; prices: PriceRow[]; colors: number[] }>(
    `SELECT p.id, p.name, p.slug, array(SELECT c.id FROM product_colors c WHERE c.product_id = p.id ORDER BY c.id) AS colors,
       (SELECT json_agg(json_build_object('id', pr.id, 'variant_key', pr.variant_key) ORDER BY pr.id) FROM product_prices pr
        WHERE pr.product_id = p.id AND pr.variant_key ~ '^[0-9]+-[0-9]+$') AS prices
     FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo' AND p.status = 1
       AND (SELECT count(*) FROM product_colors c WHERE c.product_id = p.id) >= 2
       AND (SELECT count(*) FROM product_prices pr WHERE pr.product_id = p.id AND pr.variant_key ~ '^[0-9]+-[0-9]+$') >= 2 ORDER BY p.id LIMIT 1`,
  );
  if (!row) throw new Error("the demo catalog has no product with two colours and two variants of two attributes");
  return row;
}

export type Selection = Record<string, { parent_id: number; child_id: number; child_Name: string; parent_name: string }>;

/** The contract's variant selection object for a price row's variant key (its values; a colour's `c<id>-` left out), in the key's order. */
export async function selectionOf(variantKey: string): Promise<Selection> {
  const values = await sql<{ id: number; name: string; attribute_id: number; attribute: string }>(
    `SELECT v.id, v.name, a.id AS attribute_id, a.name AS attribute FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id
     WHERE v.id = ANY($1::int[]) ORDER BY v.id`,
    [
      variantKey
        .replace(/^c\d+-?/, "")
        .split("-")
        .map(Number),
    ],
  );
  return Object.fromEntries(values.map((v) => [v.attribute, { parent_id: v.attribute_id, child_id: v.id, child_Name: v.name, parent_name: v.attribute }]));
}

/** The text the answers give for a selection: `Size: M, Material: Cotton`. */
export const selectionText = (selection: Selection) =>
  Object.values(selection)
    .map((v) => `${v.parent_name}: ${v.child_Name}`)
    .join(", ");
