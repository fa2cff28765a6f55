import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { call } from "../support/http";
import { asOwner, ISO_MICROS, PLATFORM_HOST } from "../support/owner-calls";
import { accept, invitationSecret, joined } from "../support/staff";
import { dropStores, OWNER_PASSWORD, signUp, type SignedUp } from "../support/stores";

// The people of a store: the owner invites by e-mail with a role, the invited person accepts once
// within 7 days and signs in with that role, the owner changes or removes them, hands the store
// over; and the audit log says who wrote what.

let store: SignedUp;
const invite = (body: object, token = store.token) => asOwner(token, "POST", "/api/staff", body);
const INVALID = "This invitation is no longer valid: ask the store's owner to send it again.";

beforeAll(async () => {
  store = await signUp();
});
afterAll(dropStores);

describe("Invitations", () => {
  it("invites a person who is listed as invited, accepts once with their name and password, and signs in with their role", async () => {
    const invited = await invite({ email: "  Omar.Orders@Example.com ", name: "Omar", role: "orders" });
    expect(invited.status).toBe(201);
    const person = invited.json.data;
    expect(person).toMatchObject({ name: "Omar", email: "omar.orders@example.com", role: "orders", status: "invited" });
    expect(person.invitation_expires_at).toMatch(ISO_MICROS);
    const days = (Date.parse(person.invitation_expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const listed = await asOwner(store.token, "GET", "/api/staff");
    expect(listed.json.data.map((p: { email: string; role: string; status: string }) => [p.email, p.role, p.status])).toEqual([
      [store.email, "owner", "active"],
      ["omar.orders@example.com", "orders", "invited"],
    ]);
    // Invited, the person cannot sign in yet.
    const early = await call("POST", "/api/login", { host: PLATFORM_HOST, body: { email: "omar.orders@example.com", password: OWNER_PASSWORD } });
    expect(early.status).toBe(401);

    const secret = await invitationSecret(person.id);
    const accepted = await accept(secret, "Omar Orders");
    expect(accepted.status).toBe(200);
    expect(accepted.json.user).toMatchObject({ name: "Omar Orders", role_name: "Orders", role: "orders", user_type: 1 });
    const user = await asOwner(accepted.json.token, "GET", "/api/user");
    expect(user.json.user).toMatchObject({ email: "omar.orders@example.com", role_name: "Orders", role: "orders" });
    expect(user.json.store.id).toBe(store.storeId);

    const again = await accept(secret);
    expect(again.status).toBe(422);
    expect(again.json.message).toBe(INVALID);

    const login = await call("POST", "/api/login", { host: PLATFORM_HOST, body: { email: "omar.orders@example.com", password: OWNER_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.json.user.role_name).toBe("Orders");
    const owner = await asOwner(store.token, "GET", "/api/user");
    expect(owner.json.user.role_name).toBe("Owner");
    expect((await asOwner(store.token, "GET", `/api/staff/${person.id}`)).json.data.status).toBe("active");
  });

  it("refuses an expired invitation, an unknown token and a password confirmed wrong", async () => {
    const { json } = await invite({ email: "late@example.com", name: "Late", role: "viewer" });
    const secret = await invitationSecret(json.data.id);
    const mismatch = await call("POST", "/api/accept-invitation", {
      host: PLATFORM_HOST,
      body: { token: secret, name: "Late", password: OWNER_PASSWORD, password_confirmation: "something-else-entirely" },
    });
    expect(mismatch.status).toBe(422);
    expect(Object.keys(mismatch.json.errors)).toEqual(["password_confirmation"]);

    await sql("UPDATE staff_invitations SET expires_at = now() - interval '1 second' WHERE owner_id = $1", [json.data.id]);
    const expired = await accept(secret);
    expect(expired.status).toBe(422);
    expect(expired.json.message).toBe(INVALID);
    expect((await accept("inv_nothing-like-a-token")).json.message).toBe(INVALID);
    const [row] = await sql<{ status: number }>("SELECT status FROM owners WHERE id = $1", [json.data.id]);
    expect(row!.status).toBe(3);
  });

  it("enrols an invited member in two-factor sign-in before any token, where the store requires it of its staff", async () => {
    const required = await asOwner(store.token, "PUT", "/api/two-factor/staff-requirement", { required: true });
    expect(required.status, required.text).toBe(200);
    try {
      const { json } = await invite({ email: "guarded@example.com", name: "Guarded", role: "orders" });
      const accepted = await accept(await invitationSecret(json.data.id), "Guarded");
      expect(accepted.status).toBe(200);
      expect(accepted.json).toEqual({ success: true, two_factor_setup_required: true, challenge: expect.any(String) });
      const [tokens] = await sql<{ count: number }>("SELECT count(*)::int AS count FROM access_tokens WHERE owner_id = $1", [json.data.id]);
      expect(tokens!.count).toBe(0);
      const setup = await call("POST", "/api/login/two-factor/setup", { host: PLATFORM_HOST, body: { challenge: accepted.json.challenge } });
      expect(setup.status, setup.text).toBe(200);
    } finally {
      await asOwner(store.token, "PUT", "/api/two-factor/staff-requirement", { required: false });
    }
  });

  it("sends a pending invitation again with a new link, the old one dead; refuses to re-send an accepted one", async () => {
    const { json } = await invite({ email: "twice@example.com", name: "Twice", role: "marketing" });
    const first = await invitationSecret(json.data.id);
    await sql("UPDATE staff_invitations SET expires_at = now() + interval '1 hour' WHERE owner_id = $1", [json.data.id]);
    const resent = await asOwner(store.token, "POST", `/api/staff/${json.data.id}/invitation`);
    expect(resent.status).toBe(200);
    expect(Date.parse(resent.json.data.invitation_expires_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const second = await invitationSecret(json.data.id);
    expect((await accept(first)).status).toBe(422);
    expect((await accept(second)).status).toBe(200);
    const done = await asOwner(store.token, "POST", `/api/staff/${json.data.id}/invitation`);
    expect(done.status).toBe(422);
    expect(done.json.message).toBe("This person has accepted their invitation already.");
  });

  it("revokes a pending invitation: its link no longer works and the person is gone", async () => {
    const { json } = await invite({ email: "revoked@example.com", name: "Revoked", role: "viewer" });
    const secret = await invitationSecret(json.data.id);
    expect((await asOwner(store.token, "DELETE", `/api/staff/${json.data.id}`)).json).toEqual({ success: true });
    expect((await accept(secret)).status).toBe(422);
    expect((await asOwner(store.token, "GET", `/api/staff/${json.data.id}`)).status).toBe(404);
  });

  it("refuses an e-mail that has an account, and the role of owner", async () => {
    const taken = await invite({ email: store.email, name: "Me", role: "manager" });
    expect(taken.status).toBe(422);
    expect(taken.json.message).toBe("This e-mail address already has an account.");
    const owner = await invite({ email: "second-owner@example.com", name: "No", role: "owner" });
    expect(owner.status).toBe(422);
    expect(Object.keys(owner.json.errors)).toEqual(["role"]);
  });
});

describe("People and ownership", () => {
  it("changes a person's role and name, never the owner's role, and never removes the owner", async () => {
    const person = await joined(store.token, "viewer");
    const changed = await asOwner(store.token, "PUT", `/api/staff/${person.id}`, { role: "manager", name: "Promoted" });
    expect(changed.json.data).toMatchObject({ role: "manager", name: "Promoted", status: "active" });
    expect((await asOwner(person.token, "GET", "/api/user")).json.user.role_name).toBe("Manager");
    const email = await asOwner(store.token, "PUT", `/api/staff/${person.id}`, { email: "elsewhere@example.com" });
    expect(email.status).toBe(422);

    const ownerRole = await asOwner(store.token, "PUT", `/api/staff/${store.ownerId}`, { role: "viewer" });
    expect(ownerRole.status).toBe(422);
    expect(ownerRole.json.message).toBe("The owner's role changes only when the ownership is handed over.");
    const removeOwner = await asOwner(store.token, "DELETE", `/api/staff/${store.ownerId}`);
    expect(removeOwner.status).toBe(422);

    expect((await asOwner(store.token, "DELETE", `/api/staff/${person.id}`)).status).toBe(200);
    expect((await asOwner(person.token, "GET", "/api/user")).status).toBe(401);
  });

  it("hands the store over: the person owns it, the owner manages it and may no longer manage staff", async () => {
    const other = await signUp();
    const next = await joined(other.token, "manager");
    const pending = (await asOwner(other.token, "POST", "/api/staff", { email: "pending-owner@example.com", name: "P", role: "viewer" })).json.data;
    expect((await asOwner(other.token, "POST", `/api/staff/${pending.id}/make-owner`)).status).toBe(422);

    const handed = await asOwner(other.token, "POST", `/api/staff/${next.id}/make-owner`);
    expect(handed.status).toBe(200);
    expect(handed.json.data.role).toBe("owner");
    expect((await asOwner(next.token, "GET", "/api/user")).json.user.role_name).toBe("Owner");
    expect((await asOwner(other.token, "GET", "/api/user")).json.user.role_name).toBe("Manager");
    const refused = await asOwner(other.token, "GET", "/api/staff");
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ success: false, message: "Your role does not allow this." });
    const [owners] = await sql<{ n: number }>("SELECT count(*)::int AS n FROM owners WHERE store_id = $1 AND role = 'owner'", [other.storeId]);
    expect(owners!.n).toBe(1);
    // Another store's person is no person of this one.
    expect((await asOwner(next.token, "POST", `/api/staff/${store.ownerId}/make-owner`)).status).toBe(404);
  });

  it("answers a refused role in the store's language", async () => {
    const french = await signUp({ language: "fr" });
    const viewer = await joined(french.token, "viewer");
    const refused = await asOwner(viewer.token, "POST", "/api/suppliers", { name: "Non" });
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ success: false, message: "Votre rôle ne permet pas cette action." });
  });
});

describe("The audit log", () => {
  it("says who wrote what and when, of one person or one record, a page at a time", async () => {
    const shop = await signUp();
    const clerk = await joined(shop.token, "orders");
    const supplier = (await asOwner(shop.token, "POST", "/api/suppliers", { name: "Audited" })).json.data;
    await asOwner(shop.token, "PUT", `/api/suppliers/${supplier.id}`, { name: "Audited twice" });
    const customer = (await sql<{ id: number }>("SELECT id FROM customers WHERE store_id = $1 LIMIT 1", [shop.storeId]))[0];
    if (customer) await asOwner(clerk.token, "PUT", `/api/customers/${customer.id}/status`, { status: 2 });

    const all = await asOwner(shop.token, "GET", "/api/audit-log?per_page=2");
    expect(all.status).toBe(200);
    expect(all.json.data).toHaveLength(2);
    expect(all.json.meta.total).toBeGreaterThanOrEqual(3);
    expect(all.json.data[0].created_at).toMatch(ISO_MICROS);

    const ofSupplier = await asOwner(shop.token, "GET", `/api/audit-log?entity=suppliers&entity_id=${supplier.id}`);
    expect(ofSupplier.json.data.map((e: { action: string; actor_email: string }) => [e.action, e.actor_email])).toEqual([
      ["PUT /api/suppliers/{id}", shop.email],
      ["POST /api/suppliers", shop.email],
    ]);
    const ofOwner = await asOwner(shop.token, "GET", `/api/audit-log?owner_id=${shop.ownerId}`);
    expect(ofOwner.json.data.every((e: { owner_id: number; actor_name: string }) => e.owner_id === shop.ownerId && e.actor_name === "Nadia Test")).toBe(true);
    const invitation = ofOwner.json.data.find((e: { action: string }) => e.action === "POST /api/staff");
    expect(invitation).toMatchObject({ entity: "staff", entity_id: clerk.id });

    // The log is the owner's and the manager's to read.
    expect((await asOwner(clerk.token, "GET", "/api/audit-log")).status).toBe(403);
  });
});
