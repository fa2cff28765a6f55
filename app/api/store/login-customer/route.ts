import { storeRoute } from "@/lib/api/route";
import { loginInput } from "@/lib/auth/credentials";
import { loginCustomer } from "@/lib/customers/login-customer";

export const POST = storeRoute({ body: loginInput, limitFailures: (body) => body.email }, async ({ store, body }) => {
  const { token } = await loginCustomer(store.id, body);
  return { success: true, token };
});
