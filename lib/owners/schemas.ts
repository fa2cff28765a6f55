import { z } from "zod";

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
