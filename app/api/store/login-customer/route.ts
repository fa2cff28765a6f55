import { storeRoute } from "@/lib/api/route";
import { accountDisabled, wrongCredentials } from "@/lib/auth/credentials";
import { loginInput } from "@/lib/auth/schemas";
import { loginCustomer } from "@/lib/customers/login-customer";
import { loginCustomerResponse } from "@/lib/customers/schemas";

export const POST = storeRoute(
  {
    summary: "Sign a customer in",
    body: loginInput,
    response: loginCustomerResponse,
    refusals: [wrongCredentials, accountDisabled],
    limitFailures: (body) => body.email,
    hashesPasswords: true,
  },
  async ({ store, body }) => {
    const { token } = await loginCustomer(store, body);
    return { success: true, token };
  },
);
