-- "Today's" search, frozen for the baseline server: the body of search_product_hits as of migration
-- 20261128150500_search_transposed_letters. The app's function may change (better indexes, a cheaper
-- ranking); this copy must not, so the bench's ratios show what the change buys.
CREATE OR REPLACE FUNCTION bench_baseline_search_hits(store integer, query text, max_hits integer)
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
