import { WithHeaders } from "@/lib/api/answer";
import { operatorCookie } from "@/lib/api/authenticate";
import { adminRoute } from "@/lib/api/route";
import { clientScheme } from "@/lib/http/client";
import { operatorCodeInput, operatorSessionResponse } from "@/lib/operators/schemas";
import { finishOperatorSignIn, wrongOperatorCode } from "@/lib/operators/sign-in";

export const POST = adminRoute(
  {
    auth: "none",
    summary:
      "The operator console's sign-in, step two: the challenge and the authenticator's current code (each good once) give a session, also set as a cookie",
    body: operatorCodeInput,
    response: operatorSessionResponse,
    successHeaders: { "Set-Cookie": "`operator_session`, the console's session (httpOnly, SameSite=Strict)" },
    refusals: [wrongOperatorCode],
    limitFailures: (body) => `operator-code:${body.challenge}`,
  },
  async ({ body, request }) => {
    const { token, expiresAt } = await finishOperatorSignIn(body);
    const https = clientScheme(request.headers.get("x-forwarded-proto")) === "https";
    return new WithHeaders({ success: true, token, expires_at: expiresAt.toISOString() }, { "Set-Cookie": operatorCookie(token, expiresAt, https) });
  },
);
