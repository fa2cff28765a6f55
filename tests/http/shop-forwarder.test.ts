import { describe, expect, it } from "vitest";
import { freshShopper, SHOPPER_PASSWORD } from "../support/arrange";
import { call, get, post, type Reply } from "../support/http";

// The storefront's same-origin forwarder (lib/api/forwarder.ts, docs/decisions.md): the shopper's
// token lives in an httpOnly cookie that page scripts cannot read.

const page = () => ({ "sec-fetch-site": "same-origin" });
const sessionCookie = (reply: Reply) => reply.headers["set-cookie"]?.find((c) => c.startsWith("shopper_token="));
const cookieValue = (cookie: string) => cookie.split(";")[0]!;

async function signIn() {
  const shopper = await freshShopper();
  const reply = await post("/shop-api/login-customer", { email: shopper.email, password: SHOPPER_PASSWORD }, { headers: page() });
  return { shopper, reply, cookie: cookieValue(sessionCookie(reply)!) };
}

describe("the storefront's forwarder to the customer API", () => {
  it("signs in into an httpOnly cookie and never shows the token to the page", async () => {
    const { reply, cookie } = await signIn();
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ success: true });
    const set = sessionCookie(reply)!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=lax/i);
    expect(set).toMatch(/Path=\//);
    expect(cookie.length).toBeGreaterThan("shopper_token=".length + 20);

    const me = await get("/shop-api/user-customer", { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.json.user.email).toMatch(/@example\.com$/);
  });

  it("answers as the customer API does, for public and signed-in routes alike", async () => {
    const direct = await get("/api/fetch-categories");
    const forwarded = await get("/shop-api/fetch-categories");
    expect(forwarded.status).toBe(direct.status);
    expect(forwarded.text).toBe(direct.text);
    expect((await get("/shop-api/cart/list")).status).toBe(401);
    expect((await get("/shop-api/no-such-route")).json).toEqual({ success: false, message: "This endpoint does not exist." });
  });

  it("sends the remembered currency unless the call names one", async () => {
    const euros = await get("/shop-api/popular-products?per_page=1", { headers: { cookie: "currency=EUR" } });
    const explicit = await get("/api/popular-products?per_page=1", { headers: { "store-currency": "EUR" } });
    expect(euros.text).toBe(explicit.text);
    const dollars = await get("/shop-api/popular-products?per_page=1", { headers: { cookie: "currency=EUR", "store-currency": "USD" } });
    expect(dollars.text).toBe((await get("/api/popular-products?per_page=1", { headers: { "store-currency": "USD" } })).text);
  });

  it("takes a call that changes something only from a page of the store itself", async () => {
    const { cookie } = await signIn();
    const crossSite = await call("DELETE", "/shop-api/cart/clear", { headers: { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    const noOrigin = await call("DELETE", "/shop-api/cart/clear", { headers: { cookie } });
    expect(noOrigin.status).toBe(403);
    const otherStore = await call("DELETE", "/shop-api/cart/clear", { headers: { cookie, origin: "http://acme.localhost" } });
    expect(otherStore.status).toBe(403);
    const samePage = await call("DELETE", "/shop-api/cart/clear", { headers: { cookie, "sec-fetch-site": "same-origin" } });
    expect(samePage.status).toBe(200);
  });

  it("ends the cookie on sign-out, and the token with it", async () => {
    const { cookie } = await signIn();
    const out = await post("/shop-api/log-out-customer", undefined, { headers: { cookie, ...page() } });
    expect(out.json).toEqual({ status: true });
    expect(sessionCookie(out)).toMatch(/Max-Age=0/);
    const after = await get("/shop-api/user-customer", { headers: { cookie } });
    expect(after.status).toBe(401);
    // A token the API no longer takes also clears the cookie, so the pages show the shopper signed out.
    expect(sessionCookie(after)).toMatch(/Max-Age=0/);
  });

  it("ignores a bearer token the page would try to send", async () => {
    const shopper = await freshShopper();
    const reply = await call("GET", "/shop-api/user-customer", { token: shopper.token });
    expect(reply.status).toBe(401);
  });
});
