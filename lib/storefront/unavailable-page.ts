import { findStore } from "../tenancy/find-store";
import type { HostTarget } from "../tenancy/resolve-host";
import { isSuspended, suspensionMessages } from "../stores/suspension";

// A suspended store's storefront: one small page, in the store's language, answered 503 by the
// door (scripts/serve.ts) for every page of the store, since a page rendered by Next cannot choose
// its status. Nothing of the store but its name; no script.

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The "store unavailable" page when the host's store is suspended; undefined otherwise. */
export async function unavailablePage(target: Extract<HostTarget, { surface: "store" }>): Promise<string | undefined> {
  const store = await findStore(target);
  if (!store || !isSuspended(store)) return undefined;
  const t = (key: "title" | "text") => escape(suspensionMessages(store.language, key));
  const dir = store.language === "ar" ? "rtl" : "ltr";
  return `<!doctype html>
<html lang="${escape(store.language)}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${t("title")} · ${escape(store.name)}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f7f7f5;color:#222}
main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.6rem;margin:0 0 .75rem}p{margin:.25rem 0;line-height:1.5}.name{color:#666;font-size:.9rem;margin-bottom:1.5rem}</style>
</head>
<body><main><p class="name">${escape(store.name)}</p><h1>${t("title")}</h1><p>${t("text")}</p></main></body>
</html>`;
}
