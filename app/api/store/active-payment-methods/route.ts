import { storeRoute } from "@/lib/api/route";
import { activePaymentMethodsResponse, listActivePaymentMethods } from "@/lib/payments/payment-methods";

export const GET = storeRoute(
  { summary: "Payment methods the shopper can choose", auth: "customer", response: activePaymentMethodsResponse },
  async ({ store }) => ({ success: true, data: { data: await listActivePaymentMethods(store.id) } }),
);
