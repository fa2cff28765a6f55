import { adminRoute } from "@/lib/api/route";
import { accountDisabled, wrongCredentials } from "@/lib/auth/credentials";
import { loginInput } from "@/lib/auth/schemas";
import { loginOwner } from "@/lib/owners/login-owner";
import { serializeOwner } from "@/lib/owners/serialize";

export const POST = adminRoute(
  { auth: "none", body: loginInput, refusals: [wrongCredentials, accountDisabled], limitFailures: (body) => body.email, hashesPasswords: true },
  async ({ body, origin }) => {
    const { token, owner, store } = await loginOwner(body);
    return { success: true, token, user: serializeOwner(owner, store, origin) };
  },
);
