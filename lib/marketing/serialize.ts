import type { z } from "zod";
import type { JobStatus, Prisma } from "../db/generated/client";
import { isoMicros, stampsOf } from "../format/dates";
import { PUBLIC_PREFIX, publicUrl } from "../media/storage";
import type { campaignRecord, categoryRecord, jobRecord, platformRecord, postRecord, resolutionRecord, templateRecord } from "./schemas";
import { templateLayout } from "./template-layout";

// The marketing records as the administration API answers them, from their rows; each `…Include`
// names what its serializer reads besides the row.

export const campaignInclude = { _count: { select: { posts: true } } } satisfies Prisma.CampaignInclude;

export function serializeCampaign(row: Prisma.CampaignGetPayload<{ include: typeof campaignInclude }>): z.infer<typeof campaignRecord> {
  return {
    id: row.id,
    user_id: row.ownerId,
    topic: row.topic,
    publish_at: isoMicros(row.publishAt),
    ...stampsOf(row),
    status: row.status as z.infer<typeof campaignRecord>["status"],
    posts_count: row._count.posts,
  };
}

export const postInclude = {
  template: { select: { name: true } },
  jobs: { select: { id: true }, orderBy: { id: "desc" }, take: 1 },
} satisfies Prisma.PostInclude;

/**
 * `origin`: the host the owner called. A post's picture is an address the owner gave, or a file of
 * the store kept by its site path (the demo's, `/uploads/…`), answered absolute as every stored file is.
 */
export function serializePost(row: Prisma.PostGetPayload<{ include: typeof postInclude }>, origin: string): z.infer<typeof postRecord> {
  return {
    id: row.id,
    user_id: row.ownerId,
    image: row.imageUrl?.startsWith(PUBLIC_PREFIX) ? publicUrl(origin, row.imageUrl.slice(PUBLIC_PREFIX.length)) : row.imageUrl,
    template: row.template?.name ?? null,
    caption: row.caption,
    ...stampsOf(row),
    campaign_id: row.campaignId,
    status: row.status as z.infer<typeof postRecord>["status"],
    job_id: row.jobs[0]?.id ?? null,
  };
}

export const categoryInclude = { _count: { select: { templates: true } } } satisfies Prisma.TemplateCategoryInclude;

export function serializeCategory(row: Prisma.TemplateCategoryGetPayload<{ include: typeof categoryInclude }>): z.infer<typeof categoryRecord> {
  return { id: row.id, name: row.name, slug: row.slug, templates_count: row._count.templates, ...stampsOf(row) };
}

export const templateInclude = { preview: { select: { path: true } } } satisfies Prisma.TemplateInclude;

/** `origin`: the host the owner called, for the preview's absolute address. */
export function serializeTemplate(row: Prisma.TemplateGetPayload<{ include: typeof templateInclude }>, origin: string): z.infer<typeof templateRecord> {
  return {
    id: row.id,
    name: row.name,
    category_id: row.categoryId,
    width: row.width,
    height: row.height,
    // Written through the same schema, so reading it back fills in nothing but its defaults.
    layout: templateLayout.parse(row.layout),
    preview_url: publicUrl(origin, row.preview?.path),
    ...stampsOf(row),
  };
}

export function serializePlatform(row: Prisma.PlatformGetPayload<object>): z.infer<typeof platformRecord> {
  return { id: row.id, name: row.name, icon: row.icon, ...stampsOf(row) };
}

export function serializeResolution(row: Prisma.ResolutionGetPayload<object>): z.infer<typeof resolutionRecord> {
  return { id: row.id, name: row.name, width: row.width, height: row.height, platform_id: row.platformId, ...stampsOf(row) };
}

export const jobInclude = { facebookPage: { select: { pageId: true } } } satisfies Prisma.PublishJobInclude;

export function serializeJob(row: Prisma.PublishJobGetPayload<{ include: typeof jobInclude }>): z.infer<typeof jobRecord> {
  return {
    id: row.id,
    post_id: row.postId,
    target: row.target === "FACEBOOK" ? "facebook" : "instagram",
    page_id: row.facebookPage?.pageId ?? null,
    status: row.status.toLowerCase() as z.infer<typeof jobRecord>["status"],
    run_at: isoMicros(row.runAt),
    attempts: row.attempts,
    last_error: row.lastError,
    external_id: row.externalId,
    url: row.url,
  };
}

/** What a post's status is once a job of its is in `status`: a cancelled job leaves it a draft. */
export function postStatusOf(status: JobStatus): z.infer<typeof postRecord>["status"] {
  const statuses: Record<JobStatus, z.infer<typeof postRecord>["status"]> = {
    SCHEDULED: "scheduled",
    RUNNING: "scheduled",
    PUBLISHED: "published",
    FAILED: "failed",
    CANCELLED: "draft",
  };
  return statuses[status];
}
