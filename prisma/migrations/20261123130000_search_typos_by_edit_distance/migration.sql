-- A misspelled query word also finds the words of the store's product names that are one edit
-- away (two for long words), as Meilisearch and Algolia forgive typos: one typo from 5 letters,
-- two from 9 (Meilisearch's defaults). Trigram word similarity alone (threshold 0.6) missed most
-- single typos: of 4,548 single-letter edits (dropped, added or changed) of 37 catalog words of 5
-- letters or more, 2,673 scored under 0.6 (`lantrn` has 0.57 of `lantern`). The similarity rule
-- stays for partial words (`woven` for `handwoven`), which edit distance does not forgive.
-- Candidates for the edit rule come from the same trigram index (`%`, trigram similarity above
-- pg_trgm.similarity_threshold, set to 0.2 here: those single edits scored 0.33 or more, and 2,222
-- double edits of words of 9 letters or more 0.25 or more); fuzzystrmatch's
-- `levenshtein_less_equal` then checks the edits, and stops counting past the allowed ones. The
-- ten closest words by word similarity still widen each query word.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

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
                            AND public.levenshtein_less_equal(w.word, v.word, w.typos) <= w.typos))
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
