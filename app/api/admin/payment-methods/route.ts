import { pageOf } from "@/lib/core/paging";
import { adminRoute } from "@/lib/api/route";
import { createPaymentMethod, listPaymentMethods, paymentMethodExists } from "@/lib/payments/manage-payment-methods";
import { paymentMethodInput, paymentMethodResponse, paymentMethodsQuery, paymentMethodsResponse } from "@/lib/payments/schemas";

export const GET = adminRoute(
  { summary: "The store's payment methods in the shopper's order, inactive ones too (shape D)", query: paymentMethodsQuery, response: paymentMethodsResponse },
  ({ store, query, origin }) => listPaymentMethods(store, { page: pageOf(query), platformOrigin: origin }),
);

export const POST = adminRoute(
  {
    summary: "A method for a provider the store has none of; its credentials are write-only",
    status: 201,
    body: paymentMethodInput,
    response: paymentMethodResponse,
    refusals: [paymentMethodExists],
  },
  ({ store, body, origin }) => createPaymentMethod(store, { method: body, platformOrigin: origin }),
);
