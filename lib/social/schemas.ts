import { z } from "zod";
import { successMessageSchema, successSchema } from "../core/envelopes";
import { readDateTime, type WallTime } from "../format/dates";
import { httpUrl, MAX_CAPTION } from "../marketing/schemas";

// The social routes of the administration API (../shared/spec/admin-api.md, "Social accounts and
// publishing"): what each takes and answers. Zod only, for the dashboard to import too.

/** A Facebook page's id as Graph writes it: digits, in a string (too long for a JSON number to keep). */
const graphId = z.string().regex(/^\d{1,32}$/, "Expected a page id: digits in a string");

const pageIds = z
  .array(graphId)
  .min(1)
  .max(50)
  .refine((ids) => new Set(ids).size === ids.length, "Each page may be named once");

/** Instagram's limits on a caption. */
export const INSTAGRAM_CAPTION = { characters: 2200, hashtags: 30 } as const;

const facebookCaption = z.string().trim().min(1).max(MAX_CAPTION);
const instagramCaption = z
  .string()
  .trim()
  .min(1)
  .max(INSTAGRAM_CAPTION.characters)
  .refine(
    (text) => (text.match(/#[\p{L}\p{N}_]+/gu) ?? []).length <= INSTAGRAM_CAPTION.hashtags,
    `Instagram takes ${INSTAGRAM_CAPTION.hashtags} hashtags at most`,
  );

/** When to publish: `YYYY-MM-DD HH:MM[:SS]` (or with a `T`) as clocks show it in the store's time zone. */
export const datePublish = z
  .string()
  .trim()
  .transform((text, ctx): WallTime => {
    const read = readDateTime(text);
    if (read && read.offsetMs === undefined) return read.wall;
    ctx.addIssue({ code: "custom", message: "Expected YYYY-MM-DD HH:MM in the store's time zone" });
    return z.NEVER;
  })
  .meta({ description: "`YYYY-MM-DD HH:MM` in the store's time zone (`timezone_used` in the answer)", example: "2025-04-30 10:00" });

export const facebookPublishInput = z.object({ page_id: pageIds, caption: facebookCaption, imageUrl: httpUrl.optional() });
export const facebookScheduleInput = z.object({ pageId: pageIds, caption: facebookCaption, imageUrl: httpUrl.optional(), datePublish });
export const instagramPublishInput = z.object({ caption: instagramCaption, imageUrl: httpUrl });
export const instagramScheduleInput = z.object({ ...instagramPublishInput.shape, datePublish });

// Added to the documented results: the page's job, which `PUT /posts/{id}/{job_id}` links to a post.
const resultJobId = z.number().int().meta({ description: "The page's publishing job (added), for `PUT /posts/{id}/{job_id}`" });
const facebookPageResult = z.union([
  z.strictObject({ page_id: z.string(), success: z.literal(true), url: z.string(), post_id: z.string(), message: z.string(), job_id: resultJobId }),
  z.strictObject({ page_id: z.string(), success: z.literal(false), error: z.strictObject({ message: z.string() }), job_id: resultJobId }),
]);
export const facebookPublishAnswer = z.strictObject({
  success: z.boolean().meta({ description: "True when every page succeeded" }),
  results: z.array(facebookPageResult),
});

export const instagramPublishAnswer = z.strictObject({
  success: z.boolean().meta({ description: "True when every account succeeded" }),
  results: z.array(
    z.strictObject({
      page_id: z.string(),
      success: z.boolean(),
      post_id: z.string().nullable(),
      message: z.string().nullable(),
      error: z.strictObject({ message: z.string() }).nullable(),
      job_id: resultJobId,
    }),
  ),
});

export const facebookScheduleAnswer = successSchema({
  message: z.string(),
  job_id: z.number().int(),
  timezone_used: z.string(),
  execution_time_utc: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
});

export const instagramScheduleAnswer = successSchema({
  message: z.string(),
  job_id: z.number().int(),
  timezone_used: z.string(),
  execution_time_utc: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    .meta({ description: "UTC, as `YYYY-MM-DD HH:MM:SS`" }),
});

export const facebookPagesAnswer = successSchema({
  pages: z.array(z.strictObject({ name: z.string(), page_id: z.string(), image_url: z.string().nullable() })),
});

export const connectionsAnswer = successSchema({
  accounts: z.array(
    z.strictObject({
      platform: z.enum(["facebook", "instagram"]),
      name: z.string(),
      expires_at: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
        .nullable()
        .meta({ description: "When the account's access ends, in the store's time zone" }),
      needs_reconnect: z.boolean().meta({ description: "Facebook refused its token (expired or revoked): nothing publishes until the owner connects again" }),
    }),
  ),
});

export const facebookConnectAnswer = successSchema({
  url: z.string().meta({ description: "The Facebook Login dialog to send the owner's browser to" }),
  expires_in: z.number().int().meta({ description: "Seconds the dialog's `state` stays usable (once)" }),
});

/** Where Facebook sends the owner's browser back: a code, or the owner's refusal, and the state we gave. */
export const facebookCallbackQuery = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000).optional(),
  error: z.string().max(200).optional(),
  error_reason: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

export const disconnectedAnswer = successMessageSchema;
