import https from "node:https";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { caddyMissing, startCaddy, type RunningCaddy } from "../support/caddy";
import { startFakeDns, type FakeDns } from "../support/fake-dns";
import { asOwner } from "../support/owner-calls";
import { dropStores, signUp, type SignedUp } from "../support/stores";

// Debian's Caddy in front of the app, set up as docs/deploy.md says (on-demand TLS whose `ask` is
// /api/tls/allowed), with its internal CA: a verified custom domain and a store's subdomain are
// reached over HTTPS, their certificates trusted through Caddy's root; a domain whose proof is
// missing gets no certificate at all. The names resolve to this machine in the client.

let caddy: RunningCaddy;
let dns: FakeDns;
let store: SignedUp;
const verified = `caddy-${Date.now()}.example`;
const unverified = `pending-${Date.now()}.example`;

beforeAll(async () => {
  const missing = caddyMissing();
  if (missing) throw new Error(missing);
  dns = await startFakeDns(inject("dns").port);
  store = await signUp({ store_name: "Caddy Store" });
  await asOwner(store.token, "PUT", "/api/store", { custom_domain: verified });
  const token = (await asOwner(store.token, "GET", "/api/store/domain")).json.data.records[1].value;
  dns.txt.set(`_commerce-verify.${verified}`, [token]);
  expect((await asOwner(store.token, "POST", "/api/store/domain/check")).json.data.status).toBe("verified");
  const other = await signUp();
  await asOwner(other.token, "PUT", "/api/store", { custom_domain: unverified });
  caddy = await startCaddy(inject("server").port);
});

afterAll(async () => {
  await caddy?.stop();
  await dropStores();
  await dns?.close();
});

/** A GET over HTTPS to `name`, connecting to Caddy on this machine, trusting its root certificate only. */
function overHttps(name: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: "127.0.0.1",
        port: caddy.httpsPort,
        servername: name,
        path,
        headers: { host: `${name}:${caddy.httpsPort}`, accept: "application/json" },
        ca: caddy.rootCertificate(),
        timeout: 15_000,
      },
      (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
    request.end();
  });
}

describe("Caddy with on-demand TLS in front of the app", () => {
  it("serves a verified custom domain over HTTPS with a certificate of Caddy's CA", async () => {
    const reply = await overHttps(verified, "/api/get-info-store");
    expect(reply.status, caddy.output()).toBe(200);
    expect(JSON.parse(reply.body).data.store_name).toBe("Caddy Store");
  });

  it("serves a store's subdomain the same way", async () => {
    const reply = await overHttps(`${store.subdomain}.localhost`, "/api/get-info-store");
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body).data.store_name).toBe("Caddy Store");
  });

  it("gives an unverified domain, and a name no store has, no certificate: the handshake fails", async () => {
    for (const name of [unverified, "nobody.example"]) await expect(overHttps(name, "/api/get-info-store"), name).rejects.toThrow(/tlsv1 alert/);
  });
});
