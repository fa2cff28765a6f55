import type { Store } from "../db/generated/client";
import type { ContentKind } from "./schemas";

// The messages the content generator sends: a system prompt in the store's voice (its name, the
// owner's own words about it from /get-store-prompt, its language) and the owner's request with the
// product's facts. Pure, so that what the provider is told is tested without one.

/** What the prompt tells of the store: its name, its language, its owner's words about it. */
export type PromptStore = Pick<Store, "name" | "language" | "prompt">;
export type PromptProduct = { name: string; summary: string | null; description: string | null; brand: string | null; price: string | null };
export type ChatMessage = { role: "system" | "user"; content: string };

/** The store's language as the model is told it: named in English, the language models follow best. */
const LANGUAGE_NAMES: Record<string, string> = { en: "English", fr: "French", ar: "Arabic" };

const KIND_INSTRUCTIONS: Record<ContentKind, string> = {
  // The product page renders descriptions as Markdown (components/markdown-text.tsx): a blank line between paragraphs, no HTML.
  description:
    "Write a product description for the store's product page: two or three short paragraphs separated by a blank line, concrete and honest, no headings, no HTML (Markdown lists and bold are fine).",
  caption: "Write a caption for a social media post (Facebook, Instagram): a few short lines, an invitation to visit the store, at most three hashtags.",
  title: "Write a product title: one line of at most 70 characters, without quotation marks.",
};

/** Past this, a product's long description is cut: the model needs its gist, and the provider bills every token. */
const MAX_PRODUCT_TEXT = 2000;

export function contentMessages(store: PromptStore, request: { message?: string; kind?: ContentKind; product?: PromptProduct }): [ChatMessage, ChatMessage] {
  const language = LANGUAGE_NAMES[store.language] ?? LANGUAGE_NAMES.en!;
  const system = [
    `You write marketing copy for the online store "${store.name}".`,
    store.prompt.trim() && `The store, in its owner's words:\n${store.prompt.trim()}`,
    `Write in ${language}, whatever the language of the request, in the store's voice.`,
    request.kind && KIND_INSTRUCTIONS[request.kind],
    "Answer with the copy alone: no preamble, no notes, no quotation marks around it.",
  ];
  const { product } = request;
  const user = [
    product &&
      [
        "The product:",
        `Name: ${product.name}`,
        product.brand && `Brand: ${product.brand}`,
        product.price && `Price: ${product.price}`,
        product.summary && `Summary: ${cut(product.summary)}`,
        product.description && `Description: ${cut(product.description)}`,
      ]
        .filter(Boolean)
        .join("\n"),
    request.message ?? (request.kind ? `Write the product's ${request.kind}.` : "Write copy for this product."),
  ];
  return [
    { role: "system", content: system.filter(Boolean).join("\n\n") },
    { role: "user", content: user.filter(Boolean).join("\n\n") },
  ];
}

/** A product's text as the model needs it: its words without the dashboard editor's markup, cut past MAX_PRODUCT_TEXT. */
function cut(text: string): string {
  const trimmed = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return trimmed.length > MAX_PRODUCT_TEXT ? `${trimmed.slice(0, MAX_PRODUCT_TEXT)}…` : trimmed;
}
