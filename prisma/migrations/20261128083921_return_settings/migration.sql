-- AlterTable
ALTER TABLE "stores" ADD COLUMN     "free_returns" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "return_window_days" INTEGER NOT NULL DEFAULT 14;

