import { storeRoute } from "@/lib/api/route";
import { loginInput, wrongCredentials } from "@/lib/auth/credentials";
import { accountDisabled, loginCustomer } from "@/lib/customers/login-customer";
import { loginCustomerResponse } from "@/lib/customers/serialize";

export const POST = storeRoute({ summary: "Sign a customer in", body: loginInput, response: loginCustomerResponse, refusals: [wrongCredentials, accountDisabled], limitFailures: (body) => body.email }, async ({ store, body }) => {
  const { token } = await loginCustomer(store, body);
  return { success: true, token };
});
