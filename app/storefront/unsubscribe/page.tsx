import type { Metadata } from "next";
import Link from "next/link";
import { unsubscribeMessages } from "@/lib/cart/abandoned-messages";
import { unsubscribeCustomer } from "@/lib/customers/marketing-consent";
import { storefront } from "@/lib/storefront/page-context";

// Where a marketing e-mail's unsubscribe link lands: following it is the whole act (no sign-in, no
// button), as mail clients' "unsubscribe" expects; the page says so in the shopper's language.

export const metadata: Metadata = { robots: { index: false } };

export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { store, language } = await storefront();
  const { token } = await searchParams;
  const done = typeof token === "string" && (await unsubscribeCustomer(store, { token }));
  const t = (key: Parameters<typeof unsubscribeMessages>[1]) => unsubscribeMessages(language, key, { store: store.name });
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-24 text-center">
      <h1 className="font-shop-heading text-3xl font-semibold text-shop-heading">{t(done ? "title" : "invalidTitle")}</h1>
      <p>{t(done ? "text" : "invalidText")}</p>
      <Link href="/" className="mt-4 rounded-full bg-shop-button px-6 py-3 text-sm font-semibold text-shop-button-text">
        {t("backToShop")}
      </Link>
    </main>
  );
}
