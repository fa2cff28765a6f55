import { storeRoute } from "@/lib/api/route";
import { cancelOrder, cancelOrderInput, cancelOrderResponse, orderNotCancellable, orderNotFound } from "@/lib/orders/customer-orders";

export const POST = storeRoute(
  { summary: "Cancel an order while it is pending or confirmed", auth: "customer", body: cancelOrderInput, response: cancelOrderResponse, refusals: [orderNotFound, orderNotCancellable] },
  ({ store, customer, body }) => cancelOrder({ store, customerId: customer.id }, body.order_id),
);
