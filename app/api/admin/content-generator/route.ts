import { acceptsEventStream, eventStreamAnswer } from "@/lib/api/answer";
import { succeeded } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import {
  generateContent,
  providerFailed,
  providerNotConfigured,
  providerTimedOut,
  quotaSpent,
  streamContent,
  type ContentEvent,
} from "@/lib/ai/content-generator";
import { contentRequest, generatedContent } from "@/lib/ai/schemas";

export const POST = adminRoute(
  {
    permission: "marketing",
    summary:
      "Generate copy in the store's language and voice with the platform's AI provider; with `Accept: text/event-stream`, server-sent events as it is written (`data: {content}` pieces, then `event: done` with the whole answer)",
    body: contentRequest,
    response: generatedContent,
    refusals: [providerNotConfigured, quotaSpent, providerFailed, providerTimedOut],
  },
  async ({ store, body, request }) => {
    const input = { ...body, signal: request.signal };
    if (acceptsEventStream(request)) return eventStreamAnswer(serverSentEvents(await streamContent(store, input)));
    return { ...succeeded(), ...(await generateContent(store, input)) };
  },
);

/**
 * The generation's events as server-sent events: `data: {"content": "..."}` for each piece, then
 * `event: done` with the whole answer as the JSON form gives it, or `event: error` with
 * `{success:false, message}` if the provider fails mid-way. Cancelled (the client went away), the
 * events are left, which aborts the provider's request.
 */
function serverSentEvents(events: AsyncIterable<ContentEvent>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const encode = (data: unknown, name?: string) => encoder.encode(`${name ? `event: ${name}\n` : ""}data: ${JSON.stringify(data)}\n\n`);
  const sse = (event: ContentEvent) => {
    if (event.type === "piece") return encode({ content: event.content });
    if (event.type === "done") return encode({ success: true, content: event.content }, "done");
    return encode({ success: false, message: event.message }, "error");
  };
  const iterator = events[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(sse(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
