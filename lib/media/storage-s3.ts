import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NoSuchKey, NotFound, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { Readable } from "node:stream";
import type { StorageBackend } from "./storage-backend";

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; unset, Amazon S3. */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/**
 * The smallest part S3 takes in a multipart upload: a body is sent in parts of this size as it
 * arrives, so an upload holds at most PART_BYTES × QUEUED_PARTS in memory, whatever its size.
 */
const PART_BYTES = 5 * 1024 * 1024;
const QUEUED_PARTS = 2;

/** Stored files are never rewritten (their names carry a random part): caches may keep them. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Files in an S3-compatible bucket, under the same keys as in the local folder. */
export function s3Backend(settings: S3Settings): StorageBackend {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // S3-compatible services (MinIO, R2, Ceph...) are addressed by path; Amazon S3 by host name.
    forcePathStyle: !!settings.endpoint,
    credentials: settings.credentials,
    // The SDK's default sends a checksum with every upload as an aws-chunked body with a trailer,
    // which several S3-compatible services refuse; S3 asks for one only where it requires it.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  return {
    async write(key, body, mimeType) {
      // A body that fails midway aborts the multipart upload (leavePartsOnError: false), so the
      // bucket keeps neither the object nor its parts.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: mimeType, CacheControl: CACHE_CONTROL },
        partSize: PART_BYTES,
        queueSize: QUEUED_PARTS,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async read(key, range) {
      try {
        const Range = range && `bytes=${range.start}-${range.end}`;
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
        return object.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async size(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength;
      } catch (error) {
        // A HEAD answer has no body, so a missing object comes back as a bare 404 rather than NoSuchKey.
        if (error instanceof NotFound || error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
