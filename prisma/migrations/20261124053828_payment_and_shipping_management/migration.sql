-- The administration API manages payment methods and shipping rates (docs/decisions.md,
-- "Administration API: Payment methods" and "Shipping").

-- Google Pay, charged through Stripe with keys of its own method.
ALTER TYPE "PaymentProvider" ADD VALUE 'GPAY';

-- A method's logo becomes an upload of its store, as a category's picture did (migration
-- category_image_upload): the owner chooses it from the gallery, and deleting that upload leaves the
-- method without a logo rather than with a path to a file that is gone. Existing paths become the
-- upload stored at that path in the same store; a path no upload of the store holds is dropped.
ALTER TABLE "payment_methods" ADD COLUMN "logo_upload_id" INTEGER,
ADD COLUMN "settlement_currency" VARCHAR(3);

UPDATE "payment_methods" m SET "logo_upload_id" = u.id
FROM "uploads" u
WHERE u.store_id = m.store_id AND u.path = m.logo;

ALTER TABLE "payment_methods" DROP COLUMN "logo";

-- PayPal charges in its settlement currency when it does not take the store's: EUR unless the owner says otherwise.
UPDATE "payment_methods" SET "settlement_currency" = 'EUR' WHERE "provider" = 'PAYPAL';

-- A rate's delivery time in days, from which its text is made when the owner gives none.
ALTER TABLE "shipping_rates" ADD COLUMN "max_days" INTEGER,
ADD COLUMN "min_days" INTEGER;

CREATE INDEX "payment_methods_logo_upload_id_idx" ON "payment_methods"("logo_upload_id");

-- One method per provider and store: the checkout and the gateways' confirmations find a store's
-- method by its provider.
CREATE UNIQUE INDEX "payment_methods_store_id_provider_key" ON "payment_methods"("store_id", "provider");

ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_logo_upload_id_fkey" FOREIGN KEY ("logo_upload_id") REFERENCES "uploads"("id") ON DELETE SET NULL ON UPDATE CASCADE;
