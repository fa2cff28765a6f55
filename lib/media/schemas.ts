import { z } from "zod";
import { successOnlySchema, successSchema } from "../core/envelopes";
import { pageQuery } from "../core/paging";
import { localizedIssue } from "../core/validation";
import { mediaMessages } from "./messages";

// The media routes' shapes (admin-api.md, "Media and store settings"; `/media/{id}` is ours).

/** A file the upload routes received and stored (lib/media/receive-media.ts), as their body schema hands it on. */
export type ReceivedMedia = {
  kind: "IMAGE" | "VIDEO";
  path: string;
  originalName: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  thumbnailPath: string | null;
  mediumPath: string | null;
};

const isoDate = z.string().meta({ description: "ISO 8601 UTC, e.g. 2025-04-30T09:00:00.000000Z" });

/** `/save-image`, `/save-video`: the stored file's URL; added: its upload id. */
export const savedMediaAnswer = successSchema({ file_link: z.string(), id: z.number().int() });

/** `/gallery-store`: every picture's and video's URL, newest first; added: `success`. */
export const allMediaAnswer = successSchema({ all_urls: z.array(z.string()) });

const galleryItem = z.strictObject({ id: z.number().int(), name: z.string(), url: z.string(), created_at: isoDate });
const galleryPage = { total: z.number().int(), current_page: z.number().int(), last_page: z.number().int() };
export const imageGalleryAnswer = successSchema({ images: z.array(galleryItem), ...galleryPage });
export const videoGalleryAnswer = successSchema({ videos: z.array(galleryItem), ...galleryPage });
export const galleryQuery = pageQuery(20);

/** Ours: an upload with everything the dashboard's Media screen shows. */
export const mediaRecord = z.strictObject({
  id: z.number().int(),
  kind: z.enum(["image", "video"]),
  name: z.string(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  medium_url: z.string().nullable(),
  mime_type: z.string(),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  created_at: isoDate,
});
export const mediaAnswer = successSchema({ data: mediaRecord });
export const deletedAnswer = successOnlySchema;

const fileField = (description: string) =>
  z
    .custom<ReceivedMedia>((value) => typeof value === "object" && value !== null)
    .meta({ type: "string", format: "binary", description })
    .optional();

/**
 * An upload's form: the file in `file`, or in the field older apps use (`image`, `video`); one of
 * the two. Other text fields are ignored (`user_id`, as everywhere in this API).
 */
export function mediaUploadBody(kind: "image" | "video") {
  const description =
    kind === "image"
      ? "JPEG, PNG, WebP, GIF or AVIF, at most MAX_IMAGE_MB (10 MB); the type is read from the bytes"
      : "MP4, WebM or QuickTime, at most MAX_VIDEO_MB (200 MB); the type is read from the bytes";
  return z.object({ file: fileField(description), [kind]: fileField(`The same, under the name older apps use`) }).superRefine((body, ctx) => {
    const sent = [body.file, body[kind]].filter(Boolean).length;
    if (sent === 0) ctx.addIssue(localizedIssue((language) => mediaMessages(language, kind === "image" ? "missingPicture" : "missingVideo"), ["file"]));
    if (sent === 2) ctx.addIssue(localizedIssue((language) => mediaMessages(language, "oneField", { field: kind }), [kind]));
  });
}

/** The file a valid upload form carries. */
export const sentFile = (body: { file?: ReceivedMedia } & Partial<Record<string, ReceivedMedia>>, kind: "image" | "video"): ReceivedMedia =>
  (body.file ?? body[kind])!;
