import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { guardAnswers, pagePolicy, referencePagePolicy } from "./security-headers";

/** Answers one request through guardAnswers with `answer`, and gives back the headers the client read. */
async function served(https: boolean, answer: (res: http.ServerResponse) => void): Promise<http.IncomingHttpHeaders> {
  const server = http.createServer((_req, res) => {
    guardAnswers(res, https);
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    return await new Promise((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port: (server.address() as AddressInfo).port, path: "/" }, (res) => (res.resume(), resolve(res.headers)))
        .on("error", reject);
    });
  } finally {
    server.close();
  }
}

describe("guardAnswers", () => {
  it("adds the security headers and takes the internal ones out, however the head is written", async () => {
    const writers: ((res: http.ServerResponse) => void)[] = [
      (res) => {
        res.setHeader("x-middleware-rewrite", "/storefront");
        res.setHeader("x-commerce-tenant", "subdomain:demo");
        res.end("implicit head");
      },
      (res) => {
        res.setHeader("x-middleware-rewrite", "/storefront");
        res.writeHead(200, { "content-type": "text/plain" }).end("explicit head");
      },
    ];
    for (const write of writers) {
      const headers = await served(false, write);
      expect(headers).toMatchObject({ "x-content-type-options": "nosniff", "x-frame-options": "DENY", "referrer-policy": "strict-origin-when-cross-origin" });
      expect(headers["x-middleware-rewrite"]).toBeUndefined();
      expect(headers["x-commerce-tenant"]).toBeUndefined();
      expect(headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("sends HSTS over HTTPS only, and leaves a header the route chose", async () => {
    const headers = await served(true, (res) => {
      res.setHeader("referrer-policy", "no-referrer");
      res.end();
    });
    expect(headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(headers["referrer-policy"]).toBe("no-referrer");
  });
});

describe("the pages' Content Security Policy", () => {
  it("allows this host's scripts and the nonce's, no frame around the page, and eval in development only", () => {
    const policy = pagePolicy({ nonce: "abc123", dev: false, https: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc123';");
    expect(policy).toContain("style-src 'self' 'nonce-abc123';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("unsafe");
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(pagePolicy({ nonce: "abc123", dev: true, https: false })).toContain("script-src 'self' 'nonce-abc123' 'unsafe-eval';");
    expect(pagePolicy({ nonce: "abc123", dev: false, https: true })).toMatch(/; upgrade-insecure-requests$/);
  });

  it("lets a store's pages load Stripe and PayPal and post to the payment gate, and nobody else's", () => {
    const store = pagePolicy({ nonce: "abc123", dev: false, https: false, paymentForms: ["https://testpayment.cmi.co.ma"] });
    expect(store).toContain("form-action 'self' https://testpayment.cmi.co.ma;");
    expect(store).toContain("script-src 'self' 'nonce-abc123' https://js.stripe.com https://www.paypal.com https://www.sandbox.paypal.com;");
    expect(store).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com https://www.paypal.com https://www.sandbox.paypal.com");
    expect(store).toContain("connect-src 'self' https://api.stripe.com https://www.paypal.com https://www.sandbox.paypal.com;");
    expect(store).toContain("style-src 'self' 'nonce-abc123';");
    expect(store).toContain("default-src 'self';");
    expect(store).not.toContain("unsafe");

    const platform = pagePolicy({ nonce: "abc123", dev: false, https: false });
    for (const origin of ["stripe.com", "paypal.com", "cmi.co.ma"]) expect(platform).not.toContain(origin);
    expect(platform).toContain("form-action 'self';");
  });

  it("allows the reference page its one inline script by hash", () => {
    const policy = referencePagePolicy("c2hhMjU2");
    expect(policy).toContain("script-src 'self' 'sha256-c2hhMjU2';");
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
