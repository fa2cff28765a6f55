-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "refund_id" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "invoices_refund_id_key" ON "invoices"("refund_id");

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_fkey" FOREIGN KEY ("refund_id") REFERENCES "refunds"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

