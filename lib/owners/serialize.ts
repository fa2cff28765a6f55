import type { z } from "zod";
import type { Owner, Store } from "../db/generated/client";
import { sqlDateTime } from "../format/dates";
import { imageOrPlaceholder } from "../media/placeholder";
import { publicUrl } from "../media/storage";
import { roleName } from "../staff/roles";
import { storeOrigin } from "../tenancy/store-origin";
import type { ownerAccountRecord, ownerStore, ownerUser } from "./schemas";

/** An owner with the stored path of their picture, if they chose one. */
export type OwnerAccount = { owner: Owner; imagePath: string | null; store: Store };

export function serializeOwnerUser({ owner, imagePath, store }: OwnerAccount, platformOrigin: string): z.infer<typeof ownerUser> {
  const url = storeOrigin(store, platformOrigin);
  return {
    id: owner.id,
    name: owner.name,
    email: owner.email,
    image: publicUrl(url, imagePath),
    phone: owner.phone,
    adress: owner.address,
    status: owner.status,
    user_type: 1,
    role_name: roleName(owner.role),
    role: owner.role,
    type_website: "ecommerce",
    domain_store: url,
    created_at: sqlDateTime(owner.createdAt, store.timezone),
    updated_at: sqlDateTime(owner.updatedAt, store.timezone),
  };
}

export function serializeOwnerStore(store: Store, platformOrigin: string): z.infer<typeof ownerStore> {
  return {
    id: store.id,
    name: store.name,
    subdomain: store.subdomain,
    custom_domain: store.customDomain,
    url: storeOrigin(store, platformOrigin),
    language: store.language,
    default_currency: store.currencyCode,
    timezone: store.timezone,
  };
}

/**
 * The owner's account as `/user` answers it. The store keeps a light and a dark logo and no icon
 * of its own: the light one is its favicon too, and where it has none the platform's placeholder
 * stands in, since the apps draw these as images.
 */
export function serializeOwnerAccount(account: OwnerAccount, platformOrigin: string): z.infer<typeof ownerAccountRecord> {
  const { store } = account;
  const url = storeOrigin(store, platformOrigin);
  const user = serializeOwnerUser(account, platformOrigin);
  return {
    user,
    avatar: user.image,
    logo_store: {
      system_name: store.name,
      admin_logo: imageOrPlaceholder(url, store.logoLight),
      admin_logo_alt: `${store.name} logo`,
      admin_dark: imageOrPlaceholder(url, store.logoDark ?? store.logoLight),
      admin_dark_alt: `${store.name} logo (dark)`,
      favicon_logo: imageOrPlaceholder(url, store.logoLight),
      favicon_alt: `${store.name} icon`,
    },
    store: serializeOwnerStore(store, platformOrigin),
  };
}
