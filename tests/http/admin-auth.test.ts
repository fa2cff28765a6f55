import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sqlDateTime } from "../../lib/format/dates";
import { sql } from "../support/database";
import { get, loginOwner, post } from "../support/http";

const platform = { host: "localhost" };
const keys = (o: object) => Object.keys(o).sort();

describe("administration sign-in", () => {
  it("POST /login answers the documented {token} with success and the /user record added", async () => {
    const reply = await post("/api/login", { email: "owner@example.com", password: "password" }, platform);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["success", "token", "user"]);
    const me = await get("/api/user", { ...platform, token: reply.json.token });
    expect(reply.json.user).toEqual(me.json.user);

    const acme = await post("/api/login", { email: "acme@example.com", password: "password" }, platform);
    expect(acme.json.user.domain_store).toMatch(/^http:\/\/acme\.localhost:\d+$/);
  });

  it("GET /user answers the documented user, avatar and logos, with the store added", async () => {
    const token = await loginOwner();
    const reply = await get("/api/user", { ...platform, token });
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["avatar", "logo_store", "store", "success", "user"]);
    const [owner] = await sql<{ id: number; name: string; created_at: string; updated_at: string; timezone: string }>(
      `SELECT o.id, o.name, to_char(o.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, to_char(o.updated_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
              s.timezone FROM owners o JOIN stores s ON s.id = o.store_id WHERE o.email = 'owner@example.com'`,
    );
    const local = (utc: string) => sqlDateTime(new Date(utc), owner!.timezone);
    const url = reply.json.store.url as string;
    expect(url).toMatch(/^http:\/\/demo\.localhost:\d+$/);
    expect(reply.json.user).toEqual({
      id: owner!.id,
      name: owner!.name,
      email: "owner@example.com",
      image: null,
      phone: null,
      adress: null,
      status: 1,
      user_type: 1,
      role_name: "Owner",
      role: "owner",
      type_website: "ecommerce",
      domain_store: url,
      created_at: local(owner!.created_at),
      updated_at: local(owner!.updated_at),
    });
    expect(reply.json.avatar).toBeNull();
    expect(keys(reply.json.logo_store)).toEqual(["admin_dark", "admin_dark_alt", "admin_logo", "admin_logo_alt", "favicon_alt", "favicon_logo", "system_name"]);
    expect(reply.json.logo_store.admin_logo).toMatch(new RegExp(`^${url}/`));
    expect(keys(reply.json.store)).toEqual(["custom_domain", "default_currency", "id", "language", "name", "subdomain", "timezone", "url"]);
    expect(reply.json.store).toMatchObject({ subdomain: "demo", default_currency: "MAD", name: reply.json.logo_store.system_name });
  });

  it("POST /logout answers the documented {status:true} and ends the session", async () => {
    const token = await loginOwner();
    const out = await post("/api/logout", undefined, { ...platform, token });
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ status: true, success: true });
    expect((await get("/api/user", { ...platform, token })).status).toBe(401);
  });

  it("records an owner's writes in the audit log, with who and when, and not their reads or refusals", async () => {
    const [owner] = await sql<{ id: number; store_id: number }>("SELECT id, store_id FROM owners WHERE email = 'owner@example.com'");
    const count = async () => Number((await sql<{ n: string }>("SELECT count(*) AS n FROM audit_log WHERE owner_id = $1", [owner!.id]))[0]!.n);
    const before = await count();
    const token = await loginOwner();
    await get("/api/user", { ...platform, token });
    expect(await post("/api/logout", { unexpected: 1 }, { ...platform, token }).then((r) => r.status)).toBe(422);
    expect(await count()).toBe(before);

    const started = new Date(Date.now() - 1000);
    expect((await post("/api/logout", undefined, { ...platform, token })).status).toBe(200);
    const rows = await sql<{ store_id: number; action: string; entity: string; created_at: Date }>(
      "SELECT store_id, action, entity, created_at FROM audit_log WHERE owner_id = $1 ORDER BY id DESC LIMIT 1",
      [owner!.id],
    );
    expect(await count()).toBe(before + 1);
    expect(rows[0]).toMatchObject({ store_id: owner!.store_id, action: "POST /api/logout", entity: "logout" });
    expect(rows[0]!.created_at.getTime()).toBeGreaterThan(started.getTime());
  });

  it("refuses bad credentials, bad input and missing tokens", async () => {
    expect((await post("/api/login", { email: "owner@example.com", password: "wrong" }, platform)).status).toBe(401);
    const invalid = await post("/api/login", { email: "nope" }, platform);
    expect(invalid.status).toBe(422);
    expect(keys(invalid.json.errors)).toEqual(["email", "password"]);
    const anonymous = await get("/api/user", platform);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ success: false, message: "Unauthenticated." });
  });

  it("owner tokens stop working the moment the owner is disabled; a disabled owner cannot sign in", async () => {
    // A person of the demo store of its own (a manager: the store has one owner), with the demo owner's password.
    const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
    await sql(
      "INSERT INTO owners (store_id, name, email, password_hash, role, updated_at) SELECT store_id, 'Second owner', $1, password_hash, 'manager', now() FROM owners WHERE email = 'owner@example.com'",
      [email],
    );
    const token = await loginOwner(email);
    expect((await get("/api/user", { ...platform, token })).status).toBe(200);
    await sql("UPDATE owners SET status = 2 WHERE email = $1", [email]);
    const refused = await get("/api/user", { ...platform, token });
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ success: false, message: "Unauthenticated." });
    const again = await post("/api/login", { email, password: "password" }, platform);
    expect(again.status).toBe(401);
    expect(again.json).toEqual({ success: false, message: "This account is disabled." });
    await sql("UPDATE owners SET status = 1 WHERE email = $1", [email]);
    expect((await get("/api/user", { ...platform, token })).status).toBe(200);
  });

  it("owner tokens are valid on the platform host only", async () => {
    const token = await loginOwner();
    expect((await get("/api/user", { host: "demo.localhost", token })).status).toBe(404);
  });
});
