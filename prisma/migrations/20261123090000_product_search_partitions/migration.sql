-- Product search in its own table, hash-partitioned by store (lib/catalog/search-products.ts).
-- The GIN indexes on products led with store_id, but a GIN scan still reads each query word's and
-- trigram's entries of every store before keeping this store's: a search's index scans cost grew
-- with the whole platform's catalog (2.1 ms of a 3 ms search at 50 stores of 2,000 products,
-- 3.6 ms at 99 stores; docs/decisions.md). In 64 partitions, a search reads the partition of its
-- store, shared with about one in 64 of the other stores, and ranks rows a third the width of a
-- product's. The folded name and the weighted document move here from products' generated columns;
-- a trigger keeps them, so any write to a product (dashboard, import, plain SQL) is searchable in
-- the same transaction. Written by hand: Prisma's schema language has neither partitions nor
-- triggers (the model ProductSearch declares the table so that migration diffs keep it).
CREATE TABLE "product_search" (
  "store_id" INTEGER NOT NULL,
  "product_id" INTEGER NOT NULL,
  "status" INTEGER NOT NULL,
  "search_name" TEXT NOT NULL,
  "search_document" tsvector NOT NULL,
  CONSTRAINT "product_search_pkey" PRIMARY KEY ("store_id", "product_id"),
  CONSTRAINT "product_search_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE
) PARTITION BY HASH ("store_id");

DO $$
BEGIN
  FOR i IN 0..63 LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF "product_search" FOR VALUES WITH (MODULUS 64, REMAINDER %s)', 'product_search_' || i, i);
  END LOOP;
END $$;

CREATE INDEX "product_search_product_id_idx" ON "product_search" ("product_id");
CREATE INDEX "product_search_document_idx" ON "product_search" USING gin ("store_id", "search_document");
CREATE INDEX "product_search_name_idx" ON "product_search" USING gin ("store_id", "search_name" gin_trgm_ops);

CREATE FUNCTION sync_product_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A product moved to another store leaves its old store's partition.
  IF TG_OP = 'UPDATE' AND OLD.store_id <> NEW.store_id THEN
    DELETE FROM public.product_search WHERE store_id = OLD.store_id AND product_id = OLD.id;
  END IF;
  INSERT INTO public.product_search (store_id, product_id, status, search_name, search_document)
  VALUES (NEW.store_id, NEW.id, NEW.status, public.search_fold(NEW.name), public.product_search_document(NEW.name, NEW.summary, NEW.description))
  ON CONFLICT (store_id, product_id) DO UPDATE
    SET status = EXCLUDED.status, search_name = EXCLUDED.search_name, search_document = EXCLUDED.search_document;
  RETURN NULL;
END $$;

CREATE TRIGGER products_search AFTER INSERT OR UPDATE OF store_id, name, summary, description, status ON products
  FOR EACH ROW EXECUTE FUNCTION sync_product_search();

-- A store's matches for a query, ranked, with the count of them all: text rank of the prefix
-- tsquery `words` + trigram word similarity of the folded `query` to the name. The query is parsed
-- and folded once (a materialized CTE), not for every candidate row. A function for one setting:
-- PostgreSQL's choice between a custom and a generic plan counts every partition in the generic
-- plan's cost, so a prepared search would be planned afresh each time (~0.6 ms of a 2 ms search);
-- `plan_cache_mode` is per session, and SET on a function scopes it to this query.
CREATE FUNCTION search_product_hits(store integer, words text, query text, max_hits integer)
  RETURNS TABLE (product_id integer, score float8, total integer)
  LANGUAGE plpgsql STABLE ROWS 5
  SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN QUERY
    WITH q AS MATERIALIZED (SELECT to_tsquery('simple', words) AS tq, public.search_fold(query) AS folded)
    SELECT s.product_id,
           (ts_rank(s.search_document, q.tq) + word_similarity(q.folded, s.search_name))::float8,
           (count(*) OVER ())::integer
    FROM q, public.product_search s
    WHERE s.store_id = store AND s.status = 1 AND (s.search_document @@ q.tq OR q.folded <% s.search_name)
    ORDER BY 2 DESC, 1
    LIMIT max_hits;
END $$;

INSERT INTO "product_search" (store_id, product_id, status, search_name, search_document)
SELECT store_id, id, status, search_name, search_document FROM products;

DROP INDEX "products_search_document_idx";
DROP INDEX "products_search_name_idx";
ALTER TABLE "products" DROP COLUMN "search_name", DROP COLUMN "search_document";
