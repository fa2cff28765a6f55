import { adminRoute } from "@/lib/api/route";
import { mediaFileParts } from "@/lib/media/receive-media";
import { recordUpload } from "@/lib/media/record-upload";
import { mediaUploadBody, savedMediaAnswer, sentFile } from "@/lib/media/schemas";
import { publicUrl } from "@/lib/media/storage";

export const POST = adminRoute(
  {
    permission: "media",
    summary: "Upload a picture to the store's gallery (multipart, the file in `file` or `image`); resized renditions are made",
    accepts: ["multipart"],
    files: mediaFileParts("IMAGE", ["file", "image"]),
    body: mediaUploadBody("image"),
    response: savedMediaAnswer,
  },
  async ({ store, body, origin }) => {
    const upload = await recordUpload(store, { media: sentFile(body, "image") });
    return { success: true, file_link: publicUrl(origin, upload.path)!, id: upload.id };
  },
);
