-- What the galleries show of an upload: the name the owner's file had (files stored before it
-- was kept show their stored name), and the paths of a picture's renditions.
-- AlterTable
ALTER TABLE "uploads" ADD COLUMN     "medium_path" TEXT,
ADD COLUMN     "original_name" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "thumbnail_path" TEXT;


UPDATE "uploads" SET "original_name" = regexp_replace("path", '^.*/', '');
