import { startCmiCharge } from "./cmi";
import { GatewayRefused, type ChargeRequest, type ChargeStart, type RefundRequest, type RefundStart } from "./gateway";
import { refundPaypalCapture, startPaypalCharge } from "./paypal";
import { refundStripePayment, startStripeCharge } from "./stripe";

export { GatewayRefused, GatewayUnavailable, type ChargeRequest, type ChargeStart, type RefundRequest, type RefundStart } from "./gateway";

/** Starts the payment of an order at its method's gateway; Google Pay is a Stripe PaymentIntent too. */
export function startCharge(request: ChargeRequest): Promise<ChargeStart> {
  switch (request.method.provider) {
    case "stripe":
    case "gpay":
      return startStripeCharge(request);
    case "paypal":
      return startPaypalCharge(request);
    case "cmi":
      return Promise.resolve().then(() => startCmiCharge(request));
  }
}

/** Gives money back at the gateway that took it; CMI's refunds are made in its back office, never here. */
export function startRefund(request: RefundRequest): Promise<RefundStart> {
  switch (request.method.provider) {
    case "stripe":
    case "gpay":
      return refundStripePayment(request);
    case "paypal":
      return refundPaypalCapture(request);
    case "cmi":
      return Promise.reject(new GatewayRefused("CMI refunds are made in CMI's merchant back office."));
  }
}
