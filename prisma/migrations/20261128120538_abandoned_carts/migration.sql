-- AlterTable
ALTER TABLE "customers" ADD COLUMN     "marketing_unsubscribed_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "stores" ADD COLUMN     "abandoned_cart_emails" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "cart_reminders" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "cart_id" INTEGER NOT NULL,
    "customer_id" INTEGER NOT NULL,
    "cart_changed_at" TIMESTAMP(3) NOT NULL,
    "sent_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cart_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "cart_reminders_store_id_sent_at_idx" ON "cart_reminders"("store_id", "sent_at");

-- CreateIndex
CREATE UNIQUE INDEX "cart_reminders_cart_id_cart_changed_at_key" ON "cart_reminders"("cart_id", "cart_changed_at");

-- CreateIndex
CREATE INDEX "carts_updated_at_idx" ON "carts"("updated_at");

-- AddForeignKey
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_cart_id_fkey" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

