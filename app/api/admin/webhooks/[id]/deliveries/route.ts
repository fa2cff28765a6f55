import { adminRoute } from "@/lib/api/route";
import { ownedWebhook } from "../../owned";
import { envelopeD, success } from "@/lib/api/envelopes";
import { managementListSchema } from "@/lib/core/envelopes";
import { idParams } from "@/lib/core/ids";
import { pageOf } from "@/lib/core/paging";
import { listDeliveries, webhookNotFound } from "@/lib/webhooks/endpoints";
import { deliveriesQuery, deliveryRecord } from "@/lib/webhooks/schemas";

export const GET = adminRoute(
  {
    permission: "settings",
    summary: "The endpoint's deliveries, newest first (shape D): status, tries, the receiver's last answer",
    params: idParams,
    query: deliveriesQuery,
    response: managementListSchema(deliveryRecord),
    owned: ownedWebhook,
    refusals: [webhookNotFound],
  },
  async ({ store, params, query, origin }) => {
    const at = pageOf(query);
    const { rows, total } = await listDeliveries(store, { id: params.id, page: at });
    return { ...success(rows), ...envelopeD(at, total, `${origin}/api/webhooks/${params.id}/deliveries`) };
  },
);
