-- Arabic as shoppers type it, folded as Meilisearch's tokenizer (charabia) folds it: a phone
-- keyboard's alef has no hamza (ابريق for إبريق), a final ة is often typed ه and a final ى typed ي,
-- names are sometimes written with vowel marks or stretched with tatweel (مِرْآة, كبيـــرة), which
-- nobody types in a search box, and the article ال is written onto its noun (المصباح, "the lamp",
-- should answer مصباح). unaccent folds none of these.
--   آ أ إ ٱ (U+0622, U+0623, U+0625, U+0671) become ا (U+0627), ؤ (U+0624) و (U+0648), ئ (U+0626) and
--   ى (U+0649) ي (U+064A), ة (U+0629) ه (U+0647), and Arabic-Indic and Persian digits (U+0660 to
--   U+0669, U+06F0 to U+06F9) their ASCII ones (٦ for 6: a phone keyboard in Arabic types them);
--   tatweel (U+0640), the harakat (U+064B to U+0652), the combining madda and hamzas (U+0653 to
--   U+0655) and the superscript alef (U+0670) are dropped;
--   then a word's leading ال is taken off when two letters or more follow it (الم, "pain", stays).
-- Documents, the vocabulary and queries all go through search_fold, so each side is folded alike.
-- In PL/pgSQL, to skip the Arabic rules for text that unaccent left in ASCII: translate() over
-- multibyte text cost 50 µs a 450-letter description (measured on the benchmark's catalogue: 2,000
-- descriptions folded in 114 ms, against 14 ms before and with this check).
CREATE OR REPLACE FUNCTION search_fold(input text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
DECLARE
  folded text := lower(public.unaccent('public.unaccent'::regdictionary, input));
BEGIN
  IF octet_length(folded) = length(folded) THEN
    RETURN folded;
  END IF;
  folded := translate(folded,
                      U&'\0622\0623\0625\0671\0624\0626\0649\0629'
                        || U&'\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9'
                        || U&'\0640\064B\064C\064D\064E\064F\0650\0651\0652\0653\0654\0655\0670',
                      U&'\0627\0627\0627\0627\0648\064A\064A\0647' || '01234567890123456789');
  IF strpos(folded, U&'\0627\0644') = 0 THEN
    RETURN folded;
  END IF;
  RETURN regexp_replace(folded, U&'(^|[^\0621-\064A])\0627\0644([\0621-\064A]{2})', '\1\2', 'g');
END $$;

-- Only a product with Arabic letters or digits can have another document or other words now.
UPDATE product_search s
SET search_document = public.product_search_document(p.name, p.summary, p.description) || public.product_translations_document(p.translations)
FROM products p
WHERE p.id = s.product_id AND p.store_id = s.store_id
  AND concat_ws(' ', p.name, p.summary, p.description, p.translations::text) ~ U&'[\0621-\0671\06F0-\06F9]';

-- Arabic words of the vocabulary as they were folded before can no longer be asked for: each is
-- replaced by its folded form.
DELETE FROM product_search_words WHERE word ~ U&'[\0621-\0671\06F0-\06F9]';
INSERT INTO product_search_words (store_id, word)
SELECT DISTINCT p.store_id, word
FROM products p, product_translated_names(p.name, p.translations) n, product_name_words(n) word
WHERE concat_ws(' ', p.name, p.translations::text) ~ U&'[\0621-\0671\06F0-\06F9]'
ON CONFLICT DO NOTHING;
