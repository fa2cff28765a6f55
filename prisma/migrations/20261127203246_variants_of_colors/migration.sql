-- Color x attribute values is one variant (Shopify's model: options become variants), with its own
-- price row: price, SKU and stock. A row of a color has its `color_id` and the key
-- "c<color id>-<sorted value ids>" ("c<color id>" with no attribute), so that the unique key
-- (product_id, variant_key) and the cart lines' foreign key to it stay as they are.

-- AlterTable
ALTER TABLE "product_prices" ADD COLUMN     "color_id" INTEGER;

-- CreateIndex
CREATE INDEX "product_prices_color_id_idx" ON "product_prices"("color_id");

-- AddForeignKey
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_color_id_fkey" FOREIGN KEY ("color_id") REFERENCES "product_colors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Each color of a product inherits its variant rows, at the same price and with the same stock (the
-- colors drew on one stock: copied, no color becomes unsellable; the owner corrects the counts);
-- a product of colors without variants gets one row per color from its own row.
INSERT INTO "product_prices" ("store_id", "product_id", "variant_key", "color_id", "sku", "purchase_price", "unit_price", "quantity", "created_at", "updated_at")
SELECT pr."store_id", pr."product_id", 'c' || c."id" || CASE WHEN pr."variant_key" = '' THEN '' ELSE '-' || pr."variant_key" END, c."id",
       pr."sku", pr."purchase_price", pr."unit_price", pr."quantity", pr."created_at", now()
FROM "product_prices" pr JOIN "product_colors" c ON c."product_id" = pr."product_id"
WHERE pr."variant_key" <> ''
   OR NOT EXISTS (SELECT 1 FROM "product_prices" v WHERE v."product_id" = pr."product_id" AND v."variant_key" <> '');

-- A cart line of no color, of a product that has colors, takes the product's first color (the one a
-- product page opens on); two lines that become one merge their quantities.
UPDATE "cart_lines" l SET "color_id" = (
  SELECT c."id" FROM "product_colors" c WHERE c."product_id" = l."product_id" ORDER BY c."position", c."id" LIMIT 1
)
WHERE l."color_id" IS NULL AND EXISTS (SELECT 1 FROM "product_colors" c WHERE c."product_id" = l."product_id");

UPDATE "cart_lines" l SET "quantity" = merged."quantity"
FROM (
  SELECT min("id") AS "id", sum("quantity")::int AS "quantity" FROM "cart_lines"
  GROUP BY "cart_id", "product_id", "color_id", "variant_key" HAVING count(*) > 1
) merged
WHERE l."id" = merged."id";

DELETE FROM "cart_lines" l
USING "cart_lines" kept
WHERE kept."cart_id" = l."cart_id" AND kept."product_id" = l."product_id" AND kept."color_id" = l."color_id"
  AND kept."variant_key" = l."variant_key" AND kept."id" < l."id";

-- Every line of a color now points at its color's row.
UPDATE "cart_lines" l
SET "variant_key" = 'c' || l."color_id" || CASE WHEN l."variant_key" = '' THEN '' ELSE '-' || l."variant_key" END,
    "line_key" = l."product_id" || ':' || l."color_id" || ':c' || l."color_id" || CASE WHEN l."variant_key" = '' THEN '' ELSE '-' || l."variant_key" END
WHERE l."color_id" IS NOT NULL;

-- An order line gives its stock back, when cancelled, to its color's row: the color its variant text
-- names ("Color: Camel, Size: L"), else the product's first.
UPDATE "order_lines" ol SET "product_price_id" = n."id"
FROM "product_prices" o, "product_prices" n
WHERE ol."product_price_id" = o."id" AND o."color_id" IS NULL AND n."product_id" = o."product_id"
  AND n."variant_key" = 'c' || (
    SELECT c."id" FROM "product_colors" c WHERE c."product_id" = o."product_id"
    ORDER BY coalesce(ol."variant" = 'Color: ' || c."name" OR starts_with(ol."variant", 'Color: ' || c."name" || ', '), false) DESC, c."position", c."id"
    LIMIT 1
  ) || CASE WHEN o."variant_key" = '' THEN '' ELSE '-' || o."variant_key" END;

-- The rows of no color, of a product that has colors, are sold no more: its own row keeps no stock
-- (as a product with variants), its variant rows go.
DELETE FROM "product_prices" pr
WHERE pr."color_id" IS NULL AND pr."variant_key" <> '' AND EXISTS (SELECT 1 FROM "product_colors" c WHERE c."product_id" = pr."product_id");

UPDATE "product_prices" pr SET "quantity" = 0
WHERE pr."variant_key" = '' AND pr."quantity" <> 0 AND EXISTS (SELECT 1 FROM "product_colors" c WHERE c."product_id" = pr."product_id");
