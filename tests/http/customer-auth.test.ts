import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { freshShopper, SHOPPER_PASSWORD } from "../support/arrange";
import { sql } from "../support/database";
import { get, loginCustomer, loginOwner, otherClient, post } from "../support/http";

const keys = (o: object) => Object.keys(o).sort();
const CUSTOMER_KEYS = ["email", "id", "image", "name", "phone", "phone_code", "uid", "verified_at"];
const newEmail = () => `shopper-${randomUUID().slice(0, 8)}@example.com`;

function registration(email = newEmail()) {
  return { name: "Yasmine Alaoui", email, phone: "0698765432", password: "s3cret-pass", password_confirmation: "s3cret-pass" };
}

describe("customer registration", () => {
  it("creates the customer and signs them in", async () => {
    const body = registration();
    const reply = await post("/api/register-customer", body);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["success", "token", "user"]);
    expect(reply.json.success).toBe(true);
    expect(keys(reply.json.user)).toEqual([...CUSTOMER_KEYS, "phone_with_code"].sort());
    expect(reply.json.user).toMatchObject({ name: body.name, email: body.email, phone: body.phone, image: null, uid: null });
    expect(typeof reply.json.user.id).toBe("number");
    expect(typeof reply.json.user.phone_with_code).toBe("string");

    const me = await get("/api/user-customer", { token: reply.json.token });
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe(body.email);
  });

  it("keeps e-mail addresses unique within a store, not across stores", async () => {
    const body = registration();
    expect((await post("/api/register-customer", body)).status).toBe(200);
    const again = await post("/api/register-customer", { ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(422);
    expect(again.json).toEqual({
      success: false,
      message: "The email has already been taken.",
      errors: { email: ["The email has already been taken."] },
    });
    const elsewhere = await post("/api/register-customer", body, { host: "acme.localhost" });
    expect(elsewhere.status).toBe(200);
  });

  it("names every invalid field", async () => {
    const reply = await post("/api/register-customer", { email: "not-an-email", password: "short", password_confirmation: "other" });
    expect(reply.status).toBe(422);
    expect(reply.json.success).toBe(false);
    expect(typeof reply.json.message).toBe("string");
    expect(keys(reply.json.errors)).toEqual(["email", "name", "password", "phone"]);
    expect(reply.json.errors.name).toEqual(["The name field is required."]);

    const mismatch = await post("/api/register-customer", { ...registration(), password_confirmation: "different-pass" });
    expect(mismatch.status).toBe(422);
    expect(keys(mismatch.json.errors)).toEqual(["password_confirmation"]);
  });

  it("refuses a short password, a common one and the e-mail itself, saying which on `password`", async () => {
    const email = newEmail();
    const refused = async (password: string) => {
      const reply = await post("/api/register-customer", { ...registration(email), password, password_confirmation: password });
      expect(reply.status, password).toBe(422);
      expect(keys(reply.json.errors), password).toEqual(["password"]);
      expect(reply.json.message).toBe(reply.json.errors.password[0]);
      return reply.json.message as string;
    };
    expect(await refused("kq7#vbz")).toBe("The password must be at least 8 characters.");
    for (const common of ["password", "password123", "Qwerty123", "iloveyou"]) {
      expect(await refused(common)).toBe("This password is too common: choose one that is harder to guess.");
    }
    expect(await refused(" ".repeat(8))).toBe("The password must not be only spaces.");
    expect(await refused(" ".repeat(24))).toBe("The password must not be only spaces.");
    expect(await refused(email.toUpperCase())).toBe("The password must not be your e-mail address, nor the name before its @.");
    expect(await refused(email.split("@")[0]!)).toBe("The password must not be your e-mail address, nor the name before its @.");
    // Nothing was created by the refusals; a long passphrase is welcome.
    const passphrase = "a long passphrase is easier to remember than p@55w0rd, and far harder to guess";
    expect(passphrase.length).toBeGreaterThan(64);
    const accepted = await post("/api/register-customer", { ...registration(email), password: passphrase, password_confirmation: passphrase });
    expect(accepted.status).toBe(200);
    expect((await post("/api/login-customer", { email, password: passphrase })).status).toBe(200);
  });
});

describe("customer sign-in and profile", () => {
  it("/login-customer answers {success, token}", async () => {
    const reply = await post("/api/login-customer", { email: "customer@example.com", password: "password" });
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["success", "token"]);
    expect(reply.json.success).toBe(true);
    expect(typeof reply.json.token).toBe("string");
  });

  it("refuses wrong credentials without saying which part was wrong", async () => {
    const wrongPassword = await post("/api/login-customer", { email: "customer@example.com", password: "nope" });
    const noAccount = await post("/api/login-customer", { email: "nobody@example.com", password: "password" });
    expect(wrongPassword.status).toBe(401);
    expect(noAccount.status).toBe(401);
    expect(wrongPassword.json).toEqual(noAccount.json);
    expect(wrongPassword.json.success).toBe(false);
  });

  it("slows down password guessing with 429 after repeated failures", async () => {
    const email = newEmail();
    const from = otherClient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post("/api/login-customer", { email, password: `guess-${i}` }, { from })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const limited = await post("/api/login-customer", { email, password: "guess-final" }, { from });
    expect(limited.status).toBe(429);
    expect(limited.json.success).toBe(false);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // A made-up X-Forwarded-For does not make the client somebody else.
    const spoofed = await post("/api/login-customer", { email, password: "guess" }, { from, headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(spoofed.status).toBe(429);
  });

  it("/user-customer answers the extended record with the contract's spellings and formats", async () => {
    const token = await loginCustomer();
    const reply = await get("/api/user-customer", { token });
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["success", "user"]);
    const { user } = reply.json;
    expect(keys(user)).toEqual([...CUSTOMER_KEYS, "reset_password", "status", "varification_code", "is_logedin", "created_at", "updated_at"].sort());
    expect(user.email).toBe("customer@example.com");
    expect(user.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect(user.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect(user.status).toBe(1);
    expect(user.is_logedin).toBe(1);
  });

  it("/user-customer answers the customer's own row: every field, its times to the millisecond the column keeps", async () => {
    const email = newEmail();
    const { token } = (await post("/api/register-customer", registration(email))).json;
    // Values no default would give, so that a field answered from anything but the row fails.
    const [row] = await sql<{ id: number; created: string; updated: string; verified: string }>(
      `UPDATE customers SET uid = 'u-' || id, phone_code = '+212', verified_at = '2026-03-04 05:06:07.891+00',
              reset_password = 'reset-token', verification_code = '482913', created_at = '2025-12-31 23:59:58.123+00'
       WHERE email = $1
       RETURNING id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS created,
                 to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS updated,
                 to_char(verified_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS verified`,
      [email],
    );
    const { user } = (await get("/api/user-customer", { token })).json;
    expect(user).toEqual({
      id: row!.id,
      uid: `u-${row!.id}`,
      name: "Yasmine Alaoui",
      email,
      image: null,
      phone: "0698765432",
      phone_code: "+212",
      verified_at: `${row!.verified}000Z`,
      reset_password: "reset-token",
      status: 1,
      varification_code: "482913",
      is_logedin: 1,
      created_at: `${row!.created}000Z`,
      updated_at: `${row!.updated}000Z`,
    });
    expect(user.created_at).toBe("2025-12-31T23:59:58.123000Z");
  });
});

describe("customer tokens", () => {
  it("are required on protected routes", async () => {
    for (const token of [undefined, "garbage", "cus_" + "A".repeat(43)]) {
      const reply = await get("/api/user-customer", { token });
      expect(reply.status).toBe(401);
      expect(reply.json).toEqual({ success: false, message: "Unauthenticated." });
    }
  });

  it("die at logout", async () => {
    const token = await loginCustomer();
    const out = await post("/api/log-out-customer", undefined, { token });
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ status: true });
    expect((await get("/api/user-customer", { token })).status).toBe(401);
    expect((await post("/api/log-out-customer", undefined, { token })).status).toBe(401);
  });

  it("expire", async () => {
    const token = await loginCustomer();
    expect((await get("/api/user-customer", { token })).status).toBe(200);
    const { createHash } = await import("node:crypto");
    await sql("UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [createHash("sha256").update(token).digest("hex")]);
    expect((await get("/api/user-customer", { token })).status).toBe(401);
  });

  it("stop working the moment their customer is disabled, and work again when enabled", async () => {
    const { token, email } = await freshShopper();
    expect((await get("/api/user-customer", { token })).status).toBe(200);
    await sql("UPDATE customers SET status = 2 WHERE email = $1", [email]);
    const refused = await get("/api/user-customer", { token });
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ success: false, message: "Unauthenticated." });
    expect((await get("/api/cart/list", { token })).status).toBe(401);
    // Signing in again keeps its own refusal, which tells the shopper why.
    const again = await post("/api/login-customer", { email, password: SHOPPER_PASSWORD });
    expect(again.status).toBe(401);
    expect(again.json).toEqual({ success: false, message: "This account is disabled." });
    await sql("UPDATE customers SET status = 1 WHERE email = $1", [email]);
    expect((await get("/api/user-customer", { token })).status).toBe(200);
  });

  it("work only on their own store", async () => {
    const token = await loginCustomer();
    const atAcme = await get("/api/user-customer", { token, host: "acme.localhost" });
    expect(atAcme.status).toBe(401);
    expect((await get("/api/user-customer", { token })).status).toBe(200);
  });

  it("are not owner tokens, and owner tokens are not customer tokens", async () => {
    const customerToken = await loginCustomer();
    expect((await get("/api/user", { host: "localhost", token: customerToken })).status).toBe(401);
    const ownerToken = await loginOwner();
    expect((await get("/api/user-customer", { token: ownerToken })).status).toBe(401);
  });
});
