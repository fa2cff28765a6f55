import { storeRoute } from "@/lib/api/route";
import { listActivePaymentMethods } from "@/lib/payments/payment-methods";
import { activePaymentMethodsResponse } from "@/lib/payments/schemas";

export const GET = storeRoute(
  { summary: "Payment methods the shopper can choose", auth: "customer", response: activePaymentMethodsResponse },
  async ({ store }) => ({ success: true, data: { data: await listActivePaymentMethods(store.id) } }),
);
