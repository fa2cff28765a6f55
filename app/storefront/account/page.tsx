import type { Metadata } from "next";
import { ordersAnswer } from "@/app/api/store/order/answers";
import { QueryProvider } from "@/components/query-provider";
import { secondaryButton } from "@/components/storefront/account/form-parts";
import { OrdersList } from "@/components/storefront/account/orders-list";
import { ChangePasswordForm, SignOutEverywhereButton } from "@/components/storefront/account/password-forms";
import { ProfileForm } from "@/components/storefront/account/profile-form";
import { SignOutButton } from "@/components/storefront/account/session-forms";
import { serializeCustomerWithPhone } from "@/lib/customers/serialize";
import { pageLanguage } from "@/lib/i18n/page-language";
import { listOrders, ORDERS_PER_PAGE } from "@/lib/orders/customer-orders";
import { accountMessages } from "@/lib/storefront/messages/account";
import { passwordMessages } from "@/lib/storefront/messages/passwords";
import { requireShopper } from "@/lib/storefront/shopper";

export async function generateMetadata(): Promise<Metadata> {
  const { language } = await pageLanguage();
  return { title: accountMessages(language, "accountTitle"), robots: { index: false } };
}

// The first view through the functions /user-customer and /order answer with; the page's own
// address, as the API's paths are relative to it (same origin).
export default async function AccountPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const { store, customer } = await requireShopper("/account");
  const page = { page: Math.max(1, Math.floor(Number((await searchParams).page)) || 1), perPage: ORDERS_PER_PAGE };
  const [{ language }, orders] = await Promise.all([pageLanguage(), listOrders(store, { customerId: customer.id, page })]);
  const profile = serializeCustomerWithPhone(customer, "");
  const t = (key: Parameters<typeof accountMessages>[1], params?: Record<string, string>) => accountMessages(language, key, params);
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">{t("accountTitle")}</h1>
          <p className="mt-1 text-gray-600">{t("hello", { name: profile.name })}</p>
        </div>
        <QueryProvider>
          <SignOutButton language={language} className={secondaryButton} />
        </QueryProvider>
      </div>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <section aria-labelledby="profile">
          <h2 id="profile" className="mb-4 text-lg font-semibold">
            {t("profile")}
          </h2>
          <div className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
            <QueryProvider>
              <ProfileForm language={language} profile={profile} />
            </QueryProvider>
          </div>
        </section>
        <section aria-labelledby="security" className="lg:col-start-1">
          <h2 id="security" className="mb-4 text-lg font-semibold">
            {passwordMessages(language, "security")}
          </h2>
          <div className="space-y-6 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
            <QueryProvider>
              <ChangePasswordForm language={language} />
              <SignOutEverywhereButton language={language} />
            </QueryProvider>
          </div>
        </section>
        <section aria-labelledby="orders" className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <h2 id="orders" className="mb-4 text-lg font-semibold">
            {t("orders")}
          </h2>
          <OrdersList language={language} orders={ordersAnswer(orders, page, "")} />
        </section>
      </div>
    </main>
  );
}
