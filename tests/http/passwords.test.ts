import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlAt } from "../support/database";
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from "../support/fake-smtp";
import { call, otherClient, type CallOptions } from "../support/http";
import { ownDatabase, startServer, type RunningServer } from "../support/server";
import { OWNER_PASSWORD, signUpBody } from "../support/stores";

// Forgotten passwords, password changes and signing out everywhere, for shoppers (customer API)
// and owners (administration API), on a server of this file's own that e-mails through a local
// SMTP server: the codes and links are read from the mail, as a person would. On PostgreSQL, on a
// database of its own: the suite's server, on the shared one, would take this server's jobs and
// mail them nowhere, under another APP_SECRET.

let smtp: FakeSmtp;
let database: Awaited<ReturnType<typeof ownDatabase>>;
let server: RunningServer;
let url: string;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  database = await ownDatabase("passwords");
  server = await startServer({
    databaseUrl: database.url,
    env: { RATE_LIMIT_PER_MINUTE: "100000", JOB_POLLING_SECONDS: "0.5", SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
  });
  url = server.databaseUrl;
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await smtp?.close();
});

const send = (path: string, body: unknown, opts: CallOptions = {}) => call("POST", path, { port: server.port, body, ...opts });
const shop = (path: string, body: unknown, opts: CallOptions = {}) => send(`/api${path}`, body, { host: "demo.localhost", ...opts });
const platform = (path: string, body: unknown, opts: CallOptions = {}) => send(`/api${path}`, body, { host: "localhost", ...opts });

async function until<T>(probe: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The `n`th e-mail (counting from 1) received for `to`. */
const nthMailTo = (to: string, n = 1) => until<ReceivedMail>(() => smtp.received.filter((m) => m.to.includes(to))[n - 1]);
const codeIn = (mail: ReceivedMail) => /\b(\d{6})\b/.exec(mail.text)![1]!;
const tokenIn = (mail: ReceivedMail) => /\/reset-password\?token=([\w-]+)/.exec(mail.text)![1]!;

const NEW_PASSWORD = "velvet-harbour-compass";

async function newShopper(language?: string) {
  if (language) await sqlAt(url, "UPDATE stores SET language = $1 WHERE subdomain = 'demo'", [language]);
  const email = `shopper-${randomUUID().slice(0, 8)}@example.com`;
  const password = "s3cret-pass-word";
  const reply = await shop("/register-customer", { name: "Salma Idrissi", email, phone: "0612345678", password, password_confirmation: password });
  expect(reply.status, reply.text).toBe(200);
  return { email, password, token: reply.json.token as string };
}

const signedIn = async (token: string) => (await call("GET", "/api/user-customer", { port: server.port, host: "demo.localhost", token })).status === 200;
const ownerSignedIn = async (token: string) => (await call("GET", "/api/user", { port: server.port, host: "localhost", token })).status === 200;

describe("a shopper's forgotten password", () => {
  it("answers an unknown address exactly as a known one, no sooner, and e-mails the code to the known one only", async () => {
    const { email } = await newShopper("en");
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const from = otherClient();
    const timed = async (address: string) => {
      const started = performance.now();
      const reply = await shop("/forgot-password-customer", { email: address }, { from });
      return { reply, ms: performance.now() - started };
    };
    // Pairs taken in turn, and the medians compared: a load spike on one call of a busy CI machine is not the answer's doing.
    const known = [];
    const none = [];
    for (let i = 0; i < 3; i++) {
      known.push(await timed(email));
      none.push(await timed(unknown));
    }
    const median = (calls: { ms: number }[]) => calls.map((call) => call.ms).sort((a, b) => a - b)[1]!;
    for (const call of [...known, ...none]) {
      expect(call.reply.status).toBe(200);
      expect(call.reply.text).toBe(known[0]!.reply.text);
      // Both wait out the same floor, well above the work the answer does (one job queued, account or not).
      expect(call.ms).toBeGreaterThanOrEqual(590);
    }
    expect(known[0]!.reply.json).toEqual({ success: true, message: expect.stringContaining("15 minutes") });
    expect(Math.abs(median(known) - median(none))).toBeLessThan(400);
    // The same work for both: a job a request, the account looked up by the job, not by the answer ("nobody-" sorts first).
    const queued = await sqlAt<{ email: string; count: number }>(
      url,
      "SELECT data->>'email' AS email, count(*)::int AS count FROM pgboss.job WHERE name = 'password-reset-request' AND data->>'email' = ANY($1) GROUP BY 1 ORDER BY 1",
      [[email, unknown]],
    );
    expect(queued).toEqual([
      { email: unknown, count: 3 },
      { email, count: 3 },
    ]);

    const mail = await nthMailTo(email);
    expect(mail.subject).toBe("Your code for a new password at Atlas Home & Style");
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    // The code is kept as an HMAC, not as sent.
    const [row] = await sqlAt<{ secret_hash: string }>(
      url,
      "SELECT r.secret_hash FROM password_resets r JOIN customers c ON c.id = r.customer_id WHERE c.email = $1",
      [email],
    );
    expect(row!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.secret_hash).not.toContain(codeIn(mail));
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.received.filter((m) => m.to.includes(unknown))).toEqual([]);
  });

  it("sets the new password with the e-mailed code, ends every session, and takes the code once", async () => {
    const { email, password, token } = await newShopper("fr");
    const other = (await shop("/login-customer", { email, password })).json.token as string;
    await shop("/forgot-password-customer", { email }, { from: otherClient() });
    const mail = await nthMailTo(email);
    expect(mail.subject).toBe("Votre code pour un nouveau mot de passe chez Atlas Home & Style");
    const code = codeIn(mail);
    const reset = { email, code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

    const reply = await shop("/reset-password-customer", reset, { from: otherClient() });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json).toEqual({ success: true, message: "Votre mot de passe a été changé. Connectez-vous avec le nouveau." });
    expect(await signedIn(token)).toBe(false);
    expect(await signedIn(other)).toBe(false);
    expect((await shop("/login-customer", { email, password })).status).toBe(401);
    expect((await shop("/login-customer", { email, password: NEW_PASSWORD })).status).toBe(200);

    const reused = await shop(
      "/reset-password-customer",
      { ...reset, password: "another-fine-phrase", password_confirmation: "another-fine-phrase" },
      { from: otherClient() },
    );
    expect(reused.status).toBe(422);
    expect(reused.json.errors).toEqual({ code: ["Ce code est erroné ou a expiré. Demandez-en un nouveau."] });
  });

  it("refuses an expired code, and a code of an address without an account, as a wrong one", async () => {
    const { email } = await newShopper("en");
    await shop("/forgot-password-customer", { email }, { from: otherClient() });
    const code = codeIn(await nthMailTo(email));
    await sqlAt(url, "UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE customer_id = (SELECT id FROM customers WHERE email = $1)", [
      email,
    ]);
    const body = { email, code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const expired = await shop("/reset-password-customer", body, { from: otherClient() });
    const unknown = await shop("/reset-password-customer", { ...body, email: `nobody-${randomUUID().slice(0, 8)}@example.com` }, { from: otherClient() });
    expect(expired.status).toBe(422);
    expect(expired.json).toEqual({
      success: false,
      message: "This code is wrong or has expired. Ask for a new one.",
      errors: { code: ["This code is wrong or has expired. Ask for a new one."] },
    });
    expect(unknown.text).toBe(expired.text);
  });

  it("ends a code at its fifth wrong guess: the right one is refused after", async () => {
    const { email, password } = await newShopper("en");
    await shop("/forgot-password-customer", { email }, { from: otherClient() });
    const code = codeIn(await nthMailTo(email));
    // Arabic from here: its e-mail would come base64-encoded, which the fake server does not decode.
    await sqlAt(url, "UPDATE stores SET language = 'ar' WHERE subdomain = 'demo'");
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const body = { email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    for (let i = 0; i < 5; i++) {
      const reply = await shop("/reset-password-customer", { ...body, code: wrong }, { from: otherClient() });
      expect(reply.status).toBe(422);
      expect(reply.json.message).toBe("هذا الرمز خاطئ أو منتهي الصلاحية. اطلب رمزًا جديدًا.");
    }
    expect((await shop("/reset-password-customer", { ...body, code }, { from: otherClient() })).status).toBe(422);
    expect((await shop("/login-customer", { email, password })).status).toBe(200);

    // A new code works, and replaces the one before.
    await sqlAt(url, "UPDATE stores SET language = 'en' WHERE subdomain = 'demo'");
    await shop("/forgot-password-customer", { email }, { from: otherClient() });
    const second = codeIn(await nthMailTo(email, 2));
    expect((await shop("/reset-password-customer", { ...body, code: second }, { from: otherClient() })).status).toBe(200);
  });

  it("limits codes asked for one account, from any address, and per address", async () => {
    const { email } = await newShopper("en");
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await shop("/forgot-password-customer", { email }, { from: otherClient() })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const from = otherClient();
    const perAddress = [];
    for (let i = 0; i < 11; i++)
      perAddress.push((await shop("/forgot-password-customer", { email: `x${i}-${randomUUID().slice(0, 6)}@example.com` }, { from })).status);
    expect(perAddress.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(perAddress[10]).toBe(429);
  });

  it("changes the password given the current one, keeping only the session that asked", async () => {
    const { email, password, token } = await newShopper("en");
    const other = (await shop("/login-customer", { email, password })).json.token as string;
    const wrong = await shop(
      "/change-password-customer",
      { current_password: "not-my-password", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      { token },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({ current_password: ["The current password is wrong."] });
    expect(await signedIn(other)).toBe(true);

    const changed = await shop(
      "/change-password-customer",
      { current_password: password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      { token },
    );
    expect(changed.status, changed.text).toBe(200);
    expect(await signedIn(token)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    expect((await shop("/login-customer", { email, password: NEW_PASSWORD })).status).toBe(200);
    expect((await shop("/change-password-customer", { current_password: password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(
      401,
    );
  });

  it("signs out everywhere", async () => {
    const { email, password, token } = await newShopper("en");
    const other = (await shop("/login-customer", { email, password })).json.token as string;
    const reply = await shop("/log-out-everywhere-customer", undefined, { token });
    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({ success: true, message: "You are signed out everywhere." });
    expect(await signedIn(token)).toBe(false);
    expect(await signedIn(other)).toBe(false);
  });
});

describe("an owner's forgotten password", () => {
  async function newOwner(language = "en") {
    const body = signUpBody({ language });
    const reply = await send("/api/register", body, { host: "localhost", from: otherClient() });
    expect(reply.status, reply.text).toBe(201);
    return { email: body.email as string, token: reply.json.token as string };
  }
  const login = (email: string, password: string) => platform("/login", { email, password });

  it("answers an unknown address as a known one, and e-mails a link to the dashboard's reset page on the platform's name", async () => {
    const { email } = await newOwner("fr");
    const from = otherClient();
    // A Host the server takes for the platform (an address) does not name the link.
    const known = await platform("/forgot-password", { email }, { from, host: "127.0.0.1" });
    const none = await platform("/forgot-password", { email: `nobody-${randomUUID().slice(0, 8)}@example.com` }, { from });
    expect(known.status).toBe(200);
    expect(none.text).toBe(known.text);
    expect(known.json.message).toContain("an hour");
    const mail = await nthMailTo(email);
    expect(mail.subject).toBe("Un nouveau mot de passe pour le tableau de bord de Test Store");
    expect(mail.text).toContain(`http://localhost:${server.port}/reset-password?token=`);
  });

  it("sets the new password with the link once, ends every session; expired and unknown links are refused", async () => {
    const { email, token } = await newOwner();
    const other = (await login(email, OWNER_PASSWORD)).json.token as string;
    await platform("/forgot-password", { email }, { from: otherClient() });
    const linkToken = tokenIn(await nthMailTo(email));
    const body = { token: linkToken, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

    const wrong = await platform("/reset-password", { ...body, token: `${linkToken}x` }, { from: otherClient() });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({ token: ["This link is invalid or has expired. Ask for a new one."] });

    const reply = await platform("/reset-password", body, { from: otherClient() });
    expect(reply.status, reply.text).toBe(200);
    expect(await ownerSignedIn(token)).toBe(false);
    expect(await ownerSignedIn(other)).toBe(false);
    expect((await login(email, OWNER_PASSWORD)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    expect((await platform("/reset-password", body, { from: otherClient() })).text).toBe(wrong.text);

    await platform("/forgot-password", { email }, { from: otherClient() });
    const second = tokenIn(await nthMailTo(email, 2));
    await sqlAt(url, "UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE owner_id = (SELECT id FROM owners WHERE email = $1)", [email]);
    expect((await platform("/reset-password", { ...body, token: second }, { from: otherClient() })).text).toBe(wrong.text);
  });

  it("changes the password given the current one, keeping only the session that asked", async () => {
    const { email, token } = await newOwner("fr");
    const other = (await login(email, OWNER_PASSWORD)).json.token as string;
    const wrong = await platform(
      "/change-password",
      { current_password: "not-my-password", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      { token },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({ current_password: ["Le mot de passe actuel est erroné."] });
    const changed = await platform(
      "/change-password",
      { current_password: OWNER_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      { token },
    );
    expect(changed.status, changed.text).toBe(200);
    expect(await ownerSignedIn(token)).toBe(true);
    expect(await ownerSignedIn(other)).toBe(false);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it("signs out everywhere", async () => {
    const { email, token } = await newOwner();
    const other = (await login(email, OWNER_PASSWORD)).json.token as string;
    const reply = await platform("/logout-everywhere", undefined, { token });
    expect(reply.status).toBe(200);
    expect(await ownerSignedIn(token)).toBe(false);
    expect(await ownerSignedIn(other)).toBe(false);
  });
});
