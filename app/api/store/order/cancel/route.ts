import { succeeded } from "@/lib/api/envelopes";
import { storeRoute } from "@/lib/api/route";
import { cancelOrder, orderNotCancellable } from "@/lib/orders/customer-orders";
import { orderNotFound } from "@/lib/orders/refusals";
import { cancelOrderInput, cancelOrderResponse } from "@/lib/orders/schemas";

export const POST = storeRoute(
  {
    summary: "Cancel an order while it is pending or confirmed",
    auth: "customer",
    body: cancelOrderInput,
    response: cancelOrderResponse,
    refusals: [orderNotFound, orderNotCancellable],
  },
  async ({ store, customer, body }) => {
    await cancelOrder(store, { customerId: customer.id, orderId: body.order_id });
    return succeeded();
  },
);
