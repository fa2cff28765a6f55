import { z } from "zod";
import { recordId } from "@/lib/api/ids";
import { storeRoute } from "@/lib/api/route";
import { orderDetails, orderDetailsResponse, orderNotFound } from "@/lib/orders/customer-orders";

export const GET = storeRoute(
  {
    summary: "One of the customer's orders, with its lines and tracking",
    auth: "customer",
    params: z.object({ order_id: recordId }),
    response: orderDetailsResponse,
    refusals: [orderNotFound],
  },
  ({ store, customer, params, origin }) => orderDetails({ store, customerId: customer.id }, params.order_id, origin),
);
