import { Readable } from "node:stream";
import type { ByteRange } from "./storage-backend";
import { renditionOnDemand } from "./renditions";
import { findStoredFile } from "./storage";

/**
 * The bytes a `Range` header asks for, as RFC 9110 reads it: "unsatisfiable" when it starts past the
 * end, undefined (the whole file) when there is none, it is malformed, or it asks for several parts
 * (a server may answer those whole, and players ask for one).
 */
export function requestedRange(header: string | null, size: number): ByteRange | "unsatisfiable" | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (!match[1] && !match[2])) return undefined;
  const [, first, last] = match;
  if (!first) {
    // "bytes=-500": the last 500 bytes.
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? "unsatisfiable" : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  // "bytes=5-2" is no range at all (ignored), unlike one that only starts past the end.
  if (last && Number(last) < start) return undefined;
  return start >= size ? "unsatisfiable" : { start, end: Math.min(last ? Number(last) : size - 1, size - 1) };
}

// Stored files are public and alike on every host, like /_next/static: no store, session or
// rate limit applies, so this is the one handler outside the API wrapper.
// Next's route and the production server's dispatch (scripts/serve.ts) both call it, the path's segments in `path`.
export async function serveUpload(request: Request, { params }: { params: Promise<Record<string, string | string[]>> }) {
  const path = [(await params).path ?? []].flat().join("/");
  const file = (await findStoredFile(path)) ?? (await renditionOnDemand(path));
  if (!file) return new Response("Not found", { status: 404 });
  const headers = new Headers({
    "content-type": file.mimeType,
    // File names carry a random part and are never rewritten; a rendition's is its original's.
    "cache-control": "public, max-age=31536000, immutable",
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    // Safari on iPhones plays a video only from a server that answers its byte-range requests.
    "accept-ranges": "bytes",
  });
  const range = requestedRange(request.headers.get("range"), file.size);
  if (range === "unsatisfiable") {
    headers.set("content-range", `bytes */${file.size}`);
    return new Response(null, { status: 416, headers });
  }
  const body = await file.read(range);
  // Removed between the two looks: as if it had never been.
  if (!body) return new Response("Not found", { status: 404 });
  headers.set("content-length", String(range ? range.end - range.start + 1 : file.size));
  if (range) headers.set("content-range", `bytes ${range.start}-${range.end}/${file.size}`);
  // Streamed from the folder or the bucket: a video is never held whole in memory.
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status: range ? 206 : 200, headers });
}
