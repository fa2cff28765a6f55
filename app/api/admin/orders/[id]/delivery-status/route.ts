import { idParams } from "@/lib/core/ids";
import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { changeDeliveryStatus, deliveryChangeRefused } from "@/lib/orders/change-delivery-status";
import { managedOrderDetails } from "@/lib/orders/manage-orders";
import { ownedOrder } from "../../owned";
import { orderNotFound } from "@/lib/orders/refusals";
import { deliveryStatusInput, managedOrderResponse } from "@/lib/orders/schemas";

export const PUT = adminRoute(
  {
    permission: "orders",
    summary:
      "Move the order to its next delivery state (2 confirmed, 3 shipped, 5 delivered) or cancel it (4, stock back); the shopper sees the message. Shipped takes the parcel's carrier and tracking number, which the shopper's message, order page and e-mail link to; delivered issues the invoice",
    params: idParams,
    owned: ownedOrder,
    body: deliveryStatusInput,
    response: managedOrderResponse,
    refusals: [orderNotFound, deliveryChangeRefused],
  },
  async ({ store, params, body, origin }) => {
    const parcel = body.carrier && body.tracking_number ? { carrier: body.carrier, trackingNumber: body.tracking_number } : undefined;
    await changeDeliveryStatus(store, { orderId: params.id, status: body.status, message: body.message, parcel });
    return success(await managedOrderDetails(store, { orderId: params.id, origin }));
  },
);
