import { idParams } from "@/lib/core/ids";
import { adminRoute } from "@/lib/api/route";
import { paymentMethod, updatePaymentMethod } from "@/lib/payments/manage-payment-methods";
import { paymentMethodNotFound } from "@/lib/payments/payment-credentials";
import { paymentMethodPatch, paymentMethodResponse } from "@/lib/payments/schemas";

export const GET = adminRoute(
  {
    summary: "A payment method of the store: which credentials are set, never their values",
    params: idParams,
    response: paymentMethodResponse,
    refusals: [paymentMethodNotFound],
  },
  ({ store, params, origin }) => paymentMethod(store, { id: params.id, platformOrigin: origin }),
);

export const PUT = adminRoute(
  {
    summary: "Changes the fields sent; credentials key by key (null removes one)",
    params: idParams,
    body: paymentMethodPatch,
    response: paymentMethodResponse,
    refusals: [paymentMethodNotFound],
  },
  ({ store, params, body, origin }) => updatePaymentMethod(store, { id: params.id, patch: body, platformOrigin: origin }),
);
