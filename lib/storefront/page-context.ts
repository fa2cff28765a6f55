import { cookies, headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { clientScheme } from "../http/client";
import type { Language } from "../i18n/messages";
import { pageLanguage } from "../i18n/page-language";
import { resolveDisplayCurrency, type DisplayCurrency } from "../money/currency";
import { currentStore } from "../tenancy/current-store";
import type { StoreWithCurrencies } from "../tenancy/find-store";
import { formatHost, parseHost } from "../tenancy/resolve-host";
import { shopMessages, type ShopMessage } from "./messages/shop";
import { CURRENCY_COOKIE } from "./preferences";
import { shopperToken } from "./session";

// What every storefront page of a request knows: the store of the host (else the not-found page),
// the language and currency the shopper chose (else the store's), whether a shopper is signed in,
// and the address the shopper used, for canonical links and structured data. Once per request.

export type Storefront = {
  store: StoreWithCurrencies;
  language: Language;
  dir: "ltr" | "rtl";
  currency: DisplayCurrency;
  signedIn: boolean;
  origin: string;
  t: (key: ShopMessage, params?: Record<string, string | number>) => string;
};

/** The remembered currency if the store still offers it, else the store's default. */
export function chosenCurrency(store: StoreWithCurrencies, code: string | undefined): DisplayCurrency {
  try {
    return resolveDisplayCurrency(store, code ?? null);
  } catch {
    return resolveDisplayCurrency(store, null);
  }
}

export const storefront = cache(async (): Promise<Storefront> => {
  const store = await currentStore();
  if (!store) notFound();
  const [{ language, dir }, jar, head, token] = await Promise.all([pageLanguage(), cookies(), headers(), shopperToken()]);
  const host = parseHost(head.get("host"));
  return {
    store,
    language,
    dir,
    currency: chosenCurrency(store, jar.get(CURRENCY_COOKIE)?.value),
    signedIn: token !== undefined,
    origin: `${clientScheme(head.get("x-forwarded-proto"))}://${host ? formatHost(host) : store.subdomain}`,
    t: (key, params) => shopMessages(language, key, params),
  };
});

/** The nonce of this page's Content Security Policy (proxy.ts), for the inline style sheet of the theme. */
export async function styleNonce(): Promise<string | undefined> {
  return /'nonce-([^']+)'/.exec((await headers()).get("content-security-policy") ?? "")?.[1];
}
