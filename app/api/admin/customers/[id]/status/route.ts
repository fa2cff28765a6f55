import { idParams } from "@/lib/core/ids";
import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { customerNotFound, managedCustomerDetails, setCustomerStatus } from "@/lib/customers/manage-customers";
import { customerStatusInput, managedCustomerResponse } from "@/lib/customers/schemas";

export const PUT = adminRoute(
  {
    permission: "customers",
    summary: "Enable (1) or disable (2) the customer's account; disabling ends every session it has, for good",
    params: idParams,
    owned: ({ store, origin }, { id }) => managedCustomerDetails(store, { customerId: id, origin }),
    body: customerStatusInput,
    response: managedCustomerResponse,
    refusals: [customerNotFound],
  },
  async ({ store, params, body, origin }) => {
    await setCustomerStatus(store, { customerId: params.id, status: body.status });
    return success(await managedCustomerDetails(store, { customerId: params.id, origin }));
  },
);
