import { idParams } from "@/lib/core/ids";
import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { markOrderRead } from "@/lib/orders/manage-orders";
import { orderNotFound } from "@/lib/orders/refusals";
import { ownedOrder } from "../../owned";
import { orderReadResponse } from "@/lib/orders/schemas";

const options = { params: idParams, owned: ownedOrder, response: orderReadResponse, refusals: [orderNotFound] };

export const PUT = adminRoute(
  { permission: "orders", ...options, summary: "Mark the order read (the first reading's time is kept)" },
  async ({ store, params }) => success(await markOrderRead(store, { orderId: params.id, read: true })),
);

export const DELETE = adminRoute({ permission: "orders", ...options, summary: "Mark the order unread" }, async ({ store, params }) =>
  success(await markOrderRead(store, { orderId: params.id, read: false })),
);
