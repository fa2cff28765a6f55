import { z } from "zod";
import { successSchema } from "../core/envelopes";

// The e-mails the dashboard previews (Settings → E-mails): every kind the platform sends.

export const EMAIL_PREVIEWS = [
  "orderConfirmation",
  "paymentConfirmation",
  "newOrder",
  "orderShipped",
  "orderDelivered",
  "orderCancelled",
  "refund",
  "returnRequested",
  "returnApproved",
  "returnRejected",
  "returnReceived",
  "customerResetCode",
  "ownerResetLink",
  "staffInvitation",
] as const;
export type EmailPreviewKind = (typeof EMAIL_PREVIEWS)[number];

export const emailPreviewQuery = z.object({ template: z.enum(EMAIL_PREVIEWS) });
export const emailPreviewResponse = successSchema({
  data: z.strictObject({ template: z.enum(EMAIL_PREVIEWS), subject: z.string(), text: z.string(), html: z.string() }),
});
