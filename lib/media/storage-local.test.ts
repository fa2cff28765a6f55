import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { localBackend } from "./storage-local";

describe("the local storage backend", () => {
  const root = mkdtempSync(path.join(tmpdir(), "storage-"));
  const storage = localBackend(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("writes, reads back and removes a file", async () => {
    await storage.write("stores/1/media/a-ab12.png", Buffer.from("png bytes"), "image/png");
    expect(await text((await storage.read("stores/1/media/a-ab12.png"))!)).toBe("png bytes");
    expect(await text((await storage.read("stores/1/media/a-ab12.png", { start: 4, end: 8 }))!)).toBe("bytes");
    expect(await storage.size("stores/1/media/a-ab12.png")).toBe(9);
    await storage.remove("stores/1/media/a-ab12.png");
    expect(await storage.read("stores/1/media/a-ab12.png")).toBeUndefined();
    expect(await storage.size("stores/1/media/a-ab12.png")).toBeUndefined();
    await storage.remove("stores/1/media/never-there.png");
  });

  it("leaves no file, whole or partial, when the stream fails midway", async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(1024);
        throw new Error("the client went away");
      })(),
    );
    await expect(storage.write("stores/2/media/cut-ab12.mp4", failing, "video/mp4")).rejects.toThrow("the client went away");
    expect(readdirSync(path.join(root, "stores/2/media"))).toEqual([]);
  });
});
