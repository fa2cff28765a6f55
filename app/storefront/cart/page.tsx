import type { Metadata } from "next";
import { CartView } from "@/components/storefront/cart/cart-view";
import { storefront } from "@/lib/storefront/page-context";

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await storefront();
  return { title: t("cart"), robots: { index: false } };
}

export default async function CartPage() {
  const { t } = await storefront();
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="font-shop-heading text-3xl font-semibold text-shop-heading">{t("yourCart")}</h1>
      <CartView />
    </main>
  );
}
