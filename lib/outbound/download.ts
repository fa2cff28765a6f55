import { Transform, type Readable } from "node:stream";
import type { Reach, UrlProblem } from "./address";
import { requestChecked } from "./request";

// A file fetched from an address a store gave (a picture to import): each redirect's address is
// checked again as the first was (a public name may redirect to a private one), at most three of
// them; the body is handed on as it comes and fails past `maxBytes`, whatever the server declared.

const MAX_REDIRECTS = 3;

/** The body went past the caller's limit; what came is dropped. */
export class DownloadTooLarge extends Error {
  override name = "DownloadTooLarge";
}

export type Download = { stream: Readable } | { problem: UrlProblem } | { error: string } | { tooLarge: true };

export async function download(url: URL, input: { reach: Reach; maxBytes: number; timeoutMs: number; accept: string }): Promise<Download> {
  let address = url;
  for (let redirects = 0; ; redirects++) {
    const answer = await requestChecked(address, { reach: input.reach, method: "GET", headers: { accept: input.accept }, timeoutMs: input.timeoutMs });
    if (!("response" in answer)) return answer;
    const { response } = answer;
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      if (redirects === MAX_REDIRECTS) return { error: `more than ${MAX_REDIRECTS} redirects` };
      address = new URL(location, address);
      continue;
    }
    if (status !== 200) {
      response.resume();
      return { error: `HTTP ${status}` };
    }
    if (Number(response.headers["content-length"] ?? 0) > input.maxBytes) {
      response.destroy();
      return { tooLarge: true };
    }
    return { stream: response.pipe(limited(input.maxBytes)) };
  }
}

function limited(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > maxBytes ? new DownloadTooLarge(`more than ${maxBytes} bytes`) : null, chunk);
    },
  });
}
