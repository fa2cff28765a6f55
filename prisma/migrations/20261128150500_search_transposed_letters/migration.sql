-- Two letters swapped is one typo, as Meilisearch and Algolia count it (Damerau): `lantren` for
-- `lantern` is two edits to Levenshtein, one more than a word of 7 letters is forgiven, and found
-- nothing. fuzzystrmatch has no Damerau distance; a word is within `allowed` typos when it is within
-- that many Levenshtein edits, or when one swap of two neighbouring letters of the query word brings
-- it within one fewer. The candidates are still the few the trigram index gives (`lantren` has 0.33
-- of `lantern`, above the 0.2 threshold), so the swaps are tried on a handful of words.
CREATE FUNCTION search_within_typos(typed text, word text, allowed integer) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT public.levenshtein_less_equal(typed, word, allowed) <= allowed
      OR EXISTS (SELECT 1 FROM generate_series(1, length(typed) - 1) i
                 WHERE substr(typed, i, 1) <> substr(typed, i + 1, 1)
                   AND public.levenshtein_less_equal(overlay(typed PLACING substr(typed, i + 1, 1) || substr(typed, i, 1) FROM i FOR 2), word, allowed - 1) <= allowed - 1)
$$;

CREATE OR REPLACE FUNCTION search_product_hits(store integer, query text, max_hits integer)
  RETURNS TABLE (product_id integer, score float8, total integer)
  LANGUAGE plpgsql STABLE ROWS 5
  SET plan_cache_mode = force_generic_plan
  SET pg_trgm.similarity_threshold = 0.2
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
                 WHERE v.store_id = store AND length(w.word) >= 3 AND w.word !~ '[0-9]'
                   AND (w.word <% v.word
                        OR (length(w.word) >= 5 AND w.word % v.word
                            AND public.search_within_typos(w.word, v.word, w.typos)))
                 ORDER BY w.word <<-> v.word, v.word
                 LIMIT 10) alike), '') || ')', ' & '))
    INTO typed, widened
    FROM (SELECT word, CASE WHEN length(word) >= 9 THEN 2 ELSE 1 END
          FROM (SELECT unnest(tsvector_to_array(to_tsvector('simple', folded)))
                EXCEPT
                SELECT token FROM ts_parse('default', folded) WHERE tokid IN (9, 10, 11)) words(word) -- hword_*part
         ) w(word, typos);
  RETURN QUERY
    SELECT s.product_id, (ts_rank(s.search_document, widened) + (s.search_document @@ typed)::integer)::float8, (count(*) OVER ())::integer
    FROM public.product_search s
    WHERE s.store_id = store AND s.status = 1 AND s.search_document @@ widened
    ORDER BY 2 DESC, 1
    LIMIT max_hits;
END $$;
