import { z } from "zod";
import { refusal } from "../api/errors";
import { env } from "../env";
import { defineMessages } from "../i18n/messages";

// POST /content-generator: copy for the store's posts and products from an owner's request. The
// provider's call (the `openai` package, the store's prompt and language) comes with the
// social-publishing issue; until then the route validates its input and says what is missing.

export const contentRequest = z.object({ message: z.string().trim().min(1).max(4000) });
export const generatedContent = z.strictObject({ success: z.literal(true), content: z.string() });

const messages = defineMessages({
  en: {
    notConfigured: "No AI provider is configured on this platform: its administrator must set OPENAI_API_KEY.",
    unavailable: "Content generation is not available on this server yet.",
  },
  fr: {
    notConfigured: "Aucun fournisseur d'IA n'est configuré sur cette plateforme : son administrateur doit définir OPENAI_API_KEY.",
    unavailable: "La génération de contenu n'est pas encore disponible sur ce serveur.",
  },
  ar: {
    notConfigured: "لا يوجد مزود ذكاء اصطناعي مهيأ على هذه المنصة: على مسؤولها تعيين OPENAI_API_KEY.",
    unavailable: "توليد المحتوى غير متاح على هذا الخادم بعد.",
  },
});

export const providerNotConfigured = refusal("service_unavailable", "The platform has no AI provider (OPENAI_API_KEY): nothing is generated");
export const generationUnavailable = refusal("service_unavailable", "This server cannot call its AI provider yet (client to come): nothing is generated");

export async function generateContent(store: { language: string }, _input: z.output<typeof contentRequest>): Promise<z.infer<typeof generatedContent>> {
  if (!env().OPENAI_API_KEY) throw providerNotConfigured.error(messages(store.language, "notConfigured"));
  throw generationUnavailable.error(messages(store.language, "unavailable"));
}
