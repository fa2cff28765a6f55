import { envelopeD, success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { pageOf } from "@/lib/core/paging";
import { listManagedCustomers } from "@/lib/customers/manage-customers";
import { managedCustomersQuery, managedCustomersResponse } from "@/lib/customers/schemas";

export const GET = adminRoute(
  {
    permission: "customers",
    summary: "The store's customers, newest first, with their order count and what they spent: by name, e-mail or phone, and status",
    query: managedCustomersQuery,
    response: managedCustomersResponse,
  },
  async ({ store, query, origin }) => {
    const { rows, total } = await listManagedCustomers(store, { query, origin });
    // The page links keep the filters.
    return { ...success(rows), ...envelopeD(pageOf(query), total, `${origin}/api/customers`, query) };
  },
);
