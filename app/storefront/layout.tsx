import type { Metadata } from "next";
import Link from "next/link";
import { CartLink } from "@/components/storefront/header/cart-link";
import { Picture } from "@/components/storefront/picture";
import { PreferenceSelect } from "@/components/storefront/header/preference-select";
import { SearchBox } from "@/components/storefront/search-box";
import { ShopProvider } from "@/components/storefront/shop-context";
import { LANGUAGE_COOKIE } from "@/lib/i18n/language";
import { storefront, styleNonce } from "@/lib/storefront/page-context";
import { CURRENCY_COOKIE } from "@/lib/storefront/preferences";
import { themeStyleSheet } from "@/lib/storefront/theme";
import { listCurrencies, serializeStoreInfo, serializeStoreTheme } from "@/lib/stores/settings";

const LANGUAGE_NAMES = [
  { value: "en", label: "English", lang: "en" },
  { value: "fr", label: "Français", lang: "fr" },
  { value: "ar", label: "العربية", lang: "ar" },
];

export async function generateMetadata(): Promise<Metadata> {
  const { store, origin } = await storefront();
  return {
    metadataBase: new URL(origin),
    title: { default: store.name, template: `%s · ${store.name}` },
    description: store.address,
    openGraph: { siteName: store.name, type: "website" },
  };
}

export default async function StorefrontLayout({ children }: { children: React.ReactNode }) {
  const { store, language, currency, signedIn, t } = await storefront();
  const [currencies, nonce] = await Promise.all([listCurrencies(store), styleNonce()]);
  const info = serializeStoreInfo(store, "");
  return (
    <ShopProvider settings={{ language, currency: { code: currency.code, symbol: currency.symbol }, signedIn }}>
      <style nonce={nonce} dangerouslySetInnerHTML={{ __html: themeStyleSheet(serializeStoreTheme(store)) }} />
      <div className="flex min-h-screen flex-col bg-shop-bg font-shop-body text-shop-text">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-shop-button px-4 py-2 text-shop-button-text focus:not-sr-only focus:absolute focus:start-4 focus:top-4"
        >
          {t("skipToContent")}
        </a>
        <header className="sticky top-0 z-20 border-b border-current/10 bg-shop-bg/95 backdrop-blur">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6">
            <Link href="/" className="flex min-w-0 items-center gap-2 text-shop-heading">
              {/* A store without a logo (one just made by /register) shows its name alone, as a wordmark,
                  rather than the platform's placeholder picture. */}
              {store.logoLight || store.logoDark ? (
                <Picture
                  src={info.logo_light}
                  dark={info.logo_dark}
                  alt=""
                  sizes="128px"
                  width={36}
                  height={36}
                  priority="eager"
                  className="h-9 w-auto max-w-32 object-contain"
                />
              ) : null}
              <span className="truncate font-shop-heading text-lg font-semibold">{store.name}</span>
            </Link>
            <nav aria-label={t("mainMenu")} className="hidden md:block">
              <Link href="/products" className="rounded-full px-3 py-2 text-sm font-medium hover:bg-current/10">
                {t("allProducts")}
              </Link>
            </nav>
            <SearchBox className="order-last w-full md:order-none md:ms-auto md:w-72 lg:w-96" />
            <div className="ms-auto flex items-center gap-1 md:ms-0">
              <PreferenceSelect label={t("language")} cookie={LANGUAGE_COOKIE} value={language} options={LANGUAGE_NAMES} />
              <PreferenceSelect
                label={t("currency")}
                cookie={CURRENCY_COOKIE}
                value={currency.code}
                options={currencies.map((c) => ({ value: c.code, label: `${c.code} ${c.symbol === c.code ? "" : c.symbol}`.trim() }))}
              />
              <Link
                href={signedIn ? "/account" : "/sign-in"}
                prefetch={false}
                className="inline-flex h-10 items-center gap-1 rounded-full px-2 text-sm font-medium hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-shop-accent"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.6">
                  <circle cx="12" cy="8" r="4" />
                  <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" />
                </svg>
                <span className="sr-only lg:not-sr-only">{signedIn ? t("account") : t("signIn")}</span>
              </Link>
              <CartLink />
            </div>
          </div>
        </header>
        <div id="main" className="flex-1">
          {children}
        </div>
        <footer className="mt-16 border-t border-current/10">
          <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-8 text-sm sm:flex-row sm:justify-between sm:px-6">
            <p>
              <span className="font-semibold text-shop-heading">{store.name}</span>
              {store.address ? (
                <>
                  {" · "}
                  <span dir="auto">{store.address}</span>
                </>
              ) : null}
            </p>
            {/* The store's name isolated (FSI … PDI, <bdi> inside a string): a Latin name in the Arabic sentence keeps its place. */}
            <p>{t("rights", { year: new Date().getFullYear(), store: `\u2068${store.name}\u2069` })}</p>
          </div>
        </footer>
      </div>
    </ShopProvider>
  );
}
