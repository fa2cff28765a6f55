-- Suppliers become records of their store, named by id: the contract's public samples show a
-- standard product's `supplier` as an integer id. Every distinct name a store's products carried
-- becomes one supplier of that store (blank names are none), its products point at it, and the
-- text column goes. Edited by hand from the generated diff to move the names before the drop.

-- CreateTable
CREATE TABLE "suppliers" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "suppliers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "suppliers_store_id_name_key" ON "suppliers"("store_id", "name");

-- AddForeignKey
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "products" ADD COLUMN "supplier_id" INTEGER;

INSERT INTO "suppliers" ("store_id", "name", "updated_at")
SELECT DISTINCT "store_id", btrim("supplier"), CURRENT_TIMESTAMP FROM "products" WHERE btrim("supplier") <> ''
ORDER BY 1, 2;

UPDATE "products" p SET "supplier_id" = s."id"
FROM "suppliers" s WHERE s."store_id" = p."store_id" AND s."name" = btrim(p."supplier");

-- The update queued the catalog_version trigger's deferred events, and a table with pending
-- events cannot be altered: they run now.
SET CONSTRAINTS ALL IMMEDIATE;

ALTER TABLE "products" DROP COLUMN "supplier";

-- CreateIndex
CREATE INDEX "products_supplier_id_idx" ON "products"("supplier_id");

-- AddForeignKey
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_fkey" FOREIGN KEY ("supplier_id") REFERENCES "suppliers"("id") ON DELETE SET NULL ON UPDATE CASCADE;
