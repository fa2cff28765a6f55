-- The paper trail (issue 26): numbered documents of an order (invoices `INV-`, later credit notes
-- `AVR-`) from a counter per store and series taken in the transaction that writes them, the
-- store's tax id printed on them, and the carrier and tracking number of a shipped order.
-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "carrier" TEXT,
ADD COLUMN     "tracking_number" TEXT;

-- AlterTable
ALTER TABLE "stores" ADD COLUMN     "tax_id" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "document_counters" (
    "store_id" INTEGER NOT NULL,
    "series" VARCHAR(8) NOT NULL,
    "last_number" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "document_counters_pkey" PRIMARY KEY ("store_id","series")
);

-- CreateTable
CREATE TABLE "invoices" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "series" VARCHAR(8) NOT NULL,
    "number" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "issued_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "invoices_order_id_idx" ON "invoices"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_store_id_series_number_key" ON "invoices"("store_id", "series", "number");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_store_id_code_key" ON "invoices"("store_id", "code");

-- AddForeignKey
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

