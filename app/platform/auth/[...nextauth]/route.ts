import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { clientScheme } from "@/lib/http/client";
import { announceAuthOrigin, authOptions } from "@/lib/http/dashboard-session";
import { dashboardAdmin } from "../../admin-api";

type Context = { params: Promise<{ nextauth: string[] }> };

function handler(request: NextRequest, context: Context) {
  const proto = request.headers.get("x-forwarded-proto");
  announceAuthOrigin(proto);
  return NextAuth(request, context, authOptions(clientScheme(proto) === "https", dashboardAdmin.server(request)));
}

export { handler as GET, handler as POST };
