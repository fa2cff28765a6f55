-- CreateEnum
CREATE TYPE "review_status" AS ENUM ('PENDING', 'APPROVED', 'HIDDEN');

-- DropIndex
DROP INDEX "reviews_product_id_idx";

-- DropIndex
DROP INDEX "reviews_store_id_idx";

-- AlterTable
ALTER TABLE "reviews" ADD COLUMN     "order_line_id" INTEGER,
ADD COLUMN     "replied_at" TIMESTAMP(3),
ADD COLUMN     "reply" TEXT,
ADD COLUMN     "status" "review_status" NOT NULL DEFAULT 'APPROVED',
ADD COLUMN     "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "stores" ADD COLUMN     "reviews_auto_publish" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "reviews_product_id_status_created_at_idx" ON "reviews"("product_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "reviews_store_id_status_created_at_idx" ON "reviews"("store_id", "status", "created_at");

-- One review per shopper and product from now on: an older second review of the same shopper stays,
-- no longer linked to them.
UPDATE "reviews" r SET "customer_id" = NULL
WHERE r."customer_id" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "reviews" o WHERE o."product_id" = r."product_id" AND o."customer_id" = r."customer_id" AND o."id" > r."id");

-- CreateIndex
CREATE UNIQUE INDEX "reviews_product_id_customer_id_key" ON "reviews"("product_id", "customer_id");

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_line_id_fkey" FOREIGN KEY ("order_line_id") REFERENCES "order_lines"("id") ON DELETE SET NULL ON UPDATE CASCADE;

