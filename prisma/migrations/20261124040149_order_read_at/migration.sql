-- Orders remember when the owner first read them (the administration API's `read_at`): null while unread.
-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "read_at" TIMESTAMP(3);
