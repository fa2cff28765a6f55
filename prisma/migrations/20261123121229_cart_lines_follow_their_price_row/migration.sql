-- A cart line holds the price row (product, variant key) it was added at. A line whose variant was
-- deleted listed at price 0 and could not be bought; it now leaves the cart with its price row, as a
-- Shopify line of a deleted variant does, so that /cart/list's count and lines agree. The key cannot
-- change under a line: that would swap the variant the shopper chose.

-- Lines whose price row is already gone are of nothing that can be bought.
DELETE FROM "cart_lines" l
WHERE NOT EXISTS (SELECT 1 FROM "product_prices" p WHERE p."product_id" = l."product_id" AND p."variant_key" = l."variant_key");

-- CreateIndex
CREATE INDEX "cart_lines_product_id_variant_key_idx" ON "cart_lines"("product_id", "variant_key");

-- AddForeignKey
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_variant_key_fkey" FOREIGN KEY ("product_id", "variant_key") REFERENCES "product_prices"("product_id", "variant_key") ON DELETE CASCADE ON UPDATE NO ACTION;

