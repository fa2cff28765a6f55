import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startFakeDns, type FakeDns } from "../support/fake-dns";
import { get } from "../support/http";
import { asOwner } from "../support/owner-calls";
import { dropStores, signUp, type SignedUp } from "../support/stores";

// Custom domains proven through DNS: a domain set by its owner is pending, with a CNAME and a TXT
// token to set; "check now" asks the resolvers of DNS_SERVERS (a DNS server of this test's own), and
// only a verified domain is served and given a certificate (`/tls/allowed`).

let dns: FakeDns;
let store: SignedUp;

beforeAll(async () => {
  dns = await startFakeDns(inject("dns").port);
  store = await signUp({ store_name: "Domain Store" });
});

afterAll(async () => {
  await dropStores();
  await dns?.close();
});

const domainOf = (token: string) => asOwner(token, "GET", "/api/store/domain");
const checkNow = (token: string) => asOwner(token, "POST", "/api/store/domain/check");
const setDomain = (token: string, domain: string | null) => asOwner(token, "PUT", "/api/store", { custom_domain: domain });
const allowed = (domain: string) => get(`/api/tls/allowed?domain=${encodeURIComponent(domain)}`, { host: "localhost" });
const fresh = () => `shop-${randomUUID().slice(0, 8)}.example`;

describe("a custom domain's proof", () => {
  it("is pending with the records to set; a wrong or missing TXT keeps it pending; the right one verifies it and the host serves the store", async () => {
    const domain = fresh();
    expect((await setDomain(store.token, domain)).status).toBe(200);
    const pending = await domainOf(store.token);
    expect(pending.status).toBe(200);
    const token = pending.json.data.records[1].value as string;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(pending.json).toEqual({
      success: true,
      data: {
        domain,
        status: "pending",
        records: [
          { type: "CNAME", name: domain, value: "localhost" },
          { type: "TXT", name: `_commerce-verify.${domain}`, value: token },
        ],
        last_check: null,
        checked_at: null,
        verified_at: null,
      },
    });
    expect((await get("/api/get-info-store", { host: domain })).status).toBe(404);
    expect((await allowed(domain)).status).toBe(404);

    const missing = await checkNow(store.token);
    expect(missing.json.data).toMatchObject({ status: "pending", last_check: "missing", verified_at: null });
    expect(missing.json.data.checked_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);

    dns.txt.set(`_commerce-verify.${domain}`, ["not-the-token"]);
    expect((await checkNow(store.token)).json.data).toMatchObject({ status: "pending", last_check: "mismatch" });
    expect((await get("/api/get-info-store", { host: domain })).status).toBe(404);

    dns.txt.set(`_commerce-verify.${domain}`, ["v=other", token]);
    const verified = await checkNow(store.token);
    expect(verified.json.data).toMatchObject({ status: "verified", last_check: "verified" });
    expect(verified.json.data.verified_at).toBe(verified.json.data.checked_at);
    const info = await get("/api/get-info-store", { host: domain });
    expect(info.status).toBe(200);
    expect(info.json.data.store_name).toBe("Domain Store");
    const yes = await allowed(domain.toUpperCase() + ".");
    expect(yes.status).toBe(200);
    expect(yes.json).toEqual({ success: true, data: { domain } });
    expect(yes.headers["cache-control"]).toBe("public, max-age=60");

    // Proof taken away: pending again at the next check, no longer served.
    dns.txt.delete(`_commerce-verify.${domain}`);
    expect((await checkNow(store.token)).json.data).toMatchObject({ status: "pending", last_check: "missing", verified_at: null });
    expect((await get("/api/get-info-store", { host: domain })).status).toBe(404);
  });

  it("counts a resolver that does not answer as nothing seen: a verified domain stays verified", async () => {
    const domain = fresh();
    await setDomain(store.token, domain);
    const token = (await domainOf(store.token)).json.data.records[1].value;
    dns.txt.set(`_commerce-verify.${domain}`, [token]);
    expect((await checkNow(store.token)).json.data.status).toBe("verified");
    await dns.close();
    try {
      expect((await checkNow(store.token)).json.data).toMatchObject({ status: "verified", last_check: "unreachable" });
      expect((await get("/api/get-info-store", { host: domain })).status).toBe(200);
    } finally {
      dns = await startFakeDns(inject("dns").port);
    }
  });

  it("refuses a domain verified by another store, and proves it to no second store even when its TXT record names both", async () => {
    const domain = fresh();
    await setDomain(store.token, domain);
    const ours = (await domainOf(store.token)).json.data.records[1].value;
    const other = await signUp();
    // Both claim it while pending: a claim alone is no proof, and blocks no one.
    expect((await setDomain(other.token, domain)).status).toBe(200);
    const theirs = (await domainOf(other.token)).json.data.records[1].value;
    expect(theirs).not.toBe(ours);
    dns.txt.set(`_commerce-verify.${domain}`, [ours, theirs]);
    expect((await checkNow(store.token)).json.data.status).toBe("verified");
    expect((await checkNow(other.token)).json.data).toMatchObject({ status: "pending", last_check: "taken" });
    expect((await get("/api/get-info-store", { host: domain })).json.data.store_name).toBe("Domain Store");

    const refused = await setDomain(other.token, null).then(() => setDomain(other.token, domain));
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({ custom_domain: ["Another store uses this domain."] });
  });

  it("a new domain starts over with a new token; the old one is no longer served", async () => {
    const first = fresh();
    await setDomain(store.token, first);
    const token = (await domainOf(store.token)).json.data.records[1].value;
    dns.txt.set(`_commerce-verify.${first}`, [token]);
    await checkNow(store.token);
    expect((await get("/api/get-info-store", { host: first })).status).toBe(200);
    // The same domain sent again keeps its proof.
    await setDomain(store.token, first);
    expect((await domainOf(store.token)).json.data).toMatchObject({ status: "verified", records: [{}, { value: token }] });

    const second = fresh();
    await setDomain(store.token, second);
    const now = (await domainOf(store.token)).json.data;
    expect(now).toMatchObject({ domain: second, status: "pending", last_check: null });
    expect(now.records[1].value).not.toBe(token);
    expect((await get("/api/get-info-store", { host: first })).status).toBe(404);
    expect((await allowed(first)).status).toBe(404);
  });
});

describe("the domain's routes", () => {
  it("are the owner's own store's: a store without a domain has none to read or check (404), whatever other stores have", async () => {
    const other = await signUp();
    await setDomain(store.token, fresh());
    const none = { success: false, message: "The store has no custom domain." };
    expect(await domainOf(other.token).then((r) => [r.status, r.json])).toEqual([404, none]);
    expect(await checkNow(other.token).then((r) => [r.status, r.json])).toEqual([404, none]);
    expect((await asOwner(undefined, "GET", "/api/store/domain")).status).toBe(401);
    await setDomain(store.token, null);
    expect((await domainOf(store.token)).status).toBe(404);
  });
});

describe("GET /tls/allowed", () => {
  it("answers 200 for the platform's names and existing stores' subdomains, 404 for anything else", async () => {
    for (const name of ["localhost", "www.localhost", "demo.localhost", `${store.subdomain}.localhost`]) {
      const reply = await allowed(name);
      expect(reply.status, name).toBe(200);
      expect(reply.json.data.domain, name).toBe(name);
    }
    for (const name of ["nosuchstore.localhost", "a.b.localhost", "unknown.example", "127.0.0.1", "localhost:443", ""]) {
      const reply = await allowed(name);
      expect(reply.status, name).toBe(404);
      expect(reply.json, name).toEqual({ success: false, message: "No certificate is issued for this host." });
    }
    expect((await get("/api/tls/allowed", { host: "localhost" })).status).toBe(422);
    // The platform's route: a store's host has no such endpoint.
    expect((await get("/api/tls/allowed?domain=demo.localhost", { host: "demo.localhost" })).status).toBe(404);
  });
});
