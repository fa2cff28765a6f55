import type { z } from "zod";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { imageOrPlaceholder } from "../media/placeholder";
import type { currencyRecord, storeInfo, Theme } from "./schemas";

// The store settings the customer API reads: info, theme and currencies.

/** A store with one logo shows it on both backgrounds, as Shopify's single logo; with none, the placeholder. */
export function serializeStoreInfo(store: Store, origin: string): z.infer<typeof storeInfo> {
  return {
    address: store.address,
    logo_light: imageOrPlaceholder(origin, store.logoLight || store.logoDark),
    logo_dark: imageOrPlaceholder(origin, store.logoDark || store.logoLight),
    store_name: store.name,
  };
}

const defaultFont = { font: "system-ui", light_color: "#111827", dark_color: "#f9fafb" };
/** The theme of a store that has set none, and of each part or field it has not set. */
export const DEFAULT_THEME: Theme = {
  h1: defaultFont,
  h2: defaultFont,
  h3: defaultFont,
  h4: defaultFont,
  paragraph: { font: "system-ui", light_color: "#374151", dark_color: "#d1d5db" },
  button: { light_color: "#ffffff", dark_color: "#111827", light_bg: "#111827", dark_bg: "#f9fafb" },
  body: { light_bg: "#ffffff", dark_bg: "#111827" },
};

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The stored theme, each font or colour it lacks (or holds as anything but text) taken from the
 * default, field by field: a heading saved with its font only keeps that font, and one odd value
 * does not cost the store the rest of its theme.
 */
export function serializeStoreTheme(store: Store): Theme {
  const saved = asRecord(store.theme);
  return Object.fromEntries(
    Object.entries(DEFAULT_THEME).map(([part, fallback]) => {
      const fields = asRecord(saved[part]);
      return [part, Object.fromEntries(Object.entries(fallback).map(([field, value]) => [field, typeof fields[field] === "string" ? fields[field] : value]))];
    }),
  ) as Theme;
}

/** The active currencies of a store, its default first. */
export async function listCurrencies(store: Store): Promise<z.infer<typeof currencyRecord>[]> {
  const currencies = await db().currency.findMany({ where: { storeId: store.id, isActive: true }, orderBy: { id: "asc" } });
  return currencies
    .map((c) => ({
      id: c.id,
      name: c.name,
      code: c.code,
      symbol: c.symbol,
      conversion_rate: c.conversionRate.toNumber(),
      is_default: c.code === store.currencyCode ? (1 as const) : (0 as const),
    }))
    .sort((a, b) => b.is_default - a.is_default);
}
