import { z } from "zod";
import type { Owner, Store } from "../db/generated/client";
import { isoMicros } from "../format/dates";
import { publicUrl } from "../media/storage";

// The administration user record (the contract leaves it open): the owner and their store, with
// the store's public address so that the dashboard can link to it.
export const ownerRecord = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  store: z.strictObject({
    id: z.number().int(),
    name: z.string(),
    subdomain: z.string(),
    custom_domain: z.string().nullable(),
    url: z.string(),
    logo_light: z.string().nullable(),
    logo_dark: z.string().nullable(),
    language: z.string(),
    default_currency: z.string(),
    timezone: z.string(),
  }),
});

export function serializeOwner(owner: Owner, store: Store, platformOrigin: string): z.infer<typeof ownerRecord> {
  const origin = new URL(platformOrigin);
  const storeUrl = `${origin.protocol}//${store.subdomain}.${origin.host}`;
  return {
    id: owner.id,
    name: owner.name,
    email: owner.email,
    created_at: isoMicros(owner.createdAt),
    store: {
      id: store.id,
      name: store.name,
      subdomain: store.subdomain,
      custom_domain: store.customDomain,
      url: storeUrl,
      logo_light: publicUrl(storeUrl, store.logoLight),
      logo_dark: publicUrl(storeUrl, store.logoDark),
      language: store.language,
      default_currency: store.currencyCode,
      timezone: store.timezone,
    },
  };
}
