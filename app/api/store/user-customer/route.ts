import { storeRoute } from "@/lib/api/route";
import { serializeCustomerExtended } from "@/lib/customers/serialize";

export const GET = storeRoute({ auth: "customer" }, ({ customer, origin }) => ({
  success: true,
  user: serializeCustomerExtended(customer, origin),
}));
