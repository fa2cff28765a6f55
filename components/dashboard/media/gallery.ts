"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { api } from "@/lib/dashboard/api-client";
import type { MediaKind } from "@/lib/dashboard/upload";
import { usePagedList } from "../paged-list";

export type GalleryItem = { id: number; name: string; url: string; created_at: string };
type GalleryAnswer = { images?: GalleryItem[]; videos?: GalleryItem[]; total: number; current_page: number; last_page: number };

/** The galleries' queries (`/image-gallery`, `/video-gallery`), refreshed when a file is added or deleted. */
export const galleryKeys = (kind: MediaKind) => (kind === "image" ? queryKeys.imageGallery : queryKeys.videoGallery);

/** A gallery of the store, newest first, a page at a time (the contract's shape A, read as the other lists). */
export function useGallery(kind: MediaKind, perPage = 24) {
  return usePagedList<GalleryItem, { per_page: number }>(galleryKeys(kind), { per_page: perPage }, async (address) => {
    const answer = await api<GalleryAnswer>(address);
    return {
      success: true,
      data: answer.images ?? answer.videos ?? [],
      meta: { current_page: answer.current_page, last_page: answer.last_page, total: answer.total, per_page: perPage },
    };
  });
}
