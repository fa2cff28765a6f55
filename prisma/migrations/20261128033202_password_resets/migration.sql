-- CreateTable
CREATE TABLE "password_resets" (
    "id" SERIAL NOT NULL,
    "kind" "TokenKind" NOT NULL,
    "store_id" INTEGER NOT NULL,
    "customer_id" INTEGER,
    "owner_id" INTEGER,
    "secret_hash" CHAR(64) NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_resets_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "password_resets_secret_hash_key" ON "password_resets"("secret_hash");

-- CreateIndex
CREATE INDEX "password_resets_customer_id_idx" ON "password_resets"("customer_id");

-- CreateIndex
CREATE INDEX "password_resets_owner_id_idx" ON "password_resets"("owner_id");

-- AddForeignKey
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

