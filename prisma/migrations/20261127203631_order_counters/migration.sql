-- Order codes (`ORD-{year}-{number}`) from a counter per store, taken in the order's transaction:
-- they were made from the orders' id sequence, which the demo's numbered codes (and a restore)
-- overtook, so a new order could come after a higher code. Every store starts past the highest
-- number its codes hold. And `payment_required` follows the payment state: 0 once paid.
-- CreateTable
CREATE TABLE "order_counters" (
    "store_id" INTEGER NOT NULL,
    "last_number" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "order_counters_pkey" PRIMARY KEY ("store_id")
);

-- AddForeignKey
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Each store past the highest number of its codes, whatever their year.
INSERT INTO "order_counters" ("store_id", "last_number")
SELECT "id", coalesce((SELECT max(substring(o."code" FROM '^ORD-[0-9]{4}-([0-9]{1,9})$')::int) FROM "orders" o WHERE o."store_id" = s."id"), 0)
FROM "stores" s;

-- Paid orders required a payment still.
UPDATE "orders" SET "payment_required" = 0 WHERE "payment_status" = 1 AND "payment_required" <> 0;
