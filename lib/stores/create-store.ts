import type { Tx } from "../db/client";
import type { Owner, Store } from "../db/generated/client";
import type { Language } from "../i18n/messages";
import type { Theme } from "./schemas";
import { DEFAULT_THEME } from "./settings";

// The one way a store comes to be, for the sign-up (lib/stores/register-store.ts) and the demo data
// (lib/demo/store.ts) alike: the store row, its default currency at rate 1 and its owner. That is
// all the customer API needs to answer for it at once: every other list (products, categories,
// places, payment methods) may be empty, and the theme, logos and info fall back to defaults.

export type NewStore = {
  subdomain: string;
  name: string;
  address?: string;
  /** Unset: the default theme, written out in full so that the owner edits what the shoppers see. */
  theme?: Theme;
  language: Language;
  /** ISO 3166-1 alpha-2; unset: not known. */
  country?: string;
  prompt?: string;
  timezone: string;
  /** The default currency: amounts of the store are in it. */
  currency: { code: string; name: string; symbol: string };
  owner: { name: string; email: string; passwordHash: string };
  /** Unset: now. */
  createdAt?: Date;
};

/** Writes the store in the caller's transaction; a taken subdomain or owner e-mail fails on its unique index. */
export async function createStore(tx: Tx, input: NewStore): Promise<{ store: Store; owner: Owner }> {
  const createdAt = input.createdAt ?? new Date();
  const store = await tx.store.create({
    data: {
      subdomain: input.subdomain,
      name: input.name,
      address: input.address ?? "",
      theme: input.theme ?? DEFAULT_THEME,
      language: input.language,
      country: input.country,
      prompt: input.prompt ?? "",
      currencyCode: input.currency.code,
      timezone: input.timezone,
      createdAt,
    },
  });
  await tx.currency.create({ data: { storeId: store.id, ...input.currency, conversionRate: 1, isActive: true, createdAt } });
  const owner = await tx.owner.create({ data: { storeId: store.id, ...input.owner, createdAt } });
  return { store, owner };
}
