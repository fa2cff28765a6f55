import OpenAI from "openai";
import { env } from "../env";

// The AI provider: OpenAI's Chat Completions through the official package, which any
// OpenAI-compatible server also answers (OPENAI_BASE_URL). Its own retries (time-outs, connection
// errors, 429 and 5xx, with backoff) and timeout per attempt come from the settings.

let client: OpenAI | undefined;

/** The process's client, or undefined when no key is set. */
export function aiProvider(): OpenAI | undefined {
  const { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: baseURL, OPENAI_TIMEOUT_MS: timeout, OPENAI_MAX_RETRIES: maxRetries } = env();
  if (!apiKey) return undefined;
  client ??= new OpenAI({ apiKey, baseURL, timeout, maxRetries });
  return client;
}

/** How a call to the provider ended when it did not answer. */
export type ProviderFailure = "timeout" | "aborted" | "failed";

export function providerFailure(error: unknown): ProviderFailure {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return "timeout";
  if (error instanceof OpenAI.APIUserAbortError) return "aborted";
  return "failed";
}

/** What the log keeps of a provider's failure: its status and code, never the request. */
export function providerErrorDetails(error: unknown) {
  return error instanceof OpenAI.APIError
    ? { status: error.status, code: error.code, type: error.type, provider_request_id: error.requestID, message: error.message }
    : { message: error instanceof Error ? error.message : String(error) };
}
