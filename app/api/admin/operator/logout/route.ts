import { WithHeaders } from "@/lib/api/answer";
import { operatorCookie } from "@/lib/api/authenticate";
import { adminRoute } from "@/lib/api/route";
import { clientScheme } from "@/lib/http/client";
import { endOperatorSession } from "@/lib/operators/sign-in";
import { logoutResponse } from "@/lib/owners/schemas";

export const POST = adminRoute(
  {
    auth: "operator",
    summary: "Ends the operator's console session",
    response: logoutResponse,
    successHeaders: { "Set-Cookie": "`operator_session` cleared" },
  },
  async ({ token, request }) => {
    await endOperatorSession(token);
    const https = clientScheme(request.headers.get("x-forwarded-proto")) === "https";
    return new WithHeaders({ status: true, success: true }, { "Set-Cookie": operatorCookie("", undefined, https) });
  },
);
