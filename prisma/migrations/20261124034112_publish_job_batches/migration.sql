-- The jobs one scheduling request makes (one per page or Instagram account) share a batch: the
-- request answers one job_id, and linking it to a post links the others with it.
-- AlterTable
ALTER TABLE "publish_jobs" ADD COLUMN     "batch" TEXT;

-- CreateIndex
CREATE INDEX "publish_jobs_store_id_batch_idx" ON "publish_jobs"("store_id", "batch");

