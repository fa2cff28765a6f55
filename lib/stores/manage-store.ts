import type { z } from "zod";
import { db, type Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { env } from "../env";
import { stampsOf } from "../format/dates";
import { LANGUAGES, type Language } from "../i18n/messages";
import { publicUrl } from "../media/storage";
import { pictureIssues } from "../catalog/gallery";
import { refuseIssues, type Issue } from "../catalog/issues";
import { setStoreDomain, verifiedElsewhere } from "../domains/store-domain";
import { resolveHost, underRootDomain } from "../tenancy/resolve-host";
import { storeOrigin } from "../tenancy/store-origin";
import { lockStore, switchDefaultCurrency } from "./currencies";
import { storeSettingsMessages } from "./messages";
import { LANGUAGE_NAMES_IN_FRENCH, type StoreSettingsPatch, type storeSettingsRecord, type Theme, type ThemePatch } from "./schemas";
import { serializeStoreTheme } from "./settings";

// The store's own settings as its owner reads and changes them: the documented reads of the
// administration API (prompt, language, fonts and colours) and the store's record. The customer API
// reads the store row on every request, and any change to it bumps `catalog_version` (migration
// catalog_version), so a change is seen by the very next request, kept answers included.

/** The store's language as the contract's enumerations take it; the column holds one of them. */
const languageOf = (store: Store): Language => ((LANGUAGES as readonly string[]).includes(store.language) ? (store.language as Language) : "en");

/** `GET /get-store-language`: the language named in French, as the documentation shows it, and its code. */
export function storeLanguageOf(store: Store) {
  const code = languageOf(store);
  return { language: LANGUAGE_NAMES_IN_FRENCH[code], code };
}

/** `GET /store`, read afresh: the session's store row was read before the request's own write. */
export async function storeSettings(store: Store, input: { platformOrigin: string }): Promise<z.infer<typeof storeSettingsRecord>> {
  const current = await db().store.findUniqueOrThrow({ where: { id: store.id } });
  const paths = [current.logoLight, current.logoDark].filter((path): path is string => !!path);
  const uploads = paths.length
    ? await db().upload.findMany({ where: { storeId: store.id, path: { in: paths } }, select: { id: true, path: true }, orderBy: { id: "asc" } })
    : [];
  const uploadId = (path: string | null) => uploads.find((upload) => upload.path === path)?.id ?? null;
  const origin = storeOrigin(current, input.platformOrigin);
  return {
    id: current.id,
    name: current.name,
    subdomain: current.subdomain,
    custom_domain: current.customDomain,
    url: origin,
    address: current.address,
    tax_id: current.taxId,
    return_window_days: current.returnWindowDays,
    free_returns: current.freeReturns,
    abandoned_cart_emails: current.abandonedCartEmails,
    reviews_auto_publish: current.reviewsAutoPublish,
    logo_light_id: uploadId(current.logoLight),
    logo_light: publicUrl(origin, current.logoLight),
    logo_dark_id: uploadId(current.logoDark),
    logo_dark: publicUrl(origin, current.logoDark),
    theme: serializeStoreTheme(current),
    language: languageOf(current),
    timezone: current.timezone,
    prompt: current.prompt,
    default_currency: current.currencyCode,
    ...stampsOf(current),
  };
}

/** `PUT /store`: changes what the patch names, and nothing else; every fault is one 422 naming its fields, and nothing is written. */
export async function updateStoreSettings(store: Store, input: { patch: StoreSettingsPatch; platformOrigin: string }) {
  const { patch } = input;
  await db().$transaction(async (tx) => {
    const locked = await lockStore(tx, store.id);
    const current = await tx.store.findUniqueOrThrow({ where: { id: store.id } });
    const logos = await logoPaths(tx, store, patch);
    const issues = [...logos.issues, ...(await domainIssues(tx, store, patch.custom_domain))];
    const currency =
      patch.default_currency === undefined
        ? undefined
        : await tx.currency.findFirst({ where: { storeId: store.id, code: patch.default_currency, isActive: true } });
    if (patch.default_currency !== undefined && !currency) issues.push(issue("default_currency", "inactiveCurrency"));
    refuseIssues(issues, store.language);
    if (currency) await switchDefaultCurrency(tx, locked, currency);
    if (patch.custom_domain !== undefined) await setStoreDomain(tx, store, patch.custom_domain);
    await tx.store.update({
      where: { id: store.id },
      data: {
        name: patch.name,
        address: patch.address,
        taxId: patch.tax_id,
        returnWindowDays: patch.return_window_days,
        freeReturns: patch.free_returns,
        abandonedCartEmails: patch.abandoned_cart_emails,
        reviewsAutoPublish: patch.reviews_auto_publish,
        logoLight: logos.light,
        logoDark: logos.dark,
        theme: patch.theme && mergedTheme(serializeStoreTheme(current), patch.theme),
        language: patch.language,
        timezone: patch.timezone,
        prompt: patch.prompt,
        customDomain: patch.custom_domain,
      },
    });
  });
  return storeSettings(store, input);
}

const issue = (field: string, key: Parameters<typeof storeSettingsMessages>[1]): Issue => ({
  path: [field],
  message: (language) => storeSettingsMessages(language, key),
});

/** The stored paths of the logos the patch names (pictures of the store's gallery); undefined leaves one as it is, null takes it off. */
async function logoPaths(tx: Tx, store: Store, patch: StoreSettingsPatch) {
  const named = (["logo_light_id", "logo_dark_id"] as const).flatMap((field) => (patch[field] ? [{ path: [field], id: patch[field] }] : []));
  const issues = await pictureIssues(tx, store, named);
  const uploads = named.length
    ? await tx.upload.findMany({ where: { storeId: store.id, id: { in: named.map((n) => n.id) } }, select: { id: true, path: true } })
    : [];
  const pathOf = (id: number | null | undefined) => (id === undefined || id === null ? id : (uploads.find((upload) => upload.id === id)?.path ?? null));
  return { issues, light: pathOf(patch.logo_light_id), dark: pathOf(patch.logo_dark_id) };
}

/** A store's own domain is outside the platform's (neither its root nor a name under it), and not verified as another store's. */
async function domainIssues(tx: Tx, store: Store, domain: string | null | undefined): Promise<Issue[]> {
  if (!domain) return [];
  if (underRootDomain(domain, env().ROOT_DOMAIN) || !("domain" in resolveHost(domain, env().ROOT_DOMAIN))) return [issue("custom_domain", "platformDomain")];
  return (await verifiedElsewhere(tx, store, domain)) ? [issue("custom_domain", "domainTaken")] : [];
}

/** The stored theme with the patch's fields over it, in full, as /get-theme-store answers it. */
function mergedTheme(theme: Theme, patch: ThemePatch): Theme {
  const changed = (part: string) => Object.entries(patch[part as keyof Theme] ?? {}).filter(([, value]) => value !== undefined);
  return Object.fromEntries(Object.entries(theme).map(([part, fields]) => [part, { ...fields, ...Object.fromEntries(changed(part)) }])) as Theme;
}
