-- CreateIndex
CREATE INDEX "products_store_id_low_stock_quantity_alert_idx" ON "products"("store_id", "low_stock_quantity_alert");

