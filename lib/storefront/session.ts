import { cookies } from "next/headers";
import { clientScheme } from "@/lib/http/client";
import { env } from "@/lib/env";

// The shopper's customer API token, in an httpOnly cookie (docs/decisions.md, "Tokens in the
// browser UIs"): the storefront's server pages read it here, and the browser's calls reach the API
// with it through the /shop-api forwarder, so no page script can read it.

export const SHOPPER_COOKIE = "shopper_token";

export async function shopperToken(): Promise<string | undefined> {
  return (await cookies()).get(SHOPPER_COOKIE)?.value || undefined;
}

/** The cookie that holds `token`, or ends the session when `token` is null. */
export function shopperCookie(token: string | null, request: Request) {
  return {
    name: SHOPPER_COOKIE,
    value: token ?? "",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: clientScheme(request.headers.get("x-forwarded-proto")) === "https",
    path: "/",
    maxAge: token ? env().ACCESS_TOKEN_TTL_SECONDS : 0,
  };
}
