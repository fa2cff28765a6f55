import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { createForwarder } from "@/lib/api/forwarder";
import { storeCatchAll } from "@/lib/api/unknown-endpoint";
import { pageLanguage } from "@/lib/i18n/page-language";
import { CURRENCY_HEADER } from "@/lib/money/currency";
import { CURRENCY_COOKIE } from "@/lib/storefront/preferences";
import { shopperCookie, SHOPPER_COOKIE } from "@/lib/storefront/session";
import { customerApiRoutes } from "../../../api/store/routes";

// The storefront's browser calls to the customer API (lib/api/forwarder.ts). Signing in and
// registering answer as the API does, but their token goes into the httpOnly cookie instead of
// the page; signing out, or a token the API no longer takes, ends the cookie.
const forward = createForwarder(customerApiRoutes, storeCatchAll);
const SIGN_INS = new Set(["login-customer", "register-customer"]);
const SIGN_OUTS = new Set(["log-out-customer", "log-out-everywhere-customer"]);

async function handle(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const segments = (await params).path;
  const jar = await cookies();
  const token = jar.get(SHOPPER_COOKIE)?.value || undefined;
  const currency = jar.get(CURRENCY_COOKIE)?.value;
  const route = segments.join("/");
  const response = await forward(request, {
    path: `/${segments.map(encodeURIComponent).join("/")}`,
    token,
    defaults: currency ? { [CURRENCY_HEADER]: currency } : {},
    // The catalogue in the page's language (the shopper's choice, else the store's), not the browser's.
    overrides: { "accept-language": (await pageLanguage()).language },
  });

  if (SIGN_INS.has(route) && response.ok) {
    const { token: issued, ...answer } = (await response.json()) as { token: string };
    const signedIn = NextResponse.json(answer, { status: response.status });
    signedIn.cookies.set(shopperCookie(issued, request));
    return signedIn;
  }
  if (SIGN_OUTS.has(route) || (token && response.status === 401)) {
    const ended = new NextResponse(response.body, response);
    ended.cookies.set(shopperCookie(null, request));
    return ended;
  }
  return response;
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
