-- Product search, made cheap per query (measured in docs/benchmarks.md): the folded name and the
-- weighted document are stored columns, computed on write, instead of being recomputed for every
-- candidate row of every search (it was 18-20 ms of a search's execution on 2,000 products); and
-- both indexes lead with store_id (btree_gin), so a search reads its own store's entries, not
-- every store's. Written by hand for the same reasons as the first search migration.
CREATE EXTENSION IF NOT EXISTS btree_gin;

ALTER TABLE "products"
  ADD COLUMN "search_name" text GENERATED ALWAYS AS (public.search_fold("name")) STORED,
  ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (public.product_search_document("name", "summary", "description")) STORED;

DROP INDEX "products_search_document_idx";
DROP INDEX "products_name_trgm_idx";
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("store_id", "search_document");
CREATE INDEX "products_search_name_idx" ON "products" USING gin ("store_id", "search_name" gin_trgm_ops);
