-- A category's picture becomes an upload of its store, as a product's thumbnail is: the
-- administration API chooses it from the gallery by upload id, and deleting that upload leaves
-- the category without a picture (the customer API then shows a product's, or the placeholder)
-- instead of a path to a file that is gone. Existing paths become the upload stored at that path
-- in the same store; a path no upload of the store holds is dropped.
ALTER TABLE "categories" ADD COLUMN "image_upload_id" INTEGER;

UPDATE "categories" c SET "image_upload_id" = u.id
FROM "uploads" u
WHERE u.store_id = c.store_id AND u.path = c.image;

-- The update queued the catalog_version trigger for the commit (it is deferred); PostgreSQL alters
-- no table with events pending, so they run now.
SET CONSTRAINTS ALL IMMEDIATE;

ALTER TABLE "categories" DROP COLUMN "image";

CREATE INDEX "categories_image_upload_id_idx" ON "categories"("image_upload_id");

ALTER TABLE "categories" ADD CONSTRAINT "categories_image_upload_id_fkey" FOREIGN KEY ("image_upload_id") REFERENCES "uploads"("id") ON DELETE SET NULL ON UPDATE CASCADE;
