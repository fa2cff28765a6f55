import type OpenAI from "openai";
import { fieldError, refusal } from "../core/errors";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { env } from "../env";
import { logger } from "../log";
import { roundAmount } from "../money/money";
import { generatorMessages } from "./messages";
import { contentMessages, type PromptProduct } from "./prompt";
import { aiProvider, providerErrorDetails, providerFailure } from "./provider";
import { giveBack, secondsUntilQuotaResets, takeFromQuota, type QuotaTaken } from "./quota";
import type { ContentRequest } from "./schemas";

// POST /content-generator: copy for the store's products and posts, in the store's language and
// voice, from the owner's request and optionally one of its products. In order: the provider is
// configured (503), the product is the store's (422), a generation is left in today's quota (429),
// then the provider is asked, for the whole copy or for its pieces as it writes them. A provider
// that fails or times out (its package's retries spent) is a 502 or 504, and gives the generation
// back to the quota.

export const providerNotConfigured = refusal("service_unavailable", "The platform has no AI provider (OPENAI_API_KEY): nothing is generated");
export const quotaSpent = refusal("rate_limited", "The store's content generations for the day (CONTENT_GENERATOR_DAILY_LIMIT) are spent, until its midnight");
export const providerFailed = refusal("bad_gateway", "The AI provider refused or failed, after its package's retries: nothing is generated, nothing counted");
export const providerTimedOut = refusal(
  "gateway_timeout",
  "The AI provider did not answer in time, after its package's retries: nothing is generated, nothing counted",
);

/** `signal`: the owner's request, whose end (the client went away) aborts the provider's. */
export type GenerationInput = ContentRequest & { signal: AbortSignal };

/**
 * What a streamed generation tells as the provider writes: a piece of text, then the whole copy,
 * or the failure that ended it mid-way.
 */
export type ContentEvent = { type: "piece"; content: string } | { type: "done"; content: string } | { type: "failed"; message: string };

/** The copy, written whole. */
export async function generateContent(store: Store, input: GenerationInput): Promise<{ content: string }> {
  const { provider, request, taken } = await prepare(store, input);
  try {
    const completion = await provider.chat.completions.create(request, { signal: input.signal });
    return { content: completion.choices[0]?.message.content ?? "" };
  } catch (error) {
    throw await failed(error, taken, store.language);
  }
}

/** The copy's pieces as the provider writes them. */
export async function streamContent(store: Store, input: GenerationInput): Promise<AsyncIterable<ContentEvent>> {
  const { provider, request, taken } = await prepare(store, input);
  try {
    // Awaited before answering: a provider that refuses or times out is still a 502 or 504, not a stream that ends at once.
    return contentEvents(await provider.chat.completions.create({ ...request, stream: true }, { signal: input.signal }), store.language);
  } catch (error) {
    throw await failed(error, taken, store.language);
  }
}

/** The checks before the provider is asked, and what it is asked; a generation taken from today's quota. */
async function prepare(store: Store, input: ContentRequest) {
  const provider = aiProvider();
  if (!provider) throw providerNotConfigured.error(generatorMessages(store.language, "notConfigured"));
  const product = input.product_id === undefined ? undefined : await promptProduct(store, { productId: input.product_id });
  const limit = env().CONTENT_GENERATOR_DAILY_LIMIT;
  const taken = await takeFromQuota(store, { limit });
  if (!taken) {
    throw quotaSpent.error(generatorMessages(store.language, "quotaSpent", { limit }), { "retry-after": String(secondsUntilQuotaResets(store)) });
  }
  const request = { model: env().OPENAI_MODEL, messages: contentMessages(store, { ...input, product }) };
  return { provider, request, taken };
}

/** The product's facts for the prompt; another store's product, or a deleted one, is a 422 as any id the store does not have. */
async function promptProduct(store: Store, { productId }: { productId: number }): Promise<PromptProduct> {
  const found = await db().product.findFirst({
    where: { id: productId, storeId: store.id, status: { not: 3 } },
    select: {
      name: true,
      summary: true,
      description: true,
      brand: { select: { name: true } },
      prices: { select: { unitPrice: true }, orderBy: { unitPrice: "asc" }, take: 1 },
    },
  });
  if (!found) throw fieldError("product_id", generatorMessages(store.language, "productNotFound"));
  const lowest = found.prices[0]?.unitPrice;
  return {
    name: found.name,
    summary: found.summary,
    description: found.description,
    brand: found.brand?.name ?? null,
    price: lowest === undefined ? null : `${roundAmount(lowest).toFixed(2)} ${store.currencyCode}`,
  };
}

/** The provider's failure as the owner's answer; the generation given back. */
async function failed(error: unknown, taken: QuotaTaken, language: string): Promise<unknown> {
  const failure = providerFailure(error);
  // A client that went away gets no answer, and the provider may have billed what it wrote: the generation stays counted.
  if (failure === "aborted") return error;
  await giveBack(taken);
  logger.warn({ failure, ...providerErrorDetails(error) }, "AI provider call failed");
  return failure === "timeout"
    ? providerTimedOut.error(generatorMessages(language, "providerTimedOut"))
    : providerFailed.error(generatorMessages(language, "providerFailed"));
}

type Completion = AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk> & { controller: AbortController };

/**
 * The completion's events. Left before its end (the client went away), the provider's request is
 * aborted at once: waiting for its next piece would keep it writing, and billing, for no one.
 */
function contentEvents(completion: Completion, language: string): AsyncIterable<ContentEvent> {
  return {
    [Symbol.asyncIterator]() {
      const events = readCompletion(completion, language);
      return {
        next: () => events.next(),
        return: (value?: unknown) => {
          completion.controller.abort();
          return events.return(value);
        },
      };
    },
  };
}

async function* readCompletion(completion: Completion, language: string): AsyncGenerator<ContentEvent> {
  let content = "";
  try {
    // Chunks without text (the role, the finish reason) are read past.
    for await (const chunk of completion) {
      const piece = chunk.choices[0]?.delta?.content;
      if (piece) {
        content += piece;
        yield { type: "piece", content: piece };
      }
    }
  } catch (error) {
    if (providerFailure(error) === "aborted") return;
    logger.warn({ failure: "stream", ...providerErrorDetails(error) }, "AI provider stream failed");
    yield { type: "failed", message: generatorMessages(language, "providerFailed") };
    return;
  }
  // An aborted stream ends without an error: it is no whole copy.
  if (!completion.controller.signal.aborted) yield { type: "done", content };
}
