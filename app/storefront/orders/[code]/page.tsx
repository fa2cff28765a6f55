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

// Where a gateway sends the shopper back (CMI's okUrl and failUrl land on the API, which applies
// the signed result, then sends the browser here): paid, or the payment failed.
export default async function ReturnedPage({ params }: { params: Promise<{ code: string }> }) {
  const [{ code }, { language }] = await Promise.all([params, pageLanguage()]);
  const order = await shopperOrder({ order: { code: decodeURIComponent(code) }, path: `/orders/${code}` });
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <QueryProvider>
        <Confirmation language={language} initial={orderAnswer(order)} payment="returned" />
      </QueryProvider>
    </main>
  );
}
