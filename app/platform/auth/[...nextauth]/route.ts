import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { clientScheme, originOf } from "@/lib/http/client";
import { authOptions } from "@/lib/http/dashboard-session";
import { reloadEnv } from "@/lib/env";
import { AUTH_PATH } from "@/lib/dashboard/paths";
import { dashboardAdmin } from "../../admin-api";

type Context = { params: Promise<{ nextauth: string[] }> };

// next-auth 4 takes its public address (and so its base path) from NEXTAUTH_URL only. The platform's
// origin is the same for every request that reaches this route (the proxy sends only the platform
// host's pages here), so setting it from the request, as the client sees it, is stable; reloadEnv is
// the one way this app writes the environment.
let announced: string | undefined;

function handler(request: NextRequest, context: Context) {
  const url = `${originOf(request, request.nextUrl)}${AUTH_PATH}`;
  if (url !== announced) reloadEnv({ NEXTAUTH_URL: (announced = url) });
  return NextAuth(request, context, authOptions(clientScheme(request.headers.get("x-forwarded-proto")) === "https", dashboardAdmin.server(request)));
}

export { handler as GET, handler as POST };
