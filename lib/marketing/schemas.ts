import { z } from "zod";
import { successMessageSchema, successSchema } from "../core/envelopes";
import { recordId, wholeNumber } from "../core/ids";
import { optionalPageQuery } from "../core/paging";
import { patchOf } from "../core/patch";
import { localizedIssue } from "../core/validation";
import { readDateTime } from "../format/dates";
import { mediaRecord } from "../media/schemas";
import { marketingMessages } from "./messages";
import { templateLayout } from "./template-layout";

// The marketing records of the administration API (../shared/spec/admin-api.md, "Marketing
// records"): what each route takes and answers. Zod only, for the dashboard to import too.

const int = z.number().int();
/** ISO 8601 UTC with microseconds, as `isoMicros` writes it. */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);

export const CAMPAIGN_STATUSES = ["draft", "active", "paused", "ended"] as const;
export const POST_STATUSES = ["draft", "scheduled", "published", "failed"] as const;
export const JOB_TARGETS = ["facebook", "instagram"] as const;
export const JOB_STATUSES = ["scheduled", "running", "published", "failed", "cancelled"] as const;

/** The marketing lists (`/campaigns`, `/posts`, `/templates`...): whole, as documented, unless `page` or `per_page` (20 a page) is sent. */
export const marketingListQuery = optionalPageQuery(20);
/** `platform_id`: one platform's resolutions, or with `none` those of no platform. */
export const resolutionsQuery = optionalPageQuery(20, { platform_id: z.union([z.literal("none").transform(() => null), recordId]).optional() });

// ─── records ───

export const campaignRecord = z
  .strictObject({
    id: int,
    user_id: int.nullable(),
    topic: z.string(),
    publish_at: isoDate,
    created_at: isoDate,
    updated_at: isoDate,
    status: z.enum(CAMPAIGN_STATUSES),
    posts_count: int,
  })
  .meta({ id: "Campaign" });

export const postRecord = z
  .strictObject({
    id: int,
    user_id: int.nullable(),
    image: z.string().nullable(),
    template: z.string().nullable().meta({ description: "The template's name" }),
    caption: z.string(),
    created_at: isoDate,
    updated_at: isoDate,
    campaign_id: int.nullable(),
    status: z.enum(POST_STATUSES),
    job_id: int.nullable().meta({ description: "The publishing job linked last" }),
  })
  .meta({ id: "Post" });

export const categoryRecord = z
  .strictObject({ id: int, name: z.string(), slug: z.string(), templates_count: int, created_at: isoDate, updated_at: isoDate })
  .meta({ id: "TemplateCategory" });

export const templateRecord = z
  .strictObject({
    id: int,
    name: z.string(),
    category_id: int.nullable(),
    width: int,
    height: int,
    layout: templateLayout,
    preview_url: z.string().nullable(),
    created_at: isoDate,
    updated_at: isoDate,
  })
  .meta({ id: "Template" });

export const platformRecord = z
  .strictObject({ id: int, name: z.string(), icon: z.string(), created_at: isoDate, updated_at: isoDate })
  .meta({ id: "Platform" });

export const resolutionRecord = z
  .strictObject({ id: int, name: z.string(), width: int, height: int, platform_id: int.nullable(), created_at: isoDate, updated_at: isoDate })
  .meta({ id: "Resolution" });

export const jobRecord = z
  .strictObject({
    id: int,
    post_id: int.nullable(),
    target: z.enum(JOB_TARGETS),
    page_id: z.string().nullable().meta({ description: "The Facebook page's id (for Instagram, the page its account is linked to)" }),
    status: z.enum(JOB_STATUSES),
    run_at: isoDate,
    attempts: int,
    last_error: z.string().nullable(),
    external_id: z.string().nullable(),
    url: z.string().nullable(),
  })
  .meta({ id: "PublishJob" });

/** `{success: true, data}`, the answer of the routes that wrap their record. */
export const wrapped = <T extends z.ZodType>(record: T) => successSchema({ data: record });
export const jobLinked = successMessageSchema;

// ─── input ───

export const postJobParams = z.object({ id: recordId, job_id: recordId });

/** A name as owners type it: trimmed, not empty. */
export const recordName = z.string().trim().min(1).max(255);
/** A picture's size in pixels: what a post picture can be, and what the renderer can afford. */
export const dimension = wholeNumber(1, 4096);
/** An absolute http(s) address, which the social networks can fetch. */
export const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .pipe(z.url({ protocol: /^https?$/, error: "Expected an absolute http or https address" }));

/**
 * A date and time: `YYYY-MM-DD HH:MM[:SS]` (or with a `T`) as clocks show it in the store's time
 * zone, or ISO 8601 with `Z` or an offset.
 */
export const dateTimeText = z
  .string()
  .trim()
  .transform((text, ctx) => {
    const read = readDateTime(text);
    if (read) return read;
    ctx.addIssue({ code: "custom", message: "Expected YYYY-MM-DD HH:MM in the store's time zone, or ISO 8601 with Z or an offset" });
    return z.NEVER;
  })
  .meta({ description: "`YYYY-MM-DD HH:MM[:SS]` in the store's time zone, or ISO 8601 with `Z` or an offset", example: "2025-04-30 10:00" });

export const categoryInput = z.object({ name: recordName });

export const templateInput = z.object({
  name: recordName,
  category_id: recordId,
  width: dimension.default(1080),
  height: dimension.default(1080),
  layout: templateLayout.prefault({}),
  preview_upload_id: recordId.nullable().optional().meta({ description: "A picture of the store's gallery that shows the design" }),
});
export const templateUpdate = patchOf(templateInput);

export const campaignInput = z.object({
  topic: z.string().trim().min(1).max(500),
  publish_at: dateTimeText,
  status: z.enum(CAMPAIGN_STATUSES).default("draft"),
});
export const campaignUpdate = patchOf(campaignInput);

/** Facebook's limit on a post's text. */
export const MAX_CAPTION = 63_206;

export const postInput = z.object({
  caption: z.string().trim().min(1).max(MAX_CAPTION),
  image: httpUrl.nullable().optional(),
  template: z.union([recordId, recordName]).nullable().optional().meta({ description: "One of the store's templates: its id, or its name (digits are an id)" }),
  campaign_id: recordId.nullable().optional(),
});
export const postUpdate = patchOf(postInput);

/**
 * A platform's icon: a file name as the upstream sample sends it (`icon.png`, of the owner's app,
 * which resolves it), or an absolute address.
 */
export const iconReference = z.union([
  z
    .string()
    .trim()
    .max(255)
    .regex(/^\w[\w .-]*\.[a-z0-9]{2,5}$/i),
  httpUrl,
]);

export const platformInput = z.object({ name: recordName, icon: iconReference });
export const platformUpdate = patchOf(platformInput);

export const resolutionInput = z.object({ name: recordName, width: dimension, height: dimension, platform_id: recordId });
export const resolutionUpdate = patchOf(resolutionInput);

/**
 * A template drawn at one of the store's resolutions, over a product's photo with its name and
 * price, or over a picture of the gallery (the product's name and price then only when one is
 * named too).
 */
export const renderInput = z
  .object({
    resolution_id: recordId,
    product_id: recordId.optional().meta({ description: "The product whose photo, name and price the picture shows" }),
    upload_id: recordId.optional().meta({ description: "A picture of the store's gallery, shown instead of the product's photo" }),
    caption: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .meta({ description: "What the template's `{caption}` shows; without it, layers naming it are left out" }),
  })
  .superRefine((input, ctx) => {
    if (input.product_id === undefined && input.upload_id === undefined)
      ctx.addIssue(localizedIssue((language) => marketingMessages(language, "productOrPicture"), ["product_id"]));
  });

/** The picture drawn, now in the gallery: its `url` can be a post's `image`. */
export const renderedAnswer = wrapped(mediaRecord);
