-- CreateTable
CREATE TABLE "content_generation_days" (
    "store_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "content_generation_days_pkey" PRIMARY KEY ("store_id","day")
);

-- AddForeignKey
ALTER TABLE "content_generation_days" ADD CONSTRAINT "content_generation_days_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

