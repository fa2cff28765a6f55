import { z } from "zod";
import { storeRoute } from "@/lib/api/route";
import { listOrders, ORDERS_PER_PAGE, ordersResponse } from "@/lib/orders/customer-orders";

export const GET = storeRoute(
  {
    summary: "The customer's orders, newest first, 15 a page (shape D)",
    auth: "customer",
    query: z.object({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) }),
    response: ordersResponse,
  },
  ({ store, customer, query, origin }) =>
    listOrders({ store, customerId: customer.id }, { page: query.page, perPage: ORDERS_PER_PAGE }, origin),
);
