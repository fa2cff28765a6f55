import { storeRoute } from "@/lib/api/route";
import { listOrders, ORDERS_PER_PAGE } from "@/lib/orders/customer-orders";
import { ordersQuery, ordersResponse } from "@/lib/orders/schemas";
import { ordersAnswer } from "./answers";

export const GET = storeRoute(
  {
    summary: "The customer's orders, newest first, 15 a page (shape D)",
    auth: "customer",
    query: ordersQuery,
    response: ordersResponse,
  },
  async ({ store, customer, query, origin }) => {
    const page = { page: query.page, perPage: ORDERS_PER_PAGE };
    return ordersAnswer(await listOrders(store, { customerId: customer.id, page }), page, origin);
  },
);
