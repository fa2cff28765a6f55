import { refusal } from "../core/errors";
import { GatewayRefused, GatewayUnavailable } from "./gateways/gateway";
import { paymentMessages } from "./messages";

// What the payment routes refuse, declared once for the routes that give them.

export const unverifiedNotification = refusal(
  "bad_request",
  "The notification is not signed by the gateway with the store's secret (forged, unsigned, or older than the gateway's tolerance): nothing changes",
);
export const paymentNotFound = refusal("not_found", "No payment of the store (of the customer) has this gateway reference");
export const gatewayRefusedRequest = refusal("bad_gateway", "The payment gateway refused the request (it answered 4xx): nothing changes");
export const gatewayUnreachable = refusal(
  "service_unavailable",
  "The payment gateway could not be reached, timed out or failed (5xx): nothing changes, try again",
);

/** A gateway's failure as the client's answer: 502 when it refused, 503 when it could not answer; anything else as it is. */
export function gatewayFailure(error: unknown, language: string): unknown {
  if (error instanceof GatewayRefused) return gatewayRefusedRequest.error(paymentMessages(language, "gatewayRefused"));
  if (error instanceof GatewayUnavailable) return gatewayUnreachable.error(paymentMessages(language, "gatewayUnavailable"));
  return error;
}
