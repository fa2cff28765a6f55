"use client";

import { createContext, useContext, useMemo } from "react";
import { QueryProvider } from "@/components/query-provider";
import { formatPrice, type PriceCurrency } from "@/lib/money/price-format";
import { shopMessages, type ShopMessage } from "@/lib/storefront/messages/shop";

// What the storefront's client components share: the page's language and currency, chosen on the
// server (lib/storefront/page-context.ts), and whether a shopper is signed in (which cart to use).

type ShopSettings = { language: string; currency: PriceCurrency; signedIn: boolean };

const ShopContext = createContext<ShopSettings | undefined>(undefined);

export function ShopProvider({ settings, children }: { settings: ShopSettings; children: React.ReactNode }) {
  return (
    <QueryProvider>
      <ShopContext.Provider value={settings}>{children}</ShopContext.Provider>
    </QueryProvider>
  );
}

export function useShop() {
  const settings = useContext(ShopContext);
  if (!settings) throw new Error("useShop() outside of the storefront's layout");
  return useMemo(
    () => ({
      ...settings,
      t: (key: ShopMessage, params?: Record<string, string | number>) => shopMessages(settings.language, key, params),
      price: (amount: number) => formatPrice(amount, settings.currency, settings.language),
    }),
    [settings],
  );
}
