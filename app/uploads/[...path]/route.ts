import { serveUpload } from "@/lib/media/serve-upload";

export const GET = serveUpload;
