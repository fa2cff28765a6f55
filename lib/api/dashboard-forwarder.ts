import { NextRequest } from "next/server";
import { clientScheme } from "../http/client";
import { sessionApiToken, type AdminJson } from "../http/dashboard-session";
import type { RouteTable } from "./route-dispatch";
import { createForwarder } from "./forwarder";
import type { RouteModule } from "./route-doc";

/** What the server's own calls carry of the browser's request: where it came from, for the API's limits and answers. */
const CLIENT_HEADERS = ["host", "x-forwarded-for", "x-forwarded-proto", "accept-language", "user-agent"];

/**
 * The dashboard's ways into the administration API, both in this process through its routes'
 * handlers (lib/api/forwarder.ts, as the storefront's /shop-api), so that every rule of the
 * wrapper applies and the owner's own address meets the API's rate limits:
 * - `browser`: the page's call to `/dashboard-api/<path>` handed to the route for `/api/<path>`,
 *   with the session's token;
 * - `server(request)`: the calls next-auth makes while handling the browser's `request` (sign-in,
 *   sign-up, the owner's store, sign-out).
 */
export function dashboardApi(routes: RouteTable, fallback: RouteModule) {
  const forward = createForwarder(routes, fallback);
  return {
    async browser(request: Request, path: string[]): Promise<Response> {
      // next-auth reads the session's cookie from a NextRequest's cookies: the door's uploads come as plain Requests.
      const page = request instanceof NextRequest ? request : new NextRequest(request);
      const token = await sessionApiToken(page, clientScheme(page.headers.get("x-forwarded-proto")) === "https");
      return forward(page, { path: `/${path.map(encodeURIComponent).join("/")}`, token: token ?? undefined });
    },
    server(request: Request): AdminJson {
      return async ({ method, path, token, body }) => {
        // The browser's request reached next-auth from a page of this origin (next-auth checks its CSRF token).
        const headers = new Headers({ accept: "application/json", "sec-fetch-site": "same-origin" });
        for (const name of CLIENT_HEADERS) {
          const value = request.headers.get(name);
          if (value) headers.set(name, value);
        }
        if (body !== undefined) headers.set("content-type", "application/json");
        const call = new Request(new URL(`/api${path}`, request.url), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
        const answer = await forward(call, { path, token });
        const text = await answer.text();
        return { status: answer.status, body: (text ? JSON.parse(text) : null) as never };
      };
    },
  };
}
