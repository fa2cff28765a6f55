import { storeRoute } from "@/lib/api/route";
import { orderDetails } from "@/lib/orders/customer-orders";
import { orderNotFound } from "@/lib/orders/refusals";
import { orderDetailsParams, orderDetailsResponse } from "@/lib/orders/schemas";

export const GET = storeRoute(
  {
    summary: "One of the customer's orders, with its lines and tracking",
    auth: "customer",
    params: orderDetailsParams,
    response: orderDetailsResponse,
    refusals: [orderNotFound],
  },
  ({ store, customer, params, origin }) => orderDetails({ store, customerId: customer.id }, params.order_id, origin),
);
