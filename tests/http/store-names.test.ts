import { describe, expect, it } from "vitest";
import { call, get } from "../support/http";
import { asOwner } from "../support/owner-calls";
import { register, signUp, signUpBody } from "../support/stores";

// Names that belong to the platform or to another store are nobody else's: a custom domain under
// ROOT_DOMAIN, the platform's reserved subdomains, IDN A-labels, and look-alikes of a store's name
// (docs/decisions.md, "Names that belong to someone else").

const availability = (subdomain: string) => get(`/api/subdomain-availability?subdomain=${encodeURIComponent(subdomain)}`, { host: "localhost" });

describe("a store's subdomain", () => {
  it("is none of the platform's names, nor a name made of its words", async () => {
    for (const name of [
      "login",
      "secure-payments",
      "account",
      "billing",
      "support",
      "mail",
      "www",
      "api",
      "admin",
      "dashboard",
      "operator",
      "static",
      "cdn",
      "status",
      "l0gin",
      "log-in",
      "my-account",
      "paypal-verify",
    ]) {
      expect((await availability(name)).json.data, name).toEqual({ subdomain: name, available: false, reason: "reserved" });
    }
  });

  it("is no IDN A-label, which a browser shows in another script", async () => {
    for (const name of ["xn--80ak6aa92e", "xn--dmo-xma", "ab--cd"]) {
      expect((await availability(name)).json.data, name).toEqual({ subdomain: name, available: false, reason: "lookalike" });
    }
  });

  it("does not pass for an existing store's: confusable letters and digits, a hyphen more or less", async () => {
    const store = await signUp({ subdomain: `milo-${Date.now().toString(36)}` });
    const tail = store.subdomain.slice("milo-".length);
    for (const name of ["dem0", "d-emo", "acrne", "ac-me", `mi1o-${tail}`, `milo${tail}`, `rnilo-${tail}`, `m-ilo-${tail}`]) {
      expect((await availability(name)).json.data, name).toEqual({ subdomain: name, available: false, reason: "lookalike" });
    }
    expect((await availability("demo")).json.data.reason).toBe("taken");
    expect((await availability(`fresh-${tail}`)).json.data).toEqual({ subdomain: `fresh-${tail}`, available: true });
  });

  it("is refused at sign-up, on the subdomain, in the sign-up's words", async () => {
    const lookalike = await register(signUpBody({ subdomain: "dem0" }));
    expect(lookalike.status).toBe(422);
    expect(lookalike.json.errors).toEqual({ subdomain: ["This subdomain could pass for another store's: choose another."] });
    for (const subdomain of ["secure-payments", "xn--80ak6aa92e"]) {
      const refused = await register(signUpBody({ subdomain }));
      expect(refused.status, subdomain).toBe(422);
      expect(Object.keys(refused.json.errors), subdomain).toEqual(["subdomain"]);
    }
  });
});

describe("a store's custom domain", () => {
  it("is never a name under ROOT_DOMAIN, refused in the store's language", async () => {
    const store = await signUp();
    for (const domain of ["shop.demo.localhost", "a.b.localhost", "www.localhost", "acme.localhost"]) {
      const reply = await asOwner(store.token, "PUT", "/api/store", { custom_domain: domain });
      expect(reply.status, domain).toBe(422);
      expect(reply.json.errors, domain).toEqual({ custom_domain: ["This domain is the platform's: a store's own domain must be outside it."] });
    }
    expect((await asOwner(store.token, "PUT", "/api/store", { language: "fr" })).status).toBe(200);
    const french = await asOwner(store.token, "PUT", "/api/store", { custom_domain: "shop.demo.localhost" });
    expect(french.json.errors).toEqual({ custom_domain: ["Ce domaine est celui de la plateforme : le domaine propre d'une boutique doit être en dehors."] });
    // Nothing changed: the store is not served on the platform's name.
    expect((await call("GET", "/api/get-info-store", { host: "shop.demo.localhost" })).status).toBe(404);
  });
});
