import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { call, get, loginOwner, post } from "../support/http";
import { codeOf, makeOperator, operatorCode, operatorLogin, signInOperator, type Operator } from "../support/operators";
import { dropStores, signUp, type SignedUp } from "../support/stores";

// The platform's operator: a sign-in of its own that needs the authenticator's code, routes that no
// owner nor anonymous caller reaches, and a suspension that closes a store on both hosts until it
// is reactivated, each act in the store's audit log.

const platform = { host: "localhost" };
let operator: Operator;

beforeAll(async () => {
  operator = await signInOperator();
});

afterAll(dropStores);

describe("the operator's sign-in", () => {
  it("enrols an authenticator at the first sign-in (a QR code of its otpauth URI), and asks its code at each", async () => {
    const { email } = await makeOperator();
    const first = await operatorLogin(email);
    expect(first.status).toBe(200);
    expect(first.json.enrolment.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(first.json.enrolment.uri).toContain(`secret=${first.json.enrolment.secret}`);
    expect((await operatorCode(first.json.challenge, await codeOf(first.json.enrolment.secret))).status).toBe(200);

    const again = await operatorLogin(email);
    expect(again.status).toBe(200);
    expect(again.json.enrolment).toBeNull();
    expect(again.json.challenge).toEqual(expect.any(String));
  });

  it("refuses a wrong password, a wrong code, a code used already and a challenge used already", async () => {
    expect((await operatorLogin(operator.email, "not-the-password")).status).toBe(401);

    const login = await operatorLogin(operator.email);
    const wrong = await operatorCode(login.json.challenge, "000000");
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ success: false, message: expect.stringContaining("The code is not valid") });
    // The code the operator signed in with in beforeAll: its 30-second step is spent.
    const reused = await operatorCode(login.json.challenge, await codeOf(operator.secret, Date.now()));
    expect(reused.status).toBe(401);

    // The next step's code is good once; the challenge it answered is gone with it.
    const next = await codeOf(operator.secret, Date.now() + 30_000);
    expect((await operatorCode(login.json.challenge, next)).status).toBe(200);
    expect((await operatorCode(login.json.challenge, next)).status).toBe(401);
  });

  it("gives a session cookie (httpOnly, SameSite=Strict) that the console's routes take, and signs out", async () => {
    const session = await signInOperator();
    const login = await operatorLogin(session.email);
    const reply = await operatorCode(login.json.challenge, await codeOf(session.secret, Date.now() + 30_000));
    const cookie = String(reply.headers["set-cookie"]);
    expect(cookie).toMatch(/^operator_session=opr_[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Expires=/);
    const headers = { cookie: cookie.split(";")[0]! };
    expect((await get("/api/operator/stores", { ...platform, headers })).status).toBe(200);
    expect((await post("/api/operator/logout", undefined, { ...platform, headers })).status).toBe(200);
    expect((await get("/api/operator/stores", { ...platform, headers })).status).toBe(401);
  });
});

describe("the operator's routes", () => {
  it("refuse anonymous callers and store owners", async () => {
    const owner = await loginOwner();
    for (const token of [undefined, owner]) {
      expect((await get("/api/operator/stores", { ...platform, token })).status).toBe(401);
      expect((await call("POST", "/api/operator/stores/1/suspension", { ...platform, token, body: { reason: "spam" } })).status).toBe(401);
    }
    // An operator's session is nothing on a store's host.
    expect((await get("/api/operator/stores", { host: "demo.localhost", token: operator.token })).status).toBe(404);
  });

  it("list every store with its owner and its last 30 days, and search them", async () => {
    const store = await signUp();
    const all = await get("/api/operator/stores", { ...platform, token: operator.token });
    expect(all.status).toBe(200);
    expect(all.json.meta.total).toBeGreaterThanOrEqual(3);
    const demo = await get("/api/operator/stores?search=owner%40example.com", { ...platform, token: operator.token });
    expect(demo.json.data).toEqual([
      expect.objectContaining({ subdomain: "demo", owner: { name: "Salma Bennani", email: "owner@example.com" }, currency: "MAD", suspended_at: null }),
    ]);
    expect(demo.json.data[0].orders_30_days).toBeGreaterThan(0);
    expect(Number(demo.json.data[0].sales_30_days)).toBeGreaterThan(0);
    expect(demo.json.data[0].products).toBeGreaterThan(0);
    const found = await get(`/api/operator/stores?search=${store.subdomain}`, { ...platform, token: operator.token });
    expect(found.json.data).toEqual([
      expect.objectContaining({ id: store.storeId, products: 0, orders_30_days: 0, sales_30_days: "0", owner: { name: "Nadia Test", email: store.email } }),
    ]);
  });
});

describe("a suspended store", () => {
  let store: SignedUp;
  const suspend = (reason: string) => post(`/api/operator/stores/${store.storeId}/suspension`, { reason }, { ...platform, token: operator.token });
  const reactivate = (reason: string) =>
    call("DELETE", `/api/operator/stores/${store.storeId}/suspension`, { ...platform, token: operator.token, body: { reason } });

  beforeAll(async () => {
    store = await signUp({ language: "fr" });
  });

  it("is closed on both hosts, in its language, until it is reactivated", async () => {
    expect((await get("/api/get-info-store", { host: store.host })).status).toBe(200);

    const suspended = await suspend("Fraudulent listings");
    expect(suspended.status).toBe(200);
    expect(suspended.json.data).toMatchObject({ id: store.storeId, suspension_reason: "Fraudulent listings", suspended_at: expect.any(String) });
    expect((await suspend("twice")).status).toBe(409);

    // The customer API: every route, signed in or not, 403 in the store's language.
    for (const path of ["/api/get-info-store", "/api/fetch-all-products", "/api/no-such-route"]) {
      const reply = await get(path, { host: store.host });
      expect(reply.status, path).toBe(403);
      expect(reply.json).toEqual({ success: false, message: "Cette boutique est momentanément indisponible." });
    }
    expect((await post("/api/login-customer", { email: "a@b.example", password: "whatever1" }, { host: store.host })).status).toBe(403);

    // The storefront: the "store unavailable" page, 503, on every page.
    for (const path of ["/", "/products", "/sign-in"]) {
      const page = await call("GET", path, { host: store.host, headers: { accept: "text/html" } });
      expect(page.status, path).toBe(503);
      expect(page.text).toContain("Boutique indisponible");
    }

    // The owner: reads answered, writes refused with the operator's reason.
    expect((await get("/api/store", { ...platform, token: store.token })).status).toBe(200);
    const write = await call("PUT", "/api/store", { ...platform, token: store.token, body: { name: "Renamed" } });
    expect(write.status).toBe(403);
    expect(write.json).toEqual({ success: false, message: expect.stringContaining("(Fraudulent listings)") });
    expect(write.json.message).toContain("lecture seule");

    expect((await reactivate("Listings removed")).status).toBe(200);
    expect((await reactivate("again")).status).toBe(409);
    expect((await get("/api/get-info-store", { host: store.host })).status).toBe(200);
    expect((await call("GET", "/", { host: store.host, headers: { accept: "text/html" } })).status).toBe(200);
    expect((await call("PUT", "/api/store", { ...platform, token: store.token, body: { name: "Renamed" } })).status).toBe(200);

    // Both acts are in the store's audit log, under the operator's name.
    const log = await sql<{ action: string; reason: string; email: string }>(
      `SELECT a.action, a.changes->>'reason' AS reason, o.email FROM audit_log a JOIN operators o ON o.id = a.operator_id
       WHERE a.store_id = $1 ORDER BY a.id`,
      [store.storeId],
    );
    expect(log).toEqual([
      { action: "operator: suspend store", reason: "Fraudulent listings", email: operator.email },
      { action: "operator: reactivate store", reason: "Listings removed", email: operator.email },
    ]);
  });
});
