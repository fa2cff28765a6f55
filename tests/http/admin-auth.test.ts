import { describe, expect, it } from "vitest";
import { get, loginOwner, post } from "../support/http";

const platform = { host: "localhost" };
const keys = (o: object) => Object.keys(o).sort();

describe("administration sign-in", () => {
  it("POST /login answers {success, token, user} with the owner's store", async () => {
    const reply = await post("/api/login", { email: "owner@example.com", password: "password" }, platform);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["success", "token", "user"]);
    expect(reply.json.user).toMatchObject({ email: "owner@example.com", store: { subdomain: "demo", default_currency: "MAD" } });
    expect(reply.json.user.store.url).toMatch(/^http:\/\/demo\.localhost:\d+$/);

    const acme = await post("/api/login", { email: "acme@example.com", password: "password" }, platform);
    expect(acme.json.user.store.subdomain).toBe("acme");
  });

  it("GET /user answers {success, data} for the token's owner", async () => {
    const token = await loginOwner();
    const reply = await get("/api/user", { ...platform, token });
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "success"]);
    expect(reply.json.data).toMatchObject({ email: "owner@example.com", store: { subdomain: "demo" } });
  });

  it("POST /logout ends the session", async () => {
    const token = await loginOwner();
    const out = await post("/api/logout", undefined, { ...platform, token });
    expect(out.status).toBe(200);
    expect(out.json.success).toBe(true);
    expect((await get("/api/user", { ...platform, token })).status).toBe(401);
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

  it("owner tokens are valid on the platform host only", async () => {
    const token = await loginOwner();
    expect((await get("/api/user", { host: "demo.localhost", token })).status).toBe(404);
  });
});
