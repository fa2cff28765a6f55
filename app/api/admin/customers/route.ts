import { adminRoute } from "@/lib/api/route";
import { listManagedCustomers } from "@/lib/customers/manage-customers";
import { managedCustomersQuery, managedCustomersResponse } from "@/lib/customers/schemas";

export const GET = adminRoute(
  {
    summary: "The store's customers, newest first, with their order count and what they spent: by name, e-mail or phone, and status",
    query: managedCustomersQuery,
    response: managedCustomersResponse,
  },
  ({ store, query, origin }) => listManagedCustomers(store, { query, origin }),
);
