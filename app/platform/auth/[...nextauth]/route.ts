import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { clientScheme, platformOrigin } from "@/lib/http/client";
import { authOptions } from "@/lib/http/dashboard-session";
import { reloadEnv } from "@/lib/env";
import { AUTH_PATH } from "@/lib/dashboard/paths";
import { dashboardAdmin } from "../../admin-api";

type Context = { params: Promise<{ nextauth: string[] }> };

// next-auth 4 takes its public address (and so its base path, and the origin its redirects are
// checked against) from NEXTAUTH_URL only. It is the platform's configured origin, never the
// request's Host: the platform surface answers any IP address as a Host too, and `Host: 6.6.6.6`
// must not send the next owner who signs in there. reloadEnv is the one way this app writes the
// environment; the scheme may differ between requests (a proxy of ours says which).
let announced: string | undefined;

function handler(request: NextRequest, context: Context) {
  const url = `${platformOrigin(request.headers.get("x-forwarded-proto"))}${AUTH_PATH}`;
  if (url !== announced) reloadEnv({ NEXTAUTH_URL: (announced = url) });
  return NextAuth(request, context, authOptions(clientScheme(request.headers.get("x-forwarded-proto")) === "https", dashboardAdmin.server(request)));
}

export { handler as GET, handler as POST };
