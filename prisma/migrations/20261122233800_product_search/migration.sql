-- Product search (lib/catalog/search-products.ts): full-text over name, summary and description,
-- name weighted highest, plus trigram word similarity on the name for typos and partial words;
-- accent- and case-insensitive. Written by hand: Prisma's schema cannot express extensions,
-- functions or expression indexes, and ignores them when it diffs.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- Names inside the functions are schema-qualified: PostgreSQL 17+ runs index expressions with a
-- restricted search_path.
-- unaccent() is only STABLE (its dictionary could change); indexes need an IMMUTABLE wrapper that
-- names the dictionary explicitly.
CREATE OR REPLACE FUNCTION search_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, input)) $$;

CREATE OR REPLACE FUNCTION product_search_document(name text, summary text, description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(to_tsvector('simple', public.search_fold(coalesce(name, ''))), 'A')
        || setweight(to_tsvector('simple', public.search_fold(coalesce(summary, ''))), 'B')
        || setweight(to_tsvector('simple', public.search_fold(coalesce(description, ''))), 'C')
  $$;

CREATE INDEX "products_search_document_idx" ON "products" USING gin (product_search_document("name", "summary", "description"));
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (search_fold("name") gin_trgm_ops);
