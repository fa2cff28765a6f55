import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3, type FakeS3 } from "@/tests/support/fake-s3";
import type { StorageBackend } from "./storage-backend";
import { s3Backend } from "./storage-s3";

const MiB = 1024 * 1024;

/** `size` bytes in chunks of 64 KiB, made as they are read; failing after `failAt` bytes if given. */
function bytes(size: number, failAt = Infinity): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= failAt) return this.destroy(new Error("the client went away"));
      if (sent >= size) return this.push(null);
      const chunk = Buffer.alloc(Math.min(64 * 1024, size - sent), sent % 251);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

const md5 = (data: Buffer) => createHash("md5").update(data).digest("hex");

describe("the S3 storage backend, against a local S3 fake", () => {
  let s3: FakeS3;
  let storage: StorageBackend;
  beforeAll(async () => {
    s3 = await startFakeS3();
    storage = s3Backend({
      bucket: s3.bucket,
      region: "us-east-1",
      endpoint: s3.endpoint,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
  });
  afterAll(() => s3.stop());

  it("writes, reads back and removes a file, with its type and a cache lifetime, signed with the key", async () => {
    await storage.write("stores/1/media/logo-ab12.png", Buffer.from("png bytes"), "image/png");
    expect(s3.object("stores/1/media/logo-ab12.png")).toMatchObject({ contentType: "image/png", cacheControl: "public, max-age=31536000, immutable" });
    expect(await text((await storage.read("stores/1/media/logo-ab12.png"))!)).toBe("png bytes");
    expect(await text((await storage.read("stores/1/media/logo-ab12.png", { start: 4, end: 8 }))!)).toBe("bytes");
    expect(await storage.size("stores/1/media/logo-ab12.png")).toBe(9);
    await storage.remove("stores/1/media/logo-ab12.png");
    expect(await storage.read("stores/1/media/logo-ab12.png")).toBeUndefined();
    expect(await storage.size("stores/1/media/logo-ab12.png")).toBeUndefined();
    await storage.remove("stores/1/media/never-there.png");
    expect(s3.unsigned()).toBe(0);
  });

  it("sends a stream larger than a part as a multipart upload, whole and in order", async () => {
    const size = 12 * MiB + 3;
    await storage.write("stores/1/media/clip-cd34.mp4", bytes(size), "video/mp4");
    const stored = s3.object("stores/1/media/clip-cd34.mp4")!;
    expect(stored.body.length).toBe(size);
    const expected = Buffer.concat(await bytes(size).toArray());
    expect(md5(stored.body)).toBe(md5(expected));
    expect(s3.pendingUploads()).toBe(0);
  });

  it("leaves nothing in the bucket, neither object nor parts, when the stream fails midway", async () => {
    await expect(storage.write("stores/1/media/cut-ef56.mp4", bytes(20 * MiB, 11 * MiB), "video/mp4")).rejects.toThrow();
    await expect(storage.write("stores/1/media/cut-0a0b.mp4", bytes(20 * MiB, MiB), "video/mp4")).rejects.toThrow();
    expect(s3.keys().filter((key) => key.startsWith("stores/1/media/cut-"))).toEqual([]);
    expect(s3.pendingUploads()).toBe(0);
  });
});
