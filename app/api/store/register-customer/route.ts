import { storeRoute } from "@/lib/api/route";
import { registerCustomer } from "@/lib/customers/register-customer";
import { registerCustomerInput, registerCustomerResponse } from "@/lib/customers/schemas";
import { serializeCustomerWithPhone } from "@/lib/customers/serialize";

export const POST = storeRoute(
  { summary: "Create a customer account and sign in", body: registerCustomerInput, response: registerCustomerResponse, hashesPasswords: true },
  async ({ store, body, origin }) => {
    const { customer, token } = await registerCustomer(store, body);
    return { success: true, user: serializeCustomerWithPhone(customer, origin), token };
  },
);
