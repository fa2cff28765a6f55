-- CreateEnum
CREATE TYPE "StaffRole" AS ENUM ('owner', 'manager', 'orders', 'marketing', 'viewer');

-- AlterTable
ALTER TABLE "audit_log" ADD COLUMN     "actor_email" TEXT;

-- AlterTable
ALTER TABLE "owners" ADD COLUMN     "role" "StaffRole" NOT NULL DEFAULT 'owner';

-- A store has one owner: where one had several accounts, the first made keeps the store and the
-- others manage it. The rule is this partial unique index, which Prisma's schema cannot declare.
UPDATE "owners" o SET "role" = 'manager'
WHERE EXISTS (SELECT 1 FROM "owners" f WHERE f."store_id" = o."store_id" AND f."id" < o."id");
CREATE UNIQUE INDEX "owners_one_owner_per_store" ON "owners"("store_id") WHERE "role" = 'owner';

-- CreateTable
CREATE TABLE "staff_invitations" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "staff_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "staff_invitations_owner_id_key" ON "staff_invitations"("owner_id");

-- CreateIndex
CREATE UNIQUE INDEX "staff_invitations_token_hash_key" ON "staff_invitations"("token_hash");

-- CreateIndex
CREATE INDEX "staff_invitations_store_id_idx" ON "staff_invitations"("store_id");

-- CreateIndex
CREATE INDEX "audit_log_store_id_owner_id_created_at_idx" ON "audit_log"("store_id", "owner_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "audit_log_store_id_entity_entity_id_idx" ON "audit_log"("store_id", "entity", "entity_id");

-- AddForeignKey
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

