import { idParams } from "@/lib/core/ids";
import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { orderNotFound } from "@/lib/orders/refusals";
import { createRefund, listRefunds, refundGatewayRefused, refundGatewayUnavailable, refundInvalid, refundRefused } from "@/lib/refunds/refunds";
import { refundInput, refundResponse, refundsResponse } from "@/lib/refunds/schemas";
import { ownedOrder } from "../../owned";

export const GET = adminRoute(
  {
    permission: "orders",
    summary: "The order's refunds, oldest first",
    params: idParams,
    owned: ownedOrder,
    response: refundsResponse,
    refusals: [orderNotFound],
  },
  async ({ store, params }) => success(await listRefunds(store, { orderId: params.id })),
);

export const POST = adminRoute(
  {
    permission: "orders",
    summary:
      "Refund the order, all or part (an amount, lines, the shipping), through the gateway that took the money, or recorded as given back outside it (CMI, cash); restocks the lines when asked; the customer is e-mailed",
    params: idParams,
    owned: ownedOrder,
    body: refundInput,
    status: 201,
    response: refundResponse,
    refusals: [orderNotFound, refundRefused, refundInvalid, refundGatewayRefused, refundGatewayUnavailable],
  },
  async ({ store, params, body }) => success(await createRefund(store, { orderId: params.id, refund: body })),
);
