import { storeRoute } from "@/lib/api/route";
import { cancelOrder, cancelOrderInput, cancelOrderResponse } from "@/lib/orders/customer-orders";

export const POST = storeRoute(
  { summary: "Cancel an order while it is pending or confirmed", auth: "customer", body: cancelOrderInput, response: cancelOrderResponse },
  ({ store, customer, body }) => cancelOrder({ store, customerId: customer.id }, body.order_id),
);
