import { adminRoute } from "@/lib/api/route";
import { wrongCredentials } from "@/lib/auth/credentials";
import { loginInput } from "@/lib/auth/schemas";
import { operatorLoginResponse } from "@/lib/operators/schemas";
import { startOperatorSignIn } from "@/lib/operators/sign-in";

export const POST = adminRoute(
  {
    auth: "none",
    summary:
      "The operator console's sign-in, step one: the password gives a challenge for the authenticator's code (and, until one is enrolled, what it scans)",
    body: loginInput,
    response: operatorLoginResponse,
    refusals: [wrongCredentials],
    limitFailures: (body) => `operator:${body.email}`,
    hashesPasswords: true,
  },
  async ({ body }) => {
    const { challenge, enrolment } = await startOperatorSignIn(body);
    return {
      success: true,
      challenge,
      enrolment: enrolment ? { secret: enrolment.secret, uri: enrolment.uri, qr_code: enrolment.qrCode } : null,
    };
  },
);
