import type { z } from "zod";
import { DELETED } from "../catalog/schemas";
import { pool } from "../db/client";
import type { Store } from "../db/generated/client";
import { DEFAULT_THEME, serializeStoreTheme } from "../stores/settings";
import { ONBOARDING_STEPS, type onboarding } from "./schemas";

// What a new store still lacks to sell, as the overview's checklist shows it: each step is read
// from the store's own records, never from a flag the owner ticks, so that a step undone (the last
// product deleted, the only payment method switched off) shows as open again.

type Row = Record<"product" | "shipping" | "payments" | "test_order", boolean>;

// $1 the store. Each answer is one index probe; the overview runs it beside its figures.
const STATEMENT = {
  name: "store_onboarding",
  text: `
    SELECT
      EXISTS (SELECT 1 FROM products p WHERE p.store_id = $1 AND p.status <> ${DELETED}
                AND (p.thumbnail_upload_id IS NOT NULL OR EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id))) AS product,
      EXISTS (SELECT 1 FROM shipping_rates r JOIN shipping_zones z ON z.id = r.zone_id AND z.is_active
                WHERE r.store_id = $1 AND r.is_active) AS shipping,
      EXISTS (SELECT 1 FROM payment_methods m WHERE m.store_id = $1 AND m.is_active) AS payments,
      EXISTS (SELECT 1 FROM orders o WHERE o.store_id = $1) AS test_order`,
};

/** A logo, or a theme that is not the default one in every font and colour. */
const branded = (store: Store) => !!(store.logoLight || store.logoDark) || JSON.stringify(serializeStoreTheme(store)) !== JSON.stringify(DEFAULT_THEME);

/** The checklist's steps in the order the owner takes them, each done or not; `complete` when all are. */
export async function onboardingChecklist(store: Store): Promise<z.infer<typeof onboarding>> {
  const { rows } = await pool().query<Row>({ ...STATEMENT, values: [store.id] });
  const done = { ...rows[0]!, branding: branded(store) };
  const steps = ONBOARDING_STEPS.map((key) => ({ key, done: done[key] }));
  return { complete: steps.every((step) => step.done), steps };
}
