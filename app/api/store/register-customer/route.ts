import { storeRoute } from "@/lib/api/route";
import { registerCustomer, registerCustomerInput } from "@/lib/customers/register-customer";
import { registerCustomerResponse, serializeCustomerWithPhone } from "@/lib/customers/serialize";

export const POST = storeRoute({ summary: "Create a customer account and sign in", body: registerCustomerInput, response: registerCustomerResponse }, async ({ store, body, origin }) => {
  const { customer, token } = await registerCustomer(store, body);
  return { success: true, user: serializeCustomerWithPhone(customer, origin), token };
});
