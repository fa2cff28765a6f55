import { adminRoute } from "@/lib/api/route";
import { contentRequest, generateContent, generatedContent, generationUnavailable, providerNotConfigured } from "@/lib/ai/content-generator";

export const POST = adminRoute(
  {
    summary: "Generate copy with the platform's AI provider",
    body: contentRequest,
    response: generatedContent,
    refusals: [providerNotConfigured, generationUnavailable],
  },
  ({ store, body }) => generateContent(store, body),
);
