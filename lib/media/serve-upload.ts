import { Readable } from "node:stream";
import { readStoredFile } from "./storage";

// Stored files are public and alike on every host, like /_next/static: no store, session or
// rate limit applies, so this is the one handler outside the API wrapper.
export async function serveUpload(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const file = await readStoredFile((await params).path.join("/"));
  if (!file) return new Response("Not found", { status: 404 });
  // Streamed from the folder or the bucket: a video is never held whole in memory.
  return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, {
    headers: {
      "content-type": file.mimeType,
      // File names carry a random part and are never rewritten.
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
