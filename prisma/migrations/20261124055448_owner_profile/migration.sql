-- AlterTable
ALTER TABLE "owners" ADD COLUMN     "address" TEXT,
ADD COLUMN     "image_upload_id" INTEGER,
ADD COLUMN     "phone" TEXT;

-- CreateIndex
CREATE INDEX "owners_image_upload_id_idx" ON "owners"("image_upload_id");

-- AddForeignKey
ALTER TABLE "owners" ADD CONSTRAINT "owners_image_upload_id_fkey" FOREIGN KEY ("image_upload_id") REFERENCES "uploads"("id") ON DELETE SET NULL ON UPDATE CASCADE;

