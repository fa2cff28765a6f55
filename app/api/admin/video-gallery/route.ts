import { envelopeA } from "@/lib/api/envelopes";
import { pageOf } from "@/lib/core/paging";
import { adminRoute } from "@/lib/api/route";
import { listMedia } from "@/lib/media/gallery";
import { galleryQuery, videoGalleryAnswer } from "@/lib/media/schemas";
import { serializeGalleryItem } from "@/lib/media/serialize";

export const GET = adminRoute(
  { permission: "media", summary: "The store's videos, newest first, a page at a time", query: galleryQuery, response: videoGalleryAnswer },
  async ({ store, query, origin }) => {
    const page = pageOf(query);
    const { rows, total } = await listMedia(store, { kind: "VIDEO", page });
    return { success: true, videos: rows.map((upload) => serializeGalleryItem(upload, origin)), total, ...envelopeA(page, total) };
  },
);
