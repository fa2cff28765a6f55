import { storeRoute } from "@/lib/api/route";
import { registerCustomer, registerCustomerInput } from "@/lib/customers/register-customer";
import { serializeCustomerWithPhone } from "@/lib/customers/serialize";

export const POST = storeRoute({ body: registerCustomerInput }, async ({ store, body, origin }) => {
  const { customer, token } = await registerCustomer(store.id, body);
  return { success: true, user: serializeCustomerWithPhone(customer, origin), token };
});
