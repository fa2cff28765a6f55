-- Existing lines chose no options (the API took none), so no row needs migrating: empty choices are their truth.
-- AlterTable
ALTER TABLE "cart_lines" ADD COLUMN     "option_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "option_texts" JSONB;

-- AlterTable
ALTER TABLE "options" ADD COLUMN     "text_label" TEXT,
ADD COLUMN     "text_max_length" INTEGER;

-- AlterTable
ALTER TABLE "order_lines" ADD COLUMN     "options" JSONB;

