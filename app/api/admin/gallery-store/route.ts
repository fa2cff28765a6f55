import { adminRoute } from "@/lib/api/route";
import { listMediaPaths } from "@/lib/media/gallery";
import { allMediaAnswer } from "@/lib/media/schemas";
import { publicUrl } from "@/lib/media/storage";

export const GET = adminRoute(
  { permission: "media", summary: "Every picture's and video's URL of the store, newest first", response: allMediaAnswer },
  async ({ store, origin }) => ({
    success: true,
    all_urls: (await listMediaPaths(store)).map((path) => publicUrl(origin, path)!),
  }),
);
