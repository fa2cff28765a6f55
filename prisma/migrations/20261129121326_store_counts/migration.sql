-- AlterTable
ALTER TABLE "stores" ADD COLUMN     "order_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "product_count" INTEGER NOT NULL DEFAULT 0;


-- The owner's lists show "N orders" and "N products" on every page (lib/orders/order-pages.ts,
-- lib/catalog/owner-products.ts): counted per request, that was half the work of a page of orders
-- at a million products (2,000 index entries read for ten rows shown). Kept here instead, by
-- triggers that follow every write, even in plain SQL. Written by hand: Prisma's schema language
-- has no triggers.
--
-- Each row written adds its change to a sum kept for the transaction (a transaction-local setting
-- per store, undone with a rolled-back savepoint as the rows are), and the store row is updated
-- once per store at commit with the sums, as the versions are bumped (migration catalog_version):
-- its lock is taken last, after an order's stock rows, and only while the transaction commits. One
-- update per row instead would leave a chain of 100,000 versions of the store row for a bulk write
-- of 100,000 orders, each update walking it: hours.
-- The change of this transaction not yet written to the store row (0 when none).
CREATE FUNCTION store_count_change(store integer, counter text) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('commerce_counts.' || counter || '_' || store, true), ''), '0')::integer
$$;

CREATE FUNCTION add_store_count(store integer, counter text, change integer) RETURNS void LANGUAGE sql AS $$
  SELECT set_config('commerce_counts.' || counter || '_' || store, (public.store_count_change(store, counter) + change)::text, true)
$$;

-- A product counts while it is published (1) or a draft (2); deleted (3) it no longer does.
CREATE FUNCTION note_store_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted_before boolean := TG_OP <> 'INSERT';
  counted_after boolean := TG_OP <> 'DELETE';
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    IF TG_OP <> 'INSERT' THEN counted_before := OLD.status IN (1, 2); END IF;
    IF TG_OP <> 'DELETE' THEN counted_after := NEW.status IN (1, 2); END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND counted_before = counted_after AND OLD.store_id = NEW.store_id THEN
    RETURN NULL;
  END IF;
  IF counted_before THEN PERFORM public.add_store_count(OLD.store_id, TG_TABLE_NAME, -1); END IF;
  IF counted_after THEN PERFORM public.add_store_count(NEW.store_id, TG_TABLE_NAME, 1); END IF;
  RETURN NULL;
END $$;

-- At commit, the sums of the stores of the row, written and zeroed: the first row of a store does
-- it, the others find nothing left to add.
CREATE FUNCTION apply_store_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  store integer;
  orders integer;
  products integer;
BEGIN
  FOREACH store IN ARRAY ARRAY[CASE WHEN TG_OP <> 'INSERT' THEN OLD.store_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.store_id END] LOOP
    CONTINUE WHEN store IS NULL;
    orders := public.store_count_change(store, 'orders');
    products := public.store_count_change(store, 'products');
    CONTINUE WHEN orders = 0 AND products = 0;
    UPDATE stores SET order_count = order_count + orders, product_count = product_count + products WHERE id = store;
    PERFORM public.add_store_count(store, 'orders', -orders), public.add_store_count(store, 'products', -products);
  END LOOP;
  RETURN NULL;
END $$;

-- An order moved to another store (only in plain SQL) leaves one count for the other.
CREATE TRIGGER "orders_store_count" AFTER INSERT OR DELETE OR UPDATE OF store_id ON "orders"
  FOR EACH ROW EXECUTE FUNCTION note_store_counts();
CREATE CONSTRAINT TRIGGER "orders_store_count_commit" AFTER INSERT OR DELETE OR UPDATE OF store_id ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION apply_store_counts();
CREATE TRIGGER "products_store_count" AFTER INSERT OR DELETE OR UPDATE OF store_id, status ON "products"
  FOR EACH ROW EXECUTE FUNCTION note_store_counts();
CREATE CONSTRAINT TRIGGER "products_store_count_commit" AFTER INSERT OR DELETE OR UPDATE OF store_id, status ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION apply_store_counts();

-- A count kept is no change to the store: it bumps none of the versions.
DROP TRIGGER "stores_catalog_version" ON "stores";
CREATE TRIGGER "stores_catalog_version" BEFORE UPDATE ON "stores"
  FOR EACH ROW WHEN (OLD.catalog_version = NEW.catalog_version AND OLD.stock_version = NEW.stock_version
                     AND OLD.orders_version = NEW.orders_version
                     AND OLD.order_count = NEW.order_count AND OLD.product_count = NEW.product_count)
  EXECUTE FUNCTION bump_store_version();

-- Every store's counts from its rows: here for the stores that exist, and for a database written with
-- triggers off (the benchmark's catalogs, bench/large-catalog.ts).
CREATE FUNCTION count_store_rows_anew() RETURNS void LANGUAGE sql AS $$
  UPDATE stores s SET
    order_count = (SELECT count(*) FROM orders o WHERE o.store_id = s.id),
    product_count = (SELECT count(*) FROM products p WHERE p.store_id = s.id AND p.status IN (1, 2))
$$;
SELECT count_store_rows_anew();
