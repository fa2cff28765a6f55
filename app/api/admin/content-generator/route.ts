import { acceptsEventStream } from "@/lib/api/answer";
import { adminRoute } from "@/lib/api/route";
import { generateContent, providerFailed, providerNotConfigured, providerTimedOut, quotaSpent } from "@/lib/ai/content-generator";
import { contentRequest, generatedContent } from "@/lib/ai/schemas";

export const POST = adminRoute(
  {
    summary:
      "Generate copy in the store's language and voice with the platform's AI provider; with `Accept: text/event-stream`, server-sent events as it is written (`data: {content}` pieces, then `event: done` with the whole answer)",
    body: contentRequest,
    response: generatedContent,
    refusals: [providerNotConfigured, quotaSpent, providerFailed, providerTimedOut],
  },
  ({ store, body, request }) => generateContent(store, body, { stream: acceptsEventStream(request), signal: request.signal }),
);
