import { adminRoute } from "@/lib/api/route";
import { accountDisabled, wrongCredentials } from "@/lib/auth/credentials";
import { loginInput } from "@/lib/auth/schemas";
import { loginOwner } from "@/lib/owners/login-owner";
import { ownerAccount } from "@/lib/owners/profile";
import { loginResponse } from "@/lib/owners/schemas";
import { serializeOwnerUser } from "@/lib/owners/serialize";

export const POST = adminRoute(
  {
    auth: "none",
    summary: "Signs an owner in: a token for every other route",
    body: loginInput,
    response: loginResponse,
    refusals: [wrongCredentials, accountDisabled],
    limitFailures: (body) => body.email,
    hashesPasswords: true,
  },
  async ({ body, origin }) => {
    const { token, owner, store } = await loginOwner(body);
    return { token, success: true, user: serializeOwnerUser(await ownerAccount(store, { owner }), origin) };
  },
);
