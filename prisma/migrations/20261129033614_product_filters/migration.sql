-- What a narrowed list filters and sorts by, kept per product (docs/decisions.md, "Reads at a
-- million products"): its categories, colours and attribute values as arrays, its selling price and
-- whether it is in stock, in one narrow row. Computed at read time, a category of 200 products
-- cost some 1,700 buffer reads of correlated lookups (colours, attribute values through three
-- tables, two stock probes, the price row) for every filtered page; from these rows it is one
-- index lookup and a pass over 200 small rows. Kept by triggers on every table the row comes
-- from, in the writer's transaction, so a list never sees a product as it was. Written by hand:
-- Prisma's schema language has no triggers or views.
-- CreateTable
CREATE TABLE "product_filters" (
    "product_id" INTEGER NOT NULL,
    "store_id" INTEGER NOT NULL,
    "status" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,
    "category_ids" INTEGER[],
    "colors" TEXT[],
    "attribute_values" TEXT[],
    "price" DECIMAL(12,2),
    "in_stock" BOOLEAN NOT NULL,

    CONSTRAINT "product_filters_pkey" PRIMARY KEY ("product_id")
);

-- CreateIndex
CREATE INDEX "product_filters_store_id_status_idx" ON "product_filters"("store_id", "status");

-- CreateIndex
CREATE INDEX "product_filters_category_ids_idx" ON "product_filters" USING GIN ("category_ids");

-- AddForeignKey
ALTER TABLE "product_filters" ADD CONSTRAINT "product_filters_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The rows as they are now, the one definition of each: the selling price is the base price less
-- the product's own discount, never below zero (lib/catalog/pricing.ts' sellingPrice); a product is
-- in stock when a row it sells has some, its variants' rows when it has variants, else its own.
CREATE VIEW "product_filter_rows" AS
SELECT p.id AS product_id, p.store_id, p.status, p.created_at,
       coalesce((SELECT array_agg(pc.category_id ORDER BY pc.category_id) FROM product_categories pc WHERE pc.product_id = p.id), '{}') AS category_ids,
       coalesce((SELECT array_agg(DISTINCT lower(c.name)) FROM product_colors c WHERE c.product_id = p.id), '{}') AS colors,
       coalesce((SELECT array_agg(DISTINCT lower(a.name) || chr(31) || lower(av.name))
                 FROM product_attribute_values pav JOIN attribute_values av ON av.id = pav.attribute_value_id
                 JOIN attributes a ON a.id = av.attribute_id WHERE pav.product_id = p.id), '{}') AS attribute_values,
       (SELECT greatest(0, CASE p.discount_type
                 WHEN 1 THEN pr.unit_price - coalesce(p.discount_amount, 0)
                 WHEN 2 THEN pr.unit_price - round(pr.unit_price * coalesce(p.discount_amount, 0) / 100, 2)
                 ELSE pr.unit_price END)
        FROM product_prices pr WHERE pr.product_id = p.id AND pr.variant_key = '') AS price,
       EXISTS (SELECT 1 FROM product_prices s WHERE s.product_id = p.id AND s.quantity > 0
               AND (s.variant_key <> '' OR NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> ''))) AS in_stock
FROM products p;

-- Writes only the rows that changed: an order taking stock rewrites a row only when the product
-- runs out.
CREATE FUNCTION refresh_product_filters(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_filters (product_id, store_id, status, created_at, category_ids, colors, attribute_values, price, in_stock)
  SELECT product_id, store_id, status, created_at, category_ids, colors, attribute_values, price, in_stock
  FROM product_filter_rows WHERE product_id = ANY(ids)
  ON CONFLICT (product_id) DO UPDATE SET store_id = excluded.store_id, status = excluded.status, created_at = excluded.created_at,
    category_ids = excluded.category_ids, colors = excluded.colors, attribute_values = excluded.attribute_values,
    price = excluded.price, in_stock = excluded.in_stock
  WHERE (product_filters.store_id, product_filters.status, product_filters.created_at, product_filters.category_ids,
         product_filters.colors, product_filters.attribute_values, product_filters.price, product_filters.in_stock)
        IS DISTINCT FROM (excluded.store_id, excluded.status, excluded.created_at, excluded.category_ids,
         excluded.colors, excluded.attribute_values, excluded.price, excluded.in_stock)
$$;

CREATE FUNCTION product_filters_of_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_filters(ARRAY[NEW.id]);
  RETURN NULL;
END $$;

-- A row of a table with a product_id column: its product, and the one it left when moved.
CREATE FUNCTION product_filters_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_product_filters(ARRAY[NEW.product_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_product_filters(ARRAY[OLD.product_id]);
  ELSE
    PERFORM refresh_product_filters(ARRAY[NEW.product_id, OLD.product_id]);
  END IF;
  RETURN NULL;
END $$;

-- A renamed attribute or value changes every product that has it.
CREATE FUNCTION product_filters_of_attribute_value() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_filters(ARRAY(SELECT pav.product_id FROM product_attribute_values pav WHERE pav.attribute_value_id = NEW.id));
  RETURN NULL;
END $$;

CREATE FUNCTION product_filters_of_attribute() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_filters(ARRAY(SELECT pav.product_id FROM product_attribute_values pav
    JOIN attribute_values av ON av.id = pav.attribute_value_id WHERE av.attribute_id = NEW.id));
  RETURN NULL;
END $$;

CREATE TRIGGER products_filters AFTER INSERT OR UPDATE OF store_id, status, created_at, discount_type, discount_amount ON products
  FOR EACH ROW EXECUTE FUNCTION product_filters_of_product();
CREATE TRIGGER product_prices_filters AFTER INSERT OR DELETE ON product_prices
  FOR EACH ROW EXECUTE FUNCTION product_filters_of_row();
-- An order taking stock updates a price row's quantity: the row changes only when the quantity
-- crosses zero, so the trigger is not even called otherwise (checkout's hot path).
CREATE TRIGGER product_prices_filters_update AFTER UPDATE OF product_id, variant_key, unit_price, quantity ON product_prices
  FOR EACH ROW WHEN (OLD.product_id IS DISTINCT FROM NEW.product_id OR OLD.variant_key IS DISTINCT FROM NEW.variant_key
                     OR OLD.unit_price IS DISTINCT FROM NEW.unit_price OR (OLD.quantity > 0) IS DISTINCT FROM (NEW.quantity > 0))
  EXECUTE FUNCTION product_filters_of_row();
CREATE TRIGGER product_categories_filters AFTER INSERT OR UPDATE OR DELETE ON product_categories
  FOR EACH ROW EXECUTE FUNCTION product_filters_of_row();
CREATE TRIGGER product_colors_filters AFTER INSERT OR DELETE OR UPDATE OF product_id, name ON product_colors
  FOR EACH ROW EXECUTE FUNCTION product_filters_of_row();
CREATE TRIGGER product_attribute_values_filters AFTER INSERT OR UPDATE OR DELETE ON product_attribute_values
  FOR EACH ROW EXECUTE FUNCTION product_filters_of_row();
CREATE TRIGGER attribute_values_filters AFTER UPDATE OF name, attribute_id ON attribute_values
  FOR EACH ROW EXECUTE FUNCTION product_filters_of_attribute_value();
CREATE TRIGGER attributes_filters AFTER UPDATE OF name ON attributes
  FOR EACH ROW EXECUTE FUNCTION product_filters_of_attribute();

-- The products already written, each look-up planned on fresh statistics (without them, a table never
-- analysed is planned as small, and a million products' look-ups as scans of whole tables).
ANALYZE products, product_categories, product_colors, product_attribute_values, attribute_values, attributes, product_prices;
INSERT INTO product_filters SELECT * FROM product_filter_rows;
ANALYZE product_filters;
