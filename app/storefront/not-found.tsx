import Link from "next/link";
import { storefront } from "@/lib/storefront/page-context";

// A page the store does not have (an unknown product or category); a host that is no store gets
// the platform's not-found page (app/not-found.tsx), since this one needs the store's layout.
export default async function StoreNotFound() {
  const { t } = await storefront();
  return (
    <main className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-24 text-center">
      <h1 className="font-shop-heading text-3xl font-semibold text-shop-heading">{t("notFoundTitle")}</h1>
      <p>{t("notFoundText")}</p>
      <Link href="/" className="mt-4 rounded-full bg-shop-button px-6 py-3 text-sm font-semibold text-shop-button-text">
        {t("backToShop")}
      </Link>
    </main>
  );
}
