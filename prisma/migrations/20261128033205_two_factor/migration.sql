-- CreateEnum
CREATE TYPE "TwoFactorStep" AS ENUM ('SIGN_IN', 'ENROL');

-- AlterTable
ALTER TABLE "owners" ADD COLUMN     "two_factor_enabled_at" TIMESTAMP(3),
ADD COLUMN     "two_factor_last_step" INTEGER,
ADD COLUMN     "two_factor_secret" TEXT;

-- AlterTable
ALTER TABLE "stores" ADD COLUMN     "require_staff_two_factor" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "recovery_codes" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "code_hash" CHAR(64) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recovery_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "two_factor_challenges" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "step" "TwoFactorStep" NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "two_factor_challenges_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "recovery_codes_store_id_idx" ON "recovery_codes"("store_id");

-- CreateIndex
CREATE UNIQUE INDEX "recovery_codes_owner_id_code_hash_key" ON "recovery_codes"("owner_id", "code_hash");

-- CreateIndex
CREATE UNIQUE INDEX "two_factor_challenges_token_hash_key" ON "two_factor_challenges"("token_hash");

-- CreateIndex
CREATE INDEX "two_factor_challenges_owner_id_idx" ON "two_factor_challenges"("owner_id");

-- CreateIndex
CREATE INDEX "two_factor_challenges_store_id_idx" ON "two_factor_challenges"("store_id");

-- CreateIndex
CREATE INDEX "two_factor_challenges_expires_at_idx" ON "two_factor_challenges"("expires_at");

-- AddForeignKey
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "two_factor_challenges" ADD CONSTRAINT "two_factor_challenges_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "two_factor_challenges" ADD CONSTRAINT "two_factor_challenges_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

