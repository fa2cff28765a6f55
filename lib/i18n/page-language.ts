import { cookies, headers } from "next/headers";
import { dashboardSession } from "@/lib/http/dashboard-session";
import { currentStore } from "@/lib/tenancy/current-store";
import { decodeTarget, TENANT_HEADER } from "@/lib/tenancy/resolve-host";
import { isLanguage, LANGUAGE_COOKIE, textDirection } from "./language";
import type { Language } from "./messages";

/**
 * For server components: the language of this request's page. The visitor's remembered choice
 * wins; otherwise a store's pages speak the store's language, the platform's the signed-in owner's
 * store's, else English.
 */
export async function pageLanguage(): Promise<{ language: Language; dir: "ltr" | "rtl" }> {
  const chosen = (await cookies()).get(LANGUAGE_COOKIE)?.value;
  const language: Language = isLanguage(chosen) ? chosen : ((await defaultLanguage()) ?? "en");
  return { language, dir: textDirection(language) };
}

async function defaultLanguage(): Promise<Language | undefined> {
  const platform = decodeTarget((await headers()).get(TENANT_HEADER)).surface === "platform";
  const storeLanguage = platform ? (await dashboardSession())?.store.language : (await currentStore())?.language;
  return isLanguage(storeLanguage) ? storeLanguage : undefined;
}
