import { describe, expect, it } from "vitest";
import { freshShopper, SHOPPER_PASSWORD } from "../support/arrange";
import { cookiesOf, nextAuthSignIn } from "../support/dashboard-sign-in";
import { get, origin, post, type Reply } from "../support/http";

// Where a browser is sent once signed in stays on this site (lib/http/same-origin-path.ts), and
// next-auth's addresses are the platform's configured origin, never the Host a request named.

/** next-auth's credentials form of the demo owner, with `callbackUrl`. */
const ownerSignIn = (password: string, callbackUrl: string, host = "localhost") =>
  nextAuthSignIn({ email: "owner@example.com", password, callbackUrl }, { host });

/** Where an answer sends the browser, resolved as a browser would (tabs and newlines dropped, backslashes as slashes). */
const destination = (reply: Reply, base: string) => new URL(String(reply.headers.location ?? reply.json?.url).replace(/[\t\n\r]/g, ""), base);

describe("the dashboard's sign-in", () => {
  it("goes back only to a path of the platform, whatever the callbackUrl", async () => {
    const platform = origin("localhost");
    for (const callbackUrl of ["/\\evil.example/x", "/\t/evil.example/x", "//evil.example/x", "https://evil.example/x", `${platform}.evil.example/`]) {
      const reply = await ownerSignIn("password", callbackUrl);
      expect(reply.status, callbackUrl).toBe(200);
      expect(reply.json.url, JSON.stringify(callbackUrl)).toBe(`${platform}/dashboard`);
    }
    expect((await ownerSignIn("password", "/dashboard/orders?page=2")).json.url).toBe(`${platform}/dashboard/orders?page=2`);
  });

  it("answers a callbackUrl that is no URL, with a wrong password, without failing", async () => {
    for (const callbackUrl of ["not a url", "http://[", "/\r\n/evil.example"]) {
      const reply = await ownerSignIn("wrong-password", callbackUrl);
      expect(reply.status, callbackUrl).toBeLessThan(500);
      expect(destination(reply, origin("localhost")).origin).toBe(origin("localhost"));
    }
  });

  it("takes its origin from ROOT_DOMAIN, never from the Host header", async () => {
    for (const host of ["6.6.6.6", "127.0.0.1", "localhost"]) {
      const reply = await get("/auth/signin?callbackUrl=%2Fdashboard", { host });
      expect(reply.status, host).toBeGreaterThanOrEqual(300);
      expect(reply.status, host).toBeLessThan(400);
      expect(destination(reply, origin("localhost")).origin, host).toBe(origin("localhost"));
      // Nor in the address it says to come back to.
      expect(String(reply.headers.location), host).not.toContain("6.6.6.6");
    }
    const signedIn = await ownerSignIn("password", "/dashboard", "6.6.6.6");
    expect(signedIn.json.url).toBe(`${origin("localhost")}/dashboard`);
  });
});

describe("the storefront's sign-in", () => {
  async function shopperCookie() {
    const shopper = await freshShopper();
    const reply = await post(
      "/shop-api/login-customer",
      { email: shopper.email, password: SHOPPER_PASSWORD },
      { headers: { "sec-fetch-site": "same-origin" } },
    );
    return cookiesOf(reply);
  }

  it("sends a signed-in shopper only to a path of the store, and never fails on a newline", async () => {
    const cookie = await shopperCookie();
    for (const next of [
      "/%09/evil.example/x",
      "/%0A/evil.example/x",
      "/%0D%0A/evil.example/x",
      "/%5Cevil.example/x",
      "//evil.example/x",
      "https://evil.example/",
    ]) {
      const reply = await get(`/sign-in?next=${next}`, { headers: { cookie, accept: "text/html" } });
      expect(reply.status, next).toBeGreaterThanOrEqual(300);
      expect(reply.status, next).toBeLessThan(400);
      const to = destination(reply, origin());
      expect(`${to.origin}${to.pathname}`, next).toBe(`${origin()}/account`);
    }
    const kept = await get(`/sign-in?next=${encodeURIComponent("/checkout?step=2")}`, { headers: { cookie, accept: "text/html" } });
    expect(kept.headers.location).toBe("/checkout?step=2");
  });

  it("shows the form to a shopper not signed in, whatever the next", async () => {
    for (const next of ["/%0D%0A/evil.example/x", "/%09/evil.example/x"]) {
      const reply = await get(`/sign-in?next=${next}`, { headers: { accept: "text/html" } });
      expect(reply.status, next).toBe(200);
      // The form comes back to the account page (Next repeats the page's own query in its payload, as sent).
      expect(reply.text).toContain('href="/register?next=%2Faccount"');
    }
  });
});
