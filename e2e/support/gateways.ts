import http from "node:http";
import { startFakeDns } from "../../tests/support/fake-dns";
import { startFakeGraph, GRAPH_VERSION, type FakePage } from "../../tests/support/fake-graph";
import { startFakeOpenAi } from "../../tests/support/fake-openai";
import { startFakePaypal } from "../../tests/support/fake-paypal";
import { startFakeStripe } from "../../tests/support/fake-stripe";

// The payment gateways of the browser tests, on ports next to the app's: Stripe's and PayPal's
// APIs are the HTTP suite's fakes, and CMI's 3D gate a recorder of the form the browser posts.
// Meta's Graph API and OpenAI likewise, for the marketing walk.
// playwright.config.ts gives the app their addresses when it starts it; the specs start them.

export const appPort = Number(process.env.E2E_PORT ?? 3210);
/** The app's DATA_DIR: a run's own, by its port, so that runs side by side keep their databases apart. */
export const appDataDir = `.data/e2e-${appPort}`;
export const gatewayPorts = {
  stripe: appPort + 1,
  paypal: appPort + 2,
  cmi: appPort + 3,
  graph: appPort + 4,
  openai: appPort + 5,
  dns: appPort + 6,
  smtp: appPort + 7,
  /** The app's embedded PostgreSQL, where a spec makes what only a script makes (an operator: e2e/support/operator.ts). */
  database: appPort + 8,
};
export const CMI_GATE_PATH = "/fim/est3Dgate";

export const gatewayEnv = {
  STRIPE_API_BASE: `http://127.0.0.1:${gatewayPorts.stripe}`,
  PAYPAL_API_BASE: `http://127.0.0.1:${gatewayPorts.paypal}`,
  CMI_GATEWAY_URL: `http://127.0.0.1:${gatewayPorts.cmi}${CMI_GATE_PATH}`,
  GRAPH_API_BASE: `http://127.0.0.1:${gatewayPorts.graph}/${GRAPH_VERSION}`,
  FACEBOOK_APP_ID: "1234567890",
  FACEBOOK_APP_SECRET: "e2e-facebook-app-secret",
  OPENAI_BASE_URL: `http://127.0.0.1:${gatewayPorts.openai}/v1`,
  OPENAI_API_KEY: "sk-e2e-fake",
  // Custom domains' TXT records, from the DNS server of tests/support/fake-dns.ts (UDP).
  DNS_SERVERS: `127.0.0.1:${gatewayPorts.dns}`,
  DNS_TIMEOUT_MS: "500",
  // The order e-mails, to the mail server of the whole run (e2e/support/mailbox.ts).
  SMTP_URL: `smtp://127.0.0.1:${gatewayPorts.smtp}`,
  MAIL_FROM: "orders@shop.example",
};

export const startStripe = () => startFakeStripe(gatewayPorts.stripe);
export const startPaypal = () => startFakePaypal(gatewayPorts.paypal);
export const startGraph = (pages: FakePage[]) => startFakeGraph(pages, gatewayPorts.graph);
export const startOpenAi = () => startFakeOpenAi(gatewayPorts.openai);
export const startDns = () => startFakeDns(gatewayPorts.dns);

/** CMI's gate: records each form posted to it and answers a page saying so. */
export async function startCmiGate() {
  const posts: Record<string, string>[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      if (req.method === "POST" && req.url === CMI_GATE_PATH) posts.push(Object.fromEntries(new URLSearchParams(body)));
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end("<!doctype html><title>CMI</title><h1>CMI test gate</h1>");
    });
  });
  await new Promise<void>((resolve) => server.listen(gatewayPorts.cmi, "127.0.0.1", resolve));
  return {
    posts,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
