import { z } from "zod";
import { managementListSchema, successSchema } from "../core/envelopes";
import { pageQuery } from "../core/paging";
import { patchOf } from "../core/patch";
import { MAX_PASSWORD_LENGTH, newPassword } from "../auth/password-rule";
import { INVITED_ROLES, ROLES } from "./roles";

// The staff routes' input and records: the dashboard's forms parse with the same schemas.

const email = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(191));
const name = z.string().trim().min(1).max(120);

/** An invitation: who, and the role they will have (never "owner": ownership is handed over). */
export const staffInput = z.object({ email, name, role: z.enum(INVITED_ROLES) });
export type StaffInput = z.infer<typeof staffInput>;
/** The fields sent change, and only those; the e-mail only while the invitation is pending. */
export const staffPatch = patchOf(staffInput);
export type StaffPatch = z.infer<typeof staffPatch>;

export const STAFF_STATUSES = ["active", "disabled", "invited"] as const;

export const staffRecord = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(STAFF_STATUSES),
  /** When a pending invitation's link stops working; null once accepted. */
  invitation_expires_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffRecord = z.infer<typeof staffRecord>;

export const staffQuery = pageQuery(50);
export const staffResponse = successSchema({ data: staffRecord });
export const staffListResponse = managementListSchema(staffRecord);

export const acceptInvitationInput = z
  .object({
    token: z.string().min(1).max(200),
    name,
    password: newPassword,
    password_confirmation: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .refine((input) => input.password === input.password_confirmation, { path: ["password_confirmation"], message: "Does not match the password" });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;
