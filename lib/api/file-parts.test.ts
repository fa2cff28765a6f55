import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DomainError } from "../core/errors";
import { readFileParts, type FileParts, type IncomingFile } from "./file-parts";
import { parseInput } from "./input";

const MiB = 1024 * 1024;
const BOUNDARY = "----form-boundary-7MA4YWxkTrZu0gW";

type Part = { name: string; value: string } | { name: string; filename: string; size: number };

/**
 * A multipart body made as it is read, with a tally of the bytes read so far: a file part of
 * `size` bytes costs the test no memory of that size.
 */
function form(parts: Part[]) {
  const tally = { read: 0 };
  async function* bytes() {
    for (const part of parts) {
      if ("value" in part) {
        yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`);
        continue;
      }
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: image/png\r\n\r\n`);
      for (let sent = 0; sent < part.size;) {
        const chunk = Buffer.alloc(Math.min(64 * 1024, part.size - sent), 0x61);
        sent += chunk.length;
        yield chunk;
      }
      yield Buffer.from("\r\n");
    }
    yield Buffer.from(`--${BOUNDARY}--\r\n`);
  }
  const source = bytes();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await source.next();
        if (next.done) return controller.close();
        tally.read += next.value.length;
        controller.enqueue(new Uint8Array(next.value));
      },
      // Nothing is made before it is asked for.
    },
    { highWaterMark: 0 },
  );
  const request = new Request("http://localhost/api/save-image", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, tally };
}

type Received = { field: string; filename: string; size: number };

/** A receiver that counts the bytes (holding none), and lists what it returned and what was discarded. */
function receiver(maxBytes: number, refuse?: (file: IncomingFile, size: number) => Error | undefined | void) {
  const returned: Received[] = [];
  const discarded: Received[] = [];
  const parts: FileParts<{ storeId: number }, Received> = {
    fields: ["file", "image"],
    maxBytes,
    async receive(file) {
      let size = 0;
      for await (const chunk of file.stream) {
        size += (chunk as Buffer).length;
        const refusal = refuse?.(file, size);
        if (refusal) throw refusal;
      }
      const received = { field: file.field, filename: file.filename, size };
      returned.push(received);
      return received;
    },
    async discard(received) {
      discarded.push(received);
    },
  };
  return { parts, returned, discarded };
}

const context = { storeId: 1 };

describe("a route's files, read as they arrive", () => {
  it("hands each file to the receiver as a stream, with the form's fields", async () => {
    const { request } = form([
      { name: "title", value: "Summer" },
      { name: "file", filename: "C:\\fakepath\\plage.png", size: 300_000 },
    ]);
    const { parts } = receiver(MiB);
    const read = await readFileParts(request, parts, context, "en");
    expect(read.values).toEqual({ title: "Summer", file: { field: "file", filename: "plage.png", size: 300_000 } });
  });

  it("takes a file of exactly the limit, and refuses one byte more with a 413 that names it", async () => {
    const exact = form([{ name: "file", filename: "a.png", size: MiB }]);
    expect((await readFileParts(exact.request, receiver(MiB).parts, context, "en")).values).toMatchObject({ file: { size: MiB } });

    const over = form([{ name: "file", filename: "a.png", size: MiB + 1 }]);
    const { parts, discarded } = receiver(MiB);
    const refused = await readFileParts(over.request, parts, context, "en").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ status: 413, message: "The file is larger than 1 MB." });
    expect(discarded).toEqual([]);
  });

  it("stops reading a body far larger than the limit on the limit's first byte past it", async () => {
    const { request, tally } = form([{ name: "file", filename: "film.mp4", size: 150 * MiB }]);
    const refused = await readFileParts(request, receiver(MiB).parts, context, "en").catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 413 });
    // What was read before the refusal: the limit and what the streams had in hand, not the 150 MB.
    expect(tally.read).toBeLessThan(3 * MiB);
  });

  it("passes a 150 MB file through without the process's memory growing by its size", async () => {
    const { request } = form([{ name: "file", filename: "film.mp4", size: 150 * MiB }]);
    const before = process.memoryUsage.rss();
    let peak = before;
    // Measured as the file passes (the reading never waits for a timer to sample it).
    const { parts } = receiver(200 * MiB, () => void (peak = Math.max(peak, process.memoryUsage.rss())));
    const read = await readFileParts(request, parts, context, "en");
    expect(read.values).toMatchObject({ file: { size: 150 * MiB } });
    // Held whole, the file alone would add its 150 MB; passed through, what grows is garbage the collector has not
    // yet taken, which reached 70 MB under CI's load.
    expect(peak - before).toBeLessThan(100 * MiB);
  });

  it("refuses with the receiver's own refusal, reads no further, and discards the files received before", async () => {
    const notAPicture = new DomainError("unprocessable", "The file is not a picture.", { image: ["The file is not a picture."] });
    const { request, tally } = form([
      { name: "file", filename: "a.png", size: 1000 },
      { name: "image", filename: "b.png", size: 50 * MiB },
    ]);
    const { parts, returned, discarded } = receiver(100 * MiB, (file, size) => (file.field === "image" && size > 4096 ? notAPicture : undefined));
    await expect(readFileParts(request, parts, context, "en")).rejects.toBe(notAPicture);
    // The first file was either received whole and then discarded, or cut short with the rest.
    expect(discarded).toEqual(returned);
    expect(tally.read).toBeLessThan(5 * MiB);
  });

  it("refuses a file in a field that takes none, or a second file in a field, with a 422 on the field", async () => {
    const stray = form([{ name: "avatar", filename: "a.png", size: 10 }]);
    await expect(readFileParts(stray.request, receiver(MiB).parts, context, "en")).rejects.toMatchObject({
      status: 422,
      errors: { avatar: ["This field takes no file."] },
    });
    const twice = form([
      { name: "file", filename: "a.png", size: 10 },
      { name: "file", filename: "b.png", size: 10 },
    ]);
    const { parts, returned, discarded } = receiver(MiB);
    await expect(readFileParts(twice.request, parts, context, "fr")).rejects.toMatchObject({
      status: 422,
      errors: { file: ["Ce champ prend un seul fichier."] },
    });
    expect(discarded).toEqual(returned);
  });

  it("refuses a body that is not multipart (415), a broken one (400), and a declared length past the limit before reading (413)", async () => {
    const json = new Request("http://localhost/", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    await expect(readFileParts(json, receiver(MiB).parts, context, "en")).rejects.toMatchObject({ status: 415 });
    const cut = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc`,
    });
    await expect(readFileParts(cut, receiver(MiB).parts, context, "en")).rejects.toMatchObject({ status: 400 });
    const { request, tally } = form([{ name: "file", filename: "a.png", size: 10 }]);
    request.headers.set("content-length", String(2 * MiB));
    await expect(readFileParts(request, receiver(MiB).parts, context, "en")).rejects.toMatchObject({ status: 413 });
    expect(tally.read).toBe(0);
  });

  it("in the wrapper's parse step: the other fields are validated, and a refusal there discards the files", async () => {
    const { request } = form([
      { name: "file", filename: "a.png", size: 10 },
      { name: "title", value: "x".repeat(3) },
    ]);
    const { parts, discarded } = receiver(MiB);
    const body = z.strictObject({ file: z.custom<Received>(), title: z.string().min(5) });
    const parsing = parseInput(request, new URL(request.url), { params: Promise.resolve({}) }, { body, files: parts, accepts: ["multipart"] }, "en", {
      ...context,
      origin: "http://localhost",
    });
    await expect(parsing).rejects.toMatchObject({ status: 422, errors: { title: [expect.any(String)] } });
    expect(discarded).toEqual([{ field: "file", filename: "a.png", size: 10 }]);
  });
});
