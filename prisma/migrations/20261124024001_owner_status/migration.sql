-- Owners get the status customers have (1 active, 2 disabled): a disabled owner can neither sign
-- in nor use a token issued before, since the token lookup asks for an active holder.
-- AlterTable
ALTER TABLE "owners" ADD COLUMN     "status" INTEGER NOT NULL DEFAULT 1;
