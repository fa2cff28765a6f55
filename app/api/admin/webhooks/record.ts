import { recordRoutes } from "@/lib/api/records";
import { createWebhook, deleteWebhook, listWebhooks, updateWebhook, webhook, webhookNotFound } from "@/lib/webhooks/endpoints";
import { webhookInput, webhookPatch, webhookRecord, webhooksQuery } from "@/lib/webhooks/schemas";

export const webhookRoutes = recordRoutes({
  permission: "settings",
  record: webhookRecord,
  notFound: webhookNotFound,
  list: {
    summary: "The store's webhook endpoints, newest first (shape D); their secrets are never shown again",
    query: webhooksQuery,
    path: "/api/webhooks",
    run: listWebhooks,
  },
  create: {
    summary: "An endpoint for the topics given; its signing secret is in this answer only",
    body: webhookInput,
    run: createWebhook,
  },
  find: { summary: "A webhook endpoint of the store, without its secret", run: webhook },
  update: { summary: "Changes the URL or the topics sent", body: webhookPatch, run: updateWebhook },
  remove: { summary: "Deletes the endpoint and its delivery log", run: deleteWebhook },
});
