import { adminRoute } from "@/lib/api/route";
import { managedOrderDetails } from "@/lib/orders/manage-orders";
import { orderNotFound } from "@/lib/orders/refusals";
import { managedOrderResponse, orderIdParams } from "@/lib/orders/schemas";

export const GET = adminRoute(
  {
    summary: "One order with its lines, customer, addresses, payments, history and the states it may move to",
    params: orderIdParams,
    response: managedOrderResponse,
    refusals: [orderNotFound],
  },
  ({ store, params, origin }) => managedOrderDetails(store, { orderId: params.id, origin }),
);
