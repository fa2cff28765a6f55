import type { Metadata } from "next";
import { orderAnswer } from "@/app/api/store/order/answers";
import { QueryProvider } from "@/components/query-provider";
import { Confirmation } from "@/components/storefront/checkout/confirmation";
import { pageLanguage } from "@/lib/i18n/page-language";
import { checkoutMessages } from "@/lib/storefront/messages/checkout";
import { shopperOrder } from "@/lib/storefront/shopper-order";

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await pageLanguage();
  return { title: checkoutMessages(language, "confirmationTitle"), robots: { index: false } };
}

export default async function ConfirmationPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ payment?: string }> }) {
  const [{ id }, { payment }, { language }] = await Promise.all([params, searchParams, pageLanguage()]);
  const order = await shopperOrder({ order: { id }, path: `/checkout/confirmation/${id}` });
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <QueryProvider>
        <Confirmation language={language} initial={orderAnswer(order)} payment={payment === "online" ? "online" : undefined} />
      </QueryProvider>
    </main>
  );
}
