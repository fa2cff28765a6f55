-- AlterTable
ALTER TABLE "uploads" ADD COLUMN     "source_url" TEXT;

