import { z } from "zod";
import { wholeNumber } from "../core/ids";
import { managementListSchema, successSchema } from "../core/envelopes";
import { pageQuery } from "../core/paging";
import { newPassword, passwordNotEmail } from "../auth/password-rule";
import { managedOrder } from "../orders/schemas";

// The customer account routes' input, and the customer record of the contract in its three
// variants, with the contract's spellings.

export const registerCustomerInput = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(191)),
    phone: z.string().trim().min(4).max(32),
    password: newPassword,
    password_confirmation: z.string(),
  })
  .superRefine(passwordNotEmail)
  .refine((input) => input.password === input.password_confirmation, {
    path: ["password_confirmation"],
    message: "Does not match the password",
  });

export type RegisterCustomerInput = z.infer<typeof registerCustomerInput>;

/** JSON or multipart/form-data; `image` only as a file part. */
export const updateProfileInput = z.object({
  name: z.string().trim().min(1).max(120),
  phone: z.string().trim().min(4).max(32),
  email: z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(191)),
  image: z.instanceof(File).meta({ type: "string", format: "binary", description: "JPEG, PNG, GIF, WebP or AVIF, at most 2 MB (multipart only)" }).optional(),
});

export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export const customerRecord = z.strictObject({
  id: z.number().int(),
  uid: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  phone: z.string(),
  phone_code: z.string().nullable(),
  verified_at: z.string().nullable(),
});

/** Returned by register and profile update. */
export const customerWithPhone = customerRecord.extend({ phone_with_code: z.string() });

/** Returned by /user-customer. */
export const customerExtended = customerRecord.extend({
  reset_password: z.string().nullable(),
  status: z.number().int(),
  varification_code: z.string().nullable(),
  is_logedin: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

// Whole answers of the customer account endpoints.
export const loginCustomerResponse = successSchema({ token: z.string() });
export const registerCustomerResponse = successSchema({ user: customerWithPhone, token: z.string() });
export const userCustomerResponse = successSchema({ user: customerExtended });
export const logoutCustomerResponse = z.strictObject({ status: z.literal(true) });
export const updateProfileResponse = successSchema({ customer: customerWithPhone });

// ── The administration API's management routes (ours): /customers, /customers/{id}, its status ──

export const managedCustomersQuery = pageQuery(20).extend({
  /** Part of the name, e-mail or phone, in any case. */
  search: z.string().trim().min(1).max(100).optional(),
  /** 1 active, 2 disabled. */
  status: wholeNumber(1, 2).optional(),
});
/** 1 enables the account, 2 disables it (and ends its sessions). */
export const customerStatusInput = z.object({ status: wholeNumber(1, 2) });

export const managedCustomer = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  phone_code: z.string().nullable(),
  image: z.string().nullable(),
  status: z.number().int(),
  status_label: z.string(),
  verified_at: z.string().nullable(),
  /** Every order they placed, cancelled ones included. */
  orders_count: z.number().int(),
  /** What their orders that were not cancelled add up to, in the store's default currency. */
  total_spent: z.number(),
  last_order_at: z.string().nullable(),
  created_at: z.string(),
});
export const managedCustomerDetail = z.strictObject({
  ...managedCustomer.shape,
  /** Their latest orders, newest first; /orders?customer_id= pages through them all. */
  orders: z.array(managedOrder),
});

export const managedCustomersResponse = managementListSchema(managedCustomer);
export const managedCustomerResponse = successSchema({ data: managedCustomerDetail });
