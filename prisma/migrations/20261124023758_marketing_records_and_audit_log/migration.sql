-- The marketing tables had no writer before this migration (the administration API's routes for
-- them come with it), so their columns are reshaped to the documented records without copying.
-- lib/db/migrate.ts runs each migration in one transaction: Prisma's BEGIN/COMMIT are left out.

-- AlterEnum
CREATE TYPE "JobStatus_new" AS ENUM ('SCHEDULED', 'RUNNING', 'PUBLISHED', 'FAILED', 'CANCELLED');
ALTER TABLE "public"."publish_jobs" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "publish_jobs" ALTER COLUMN "status" TYPE "JobStatus_new" USING ("status"::text::"JobStatus_new");
ALTER TYPE "JobStatus" RENAME TO "JobStatus_old";
ALTER TYPE "JobStatus_new" RENAME TO "JobStatus";
DROP TYPE "public"."JobStatus_old";
ALTER TABLE "publish_jobs" ALTER COLUMN "status" SET DEFAULT 'SCHEDULED';

-- DropForeignKey
ALTER TABLE "publish_jobs" DROP CONSTRAINT "publish_jobs_post_id_fkey";

-- AlterTable
ALTER TABLE "campaigns" DROP COLUMN "description",
DROP COLUMN "ends_at",
DROP COLUMN "name",
DROP COLUMN "starts_at",
ADD COLUMN     "owner_id" INTEGER,
ADD COLUMN     "publish_at" TIMESTAMP(3) NOT NULL,
ADD COLUMN     "topic" TEXT NOT NULL;

-- AlterTable
ALTER TABLE "facebook_pages" ADD COLUMN     "image_url" TEXT;

-- AlterTable
ALTER TABLE "platforms" ADD COLUMN     "icon" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "posts" DROP COLUMN "content",
DROP COLUMN "media_ids",
DROP COLUMN "scheduled_at",
DROP COLUMN "title",
ADD COLUMN     "caption" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "image_url" TEXT,
ADD COLUMN     "owner_id" INTEGER;

-- AlterTable
ALTER TABLE "publish_jobs" ADD COLUMN     "caption" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "image_url" TEXT,
ADD COLUMN     "url" TEXT,
ALTER COLUMN "post_id" DROP NOT NULL;

-- AlterTable
ALTER TABLE "templates" DROP COLUMN "content",
ADD COLUMN     "category_id" INTEGER,
ADD COLUMN     "height" INTEGER NOT NULL DEFAULT 1080,
ADD COLUMN     "layout" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "preview_upload_id" INTEGER,
ADD COLUMN     "width" INTEGER NOT NULL DEFAULT 1080;

-- CreateTable
CREATE TABLE "template_categories" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "template_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" SERIAL NOT NULL,
    "store_id" INTEGER NOT NULL,
    "owner_id" INTEGER,
    "action" TEXT NOT NULL,
    "entity" TEXT,
    "entity_id" INTEGER,
    "changes" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "template_categories_store_id_slug_key" ON "template_categories"("store_id", "slug");

-- CreateIndex
CREATE INDEX "audit_log_store_id_created_at_idx" ON "audit_log"("store_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "templates_category_id_idx" ON "templates"("category_id");

-- AddForeignKey
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "posts" ADD CONSTRAINT "posts_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "publish_jobs" ADD CONSTRAINT "publish_jobs_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "template_categories" ADD CONSTRAINT "template_categories_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "templates" ADD CONSTRAINT "templates_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "template_categories"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "templates" ADD CONSTRAINT "templates_preview_upload_id_fkey" FOREIGN KEY ("preview_upload_id") REFERENCES "uploads"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_store_id_fkey" FOREIGN KEY ("store_id") REFERENCES "stores"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE SET NULL ON UPDATE CASCADE;

