import busboy from "busboy";
import { pipeline, Readable, Transform } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { DomainError, fieldError } from "../core/errors";
import { formMessages } from "./messages";
import type { IncomingFile } from "../media/incoming-file";

// The parse step of a route that takes files (`files` in its options): the multipart body is read
// as it arrives (busboy), never whole. Each file part goes to the route's `receive` as a stream,
// counted, and fails with a 413 one byte past the route's limit; the other fields are gathered
// (small, bounded) and validated by the route's body schema with what `receive` returned for each
// file. Whatever was received is handed back to `discard` when the request is refused after it:
// another part refused, a field the schema refuses, the handler's refusal. Once the handler has
// succeeded the files are its own.

export type { IncomingFile };

/** How a route takes files; `C` is what the handler is given about who asks (its store, its owner). */
export type FileParts<C = never, F = unknown> = {
  /** The fields that may carry a file, one each; a file in any other field is a 422. */
  fields: readonly string[];
  /** Bytes one file may hold; one more is a 413. */
  maxBytes: number;
  /** Takes one file as it arrives (into storage, say); what it returns is the field's value in `body`. */
  receive(file: IncomingFile, context: C): Promise<F>;
  /** Undoes `receive` when the request is refused after it. */
  discard(received: F): Promise<void>;
};

/** Fields beside the files: a form's few settings, bounded so that they cost no memory to speak of. */
export const MAX_FIELDS = 32;
export const MAX_FIELD_BYTES = 16 * 1024;
/** The body's bytes beyond its file: the parts' headers and boundaries, and the fields. */
const MAX_FORM_BYTES = MAX_FIELDS * MAX_FIELD_BYTES + 64 * 1024;

const MiB = 1024 * 1024;

/** The limit as the reference and the 413 state it. */
export const megabytes = (bytes: number) => Math.round((bytes / MiB) * 10) / 10;

/** The form's fields (strings) and, for each file field sent, what `receive` made of its file. */
export type ReadForm = { values: Record<string, unknown>; discard(): Promise<void> };

const nothingReceived: ReadForm = { values: {}, discard: async () => {} };

export async function readFileParts<C, F>(request: Request, parts: FileParts<C, F>, context: C, language: string): Promise<ReadForm> {
  const tooLarge = () => new DomainError("payload_too_large", formMessages(language, "fileTooLarge", { size: megabytes(parts.maxBytes) }));
  const declared = request.headers.get("content-length");
  // A body that says it is larger than a file and its form is refused before a byte is read.
  if (Number(declared ?? 0) > parts.maxBytes + MAX_FORM_BYTES) throw tooLarge();
  // An empty body is no form: the schema names the fields it needs, as on every route.
  if (!request.body || declared === "0") return nothingReceived;
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new DomainError("unsupported_media_type", formMessages(language, "unsupportedType"));

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, headerPairs: 32 },
      defParamCharset: "utf8",
    });
  } catch {
    throw new DomainError("bad_request", formMessages(language, "notMultipart"));
  }
  const input = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);

  return new Promise<ReadForm>((resolve, reject) => {
    const values: Record<string, unknown> = {};
    const receiving: Promise<unknown>[] = [];
    const received: F[] = [];
    const flowing = new Set<Readable>();
    let failure: unknown;
    let settled = false;

    const discardAll = () => Promise.all(received.map((file) => parts.discard(file))).then(() => undefined);
    /** Once the parts have all come, or the first fault stopped the reading: every receiver has ended. */
    const settle = async () => {
      if (settled) return;
      settled = true;
      await Promise.allSettled(receiving);
      if (failure === undefined) return resolve({ values, discard: discardAll });
      await discardAll();
      reject(failure);
    };
    /** The first fault stops everything: the body is no longer read, the files coming end with it. */
    const fail = (error: unknown) => {
      if (failure !== undefined) return;
      failure = error;
      input.unpipe(parser);
      input.destroy();
      for (const stream of flowing) stream.destroy(error as Error);
      void settle();
    };

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated)
        fail(new DomainError("payload_too_large", formMessages(language, "fieldTooLarge", { size: MAX_FIELD_BYTES / 1024, count: MAX_FIELDS })));
      else values[name] = value;
    });
    parser.on("fieldsLimit", () =>
      fail(new DomainError("payload_too_large", formMessages(language, "fieldTooLarge", { size: MAX_FIELD_BYTES / 1024, count: MAX_FIELDS }))),
    );
    parser.on("file", (field, file, info) => {
      if (failure !== undefined) return file.resume();
      if (!parts.fields.includes(field)) return fail(fieldError(field, formMessages(language, "noFileHere")));
      if (field in values) return fail(fieldError(field, formMessages(language, "oneFile")));
      values[field] = undefined;
      // Past the limit the form fails with the 413 itself, whatever the receiver makes of it.
      const stream = counted(file, parts.maxBytes, () => {
        const error = tooLarge();
        fail(error);
        return error;
      });
      flowing.add(stream);
      stream.once("close", () => flowing.delete(stream));
      const filename = (info.filename ?? "")
        .replace(/[\u0000-\u001f\u007f]/g, "")
        .split(/[\\/]/)
        .pop()!
        .slice(0, 255);
      const receipt = parts.receive({ field, filename, stream }, context).then((value) => {
        received.push(value);
        values[field] = value;
      });
      receipt.catch(fail);
      receiving.push(receipt);
    });
    parser.on("error", () => fail(new DomainError("bad_request", formMessages(language, "notMultipart"))));
    parser.on("close", () => void settle());
    input.on("error", fail);
    input.pipe(parser);
  });
}

/** The file's bytes as they come, failing with `tooLarge()` on the first byte past `maxBytes`. */
function counted(file: Readable, maxBytes: number, tooLarge: () => Error): Readable {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) done(tooLarge());
      else done(null, chunk);
    },
  });
  // Either end failing fails the other: a form cut short (busboy's error) reaches the receiver.
  return pipeline(file, counter, () => {});
}
