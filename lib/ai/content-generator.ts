import type OpenAI from "openai";
import { fieldError, refusal } from "../core/errors";
import { eventStreamAnswer } from "../api/answer";
import { db } from "../db/client";
import { env } from "../env";
import { defineMessages } from "../i18n/messages";
import { logger } from "../log";
import { roundAmount } from "../money/money";
import { contentMessages, type PromptProduct, type PromptStore } from "./prompt";
import { aiProvider, providerErrorDetails, providerFailure } from "./provider";
import { giveBack, secondsUntilQuotaResets, takeFromQuota, type QuotaTaken } from "./quota";
import type { ContentRequest, GeneratedContent } from "./schemas";

// POST /content-generator: copy for the store's products and posts, in the store's language and
// voice, from the owner's request and optionally one of its products. In order: the provider is
// configured (503), the product is the store's (422), a generation is left in today's quota (429),
// then the provider is asked, as one JSON answer or as server-sent events while it writes. A
// provider that fails or times out (its package's retries spent) is a 502 or 504, and gives the
// generation back to the quota.

const messages = defineMessages({
  en: {
    notConfigured: "No AI provider is configured on this platform: its administrator must set OPENAI_API_KEY.",
    productNotFound: "The selected product_id is invalid.",
    quotaSpent: "The store has used its {limit} content generations for today; more are available from midnight, store time.",
    providerFailed: "The AI provider could not generate the content. Please try again later.",
    providerTimedOut: "The AI provider did not answer in time. Please try again later.",
  },
  fr: {
    notConfigured: "Aucun fournisseur d'IA n'est configuré sur cette plateforme : son administrateur doit définir OPENAI_API_KEY.",
    productNotFound: "Le product_id sélectionné n'est pas valide.",
    quotaSpent: "La boutique a utilisé ses {limit} générations de contenu du jour ; d'autres seront disponibles à partir de minuit, heure de la boutique.",
    providerFailed: "Le fournisseur d'IA n'a pas pu générer le contenu. Veuillez réessayer plus tard.",
    providerTimedOut: "Le fournisseur d'IA n'a pas répondu à temps. Veuillez réessayer plus tard.",
  },
  ar: {
    notConfigured: "لا يوجد مزود ذكاء اصطناعي مهيأ على هذه المنصة: على مسؤولها تعيين OPENAI_API_KEY.",
    productNotFound: "قيمة product_id المختارة غير صالحة.",
    quotaSpent: "استنفد المتجر توليدات المحتوى الـ {limit} لهذا اليوم؛ تتوفر توليدات أخرى بدءًا من منتصف الليل بتوقيت المتجر.",
    providerFailed: "تعذر على مزود الذكاء الاصطناعي توليد المحتوى. يرجى المحاولة لاحقًا.",
    providerTimedOut: "لم يستجب مزود الذكاء الاصطناعي في الوقت المحدد. يرجى المحاولة لاحقًا.",
  },
});

export const providerNotConfigured = refusal("service_unavailable", "The platform has no AI provider (OPENAI_API_KEY): nothing is generated");
export const quotaSpent = refusal("rate_limited", "The store's content generations for the day (CONTENT_GENERATOR_DAILY_LIMIT) are spent, until its midnight");
export const providerFailed = refusal("bad_gateway", "The AI provider refused or failed, after its package's retries: nothing is generated, nothing counted");
export const providerTimedOut = refusal(
  "gateway_timeout",
  "The AI provider did not answer in time, after its package's retries: nothing is generated, nothing counted",
);

type GeneratingStore = PromptStore & { id: number; timezone: string; currencyCode: string };
type Options = { stream: boolean; signal: AbortSignal };

export async function generateContent(store: GeneratingStore, input: ContentRequest, { stream, signal }: Options): Promise<GeneratedContent | Response> {
  const provider = aiProvider();
  if (!provider) throw providerNotConfigured.error(messages(store.language, "notConfigured"));
  const product = input.product_id === undefined ? undefined : await promptProduct(store, input.product_id);
  const limit = env().CONTENT_GENERATOR_DAILY_LIMIT;
  const taken = await takeFromQuota(store, limit);
  if (!taken) {
    throw quotaSpent.error(messages(store.language, "quotaSpent", { limit }), { "retry-after": String(secondsUntilQuotaResets(store)) });
  }
  const request = { model: env().OPENAI_MODEL, messages: contentMessages(store, { ...input, product }) };
  try {
    if (!stream) {
      const completion = await provider.chat.completions.create(request, { signal });
      return { success: true, content: completion.choices[0]?.message.content ?? "" };
    }
    // Awaited before answering: a provider that refuses or times out is still a 502 or 504, not a stream that ends at once.
    return eventStreamAnswer(contentEvents(await provider.chat.completions.create({ ...request, stream: true }, { signal }), store.language));
  } catch (error) {
    throw await failed(error, taken, store.language);
  }
}

/** The product's facts for the prompt; another store's product, or a deleted one, is a 422 as any id the store does not have. */
async function promptProduct(store: GeneratingStore, productId: number): Promise<PromptProduct> {
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
  if (!found) throw fieldError("product_id", messages(store.language, "productNotFound"));
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
  return failure === "timeout" ? providerTimedOut.error(messages(language, "providerTimedOut")) : providerFailed.error(messages(language, "providerFailed"));
}

/**
 * The completion as server-sent events: `data: {"content": "..."}` for each piece of text as the
 * provider writes it, then `event: done` with the whole answer as the JSON route gives it, or
 * `event: error` with `{success:false, message}` if the provider fails mid-way. Cancelled (the
 * client went away), the provider's request is aborted.
 */
function contentEvents(completion: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk> & { controller: AbortController }, language: string) {
  const encoder = new TextEncoder();
  const event = (data: unknown, name?: string) => encoder.encode(`${name ? `event: ${name}\n` : ""}data: ${JSON.stringify(data)}\n\n`);
  let content = "";
  const chunks = completion[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        // Chunks without text (the role, the finish reason) are read past: a pull that enqueues nothing would not be called again.
        for (let next = await chunks.next(); ; next = await chunks.next()) {
          if (next.done) {
            controller.enqueue(event({ success: true, content } satisfies GeneratedContent, "done"));
            return controller.close();
          }
          const piece = next.value.choices[0]?.delta?.content;
          if (piece) {
            content += piece;
            return controller.enqueue(event({ content: piece }));
          }
        }
      } catch (error) {
        if (providerFailure(error) === "aborted") return controller.close();
        logger.warn({ failure: "stream", ...providerErrorDetails(error) }, "AI provider stream failed");
        controller.enqueue(event({ success: false, message: messages(language, "providerFailed") }, "error"));
        controller.close();
      }
    },
    cancel() {
      completion.controller.abort();
    },
  });
}
