import http from "node:http";
import zlib from "node:zlib";
import { inject } from "vitest";
import { call, type CallOptions, type Reply } from "./http";
import { png } from "./media-files";

export { jpeg, mp4, png } from "./media-files";

// Files for the upload tests (the pictures and videos of ./media-files, and larger ones made here),
// and the multipart requests that send them.

export const MiB = 1024 * 1024;

export type SentFile = { data: Buffer; name: string; type?: string; field?: string };

/** A multipart form with `files` (and text `fields`), sent to the platform's `path`. */
export async function sendFiles(path: string, files: SentFile[], opts: CallOptions & { fields?: Record<string, string> } = {}): Promise<Reply> {
  const form = new FormData();
  for (const [name, value] of Object.entries(opts.fields ?? {})) form.append(name, value);
  for (const file of files)
    form.append(file.field ?? "file", new Blob([new Uint8Array(file.data)], { type: file.type ?? "application/octet-stream" }), file.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const rawBody = Buffer.from(await request.arrayBuffer());
  return call("POST", path, { host: "localhost", ...opts, rawBody, headers: { ...opts.headers, "content-type": request.headers.get("content-type")! } });
}

/** A stored file's bytes and type, fetched from the URL the API gave (on the platform's host). */
export function download(url: string): Promise<{ status: number; type?: string; bytes: Buffer }> {
  const port = inject("server").port;
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: new URL(url).pathname, headers: { host: `localhost:${port}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, type: res.headers["content-type"], bytes: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/** A valid PNG of exactly `size` bytes: private ancillary chunks (which decoders skip) fill it out. */
export async function pngOfSize(size: number): Promise<Buffer> {
  const small = await png();
  const end = small.length - 12; // the IEND chunk
  const chunk = (data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write("prVt", 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, crc]);
  };
  const fillers: Buffer[] = [];
  for (let missing = size - small.length; missing > 0;) {
    const data = Math.min(MiB, missing - 12);
    fillers.push(chunk(Buffer.alloc(data)));
    missing -= data + 12;
  }
  const whole = Buffer.concat([small.subarray(0, end), ...fillers, small.subarray(end)]);
  if (whole.length !== size) throw new Error(`made ${whole.length} bytes, not ${size}`);
  return whole;
}

/**
 * Sends a file of `size` bytes to the platform's `path` as a multipart body written as it is
 * made (`head` first, then zeros), so that the test holds none of it; `onProgress` is called
 * between writes; `headers` carry the caller's credentials.
 */
export function streamFile(
  path: string,
  headers: Record<string, string>,
  file: { head: Buffer; size: number; name: string },
  onProgress: () => void,
): Promise<Reply> {
  const boundary = "----stream-boundary-4f7a1c";
  const opening = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: video/mp4\r\n\r\n`);
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const port = inject("server").port;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path,
        headers: {
          host: `localhost:${port}`,
          ...headers,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(opening.length + file.size + closing.length),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const text = bytes.toString("utf8");
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: JSON.parse(text), bytes });
        });
      },
    );
    req.on("error", reject);
    const zeros = Buffer.alloc(MiB);
    let sent = 0;
    const write = () => {
      onProgress();
      if (sent === 0) {
        req.write(Buffer.concat([opening, file.head]));
        sent = file.head.length;
      }
      while (sent < file.size) {
        const chunk = zeros.subarray(0, Math.min(MiB, file.size - sent));
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", write);
      }
      req.end(closing);
    };
    write();
  });
}
