import { GatewayUnavailable, type ChargeRequest, type ChargeStart } from "./gateway";

// Chooses the gateway of a charge by its provider. The gateways (Stripe, PayPal, CMI) come with
// their own branch; until then every online charge is refused as a gateway that cannot be reached.
export async function startCharge(request: ChargeRequest): Promise<ChargeStart> {
  throw new GatewayUnavailable(`no gateway client for ${request.method.provider} yet`);
}
