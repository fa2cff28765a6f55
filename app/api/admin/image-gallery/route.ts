import { envelopeA } from "@/lib/api/envelopes";
import { pageOf } from "@/lib/core/paging";
import { adminRoute } from "@/lib/api/route";
import { listMedia } from "@/lib/media/gallery";
import { galleryQuery, imageGalleryAnswer } from "@/lib/media/schemas";
import { serializeGalleryItem } from "@/lib/media/serialize";

export const GET = adminRoute(
  { permission: "media", summary: "The store's pictures, newest first, a page at a time", query: galleryQuery, response: imageGalleryAnswer },
  async ({ store, query, origin }) => {
    const page = pageOf(query);
    const { rows, total } = await listMedia(store, { kind: "IMAGE", page });
    return { success: true, images: rows.map((upload) => serializeGalleryItem(upload, origin)), total, ...envelopeA(page, total) };
  },
);
