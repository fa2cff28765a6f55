import { NextResponse, type NextRequest } from "next/server";
import { encodeTarget, isApiPath, resolveHost, TENANT_HEADER } from "./lib/tenancy/resolve-host";

// Only rewrites: the host picks an internal route tree, nothing else happens here.
//   store host    /api/x -> /api/store/x     other paths -> /storefront/...
//   platform host /api/x -> /api/admin/x     other paths -> /platform/...
// Every path is rewritten, so the internal trees cannot be reached by their own names
// (/api/store/x on a store host becomes /api/store/store/x, which does not exist).
export function proxy(request: NextRequest) {
  const target = resolveHost(request.headers.get("host"), process.env.ROOT_DOMAIN ?? "localhost");
  const { pathname, search } = request.nextUrl;

  const headers = new Headers(request.headers);
  headers.set(TENANT_HEADER, encodeTarget(target));

  let internal: string;
  if (isApiPath(pathname)) {
    internal = `/api/${target.surface === "store" ? "store" : "admin"}${pathname.slice(4)}`;
  } else if (pathname.startsWith("/uploads/")) {
    internal = pathname; // stored files are served alike on every host
  } else {
    internal = `/${target.surface === "store" ? "storefront" : "platform"}${pathname === "/" ? "" : pathname}`;
  }
  return NextResponse.rewrite(new URL(`${internal}${search}`, request.url), { request: { headers } });
}

export const config = {
  // public/assets/ (lib/media/placeholder.ts) is the platform's own, the same on every host.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|assets/).*)"],
};
