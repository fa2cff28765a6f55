-- A product's listing image is the first of its pictures unless the owner picked another
-- (lib/catalog/listing-image.ts). Products made in the dashboard got their pictures by a later
-- write that never set it, so they showed the placeholder everywhere: each product without a
-- thumbnail but with pictures gets its first picture (lowest position, then the first added).
UPDATE "products" p
SET "thumbnail_upload_id" = (
  SELECT i."upload_id" FROM "product_images" i WHERE i."product_id" = p."id" ORDER BY i."position", i."id" LIMIT 1
)
WHERE p."thumbnail_upload_id" IS NULL
  AND EXISTS (SELECT 1 FROM "product_images" i WHERE i."product_id" = p."id");
