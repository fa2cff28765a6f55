import { adminRoute } from "@/lib/api/route";
import { mediaFileParts } from "@/lib/media/receive-media";
import { recordUpload } from "@/lib/media/record-upload";
import { mediaUploadBody, savedMediaAnswer, sentFile } from "@/lib/media/schemas";
import { publicUrl } from "@/lib/media/storage";

export const POST = adminRoute(
  {
    permission: "media",
    summary: "Upload a video to the store's gallery (multipart, the file in `file` or `video`)",
    accepts: ["multipart"],
    files: mediaFileParts("VIDEO", ["file", "video"]),
    body: mediaUploadBody("video"),
    response: savedMediaAnswer,
  },
  async ({ store, body, origin }) => {
    const upload = await recordUpload(store, { media: sentFile(body, "video") });
    return { success: true, file_link: publicUrl(origin, upload.path)!, id: upload.id };
  },
);
