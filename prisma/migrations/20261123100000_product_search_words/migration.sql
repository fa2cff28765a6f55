-- Typo tolerance from each store's vocabulary instead of from every product (docs/decisions.md,
-- Search). Trigram word similarity of the query to each candidate product's name cost ~8 µs a
-- row, evaluated up to three times a row (index recheck, filter, score), so a search cost grew
-- with its matches: 3.3 ms for a word in 1 product of 8 in a store of 2,000 products, 141 ms in a
-- store of 100,000 (41 ms this way). The pattern of pg_trgm's documentation ("Text Search
-- Integration"): the words of a store's product names in their own table, matched by trigrams to
-- each query word, and the similar ones added to the full-text query as alternatives. Trigrams
-- then run over a few words, full text over the products; product_search keeps no folded name
-- and no trigram index any more (dropped below), so a product write no longer maintains them.
CREATE TABLE "product_search_words" (
  "store_id" INTEGER NOT NULL,
  "word" TEXT NOT NULL,
  CONSTRAINT "product_search_words_pkey" PRIMARY KEY ("store_id", "word"),
  CONSTRAINT "product_search_words_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE
) PARTITION BY HASH ("store_id");

DO $$
BEGIN
  FOR i IN 0..63 LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF "product_search_words" FOR VALUES WITH (MODULUS 64, REMAINDER %s)', 'product_search_words_' || i, i);
  END LOOP;
END $$;

CREATE INDEX "product_search_words_word_idx" ON "product_search_words" USING gin ("store_id", "word" gin_trgm_ops);

-- The words a name adds to its store's vocabulary: its full-text lexemes, folded, of three
-- letters or more (shorter ones have too few trigrams to compare), without digits (a model
-- number is not misspelled into another one).
CREATE FUNCTION product_name_words(name text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT word FROM unnest(tsvector_to_array(to_tsvector('simple', public.search_fold(coalesce(name, ''))))) word
    WHERE length(word) >= 3 AND word !~ '[0-9]'
  $$;

-- The vocabulary only grows: a word no product has any more matches nothing, so it costs a row
-- and never a wrong hit. Removing it would need a count per word, a row every write of that store
-- locks (imports running side by side would wait on, or deadlock over, their common words).
CREATE OR REPLACE FUNCTION sync_product_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A product moved to another store leaves its old store's partition.
  IF TG_OP = 'UPDATE' AND OLD.store_id <> NEW.store_id THEN
    DELETE FROM public.product_search WHERE store_id = OLD.store_id AND product_id = OLD.id;
  END IF;
  INSERT INTO public.product_search (store_id, product_id, status, search_document)
  VALUES (NEW.store_id, NEW.id, NEW.status, public.product_search_document(NEW.name, NEW.summary, NEW.description))
  ON CONFLICT (store_id, product_id) DO UPDATE
    SET status = EXCLUDED.status, search_document = EXCLUDED.search_document;
  IF TG_OP = 'INSERT' OR OLD.store_id <> NEW.store_id OR OLD.name IS DISTINCT FROM NEW.name THEN
    -- In word order, so that two products written at once with the same new words wait for each
    -- other instead of deadlocking (two transactions of several products each can still cross,
    -- as on any unique key: PostgreSQL then fails one of them with a deadlock error).
    INSERT INTO public.product_search_words (store_id, word)
    SELECT NEW.store_id, word FROM public.product_name_words(NEW.name) word ORDER BY word
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

INSERT INTO "product_search_words" (store_id, word)
SELECT DISTINCT p.store_id, w FROM "products" p, product_name_words(p.name) w;

-- A store's matches for a query, ranked, with the count of them all. The query is folded and cut
-- into words as product documents are (search_fold, the 'simple' configuration), but a hyphenated
-- word stays whole: its parts are not words of their own, so that `had-painted` is one misspelled
-- word close to `hand-painted`, not `had` (close to nothing) and `painted`. Each word matches as a
-- prefix, or as any word of the store's product names it is word-similar to (pg_trgm
-- `<%`: typos, partial words; the ten closest); every word must match, in the name, summary or
-- description. Score: the text rank over all those alternatives (name weighted A, summary B,
-- description C), plus 1 when the product matches the words as typed, so that a product with the
-- word itself ranks above one found through a similar word.
-- `SET plan_cache_mode`: as for the version it replaces (migration product_search_partitions), so
-- that PostgreSQL keeps a generic plan instead of planning all partitions again on every search.
DROP FUNCTION search_product_hits(integer, text, text, integer);
DROP INDEX "product_search_name_idx";
ALTER TABLE "product_search" DROP COLUMN "search_name";

CREATE FUNCTION search_product_hits(store integer, query text, max_hits integer)
  RETURNS TABLE (product_id integer, score float8, total integer)
  LANGUAGE plpgsql STABLE ROWS 5
  SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  folded text := public.search_fold(query);
  typed tsquery;
  widened tsquery;
BEGIN
  SELECT to_tsquery('simple', string_agg(quote_literal(w.word) || ':*', ' & ')),
         to_tsquery('simple', string_agg('(' || quote_literal(w.word) || ':*' || coalesce(' | ' || (
           SELECT string_agg(quote_literal(alike.word), ' | ')
           FROM (SELECT v.word FROM public.product_search_words v
                 WHERE v.store_id = store AND w.word <% v.word AND length(w.word) >= 3 AND w.word !~ '[0-9]'
                 ORDER BY w.word <<-> v.word, v.word
                 LIMIT 10) alike), '') || ')', ' & '))
    INTO typed, widened
    FROM (SELECT unnest(tsvector_to_array(to_tsvector('simple', folded)))
          EXCEPT
          SELECT token FROM ts_parse('default', folded) WHERE tokid IN (9, 10, 11)) w(word); -- hword_*part
  RETURN QUERY
    SELECT s.product_id, (ts_rank(s.search_document, widened) + (s.search_document @@ typed)::integer)::float8, (count(*) OVER ())::integer
    FROM public.product_search s
    WHERE s.store_id = store AND s.status = 1 AND s.search_document @@ widened
    ORDER BY 2 DESC, 1
    LIMIT max_hits;
END $$;
