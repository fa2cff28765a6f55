import { idParams } from "@/lib/core/ids";
import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { customerNotFound, managedCustomerDetails } from "@/lib/customers/manage-customers";
import { managedCustomerResponse } from "@/lib/customers/schemas";

export const GET = adminRoute(
  {
    permission: "customers",
    summary: "One customer with their latest orders",
    params: idParams,
    response: managedCustomerResponse,
    refusals: [customerNotFound],
  },
  async ({ store, params, origin }) => success(await managedCustomerDetails(store, { customerId: params.id, origin })),
);
