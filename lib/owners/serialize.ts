import type { z } from "zod";
import type { Owner, Store } from "../db/generated/client";
import { isoMicros } from "../format/dates";
import { publicUrl } from "../media/storage";
import { storeOrigin } from "../tenancy/store-origin";
import type { ownerRecord } from "./schemas";

export function serializeOwner(owner: Owner, store: Store, platformOrigin: string): z.infer<typeof ownerRecord> {
  const storeUrl = storeOrigin(store, platformOrigin);
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
