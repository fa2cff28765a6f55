-- Stock gets its own version per store. Only /product-details shows stock; lists, categories and
-- search do not, yet every order (stock taken or given back) bumped catalog_version and so emptied
-- every kept answer of its store: in a store taking an order every few seconds, search would run
-- with its cache nearly always cold. Now an update that changes nothing but a row's stock columns
-- (named as the trigger's arguments; updated_at aside) bumps stock_version, which only the answers
-- showing stock are keyed with (lib/api/route.ts, `cached`). Anything else still bumps
-- catalog_version, as before (migration catalog_version).
ALTER TABLE "stores" ADD COLUMN "stock_version" BIGINT NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  store integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.store_id ELSE NEW.store_id END;
  stock_only boolean := TG_OP = 'UPDATE' AND TG_NARGS > 0 AND OLD.store_id = NEW.store_id
    AND to_jsonb(OLD) - TG_ARGV - 'updated_at' = to_jsonb(NEW) - TG_ARGV - 'updated_at';
  flag text := CASE WHEN stock_only THEN 'commerce_stock' ELSE 'commerce_catalog' END || '.bumped_' || store;
BEGIN
  IF current_setting(flag, true) IS DISTINCT FROM '1' THEN
    PERFORM set_config(flag, '1', true);
    IF stock_only THEN
      UPDATE stores SET stock_version = stock_version + 1 WHERE id = store;
    ELSE
      UPDATE stores SET catalog_version = catalog_version + 1 WHERE id = store;
    END IF;
  END IF;
  -- A row moved to another store changes that store's catalog too.
  IF TG_OP = 'UPDATE' AND OLD.store_id <> NEW.store_id THEN
    UPDATE stores SET catalog_version = catalog_version + 1 WHERE id = OLD.store_id;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER "product_prices_catalog_version" ON "product_prices";
CREATE CONSTRAINT TRIGGER "product_prices_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "product_prices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version('quantity');
DROP TRIGGER "options_catalog_version" ON "options";
CREATE CONSTRAINT TRIGGER "options_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "options"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_catalog_version('stock');

-- The store row's own changes bump catalog_version, but not the version bumps themselves.
DROP TRIGGER "stores_catalog_version" ON "stores";
CREATE TRIGGER "stores_catalog_version" BEFORE UPDATE ON "stores"
  FOR EACH ROW WHEN (OLD.catalog_version = NEW.catalog_version AND OLD.stock_version = NEW.stock_version)
  EXECUTE FUNCTION bump_store_version();
