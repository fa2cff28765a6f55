import { storeRoute } from "@/lib/api/route";
import { capturePaypalPayment } from "@/lib/payments/confirmations";
import { gatewayRefusedRequest, gatewayUnreachable, paymentNotFound } from "@/lib/payments/refusals";
import { paypalCaptureInput, paypalCaptureResponse } from "@/lib/payments/schemas";

export const POST = storeRoute(
  {
    summary: "Capture the PayPal order the shopper approved (its id as /make-payment gave it); COMPLETED marks the order paid",
    auth: "customer",
    body: paypalCaptureInput,
    response: paypalCaptureResponse,
    refusals: [paymentNotFound, gatewayRefusedRequest, gatewayUnreachable],
  },
  async ({ store, customer, body }) => ({ success: true, ...(await capturePaypalPayment(store, { customerId: customer.id, paypalOrderId: body.order_id })) }),
);
