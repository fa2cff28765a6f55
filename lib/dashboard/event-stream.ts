import { ApiFailure } from "../http/api-client";
import { dashboardApi } from "./api-client";

// Server-sent events of the administration API (`/content-generator` with `Accept:
// text/event-stream`): `data:` pieces as the provider writes them, then `event: done` with the
// whole answer, or `event: error` when the provider broke off after the answer had started.

export type StreamEvent = { event: string; data: string };

/** Splits the text received so far into whole events; what follows the last blank line is kept for the next read. */
export function readEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, "\n").split("\n\n");
  const rest = blocks.pop() ?? "";
  const events = blocks
    .map((block) => {
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event:")) event = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
      }
      return { event, data: data.join("\n") };
    })
    .filter((event) => event.data !== "");
  return { events, rest };
}

/**
 * POSTs `body` asking for events and hands each piece of content to `onPiece` as it arrives;
 * resolves to the whole text. Refusals before the stream started (422, 429, 503...) are thrown as
 * the API's failures, as `api()` does.
 */
export async function streamContent(path: string, body: unknown, onPiece: (piece: string) => void, signal?: AbortSignal): Promise<string> {
  const answer = await dashboardApi.open(path, { method: "POST", body, signal, accept: "text/event-stream" });
  if (!answer.body) throw new ApiFailure(answer.status, answer.statusText);
  const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let text = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    const { events, rest } = readEvents(buffer + value);
    buffer = rest;
    for (const { event, data } of events) {
      const json = JSON.parse(data) as { content?: string; message?: string };
      if (event === "error") throw new ApiFailure(502, json.message ?? "");
      if (event === "done") return json.content ?? text;
      text += json.content ?? "";
      onPiece(json.content ?? "");
    }
  }
  return text;
}
