import { z } from "zod";
import { successSchema } from "../core/envelopes";
import { recordId } from "../core/ids";
import { patchOf } from "../core/patch";
import { ROLES } from "../staff/roles";

// The administration user, as the owner apps parse it (../shared/spec/admin-api.md, "Session and
// owner"): `/user`'s record, which `/login` and `/register` answer too, with the contract's
// spelling (`adress`) and SQL dates, and the store the owner runs.

const sqlDate = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

export const ownerUser = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  phone: z.string().nullable(),
  adress: z.string().nullable(),
  status: z.number().int(),
  user_type: z.literal(1),
  /** The person's role, named ("Owner", "Manager", "Orders", "Marketing", "Viewer"). */
  role_name: z.string(),
  /** Added: the role's code (lib/staff/roles.ts), which the dashboard asks what to show. */
  role: z.enum(ROLES),
  type_website: z.literal("ecommerce"),
  domain_store: z.string(),
  created_at: sqlDate,
  updated_at: sqlDate,
});

export const ownerStore = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  subdomain: z.string(),
  custom_domain: z.string().nullable(),
  url: z.string(),
  language: z.string(),
  default_currency: z.string(),
  timezone: z.string(),
});

export const storeLogos = z.strictObject({
  system_name: z.string(),
  admin_logo: z.string(),
  admin_logo_alt: z.string(),
  admin_dark: z.string(),
  admin_dark_alt: z.string(),
  favicon_logo: z.string(),
  favicon_alt: z.string(),
});

/** The owner, their picture, their store and its logos: `/user`'s answer but for its `success`. */
export const ownerAccountRecord = z.strictObject({ user: ownerUser, avatar: z.string().nullable(), logo_store: storeLogos, store: ownerStore });

export const userResponse = successSchema(ownerAccountRecord.shape);
export const loginResponse = successSchema({ token: z.string(), user: ownerUser });
export const logoutResponse = successSchema({ status: z.literal(true) });

const optionalText = (max: number) => z.string().trim().max(max).nullable();
/** What an owner may change of their own record. */
export const profileInput = z.object({
  name: z.string().trim().min(1).max(120),
  phone: optionalText(40),
  address: optionalText(500),
  image_upload_id: recordId.nullable(),
});
export const profilePatch = patchOf(profileInput);
export type ProfilePatch = z.infer<typeof profilePatch>;
