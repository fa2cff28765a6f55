import { z } from "zod";
import { newPassword, passwordNotEmail } from "../auth/password-rule";
import { pageNumber } from "../core/paging";

/** An operator account as `npm run operator:create` makes it. */
export const operatorAccountInput = z.object({ email: z.string().trim().toLowerCase().pipe(z.email()), password: newPassword }).superRefine(passwordNotEmail);

/** The second step of the console's sign-in: the first step's challenge and the authenticator's code. */
export const operatorCodeInput = z.object({
  challenge: z.string().min(1).max(200),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "six digits"),
});

export const operatorLoginResponse = z.object({
  success: z.literal(true),
  challenge: z.string(),
  /** Present until the operator's authenticator is enrolled: what it scans. */
  enrolment: z.object({ secret: z.string(), uri: z.string(), qr_code: z.string() }).nullable(),
});

export const operatorSessionResponse = z.object({ success: z.literal(true), token: z.string(), expires_at: z.string() });

export const consoleStoresQuery = z.object({ search: z.string().trim().max(100).optional(), page: pageNumber });

export const consoleStore = z.object({
  id: z.number(),
  name: z.string(),
  subdomain: z.string(),
  url: z.string(),
  owner: z.object({ name: z.string(), email: z.string() }).nullable(),
  created_at: z.string(),
  products: z.number(),
  orders_30_days: z.number(),
  sales_30_days: z.string(),
  currency: z.string(),
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
});

export const consoleStoresResponse = z.object({
  success: z.literal(true),
  data: z.array(consoleStore),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
});

export const suspensionInput = z.object({ reason: z.string().trim().min(3).max(500) });

export const suspensionResponse = z.object({ success: z.literal(true), data: consoleStore });
