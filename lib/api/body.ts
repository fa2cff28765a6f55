import { DomainError } from "../core/errors";
import { bodyMessages } from "./messages";

export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

/**
 * Arrays and objects a JSON body may nest: the contract's deepest body (a cart line's variant in
 * `items`) is four levels. Past this a body is refused before JSON.parse, zod or any other
 * recursive walk sees it, so no body can make them spend the process's time or stack.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * A GET's body has no meaning (RFC 9110) and is never read, so neither what it holds nor the
 * length it claims can refuse one.
 */
export const readsBodyOn = (method: string) => method !== "GET" && method !== "HEAD";

/** The request body, refused with 413 past `maxBytes` whatever Content-Length claims. */
export async function readBody(request: Request, maxBytes: number, language: string): Promise<Buffer> {
  const tooLarge = () => new DomainError("payload_too_large", bodyMessages(language, "tooLarge", { size: Math.round(maxBytes / 1024) }));
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The forms a route may take its body in, by the media type each comes in. */
export const BODY_MEDIA_TYPES = {
  json: "application/json",
  multipart: "multipart/form-data",
  form: "application/x-www-form-urlencoded",
} as const;
export type BodyType = keyof typeof BODY_MEDIA_TYPES;

/** The form a Content-Type names, if any: `application/json` and the `+json` types are JSON. */
function bodyTypeOf(contentType: string | null): BodyType | undefined {
  const mediaType = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType === BODY_MEDIA_TYPES.json || /^application\/[\w.+-]+\+json$/.test(mediaType)) return "json";
  if (mediaType === BODY_MEDIA_TYPES.multipart) return "multipart";
  if (mediaType === BODY_MEDIA_TYPES.form) return "form";
  return undefined;
}

/**
 * The body as a value for its schema, in a form the route accepts: JSON; a multipart form (fields
 * as strings, files as File values, parsed by the platform's own multipart parser); a URL-encoded
 * form (fields as strings). An empty body is `{}`, whatever its type, so that the schema names the
 * missing fields. A body in any other type, or in none, is a 415: a browser page of another site
 * can send text, a form or multipart without asking (no CORS preflight), but not JSON.
 */
export async function parseBody(raw: Buffer, contentType: string | null, accepts: readonly BodyType[], language: string): Promise<unknown> {
  if (raw.length === 0) return {};
  const type = bodyTypeOf(contentType);
  if (!type || !accepts.includes(type)) {
    const types = accepts.map((form) => BODY_MEDIA_TYPES[form]).join(", ");
    throw new DomainError("unsupported_media_type", bodyMessages(language, "unsupportedType", { types }));
  }
  if (type === "multipart") {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), { headers: { "content-type": contentType! } }).formData();
    } catch {
      throw new DomainError("bad_request", bodyMessages(language, "notMultipart"));
    }
    const fields: Record<string, FormDataEntryValue> = {};
    for (const [name, value] of form) fields[name] = value;
    return fields;
  }
  if (type === "form") return Object.fromEntries(new URLSearchParams(utf8Text(raw, language)));
  return parseJson(raw, language);
}

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** The body as text; bytes that are not UTF-8 are refused rather than stored as U+FFFD. */
function utf8Text(raw: Buffer, language: string): string {
  try {
    return strictUtf8.decode(raw);
  } catch {
    throw new DomainError("bad_request", bodyMessages(language, "notUtf8"));
  }
}

function parseJson(raw: Buffer, language: string): unknown {
  if (nestsDeeperThan(raw, MAX_JSON_DEPTH)) throw new DomainError("bad_request", bodyMessages(language, "tooDeep", { depth: MAX_JSON_DEPTH }));
  const text = utf8Text(raw, language);
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError("bad_request", bodyMessages(language, "notJson"));
  }
}

const code = (character: string) => character.charCodeAt(0);
const [QUOTE, BACKSLASH, OPEN_ARRAY, CLOSE_ARRAY, OPEN_OBJECT, CLOSE_OBJECT] = [code('"'), code("\\"), code("["), code("]"), code("{"), code("}")];

/**
 * Whether the JSON text's arrays and objects nest deeper than `limit`: one pass over the bytes,
 * brackets inside strings left out (no byte of a multi-byte UTF-8 character is ASCII), stopping
 * at the first level too many. Broken JSON gets some answer; JSON.parse refuses it next.
 */
export function nestsDeeperThan(raw: Uint8Array, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i]!;
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}
