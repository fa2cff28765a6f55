import type { z } from "zod";
import type { Upload } from "../db/generated/client";
import { isoMicros } from "../format/dates";
import type { mediaRecord } from "./schemas";
import { publicUrl } from "./storage";

/** A gallery's item: `{id, name, url, created_at}`. */
export function serializeGalleryItem(upload: Upload, origin: string) {
  return { id: upload.id, name: upload.originalName, url: publicUrl(origin, upload.path)!, created_at: isoMicros(upload.createdAt) };
}

export function serializeMedia(upload: Upload, origin: string): z.infer<typeof mediaRecord> {
  return {
    id: upload.id,
    kind: upload.kind === "VIDEO" ? "video" : "image",
    name: upload.originalName,
    url: publicUrl(origin, upload.path)!,
    thumbnail_url: publicUrl(origin, upload.thumbnailPath),
    medium_url: publicUrl(origin, upload.mediumPath),
    mime_type: upload.mimeType,
    size: upload.size,
    width: upload.width,
    height: upload.height,
    created_at: isoMicros(upload.createdAt),
  };
}
