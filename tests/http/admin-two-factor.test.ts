import { generate } from "otplib";
import { afterAll, describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { call, otherClient } from "../support/http";
import { asOwner, PLATFORM_HOST } from "../support/owner-calls";
import { dropStores, OWNER_PASSWORD, signUp, type SignedUp } from "../support/stores";

// Two-factor sign-in of a store's accounts: enrolment with an authenticator app (the codes are
// made here from the secret, as the app would), the second step of /login with a code of the app
// or a recovery code, each good once, and the store's rule for its staff. Stores signed up for the
// file; sign-ins from addresses of their own, so that their failures count against no other test.

afterAll(dropStores);

/** The code the app shows `steps` time steps from now (one step of drift is accepted). */
const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const signIn = (email: string, from: string, password = OWNER_PASSWORD) => call("POST", "/api/login", { host: PLATFORM_HOST, from, body: { email, password } });
const secondStep = (path: string, body: unknown, from: string) => call("POST", `/api/login/two-factor${path}`, { host: PLATFORM_HOST, from, body });

/** An owner with two-factor on: the secret and the recovery codes. */
async function enrolled(owner: SignedUp) {
  const setup = await asOwner(owner.token, "POST", "/api/two-factor/setup");
  const { secret } = setup.json.data;
  const enabled = await asOwner(owner.token, "POST", "/api/two-factor/enable", { code: await codeOf(secret) });
  expect(enabled.status).toBe(200);
  return { secret, recoveryCodes: enabled.json.data.recovery_codes as string[] };
}

describe("enrolment", () => {
  it("gives a secret, its otpauth URI and a QR code; a wrong code is refused, the right one turns it on and answers 10 recovery codes once", async () => {
    const owner = await signUp({ language: "fr" });
    const setup = await asOwner(owner.token, "POST", "/api/two-factor/setup");
    expect(setup.status).toBe(200);
    const { secret, otpauth_uri, qr_svg } = setup.json.data;
    expect(otpauth_uri).toMatch(new RegExp(`^otpauth://totp/.*\\?.*secret=${secret}`));
    expect(otpauth_uri).toContain(encodeURIComponent(owner.email));
    expect(qr_svg).toMatch(/^<svg/);
    const [row] = await sql<{ two_factor_secret: string; two_factor_enabled_at: Date | null }>(
      "SELECT two_factor_secret, two_factor_enabled_at FROM owners WHERE id = $1",
      [owner.ownerId],
    );
    expect(row!.two_factor_secret).toMatch(/^v1\./);
    expect(row!.two_factor_secret).not.toContain(secret);
    expect(row!.two_factor_enabled_at).toBeNull();

    const right = await codeOf(secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    const refused = await asOwner(owner.token, "POST", "/api/two-factor/enable", { code: wrong });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.code[0]).toMatch(/^Ce code n'est pas valide/);

    const enabled = await asOwner(owner.token, "POST", "/api/two-factor/enable", { code: right });
    expect(enabled.status).toBe(200);
    const codes: string[] = enabled.json.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await sql<{ code_hash: string }>("SELECT code_hash FROM recovery_codes WHERE owner_id = $1", [owner.ownerId]);
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);

    const status = await asOwner(owner.token, "GET", "/api/two-factor");
    expect(status.json.data).toEqual({ enabled: true, recovery_codes_left: 10, required: false, store_requires_for_staff: false, can_change_store_rule: true });
    expect((await asOwner(owner.token, "POST", "/api/two-factor/setup")).status).toBe(409);
  });
});

describe("POST /login then POST /login/two-factor", () => {
  it("asks for the second step; a wrong code and a reused code are refused, a recovery code works once", async () => {
    const owner = await signUp();
    const { secret, recoveryCodes } = await enrolled(owner);
    const from = otherClient();

    const login = await signIn(owner.email, from);
    expect(login.status).toBe(200);
    expect(login.json).toEqual({ success: true, two_factor_required: true, challenge: expect.stringMatching(/^tfa_\d+_/) });
    expect(login.json.token).toBeUndefined();
    const { challenge } = login.json;

    const next = await codeOf(secret, 1);
    const wrong = await secondStep("", { challenge, code: String((Number(next) + 7) % 1_000_000).padStart(6, "0") }, from);
    expect(wrong.status).toBe(401);
    expect(wrong.json.success).toBe(false);
    expect(wrong.json.message).toMatch(/^This code is not valid/);

    const right = await secondStep("", { challenge, code: next }, from);
    expect(right.status).toBe(200);
    expect(right.json).toMatchObject({ success: true, token: expect.stringMatching(/^own_/), user: { email: owner.email } });
    expect((await asOwner(right.json.token, "GET", "/api/user")).status).toBe(200);

    // The same code, on a fresh challenge: used within its window, refused.
    const again = await signIn(owner.email, from);
    const reused = await secondStep("", { challenge: again.json.challenge, code: next }, from);
    expect(reused.status).toBe(401);

    const recovered = await secondStep("", { challenge: again.json.challenge, code: recoveryCodes[3]!.toUpperCase() }, from);
    expect(recovered.status).toBe(200);
    expect(recovered.json.token).toMatch(/^own_/);
    const third = await signIn(owner.email, from);
    expect((await secondStep("", { challenge: third.json.challenge, code: recoveryCodes[3] }, from)).status).toBe(401);
    expect((await asOwner(owner.token, "GET", "/api/two-factor")).json.data.recovery_codes_left).toBe(9);
  });

  it("refuses a challenge that is reused, expired, out of tries or made up", async () => {
    const owner = await signUp();
    const { recoveryCodes } = await enrolled(owner);
    const from = otherClient();

    const used = (await signIn(owner.email, from)).json.challenge;
    expect((await secondStep("", { challenge: used, code: recoveryCodes[0] }, from)).status).toBe(200);
    const reused = await secondStep("", { challenge: used, code: recoveryCodes[1] }, from);
    expect(reused.status).toBe(401);
    expect(reused.json.message).toBe("This sign-in has expired or was already used: sign in again.");

    const expired = (await signIn(owner.email, from)).json.challenge;
    await sql("UPDATE two_factor_challenges SET expires_at = now() - interval '1 second' WHERE owner_id = $1 AND used_at IS NULL", [owner.ownerId]);
    expect((await secondStep("", { challenge: expired, code: recoveryCodes[1] }, from)).status).toBe(401);

    const guessed = (await signIn(owner.email, from)).json.challenge;
    for (let i = 0; i < 5; i++) expect((await secondStep("", { challenge: guessed, code: "000000" }, from)).status).toBe(401);
    const dead = await secondStep("", { challenge: guessed, code: recoveryCodes[1] }, from);
    expect(dead.json.message).toBe("This sign-in has expired or was already used: sign in again.");

    expect((await secondStep("", { challenge: `tfa_${owner.ownerId}_made-up`, code: recoveryCodes[1] }, from)).status).toBe(401);
    // None of the refused ones spent the recovery code.
    expect((await asOwner(owner.token, "GET", "/api/two-factor")).json.data.recovery_codes_left).toBe(9);
  });

  it("counts wrong codes on the sign-in limits: past 10 from one address at one account, a 429 before the code is checked", async () => {
    const owner = await signUp();
    const { recoveryCodes } = await enrolled(owner);
    const from = otherClient();
    for (let round = 0; round < 2; round++) {
      const { challenge } = (await signIn(owner.email, from)).json;
      for (let i = 0; i < 5; i++) expect((await secondStep("", { challenge, code: "000000" }, from)).status).toBe(401);
    }
    const { challenge } = (await signIn(owner.email, from)).json;
    const limited = await secondStep("", { challenge, code: recoveryCodes[0] }, from);
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
    expect((await asOwner(owner.token, "GET", "/api/two-factor")).json.data.recovery_codes_left).toBe(10);
  });
});

describe("turning it off and new recovery codes", () => {
  it("needs the password or a code; then /login answers the token again", async () => {
    const owner = await signUp();
    const { secret, recoveryCodes } = await enrolled(owner);
    const renewed = await asOwner(owner.token, "POST", "/api/two-factor/recovery-codes");
    expect(renewed.status).toBe(200);
    const fresh: string[] = renewed.json.data.recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);

    const from = otherClient();
    const stale = (await signIn(owner.email, from)).json.challenge;
    expect((await secondStep("", { challenge: stale, code: recoveryCodes[0] }, from)).status).toBe(401);

    const wrongPassword = await asOwner(owner.token, "POST", "/api/two-factor/disable", { password: "not the password" });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.json.errors.password).toHaveLength(1);
    const off = await asOwner(owner.token, "POST", "/api/two-factor/disable", { code: await codeOf(secret, 1) });
    expect(off.status).toBe(200);
    expect(await sql("SELECT 1 FROM recovery_codes WHERE owner_id = $1", [owner.ownerId])).toHaveLength(0);

    const plain = await signIn(owner.email, from);
    expect(plain.status).toBe(200);
    expect(plain.json.token).toMatch(/^own_/);
    expect((await asOwner(owner.token, "POST", "/api/two-factor/disable", { password: OWNER_PASSWORD })).status).toBe(409);
  });
});

describe("the store's rule for its staff", () => {
  it("sends a member without two-factor to enrol at sign-in, and keeps them from turning it off; the owner alone sets it", async () => {
    const owner = await signUp({ language: "ar" });
    const staffEmail = `staff-${owner.subdomain}@example.com`;
    await sql(
      "INSERT INTO owners (store_id, name, email, password_hash, role, updated_at) SELECT store_id, 'Staff', $2, password_hash, 'manager', now() FROM owners WHERE id = $1",
      [owner.ownerId, staffEmail],
    );
    const from = otherClient();
    const before = await signIn(staffEmail, from);
    expect(before.json.token).toMatch(/^own_/);
    const staffToken: string = before.json.token;

    const notOwner = await asOwner(staffToken, "PUT", "/api/two-factor/staff-requirement", { required: true });
    expect(notOwner.status).toBe(403);
    // The store's staff are the owner's to manage: a manager's role does not allow it.
    expect(notOwner.json.message).toBe("دورك لا يسمح بهذا الإجراء.");
    expect((await asOwner(owner.token, "PUT", "/api/two-factor/staff-requirement", { required: true })).status).toBe(200);

    // The owner is not asked; the member is sent to enrol.
    expect((await signIn(owner.email, from)).json.token).toMatch(/^own_/);
    const login = await signIn(staffEmail, from);
    expect(login.json).toEqual({ success: true, two_factor_setup_required: true, challenge: expect.any(String) });
    const { challenge } = login.json;
    expect((await secondStep("", { challenge, code: "000000" }, from)).status).toBe(401);

    // The dashboard's sign-in page asks through its same-origin door, with no session yet.
    const setup = await call("POST", "/dashboard-api/login/two-factor/setup", {
      host: PLATFORM_HOST,
      from,
      body: { challenge },
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(setup.status).toBe(200);
    const { secret } = setup.json.data;
    expect((await secondStep("/enable", { challenge, code: "000000" }, from)).status).toBe(422);
    const enrolledAnswer = await secondStep("/enable", { challenge, code: await codeOf(secret) }, from);
    expect(enrolledAnswer.status).toBe(200);
    expect(enrolledAnswer.json).toMatchObject({ success: true, token: expect.stringMatching(/^own_/), user: { email: staffEmail } });
    expect(enrolledAnswer.json.recovery_codes).toHaveLength(10);
    expect((await secondStep("/enable", { challenge, code: await codeOf(secret, 1) }, from)).status).toBe(401);

    const member = enrolledAnswer.json.token as string;
    expect((await asOwner(member, "GET", "/api/two-factor")).json.data).toMatchObject({ enabled: true, required: true, can_change_store_rule: false });
    const keep = await asOwner(member, "POST", "/api/two-factor/disable", { password: OWNER_PASSWORD });
    expect(keep.status).toBe(403);
    expect(keep.json.message).toBe("يشترط متجرك تسجيل الدخول بخطوتين: لا يمكن إيقافه.");
    expect((await signIn(staffEmail, from)).json.two_factor_required).toBe(true);
  });
});
