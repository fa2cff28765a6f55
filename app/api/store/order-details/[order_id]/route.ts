import { storeRoute } from "@/lib/api/route";
import { orderDetails } from "@/lib/orders/order-details";
import { orderNotFound } from "@/lib/orders/refusals";
import { orderDetailsParams, orderDetailsResponse } from "@/lib/orders/schemas";
import { orderAnswer } from "../../order/answers";

export const GET = storeRoute(
  {
    summary: "One of the customer's orders, with its lines and tracking",
    auth: "customer",
    params: orderDetailsParams,
    response: orderDetailsResponse,
    refusals: [orderNotFound],
  },
  async ({ store, customer, params, origin }) => orderAnswer(await orderDetails(store, { customerId: customer.id, order: params.order_id, origin })),
);
