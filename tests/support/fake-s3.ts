import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for an S3-compatible service, for the tests of the S3 storage backend: the
// calls the AWS SDK makes for it (PutObject, the four of a multipart upload, GetObject,
// DeleteObject), path-style (`/{bucket}/{key}`), objects in memory. No npm fake is maintained
// (s3rver's last release is from 2021), and this one can tell a test what a real bucket would
// not: the multipart uploads begun and never completed or aborted.

type StoredObject = { body: Buffer; contentType: string; cacheControl?: string };

export type FakeS3 = {
  /** http://127.0.0.1:port, for S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket's keys, sorted. */
  keys(): string[];
  object(key: string): StoredObject | undefined;
  /** Multipart uploads begun and neither completed nor aborted. */
  pendingUploads(): number;
  /** Requests whose Authorization did not name the access key. */
  unsigned(): number;
  stop(): Promise<void>;
};

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

export async function startFakeS3(bucket = "media-test"): Promise<FakeS3> {
  const accessKeyId = "FAKEACCESSKEY";
  const secretAccessKey = "fake-secret-access-key";
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, { key: string; contentType: string; parts: Map<number, Buffer> }>();
  let unsigned = 0;

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const [, bucketName, ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    const query = url.searchParams;
    const answer = (status: number, body = "", headers: Record<string, string> = {}) => {
      res.writeHead(status, { ...(body ? { "content-type": "application/xml" } : {}), ...headers });
      res.end(body);
    };
    const error = (status: number, code: string) => answer(status, xml(`<Error><Code>${code}</Code><Message>${code}</Message></Error>`));

    if (!String(req.headers.authorization ?? "").includes(`Credential=${accessKeyId}/`)) unsigned++;
    if (bucketName !== bucket) return error(404, "NoSuchBucket");
    // A body the SDK would send as aws-chunked (checksums on) could not be read as bytes here.
    if (req.headers["content-encoding"]?.includes("aws-chunked")) return error(501, "NotImplemented");
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const etag = `"${createHash("md5").update(body).digest("hex")}"`;
    const contentType = String(req.headers["content-type"] ?? "application/octet-stream");

    if (req.method === "POST" && query.has("uploads")) {
      const uploadId = randomUUID();
      uploads.set(uploadId, { key, contentType, parts: new Map() });
      return answer(
        200,
        xml(`<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`),
      );
    }
    if (query.has("uploadId")) {
      const uploadId = query.get("uploadId")!;
      const upload = uploads.get(uploadId);
      if (!upload) return error(404, "NoSuchUpload");
      if (req.method === "PUT") {
        upload.parts.set(Number(query.get("partNumber")), body);
        return answer(200, "", { etag });
      }
      uploads.delete(uploadId);
      if (req.method === "DELETE") return answer(204);
      const ordered = [...upload.parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part);
      objects.set(upload.key, { body: Buffer.concat(ordered), contentType: upload.contentType });
      return answer(200, xml(`<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>${etag}</ETag></CompleteMultipartUploadResult>`));
    }
    if (req.method === "PUT") {
      objects.set(key, { body, contentType, cacheControl: req.headers["cache-control"] });
      return answer(200, "", { etag });
    }
    if (req.method === "GET" || req.method === "HEAD") {
      const object = objects.get(key);
      if (!object) return error(404, "NoSuchKey");
      // One closed range, as the app asks (S3 answers only one too).
      const range = req.headers.range?.match(/^bytes=(\d+)-(\d+)$/);
      const part = range ? object.body.subarray(Number(range[1]), Number(range[2]) + 1) : object.body;
      const headers = { "content-type": object.contentType, "content-length": String(part.length), etag };
      if (range) Object.assign(headers, { "content-range": `bytes ${range[1]}-${Number(range[1]) + part.length - 1}/${object.body.length}` });
      res.writeHead(range ? 206 : 200, headers);
      return res.end(req.method === "GET" ? part : undefined);
    }
    if (req.method === "DELETE") {
      objects.delete(key);
      return answer(204);
    }
    return error(405, "MethodNotAllowed");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    keys: () => [...objects.keys()].sort(),
    object: (key) => objects.get(key),
    pendingUploads: () => uploads.size,
    unsigned: () => unsigned,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
