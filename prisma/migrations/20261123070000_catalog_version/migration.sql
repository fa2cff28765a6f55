-- A version per store that changes with every committed change to what the catalog answers show
-- (products and their prices, images, colours, attributes, options, categories, brands, uploads,
-- reviews, currencies) and to the store row itself. The customer API reads it with the store on
-- every request and keys its answer cache with it (lib/api/answer-cache.ts), so a cached answer is
-- never served after the data under it changed, whichever instance changed it.
--
-- The bump runs at commit (a deferred constraint trigger), once per store and transaction: taking
-- the store row's lock last means a transaction that also locks product rows (an order taking
-- stock) cannot deadlock with another through it, and a bulk write bumps once, not per row.
-- Written by hand: Prisma's schema language has no triggers.
ALTER TABLE "stores" ADD COLUMN "catalog_version" BIGINT NOT NULL DEFAULT 0;

CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  store integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.store_id ELSE NEW.store_id END;
  flag text := 'commerce_catalog.bumped_' || store;
BEGIN
  IF current_setting(flag, true) IS DISTINCT FROM '1' THEN
    PERFORM set_config(flag, '1', true);
    UPDATE stores SET catalog_version = catalog_version + 1 WHERE id = store;
  END IF;
  -- A row moved to another store changes that store's catalog too.
  IF TG_OP = 'UPDATE' AND OLD.store_id <> NEW.store_id THEN
    UPDATE stores SET catalog_version = catalog_version + 1 WHERE id = OLD.store_id;
  END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['products', 'product_prices', 'product_categories', 'categories', 'brands', 'uploads',
                           'product_images', 'product_colors', 'product_attribute_values', 'attributes',
                           'attribute_values', 'option_groups', 'options', 'reviews', 'currencies'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
                    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version()',
                   t || '_catalog_version', t);
  END LOOP;
END $$;

-- Any other change to the store row (language, time zone, name...) is a new version too.
CREATE FUNCTION bump_store_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.catalog_version := OLD.catalog_version + 1;
  RETURN NEW;
END $$;

CREATE TRIGGER stores_catalog_version BEFORE UPDATE ON stores
  FOR EACH ROW WHEN (OLD.catalog_version = NEW.catalog_version) EXECUTE FUNCTION bump_store_version();
