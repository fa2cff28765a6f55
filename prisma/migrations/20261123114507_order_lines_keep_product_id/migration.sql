-- An order line keeps the id of the product it bought, as Shopify and Medusa keep their line
-- snapshots: the contract types `product_id` as an integer and the apps parse it as one, but the
-- foreign key set it to null when the product was deleted. The id is now a plain column; name,
-- permalink, image and prices were snapshots already.
-- DropForeignKey
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_product_id_fkey";

-- A line whose product was deleted before this migration has lost the id for good: 0, an id no
-- product has, stands for it.
UPDATE "order_lines" SET "product_id" = 0 WHERE "product_id" IS NULL;

-- AlterTable
ALTER TABLE "order_lines" ALTER COLUMN "product_id" SET NOT NULL;
