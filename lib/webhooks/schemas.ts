import { z } from "zod";
import { pageQuery } from "../core/paging";

export const WEBHOOK_TOPICS = [
  "orders/create",
  "orders/paid",
  "orders/cancelled",
  "orders/fulfilled",
  "refunds/create",
  "returns/create",
  "products/create",
  "products/update",
  "products/delete",
  "customers/create",
] as const;
export type WebhookTopic = (typeof WEBHOOK_TOPICS)[number];

const topics = z
  .array(z.enum(WEBHOOK_TOPICS))
  .min(1)
  .transform((list) => [...new Set(list)]);

export const webhookInput = z.object({ url: z.string().trim().url().max(2000), topics });
export type WebhookInput = z.infer<typeof webhookInput>;
export const webhookPatch = webhookInput.partial();
export type WebhookPatch = z.infer<typeof webhookPatch>;
export const webhooksQuery = pageQuery(20);

export const webhookRecord = z.object({
  id: z.number(),
  url: z.string(),
  topics: z.array(z.enum(WEBHOOK_TOPICS)),
  /** Only in the answer of the create: the secret is shown once. */
  secret: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const deliveryRecord = z.object({
  id: z.number(),
  webhook_id: z.string(),
  topic: z.enum(WEBHOOK_TOPICS),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number(),
  response_code: z.number().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  attempted_at: z.string().nullable(),
});
export const deliveriesQuery = pageQuery(20);
