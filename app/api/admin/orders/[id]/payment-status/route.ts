import { idParams } from "@/lib/core/ids";
import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { changePaymentStatus, paymentChangeRefused } from "@/lib/orders/change-payment-status";
import { managedOrderDetails } from "@/lib/orders/manage-orders";
import { ownedOrder } from "../../owned";
import { orderNotFound } from "@/lib/orders/refusals";
import { managedOrderResponse, paymentStatusInput } from "@/lib/orders/schemas";

export const PUT = adminRoute(
  {
    permission: "orders",
    summary: "Mark the order paid (1) or unpaid (2); the shopper sees the message",
    params: idParams,
    owned: ownedOrder,
    body: paymentStatusInput,
    response: managedOrderResponse,
    refusals: [orderNotFound, paymentChangeRefused],
  },
  async ({ store, params, body, origin }) => {
    await changePaymentStatus(store, { orderId: params.id, status: body.status, message: body.message });
    return success(await managedOrderDetails(store, { orderId: params.id, origin }));
  },
);
