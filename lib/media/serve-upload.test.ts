import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { reloadEnv } from "../env";
import { requestedRange, serveUpload } from "./serve-upload";
import { saveFile } from "./storage";

describe("requestedRange", () => {
  it("reads one range of bytes, open-ended or from the end, and clips it to the file", () => {
    expect(requestedRange("bytes=0-1", 100)).toEqual({ start: 0, end: 1 });
    expect(requestedRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange("bytes=-500", 100)).toEqual({ start: 0, end: 99 });
    expect(requestedRange("bytes=50-5000", 100)).toEqual({ start: 50, end: 99 });
  });

  it("is unsatisfiable past the end, and the whole file when absent, malformed or several", () => {
    expect(requestedRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(requestedRange("bytes=-0", 100)).toBe("unsatisfiable");
    for (const header of [null, "bytes=5-2", "bytes=-", "items=0-1", "bytes=0-1,5-6"]) expect(requestedRange(header, 100), String(header)).toBeUndefined();
  });
});

describe("serveUpload", () => {
  const root = mkdtempSync(path.join(tmpdir(), "serve-"));
  const video = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
  let relative: string;
  beforeAll(async () => {
    vi.stubEnv("STORAGE_DIR", root);
    reloadEnv();
    relative = (await saveFile({ storeId: 1, folder: "media", mimeType: "video/mp4", data: video, name: "clip" })).path;
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    reloadEnv();
    rmSync(root, { recursive: true, force: true });
  });
  const get = (headers: Record<string, string> = {}, file = relative) =>
    serveUpload(new Request(`http://demo.localhost/uploads/${file}`, { headers }), { params: Promise.resolve({ path: file.split("/") }) });

  it("serves the whole file with its length, saying it takes byte ranges", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe("1000");
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(video);
  });

  it("answers a range with 206 and exactly those bytes, as Safari asks before playing", async () => {
    const first = await get({ range: "bytes=0-1" });
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe("bytes 0-1/1000");
    expect(first.headers.get("content-length")).toBe("2");
    expect(Buffer.from(await first.arrayBuffer())).toEqual(video.subarray(0, 2));
    const tail = await get({ range: "bytes=900-" });
    expect(tail.headers.get("content-range")).toBe("bytes 900-999/1000");
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(video.subarray(900));
  });

  it("refuses a range past the end with 416 and the file's length", async () => {
    const response = await get({ range: "bytes=1000-1001" });
    expect(response.status).toBe(416);
    expect(response.headers.get("content-range")).toBe("bytes */1000");
  });

  it("is 404 for no file", async () => {
    expect((await get({}, "stores/1/media/gone-ab12.mp4")).status).toBe(404);
  });
});
