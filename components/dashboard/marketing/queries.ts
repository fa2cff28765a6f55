"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api, countedPage } from "@/lib/dashboard/api-client";
import type { campaignRecord, categoryRecord, jobRecord, platformRecord, postRecord, resolutionRecord, templateRecord } from "@/lib/marketing/schemas";
import type { connectionsAnswer, facebookPagesAnswer } from "@/lib/social/schemas";
import type { storeSettingsResponse } from "@/lib/stores/schemas";
import { usePagedList } from "../paged-list";

// The marketing records the area's screens share. Each screen shows its list a page at a time
// (`page`, `per_page`, the total in `X-Total-Count`); the composer's and the forms' choices, and the
// names a list shows of another (a template's category), read the whole list, which the API
// answers without paging. A list's pages and its whole sit under one first key (lib/dashboard/query-keys.ts),
// so a write refreshes both.

export type Campaign = z.infer<typeof campaignRecord>;
export type Post = z.infer<typeof postRecord>;
export type PublishJob = z.infer<typeof jobRecord>;
export type Template = z.infer<typeof templateRecord>;
export type TemplateCategory = z.infer<typeof categoryRecord>;
export type Platform = z.infer<typeof platformRecord>;
export type Resolution = z.infer<typeof resolutionRecord>;

export const useCampaigns = () => useQuery({ queryKey: queryKeys.campaigns.whole(), queryFn: () => api<Campaign[]>("/campaigns") });
export const useTemplates = () =>
  useQuery({ queryKey: queryKeys.templates.whole(), queryFn: () => api<{ data: Template[] }>("/templates").then((answer) => answer.data) });
export const useTemplateCategories = () =>
  useQuery({ queryKey: queryKeys.templateCategories.whole(), queryFn: () => api<{ data: TemplateCategory[] }>("/categories").then((answer) => answer.data) });
export const usePlatforms = () => useQuery({ queryKey: queryKeys.platforms.whole(), queryFn: () => api<Platform[]>("/platforms") });
export const useResolutions = () => useQuery({ queryKey: queryKeys.resolutions.whole(), queryFn: () => api<Resolution[]>("/resolutions") });

/** A screen's list, 20 a page. */
export const useCampaignPages = () => usePagedList<Campaign, { per_page: number }>(queryKeys.campaigns, { per_page: 20 }, countedPage);
export const usePostPages = () => usePagedList<Post, { per_page: number }>(queryKeys.posts, { per_page: 20 }, countedPage);
export const useTemplatePages = () => usePagedList<Template, { per_page: number }>(queryKeys.templates, { per_page: 20 }, countedPage);
export const useTemplateCategoryPages = () => usePagedList<TemplateCategory, { per_page: number }>(queryKeys.templateCategories, { per_page: 20 }, countedPage);
export const usePlatformPages = () => usePagedList<Platform, { per_page: number }>(queryKeys.platforms, { per_page: 20 }, countedPage);
/** One platform's sizes (`none`: those of no platform), 20 a page. */
export const useResolutionPages = (platformId: number | "none") =>
  usePagedList<Resolution, { platform_id: number | "none"; per_page: number }>(queryKeys.resolutions, { platform_id: platformId, per_page: 20 }, countedPage);
export const useConnections = () =>
  useQuery({
    queryKey: queryKeys.platformConnections.all,
    queryFn: () => api<z.infer<typeof connectionsAnswer>>("/platform-connections").then((a) => a.accounts),
  });
export const useFacebookPages = () =>
  useQuery({ queryKey: queryKeys.facebookPages.all, queryFn: () => api<z.infer<typeof facebookPagesAnswer>>("/facebook/pages").then((a) => a.pages) });

/** The store's time zone: scheduled times are typed and shown as its clocks show them. */
export function useStoreTimeZone(): string | undefined {
  const settings = useQuery({
    queryKey: queryKeys.store.settings(),
    queryFn: () => api<z.infer<typeof storeSettingsResponse>>("/store").then((answer) => answer.data),
  });
  return settings.data?.timezone;
}
