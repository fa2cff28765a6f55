import { recordRoutes } from "@/lib/api/records";
import { createPaymentMethod, listPaymentMethods, paymentMethod, paymentMethodExists, updatePaymentMethod } from "@/lib/payments/manage-payment-methods";
import { paymentMethodNotFound } from "@/lib/payments/payment-credentials";
import { paymentMethodInput, paymentMethodManaged, paymentMethodPatch, paymentMethodsQuery } from "@/lib/payments/schemas";

/** No delete: a method's past payments name it (docs/decisions.md); it is deactivated instead. */
export const paymentMethodRoutes = recordRoutes({
  permission: "payments",
  record: paymentMethodManaged,
  notFound: paymentMethodNotFound,
  list: {
    summary: "The store's payment methods in the shopper's order, inactive ones too (shape D)",
    query: paymentMethodsQuery,
    path: "/api/payment-methods",
    run: listPaymentMethods,
  },
  create: {
    summary: "A method for a provider the store has none of; its credentials are write-only",
    refusals: [paymentMethodExists],
    body: paymentMethodInput,
    run: createPaymentMethod,
  },
  find: { summary: "A payment method of the store: which credentials are set, never their values", run: paymentMethod },
  update: { summary: "Changes the fields sent; credentials key by key (null removes one)", body: paymentMethodPatch, run: updatePaymentMethod },
});
