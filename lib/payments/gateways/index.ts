import { startCmiCharge } from "./cmi";
import type { ChargeRequest, ChargeStart } from "./gateway";
import { startPaypalCharge } from "./paypal";
import { startStripeCharge } from "./stripe";

export { GatewayRefused, GatewayUnavailable, type ChargeRequest, type ChargeStart } from "./gateway";

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
