-- AlterTable
ALTER TABLE "stores" ADD COLUMN     "order_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "product_count" INTEGER NOT NULL DEFAULT 0;


-- The owner's lists show "N orders" and "N products" on every page (lib/orders/order-pages.ts,
-- lib/catalog/owner-products.ts): counted per request, that was half the work of a page of orders
-- at a million products (2,000 index entries read for ten rows shown). Kept here instead, by
-- triggers that follow every write, even in plain SQL. Like the versions (migration
-- catalog_version), at commit: the store row's lock is taken last, after an order's stock rows,
-- and held only while the transaction commits. Written by hand: Prisma's schema language has no triggers.
CREATE FUNCTION count_store_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.store_id = NEW.store_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE stores SET order_count = order_count - 1 WHERE id = OLD.store_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE stores SET order_count = order_count + 1 WHERE id = NEW.store_id;
  END IF;
  RETURN NULL;
END $$;

-- A product counts while it is published (1) or a draft (2); deleted (3) it no longer does.
CREATE FUNCTION count_store_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted_before boolean := false;
  counted_after boolean := false;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    counted_before := OLD.status IN (1, 2);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    counted_after := NEW.status IN (1, 2);
  END IF;
  IF TG_OP = 'UPDATE' AND counted_before = counted_after AND OLD.store_id = NEW.store_id THEN
    RETURN NULL;
  END IF;
  IF counted_before THEN
    UPDATE stores SET product_count = product_count - 1 WHERE id = OLD.store_id;
  END IF;
  IF counted_after THEN
    UPDATE stores SET product_count = product_count + 1 WHERE id = NEW.store_id;
  END IF;
  RETURN NULL;
END $$;

-- An order moved to another store (only in plain SQL) leaves one count for the other.
CREATE CONSTRAINT TRIGGER "orders_store_count" AFTER INSERT OR DELETE OR UPDATE OF store_id ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_store_orders();
CREATE CONSTRAINT TRIGGER "products_store_count" AFTER INSERT OR DELETE OR UPDATE OF store_id, status ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION count_store_products();

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
