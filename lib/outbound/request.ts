import http from "node:http";
import https from "node:https";
import { resolvePublic, type Reach, type UrlProblem } from "./address";

// One request to an address a store chose, its connection made to the address checked for it
// (lib/outbound/address.ts), never further than `timeoutMs` of silence, redirects not followed:
// the caller decides whether a redirect is a failure (a webhook) or a new address to check (a
// picture). The answer's body is the caller's to read or drop.

export type Answer = { response: http.IncomingMessage } | { problem: UrlProblem } | { error: string };

export async function requestChecked(
  url: URL,
  input: { reach: Reach; method: "GET" | "POST"; headers?: Record<string, string>; body?: string; timeoutMs: number },
): Promise<Answer> {
  const target = await resolvePublic(url, input.reach);
  if ("problem" in target) return target;
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: input.method,
        headers: input.headers,
        lookup: (_host, options, callback) =>
          options.all ? callback(null, [{ address: target.address, family: target.family }]) : callback(null, target.address, target.family),
        timeout: input.timeoutMs,
      },
      (response) => resolve({ response }),
    );
    request.on("timeout", () => request.destroy(new Error(`timed out after ${input.timeoutMs / 1000} s`)));
    request.on("error", (error) => resolve({ error: error.message }));
    request.end(input.body);
  });
}
