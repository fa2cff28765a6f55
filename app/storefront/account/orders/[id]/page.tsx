import type { Metadata } from "next";
import Link from "next/link";
import { orderAnswer } from "@/app/api/store/order/answers";
import { QueryProvider } from "@/components/query-provider";
import { Arrow } from "@/components/storefront/arrow";
import { OrderView } from "@/components/storefront/account/order-view";
import { isolate } from "@/lib/i18n/language";
import { pageLanguage } from "@/lib/i18n/page-language";
import { accountMessages } from "@/lib/storefront/messages/account";
import { shopperOrder } from "@/lib/storefront/shopper-order";

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await pageLanguage();
  return { title: accountMessages(language, "orders"), robots: { index: false } };
}

export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [order, { language }] = await Promise.all([shopperOrder({ order: { id }, path: `/account/orders/${id}` }), pageLanguage()]);
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Link href="/account" className="inline-flex items-center gap-1 text-sm font-medium text-gray-700 underline underline-offset-4">
        <Arrow to="back" />
        {accountMessages(language, "backToAccount")}
      </Link>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">{accountMessages(language, "orderTitle", { code: isolate(order.order_code) })}</h1>
      <p className="mb-6 mt-1 text-gray-600">{accountMessages(language, "placedOn", { date: isolate(order.order_date) })}</p>
      <QueryProvider>
        <OrderView language={language} initial={orderAnswer(order)} />
      </QueryProvider>
    </main>
  );
}
