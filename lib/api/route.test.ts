import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { reloadEnv } from "../env";
import { logger } from "../log";
import { WithHeaders } from "./answer";
import { DomainError, refusal } from "../core/errors";
import { POLICIES } from "./rate-limit";
import { describeWrite } from "./pipeline";
import { adminRoute } from "./route";

const context = { params: Promise.resolve({}) };
const JSON_BODY = { "content-type": "application/json" };
const request = (init?: RequestInit) => new Request("http://localhost:3000/api/x", { ...init, headers: { "x-commerce-tenant": "platform", ...init?.headers } });

describe("the route wrapper", () => {
  it("answers a client past its requests a minute with a 429 and Retry-After; other clients go on", async () => {
    const handler = adminRoute({ auth: "none" }, () => ({ success: true }));
    const from = (address: string) => request({ headers: { "x-forwarded-for": address } });
    const budget = POLICIES.requests.points;
    expect(budget).toBeGreaterThan(0);
    for (let i = 0; i < budget; i++) expect((await handler(from("198.51.100.7"), context)).status).toBe(200);
    const refused = await handler(from("198.51.100.7"), context);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ success: false, message: "Too many requests. Please try again later." });
    expect((await handler(from("198.51.100.8"), context)).status).toBe(200);
  });

  it("turns an unexpected error into a 500 that reveals nothing but a logged request id", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const handler = adminRoute({ auth: "none" }, () => {
      throw new Error("secret connection string postgres://user:pw@db");
    });
    const response = await handler(request(), context);
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["message", "request_id", "success"]);
    expect(JSON.stringify(body)).not.toContain("postgres://");
    expect(body.request_id).toBe(response.headers.get("x-request-id"));
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ request_id: body.request_id }), "unhandled error");
  });

  it("answers domain errors with their status and message", async () => {
    const handler = adminRoute({ auth: "none" }, () => {
      throw new DomainError("conflict", "Already done.");
    });
    const response = await handler(request(), context);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, message: "Already done." });
  });

  it("validates the query and the body with their schemas", async () => {
    const handler = adminRoute(
      { auth: "none", query: z.object({ page: z.coerce.number().int().min(1) }), body: z.object({ n: z.number() }) },
      ({ query, body }) => ({ success: true, sum: query.page + body.n }),
    );
    const ok = await handler(
      new Request("http://localhost/api/x?page=2", { method: "POST", body: '{"n": 3}', headers: { "x-commerce-tenant": "platform", ...JSON_BODY } }),
      context,
    );
    expect(await ok.json()).toEqual({ success: true, sum: 5 });

    const bad = await handler(
      new Request("http://localhost/api/x?page=0", { method: "POST", body: '{"n": "3"}', headers: { "x-commerce-tenant": "platform", ...JSON_BODY } }),
      context,
    );
    expect(bad.status).toBe(422);
    const body = await bad.json();
    expect(Object.keys(body.errors).sort()).toEqual(["n", "page"]);
  });

  it("answers a create with 201 and a body, and 204 with none", async () => {
    const created = adminRoute({ auth: "none", status: 201 }, () => ({ success: true, data: { id: 1 } }));
    const made = await created(request({ method: "POST" }), context);
    expect(made.status).toBe(201);
    expect(await made.json()).toEqual({ success: true, data: { id: 1 } });
    const emptied = adminRoute({ auth: "none", status: 204 }, () => undefined);
    const empty = await emptied(request({ method: "DELETE" }), context);
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe("");
  });

  it("answers a body with headers of its own, the body checked against the route's schema as any other", async () => {
    const made = (items: unknown[]) => {
      vi.stubEnv("VALIDATE_RESPONSES", "true");
      reloadEnv();
      try {
        return adminRoute(
          { auth: "none", response: z.array(z.number()), successHeaders: { "X-Total-Count": "Every item" } },
          () => new WithHeaders(items, { "X-Total-Count": "7" }),
        );
      } finally {
        vi.unstubAllEnvs();
        reloadEnv();
      }
    };
    const listed = await made([1, 2])(request(), context);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("x-total-count")).toBe("7");
    expect(await listed.json()).toEqual([1, 2]);
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const wrong = await made(["1"])(request(), context);
    expect(wrong.status).toBe(500);
    expect(wrong.headers.get("x-total-count")).toBeNull();
  });

  it("takes a URL-encoded form where the route accepts one, with the bytes as they came", async () => {
    const handler = adminRoute(
      { auth: "none", accepts: ["form"], rawBody: true, body: z.object({ oid: z.string(), amount: z.string() }) },
      ({ body, rawBody }) => ({ success: true, body, raw: rawBody.toString("utf8") }),
    );
    const sent = "oid=ORD-1&amount=100.00";
    const response = await handler(request({ method: "POST", body: sent, headers: { "content-type": "application/x-www-form-urlencoded" } }), context);
    expect(await response.json()).toEqual({ success: true, body: { oid: "ORD-1", amount: "100.00" }, raw: sent });
  });

  it("answers 404 when an update or delete by id and store finds no row (Prisma's P2025)", async () => {
    const handler = adminRoute({ auth: "none" }, () => {
      throw Object.assign(new Error("No record was found for an update."), { code: "P2025" });
    });
    const response = await handler(request({ method: "PUT" }), context);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: "Not found." });
  });

  it("keeps signed-in answers and writes' answers out of every cache, and lets pages read a store's answers", async () => {
    const read = adminRoute({ auth: "none" }, () => ({ success: true }));
    expect((await read(request(), context)).headers.get("cache-control")).toBeNull();
    expect((await read(request({ method: "POST" }), context)).headers.get("cache-control")).toBe("no-store");
    const signedIn = adminRoute({ permission: "account" }, () => ({ success: true }));
    const refused = await signedIn(request(), context);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    // The administration API names no origin unless ADMIN_CORS_ORIGINS does.
    expect((await read(request({ headers: { origin: "https://shop.example" } }), context)).headers.get("access-control-allow-origin")).toBeNull();
  });

  it("refuses a store host on a platform route", async () => {
    const handler = adminRoute({ auth: "none" }, () => ({ success: true }));
    const response = await handler(request({ headers: { "x-commerce-tenant": "subdomain:demo" } }), context);
    expect(response.status).toBe(404);
  });

  describe("on the test server (VALIDATE_RESPONSES), an answer its reference does not list", () => {
    const conflict = refusal("conflict", "Already done");
    const throwing = (error: DomainError) => () => {
      throw error;
    };
    // The flag is read when a route is made, as the server makes its routes once.
    const made = <T>(make: () => T): T => {
      vi.stubEnv("VALIDATE_RESPONSES", "true");
      reloadEnv();
      try {
        return make();
      } finally {
        vi.unstubAllEnvs();
        reloadEnv();
      }
    };
    const post = (body?: string) => request({ method: "POST", body, headers: JSON_BODY });

    it("is a 500 when its status is not listed, the answer when it is", async () => {
      const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
      const undeclared = made(() => adminRoute({ auth: "none" }, throwing(conflict.error("Already done."))));
      const refused = await undeclared(post(), context);
      expect(refused.status).toBe(500);
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.objectContaining({ message: expect.stringContaining("409") }) }),
        "unhandled error",
      );

      const declared = made(() => adminRoute({ auth: "none", refusals: [conflict] }, throwing(conflict.error("Already done."))));
      const answered = await declared(post(), context);
      expect(answered.status).toBe(409);
      expect(await answered.json()).toEqual({ success: false, message: "Already done." });
    });

    it("is a 500 when its body is not the one listed for its status", async () => {
      vi.spyOn(logger, "error").mockImplementation(() => undefined);
      const plain = refusal("unprocessable", "Refused as a whole");
      // A 422 without `errors` is documented only where the domain declares one.
      const undeclared = made(() => adminRoute({ auth: "none", body: z.object({}) }, throwing(plain.error("No."))));
      expect((await undeclared(post("{}"), context)).status).toBe(500);
      const declared = made(() => adminRoute({ auth: "none", body: z.object({}), refusals: [plain] }, throwing(plain.error("No."))));
      expect((await declared(post("{}"), context)).status).toBe(422);
    });

    it("is a 500 when it is a domain's refusal the route does not name, even with a listed status", async () => {
      vi.spyOn(logger, "error").mockImplementation(() => undefined);
      const gone = refusal("not_found", "No such thing");
      // Every route lists a 404 (an unknown host); its reference would still not say this one.
      const unnamed = made(() => adminRoute({ auth: "none" }, throwing(gone.error("Gone."))));
      expect((await unnamed(request(), context)).status).toBe(500);
      const named = made(() => adminRoute({ auth: "none", refusals: [gone] }, throwing(gone.error("Gone."))));
      expect((await named(request(), context)).status).toBe(404);
    });

    it("follows what the route reads: a GET without input gives no 422, a route without a token no 401", async () => {
      vi.spyOn(logger, "error").mockImplementation(() => undefined);
      const get = made(() => adminRoute({ auth: "none" }, throwing(new DomainError("unprocessable", "Bad.", { x: ["Bad."] }))));
      expect((await get(request(), context)).status).toBe(500);
      expect((await get(post("{}"), context)).status).toBe(422);
      const anonymous = made(() => adminRoute({ auth: "none" }, throwing(new DomainError("unauthenticated", "Who?"))));
      expect((await anonymous(request(), context)).status).toBe(500);
    });
  });
});

describe("what the audit log says a write wrote", () => {
  const url = (path: string) => new URL(`http://localhost:3000${path}`);

  it("names the route by its public path, and the record by the path's id", () => {
    expect(describeWrite("PUT", url("/api/admin/products/17"), { id: "17" }, { success: true })).toEqual({
      action: "PUT /api/products/{id}",
      entity: "products",
      entityId: 17,
    });
    expect(describeWrite("PUT", url("/api/posts/5/5"), { id: "5", job_id: "5" }, {})).toEqual({
      action: "PUT /api/posts/{id}/{job_id}",
      entity: "posts",
      entityId: 5,
    });
  });

  it("takes the id of the record a create answers, in {success, data} or bare", () => {
    expect(describeWrite("POST", url("/api/coupons"), {}, { success: true, data: { id: 9 } })).toMatchObject({ action: "POST /api/coupons", entityId: 9 });
    expect(describeWrite("POST", url("/api/campaigns"), {}, { id: 4, topic: "Summer" })).toMatchObject({ entity: "campaigns", entityId: 4 });
    expect(describeWrite("POST", url("/api/logout"), {}, { success: true })).toEqual({ action: "POST /api/logout", entity: "logout", entityId: null });
  });
});
