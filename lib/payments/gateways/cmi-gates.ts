import { env } from "../../env";

// CMI's 3D gates, where the shopper's browser posts the signed form: apart from cmi.ts so that
// the proxy, which lists them in the pages' form-action, loads nothing else of the gateway.

const GATES = { sandbox: "https://testpayment.cmi.co.ma/fim/est3Dgate", live: "https://payment.cmi.co.ma/fim/est3Dgate" };

export function cmiGatewayUrl(sandbox: boolean): string {
  return env().CMI_GATEWAY_URL ?? (sandbox ? GATES.sandbox : GATES.live);
}

/** Where a shopper's browser may post CMI's form: the configured gate, else both of CMI's (a page's form-action). */
export function cmiGatewayOrigins(): string[] {
  const configured = env().CMI_GATEWAY_URL;
  return (configured ? [configured] : [GATES.sandbox, GATES.live]).map((url) => new URL(url).origin);
}
