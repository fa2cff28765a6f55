import { idParams } from "@/lib/core/ids";
import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { managedOrderDetails } from "@/lib/orders/manage-orders";
import { orderNotFound } from "@/lib/orders/refusals";
import { managedOrderResponse } from "@/lib/orders/schemas";

export const GET = adminRoute(
  {
    permission: "orders",
    summary: "One order with its lines, customer, addresses, payments, history and the states it may move to",
    params: idParams,
    response: managedOrderResponse,
    refusals: [orderNotFound],
  },
  async ({ store, params, origin }) => success(await managedOrderDetails(store, { orderId: params.id, origin })),
);
