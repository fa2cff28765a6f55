import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import Link from "next/link";
import { QueryProvider } from "@/components/query-provider";
import { AuthCard } from "@/components/storefront/account/auth-card";
import { primaryButton, secondaryButton } from "@/components/storefront/account/form-parts";
import { CheckoutForm } from "@/components/storefront/checkout/checkout-form";
import { pageLanguage } from "@/lib/i18n/page-language";
import { resolveDisplayCurrency } from "@/lib/money/currency";
import { offersPickup } from "@/lib/shipping/pickup-points";
import { checkoutMessages } from "@/lib/storefront/messages/checkout";
import { CURRENCY_COOKIE } from "@/lib/storefront/preferences";
import { signInPath } from "@/lib/storefront/return-path";
import { currentShopper } from "@/lib/storefront/shopper";

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await pageLanguage();
  return { title: checkoutMessages(language, "title"), robots: { index: false } };
}

/** The nonce of this page's policy (proxy.ts), which PayPal's SDK puts on the styles it writes. */
const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1] ?? "";

export default async function CheckoutPage() {
  const [shopper, { language }, jar, head] = await Promise.all([currentShopper(), pageLanguage(), cookies(), headers()]);
  const t = (key: Parameters<typeof checkoutMessages>[1]) => checkoutMessages(language, key);
  // /make-payment takes a token: a guest signs in or registers first, the browser's cart kept meanwhile.
  if (!shopper)
    return (
      <AuthCard title={t("signInTitle")} lead={t("signInLead")}>
        <div className="flex flex-col gap-3">
          <Link href={signInPath("/checkout")} className={primaryButton}>
            {t("signIn")}
          </Link>
          <Link href={`/register?next=${encodeURIComponent("/checkout")}`} className={`${secondaryButton} w-full py-3 text-base`}>
            {t("register")}
          </Link>
        </div>
      </AuthCard>
    );
  const { store, customer } = shopper;
  let currency;
  try {
    currency = resolveDisplayCurrency(store, jar.get(CURRENCY_COOKIE)?.value ?? null);
  } catch {
    currency = resolveDisplayCurrency(store, null); // a remembered currency the store no longer offers
  }
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="mb-8 text-3xl font-semibold tracking-tight">{t("title")}</h1>
      <QueryProvider>
        <CheckoutForm
          language={language}
          currency={{ code: currency.code, symbol: currency.symbol }}
          contact={{ name: customer.name, email: customer.email, phone: customer.phone }}
          nonce={nonceOf(head.get("content-security-policy"))}
          pickup={await offersPickup(store)}
        />
      </QueryProvider>
    </main>
  );
}
