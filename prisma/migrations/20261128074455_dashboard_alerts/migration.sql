-- AlterTable
ALTER TABLE "owners" ADD COLUMN     "alerts_seen_at" TIMESTAMP(3);

