import type { TestProject } from "vitest/node";
import { freeUdpPort } from "../support/fake-dns";
import { startFakePaypal } from "../support/fake-paypal";
import { startFakeStripe } from "../support/fake-stripe";
import { startServer } from "../support/server";

declare module "vitest" {
  export interface ProvidedContext {
    server: { port: number; databaseUrl: string; dataDir: string; pid: number; poolIdleTimeoutMs: number };
    /** The fake payment gateways the server talks to (tests/support/fake-gateway.ts). */
    gateways: { stripe: string; paypal: string; timeoutMs: number };
    /** The port of DNS_SERVERS, where a test starts its DNS server (tests/support/fake-dns.ts) to answer custom domains' records. */
    dns: { port: number };
  }
}

export default async function setup(project: TestProject) {
  // The whole suite is one client address making the requests of many shoppers: the per-address
  // limit of one shopper (600 a minute) would answer its later requests with 429.
  // Its pool closes a connection unused for a fifth of a second, so that reconnecting is exercised
  // all along, and a test can wait for it (tests/http/robustness.test.ts).
  const poolIdleTimeoutMs = 200;
  // The payment gateways are fakes of their own APIs, which a test can tell to refuse, fail or hang:
  // past the short timeout a gateway counts as unavailable.
  const [stripe, paypal] = await Promise.all([startFakeStripe(), startFakePaypal()]);
  const gatewayTimeoutMs = 1500;
  // The server asks this port for custom domains' TXT records; nothing answers it but a test's DNS server, quickly timed out.
  const dnsPort = await freeUdpPort();
  const server = await startServer({
    env: {
      RATE_LIMIT_PER_MINUTE: "100000",
      DATABASE_POOL_IDLE_TIMEOUT_MS: String(poolIdleTimeoutMs),
      STRIPE_API_BASE: stripe.url,
      PAYPAL_API_BASE: paypal.url,
      GATEWAY_TIMEOUT_MS: String(gatewayTimeoutMs),
      DNS_SERVERS: `127.0.0.1:${dnsPort}`,
      DNS_TIMEOUT_MS: "500",
      // Webhook receivers are the tests' own, on loopback; their retries come a second apart.
      WEBHOOK_ALLOW_PRIVATE: "true",
      IMPORT_ALLOW_PRIVATE: "true",
      WEBHOOK_RETRY_DELAY_SECONDS: "1",
    },
  });
  project.provide("server", { port: server.port, databaseUrl: server.databaseUrl, dataDir: server.dataDir, pid: server.pid, poolIdleTimeoutMs });
  project.provide("gateways", { stripe: stripe.url, paypal: paypal.url, timeoutMs: gatewayTimeoutMs });
  project.provide("dns", { port: dnsPort });
  return async () => {
    await server.stop();
    await Promise.all([stripe.close(), paypal.close()]);
  };
}
