-- AlterTable
ALTER TABLE "attributes" ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "categories" ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "option_groups" ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "options" ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "products" ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

-- A product is found by the words of every language it is written in (docs/decisions.md, "The
-- catalogue in several languages"): each translation's name, summary and description join the
-- product's document with the weights of its own columns, and translated names join the store's
-- vocabulary, so a typo in Arabic or French is forgiven as one in the store's language is.
-- A function of its own beside product_search_document, whose three-argument form the benchmark
-- seeds with.
CREATE FUNCTION product_translations_document(translations jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(tsvector_agg, ''::tsvector) FROM (
      SELECT string_agg(public.product_search_document(t.value ->> 'name', t.value ->> 'summary', t.value ->> 'description')::text, ' ')::tsvector AS tsvector_agg
      FROM jsonb_each(CASE WHEN jsonb_typeof(translations) = 'object' THEN translations ELSE '{}'::jsonb END) t
      WHERE jsonb_typeof(t.value) = 'object'
    ) documents
  $$;

-- The names a product is known by, in every language.
CREATE FUNCTION product_translated_names(name text, translations jsonb) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT name
    UNION ALL
    SELECT t.value ->> 'name' FROM jsonb_each(CASE WHEN jsonb_typeof(translations) = 'object' THEN translations ELSE '{}'::jsonb END) t
    WHERE jsonb_typeof(t.value) = 'object' AND t.value ? 'name'
  $$;

CREATE OR REPLACE FUNCTION sync_product_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A product moved to another store leaves its old store's partition.
  IF TG_OP = 'UPDATE' AND OLD.store_id <> NEW.store_id THEN
    DELETE FROM public.product_search WHERE store_id = OLD.store_id AND product_id = OLD.id;
  END IF;
  INSERT INTO public.product_search (store_id, product_id, status, search_document)
  VALUES (NEW.store_id, NEW.id, NEW.status,
          public.product_search_document(NEW.name, NEW.summary, NEW.description) || public.product_translations_document(NEW.translations))
  ON CONFLICT (store_id, product_id) DO UPDATE
    SET status = EXCLUDED.status, search_document = EXCLUDED.search_document;
  IF TG_OP = 'INSERT' OR OLD.store_id <> NEW.store_id OR OLD.name IS DISTINCT FROM NEW.name
     OR OLD.translations IS DISTINCT FROM NEW.translations THEN
    -- In word order, so that two products written at once with the same new words wait for each
    -- other instead of deadlocking.
    INSERT INTO public.product_search_words (store_id, word)
    SELECT DISTINCT NEW.store_id, word
    FROM public.product_translated_names(NEW.name, NEW.translations) n, public.product_name_words(n) word
    ORDER BY 2
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER products_search ON products;
CREATE TRIGGER products_search AFTER INSERT OR UPDATE OF store_id, name, summary, description, translations, status ON products
  FOR EACH ROW EXECUTE FUNCTION sync_product_search();
