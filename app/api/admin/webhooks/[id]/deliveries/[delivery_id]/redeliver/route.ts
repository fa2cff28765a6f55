import { z } from "zod";
import { adminRoute } from "@/lib/api/route";
import { ownedWebhook } from "../../../../owned";
import { success } from "@/lib/api/envelopes";
import { successSchema } from "@/lib/core/envelopes";
import { recordId } from "@/lib/core/ids";
import { deliveryNotFound, redeliver, webhookNotFound } from "@/lib/webhooks/endpoints";
import { deliveryRecord } from "@/lib/webhooks/schemas";

export const POST = adminRoute(
  {
    permission: "settings",
    summary: "Sends the delivery again, with the same X-Commerce-Webhook-Id and body, as a new series of tries",
    params: z.object({ id: recordId, delivery_id: recordId }),
    response: successSchema({ data: deliveryRecord }),
    owned: ownedWebhook,
    refusals: [webhookNotFound, deliveryNotFound],
  },
  async ({ store, params }) => success(await redeliver(store, { id: params.id, deliveryId: params.delivery_id })),
);
