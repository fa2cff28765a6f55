-- DropIndex
DROP INDEX "stores_custom_domain_key";

-- CreateTable
CREATE TABLE "store_domains" (
    "store_id" INTEGER NOT NULL,
    "domain" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "verified_domain" TEXT,
    "last_check" TEXT,
    "checked_at" TIMESTAMP(3),
    "verified_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "store_domains_pkey" PRIMARY KEY ("store_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "store_domains_verified_domain_key" ON "store_domains"("verified_domain");

-- AddForeignKey
ALTER TABLE "store_domains" ADD CONSTRAINT "store_domains_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The custom domains stores have today were served without proof: they keep being served, as
-- verified now, each with a token of its own, and are rechecked by the job as any verified domain.
INSERT INTO "store_domains" ("store_id", "domain", "token", "verified_domain", "verified_at", "updated_at")
SELECT "id", "custom_domain", replace(gen_random_uuid()::text, '-', ''), "custom_domain", CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
FROM "stores" WHERE "custom_domain" IS NOT NULL;
