import { describe, expect, it } from "vitest";
import { clientAddress } from "../http/client";
import { dashboardApi } from "./dashboard-forwarder";
import type { RouteModule } from "./route-doc";

// next-auth's calls to the administration API go to the route's handler in this process with the
// browser's request's origin on them: the API's per-address limits count the owner, not 127.0.0.1.

type Seen = { address: string; host: string | null; authorization: string | null; body: unknown };

function recordingRoutes() {
  const seen: Seen[] = [];
  const login = {
    POST: async (request: Request) => {
      seen.push({
        address: clientAddress(request),
        host: request.headers.get("host"),
        authorization: request.headers.get("authorization"),
        body: await request.json(),
      });
      return Response.json({ success: true, token: "t" });
    },
  } as unknown as RouteModule;
  const fallback = { GET: async () => Response.json({ success: false }, { status: 404 }) } as unknown as RouteModule;
  return { seen, api: dashboardApi({ "/login": login }, fallback) };
}

describe("the dashboard server's calls to the administration API", () => {
  it("carry the browser's address and host, the token asked and the body as JSON", async () => {
    const { seen, api } = recordingRoutes();
    const browser = new Request("http://localhost:3000/platform/auth/callback/credentials", {
      method: "POST",
      headers: { host: "localhost:3000", "x-forwarded-for": "203.0.113.9", cookie: "next-auth.session-token=secret" },
    });
    const answer = await api.server(browser)({ method: "POST", path: "/login", token: "owner-token", body: { email: "a@b.c" } });
    expect(answer).toEqual({ status: 200, body: { success: true, token: "t" } });
    expect(seen).toEqual([{ address: "203.0.113.9", host: "localhost:3000", authorization: "Bearer owner-token", body: { email: "a@b.c" } }]);
  });

  it("answer an unknown path with the API's own not-found", async () => {
    const { api } = recordingRoutes();
    const browser = new Request("http://localhost:3000/platform/auth/session", { headers: { host: "localhost:3000" } });
    expect(await api.server(browser)({ method: "GET", path: "/nothing-here" })).toEqual({ status: 404, body: { success: false } });
  });
});
