import { defineMessages } from "../i18n/messages";
import { ApiError } from "./errors";

export const DEFAULT_MAX_BODY_BYTES = 256 * 1024;

/**
 * A GET's body has no meaning (RFC 9110) and is never read, so neither what it holds nor the
 * length it claims can refuse one.
 */
export const readsBodyOn = (method: string) => method !== "GET" && method !== "HEAD";

const messages = defineMessages({
  en: {
    tooLarge: "The request body is larger than {size} KB.",
    notJson: "The request body is not valid JSON.",
    notMultipart: "The request body is not valid multipart/form-data.",
  },
  fr: {
    tooLarge: "Le corps de la requête dépasse {size} Ko.",
    notJson: "Le corps de la requête n'est pas du JSON valide.",
    notMultipart: "Le corps de la requête n'est pas du multipart/form-data valide.",
  },
  ar: {
    tooLarge: "يتجاوز حجم محتوى الطلب {size} كيلوبايت.",
    notJson: "محتوى الطلب ليس JSON صالحًا.",
    notMultipart: "محتوى الطلب ليس multipart/form-data صالحًا.",
  },
});

/** The request body, refused with 413 past `maxBytes` whatever Content-Length claims. */
export async function readBody(request: Request, maxBytes: number, language: string): Promise<Buffer> {
  const tooLarge = () => new ApiError("payload_too_large", messages(language, "tooLarge", { size: Math.round(maxBytes / 1024) }));
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

/**
 * The body as a value for its schema: JSON, or with `multipart` a form (fields as strings, files
 * as File values, parsed by the platform's own multipart parser).
 */
export async function parseBody(raw: Buffer, contentType: string | null, multipart: boolean, language: string): Promise<unknown> {
  if (multipart && contentType?.toLowerCase().startsWith("multipart/form-data")) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), { headers: { "content-type": contentType } }).formData();
    } catch {
      throw new ApiError("bad_request", messages(language, "notMultipart"));
    }
    const fields: Record<string, FormDataEntryValue> = {};
    for (const [name, value] of form) fields[name] = value;
    return fields;
  }
  return parseJson(raw, language);
}

/** A JSON body; an empty body reads as `{}` so that the schema names the missing fields. */
function parseJson(raw: Buffer, language: string): unknown {
  if (raw.length === 0) return {};
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    throw new ApiError("bad_request", messages(language, "notJson"));
  }
}
