-- Product lists page newest first with `id` as the tie-break: with `id` in the index the page's
-- ids come from an index-only scan in that order, instead of reading every skipped row and sorting.
DROP INDEX "products_store_id_status_created_at_idx";

CREATE INDEX "products_store_id_status_created_at_id_idx" ON "products"("store_id", "status", "created_at", "id");
