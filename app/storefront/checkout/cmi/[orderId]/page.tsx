import type { Metadata } from "next";
import { CmiRedirect } from "@/components/storefront/checkout/cmi-redirect";
import { keptCmiForm } from "@/lib/checkout/idempotency";
import { pageLanguage } from "@/lib/i18n/page-language";
import { checkoutMessages } from "@/lib/storefront/messages/checkout";
import { requireShopper } from "@/lib/storefront/shopper";

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await pageLanguage();
  return { title: checkoutMessages(language, "cmiTitle"), robots: { index: false } };
}

// The page that takes the shopper to CMI's payment page, for the order (by its code, CMI's `oid`)
// whose signed form /make-payment answered: rendered from the answer its key kept, so that "Continue
// to payment" posts it without scripts too.
export default async function CmiPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const { store, customer } = await requireShopper(`/checkout/cmi/${orderId}`);
  const orderCode = decodeURIComponent(orderId);
  const [{ language }, kept] = await Promise.all([pageLanguage(), keptCmiForm(store, { customerId: customer.id, orderCode })]);
  return (
    <main className="mx-auto flex w-full max-w-md flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">{checkoutMessages(language, "cmiTitle")}</h1>
      <p className="mb-8 mt-2 text-gray-600">{checkoutMessages(language, "cmiLead")}</p>
      <CmiRedirect language={language} orderCode={orderCode} kept={kept} />
    </main>
  );
}
