"use client";

import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api, bareArrayPage } from "@/lib/dashboard/api-client";
import type { campaignRecord, categoryRecord, jobRecord, platformRecord, postRecord, resolutionRecord, templateRecord } from "@/lib/marketing/schemas";
import type { connectionsAnswer, facebookPagesAnswer } from "@/lib/social/schemas";
import type { storeSettingsResponse } from "@/lib/stores/schemas";
import { usePagedList } from "../paged-list";

// The marketing records the area's screens share, each read once and kept under one key. The API
// answers each whole list; campaigns and posts, which grow with the shop's life, are also shown a
// page at a time (`page`, `per_page`, the total in `X-Total-Count`).

export type Campaign = z.infer<typeof campaignRecord>;
export type Post = z.infer<typeof postRecord>;
export type PublishJob = z.infer<typeof jobRecord>;
export type Template = z.infer<typeof templateRecord>;
export type TemplateCategory = z.infer<typeof categoryRecord>;
export type Platform = z.infer<typeof platformRecord>;
export type Resolution = z.infer<typeof resolutionRecord>;

export const useCampaigns = () => useQuery({ queryKey: ["campaigns"], queryFn: () => api<Campaign[]>("/campaigns") });
/** The campaigns or posts screen's list, 20 a page. */
export const useCampaignPages = () => usePagedList<Campaign, { per_page: number }>("/campaigns", { per_page: 20 }, bareArrayPage);
export const usePostPages = () => usePagedList<Post, { per_page: number }>("/posts", { per_page: 20 }, bareArrayPage);
export const useTemplates = () => useQuery({ queryKey: ["templates"], queryFn: () => api<{ data: Template[] }>("/templates").then((answer) => answer.data) });
export const useTemplateCategories = () =>
  useQuery({ queryKey: ["template-categories"], queryFn: () => api<{ data: TemplateCategory[] }>("/categories").then((answer) => answer.data) });
export const usePlatforms = () => useQuery({ queryKey: ["platforms"], queryFn: () => api<Platform[]>("/platforms") });
export const useResolutions = () => useQuery({ queryKey: ["resolutions"], queryFn: () => api<Resolution[]>("/resolutions") });
export const useConnections = () =>
  useQuery({ queryKey: ["platform-connections"], queryFn: () => api<z.infer<typeof connectionsAnswer>>("/platform-connections").then((a) => a.accounts) });
export const useFacebookPages = () =>
  useQuery({ queryKey: ["facebook-pages"], queryFn: () => api<z.infer<typeof facebookPagesAnswer>>("/facebook/pages").then((a) => a.pages) });

/** The store's time zone: scheduled times are typed and shown as its clocks show them. */
export function useStoreTimeZone(): string | undefined {
  const settings = useQuery({ queryKey: ["store-settings"], queryFn: () => api<z.infer<typeof storeSettingsResponse>>("/store") });
  return settings.data?.data.timezone;
}
