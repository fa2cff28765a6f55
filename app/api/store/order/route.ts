import { storeRoute } from "@/lib/api/route";
import { listOrders, ORDERS_PER_PAGE } from "@/lib/orders/customer-orders";
import { ordersQuery, ordersResponse } from "@/lib/orders/schemas";

export const GET = storeRoute(
  {
    summary: "The customer's orders, newest first, 15 a page (shape D)",
    auth: "customer",
    query: ordersQuery,
    response: ordersResponse,
  },
  ({ store, customer, query, origin }) => listOrders({ store, customerId: customer.id }, { page: query.page, perPage: ORDERS_PER_PAGE }, origin),
);
