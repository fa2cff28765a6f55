import { platformRoute } from "@/lib/api/route";
import { loginInput, wrongCredentials } from "@/lib/auth/credentials";
import { loginOwner } from "@/lib/owners/login-owner";
import { serializeOwner } from "@/lib/owners/serialize";

export const POST = platformRoute({ body: loginInput, refusals: [wrongCredentials], limitFailures: (body) => body.email }, async ({ body, origin }) => {
  const { token, owner, store } = await loginOwner(body);
  return { success: true, token, user: serializeOwner(owner, store, origin) };
});
