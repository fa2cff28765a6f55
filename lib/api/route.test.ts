import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { logger } from "../log";
import { ApiError, refusal } from "./errors";
import { POLICIES } from "./rate-limit";
import { platformRoute } from "./route";

const context = { params: Promise.resolve({}) };
const request = (init?: RequestInit) =>
  new Request("http://localhost:3000/api/x", { ...init, headers: { "x-commerce-tenant": "platform", ...init?.headers } });

describe("the route wrapper", () => {
  it("answers a client past its requests a minute with a 429 and Retry-After; other clients go on", async () => {
    const handler = platformRoute({}, () => ({ success: true }));
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
    const handler = platformRoute({}, () => {
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
    const handler = platformRoute({}, () => {
      throw new ApiError("conflict", "Already done.");
    });
    const response = await handler(request(), context);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, message: "Already done." });
  });

  it("validates the query and the body with their schemas", async () => {
    const handler = platformRoute(
      { query: z.object({ page: z.coerce.number().int().min(1) }), body: z.object({ n: z.number() }) },
      ({ query, body }) => ({ success: true, sum: query.page + body.n }),
    );
    const ok = await handler(
      new Request("http://localhost/api/x?page=2", { method: "POST", body: '{"n": 3}', headers: { "x-commerce-tenant": "platform" } }),
      context,
    );
    expect(await ok.json()).toEqual({ success: true, sum: 5 });

    const bad = await handler(
      new Request("http://localhost/api/x?page=0", { method: "POST", body: '{"n": "3"}', headers: { "x-commerce-tenant": "platform" } }),
      context,
    );
    expect(bad.status).toBe(422);
    const body = await bad.json();
    expect(Object.keys(body.errors).sort()).toEqual(["n", "page"]);
  });

  it("refuses a store host on a platform route", async () => {
    const handler = platformRoute({}, () => ({ success: true }));
    const response = await handler(request({ headers: { "x-commerce-tenant": "subdomain:demo" } }), context);
    expect(response.status).toBe(404);
  });

  describe("on the test server (VALIDATE_RESPONSES), an answer its reference does not list", () => {
    const conflict = refusal("conflict", "Already done");
    const throwing = (error: ApiError) => () => {
      throw error;
    };
    // The flag is read when a route is made, as the server makes its routes once.
    const made = <T>(make: () => T): T => {
      vi.stubEnv("VALIDATE_RESPONSES", "true");
      try {
        return make();
      } finally {
        vi.unstubAllEnvs();
      }
    };
    const post = (body?: string) => request({ method: "POST", body });

    it("is a 500 when its status is not listed, the answer when it is", async () => {
      const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
      const undeclared = made(() => platformRoute({}, throwing(conflict.error("Already done."))));
      const refused = await undeclared(post(), context);
      expect(refused.status).toBe(500);
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.objectContaining({ message: expect.stringContaining("409") }) }), "unhandled error");

      const declared = made(() => platformRoute({ refusals: [conflict] }, throwing(conflict.error("Already done."))));
      const answered = await declared(post(), context);
      expect(answered.status).toBe(409);
      expect(await answered.json()).toEqual({ success: false, message: "Already done." });
    });

    it("is a 500 when its body is not the one listed for its status", async () => {
      vi.spyOn(logger, "error").mockImplementation(() => undefined);
      const plain = refusal("unprocessable", "Refused as a whole");
      // A 422 without `errors` is documented only where the domain declares one.
      const undeclared = made(() => platformRoute({ body: z.object({}) }, throwing(plain.error("No."))));
      expect((await undeclared(post("{}"), context)).status).toBe(500);
      const declared = made(() => platformRoute({ body: z.object({}), refusals: [plain] }, throwing(plain.error("No."))));
      expect((await declared(post("{}"), context)).status).toBe(422);
    });

    it("is a 500 when it is a domain's refusal the route does not name, even with a listed status", async () => {
      vi.spyOn(logger, "error").mockImplementation(() => undefined);
      const gone = refusal("not_found", "No such thing");
      // Every route lists a 404 (an unknown host); its reference would still not say this one.
      const unnamed = made(() => platformRoute({}, throwing(gone.error("Gone."))));
      expect((await unnamed(request(), context)).status).toBe(500);
      const named = made(() => platformRoute({ refusals: [gone] }, throwing(gone.error("Gone."))));
      expect((await named(request(), context)).status).toBe(404);
    });

    it("follows what the route reads: a GET without input gives no 422, a route without a token no 401", async () => {
      vi.spyOn(logger, "error").mockImplementation(() => undefined);
      const get = made(() => platformRoute({}, throwing(new ApiError("unprocessable", "Bad.", { x: ["Bad."] }))));
      expect((await get(request(), context)).status).toBe(500);
      expect((await get(post("{}"), context)).status).toBe(422);
      const anonymous = made(() => platformRoute({}, throwing(new ApiError("unauthenticated", "Who?"))));
      expect((await anonymous(request(), context)).status).toBe(500);
    });
  });
});
