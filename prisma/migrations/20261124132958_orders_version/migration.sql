-- A version per store that changes with every committed change to its orders, their lines or its
-- customers: what the owner's order lists show. The administration API keys the kept answers of
-- /get-all-orders with it (lib/api/route.ts, `cached: "orders"`), so an order placed, moved a step,
-- paid or read, or a customer renamed, through any instance or straight in the database, is in the
-- next answer. Bumped at commit, once per store and transaction, as catalog_version is (migration
-- catalog_version): the store row's lock is taken last, after the order's stock rows.
-- Written by hand: Prisma's schema language has no triggers.
ALTER TABLE "stores" ADD COLUMN "orders_version" BIGINT NOT NULL DEFAULT 0;

CREATE FUNCTION bump_orders_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  store integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.store_id ELSE NEW.store_id END;
  flag text := 'commerce_orders.bumped_' || store;
BEGIN
  IF current_setting(flag, true) IS DISTINCT FROM '1' THEN
    PERFORM set_config(flag, '1', true);
    UPDATE stores SET orders_version = orders_version + 1 WHERE id = store;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.store_id <> NEW.store_id THEN
    UPDATE stores SET orders_version = orders_version + 1 WHERE id = OLD.store_id;
  END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['orders', 'order_lines', 'customers'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
                    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_orders_version()',
                   t || '_orders_version', t);
  END LOOP;
END $$;

-- The store row's own changes (its time zone, which the lists' dates are written in) still bump
-- catalog_version, which the orders' key holds too; a bump of orders_version alone is not one.
DROP TRIGGER "stores_catalog_version" ON "stores";
CREATE TRIGGER "stores_catalog_version" BEFORE UPDATE ON "stores"
  FOR EACH ROW WHEN (OLD.catalog_version = NEW.catalog_version AND OLD.stock_version = NEW.stock_version
                     AND OLD.orders_version = NEW.orders_version)
  EXECUTE FUNCTION bump_store_version();
