-- The app ranks search from an index of each store's documents in its memory (lib/catalog/
-- search-index.ts), and falls back to search_product_hits while that index is being built. Both
-- must find and rank alike, so the query's words and each word's alternatives from the store's
-- vocabulary, which the app asks for and keeps, come from the two functions search_product_hits
-- now calls too.
--
-- One change to what is found: an alternative (a word of the vocabulary near a typed word) is now
-- a prefix, as the typed word always was, so `lantren` finds "lanterns" as well as "lantern". It
-- also makes the ranking well defined: ts_rank drops a repeated word of a query without looking at
-- whether it was a prefix, and a typed word is almost always among its own alternatives, so which
-- of `'lantern':*` and `'lantern'` it kept depended on the order of PostgreSQL's sort.

-- The words of a query, accents and case folded as documents are, each with the typos it forgives
-- (one, or two from 9 letters); the parts of a hyphenated word are not words of their own.
CREATE FUNCTION search_query_words(query text) RETURNS TABLE (word text, typos integer)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT w.word, CASE WHEN length(w.word) >= 9 THEN 2 ELSE 1 END
  FROM (SELECT unnest(tsvector_to_array(to_tsvector('simple', public.search_fold(query))))
        EXCEPT
        SELECT token FROM ts_parse('default', public.search_fold(query)) WHERE tokid IN (9, 10, 11)) w(word) -- hword_*part
$$;

-- Up to ten words of the store's product names a query word may stand for: words it is the start
-- of or trigram-similar to (partial words), or within its typos (swapped letters count as one),
-- nearest first; less those that the typed word or another of them already starts (every word is
-- asked for as a prefix, so they find nothing more, and each would count its matches twice in
-- the rank: `wombat` would put "Wombats" before "Wombat").
CREATE FUNCTION search_word_alternatives(store integer, typed text, typos integer) RETURNS text[]
  LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan
  SET pg_trgm.similarity_threshold = 0.2
AS $$
DECLARE
  nearest text[];
BEGIN
  IF length(typed) < 3 OR typed ~ '[0-9]' THEN
    RETURN '{}';
  END IF;
  nearest := ARRAY(SELECT v.word FROM public.product_search_words v
                   WHERE v.store_id = store
                     AND (typed <% v.word
                          OR (length(typed) >= 5 AND typed % v.word AND public.search_within_typos(typed, v.word, typos)))
                   ORDER BY typed <<-> v.word, v.word
                   LIMIT 10);
  RETURN ARRAY(SELECT a.word FROM unnest(nearest) WITH ORDINALITY a(word, n)
               WHERE NOT EXISTS (SELECT 1 FROM unnest(typed || nearest) b(word) WHERE starts_with(a.word, b.word) AND (b.word <> a.word OR b.word = typed))
               ORDER BY a.n);
END $$;

CREATE OR REPLACE FUNCTION search_product_hits(store integer, query text, max_hits integer)
  RETURNS TABLE (product_id integer, score float8, total integer)
  LANGUAGE plpgsql STABLE ROWS 5
  SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  typed tsquery;
  widened tsquery;
BEGIN
  SELECT to_tsquery('simple', string_agg(quote_literal(w.word) || ':*', ' & ')),
         to_tsquery('simple', string_agg('(' || (SELECT string_agg(quote_literal(t) || ':*', ' | ')
                                                 FROM unnest(w.word || public.search_word_alternatives(store, w.word, w.typos)) t) || ')', ' & '))
    INTO typed, widened
    FROM public.search_query_words(query) w;
  RETURN QUERY
    SELECT s.product_id, (ts_rank(s.search_document, widened) + (s.search_document @@ typed)::integer)::float8, (count(*) OVER ())::integer
    FROM public.product_search s
    WHERE s.store_id = store AND s.status = 1 AND s.search_document @@ widened
    ORDER BY 2 DESC, 1
    LIMIT max_hits;
END $$;
