import { storeRoute } from "@/lib/api/route";
import { userCustomerResponse } from "@/lib/customers/schemas";
import { serializeCustomerExtended } from "@/lib/customers/serialize";

export const GET = storeRoute({ summary: "The signed-in customer", auth: "customer", response: userCustomerResponse }, ({ customer, origin }) => ({
  success: true,
  user: serializeCustomerExtended(customer, origin),
}));
