import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { idParams } from "@/lib/core/ids";
import { refundGatewayRefused, refundGatewayUnavailable, refundInvalid, refundRefused } from "@/lib/refunds/refunds";
import { changeReturn, findReturn, returnNotFound, returnStepRefused } from "@/lib/returns/returns";
import { returnChangeInput, returnResponse } from "@/lib/returns/schemas";
import { ownedReturn } from "../owned";

export const GET = adminRoute(
  {
    permission: "orders",
    summary: "One return: its items with what they were paid, the shopper's reason and note, and where it stands",
    params: idParams,
    response: returnResponse,
    refusals: [returnNotFound],
  },
  async ({ store, params, origin }) => success(await findReturn(store, { id: params.id, origin })),
);

export const PUT = adminRoute(
  {
    permission: "orders",
    summary:
      "The store's step: approved, rejected, or received (the items back in stock unless `restock` is false, and refunded in the same step when `refund` is given); the shopper sees a tracking message on each line and gets an e-mail",
    params: idParams,
    owned: ownedReturn,
    body: returnChangeInput,
    response: returnResponse,
    refusals: [returnNotFound, returnStepRefused, refundRefused, refundInvalid, refundGatewayRefused, refundGatewayUnavailable],
  },
  async ({ store, params, body, origin }) => success(await changeReturn(store, { id: params.id, change: body, origin })),
);
