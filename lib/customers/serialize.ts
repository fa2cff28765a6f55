import { z } from "zod";
import type { Customer } from "../db/generated/client";
import { isoMicros } from "../format/dates";
import { publicUrl } from "../media/storage";

// The customer record of the contract, in its three variants, with the contract's spellings.

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

export function serializeCustomer(customer: Customer, origin: string): z.infer<typeof customerRecord> {
  return {
    id: customer.id,
    uid: customer.uid,
    name: customer.name,
    email: customer.email,
    image: publicUrl(origin, customer.image),
    phone: customer.phone,
    phone_code: customer.phoneCode,
    verified_at: customer.verifiedAt ? isoMicros(customer.verifiedAt) : null,
  };
}

export function serializeCustomerWithPhone(customer: Customer, origin: string): z.infer<typeof customerWithPhone> {
  return { ...serializeCustomer(customer, origin), phone_with_code: `${customer.phoneCode ?? ""}${customer.phone}` };
}

/** `is_logedin` is 1: the record is only shown to a customer holding an active token. */
export function serializeCustomerExtended(customer: Customer, origin: string): z.infer<typeof customerExtended> {
  return {
    ...serializeCustomer(customer, origin),
    reset_password: customer.resetPassword,
    status: customer.status,
    varification_code: customer.verificationCode,
    is_logedin: 1,
    created_at: isoMicros(customer.createdAt),
    updated_at: isoMicros(customer.updatedAt),
  };
}

// Whole answers of the customer account endpoints.
export const loginCustomerResponse = z.strictObject({ success: z.literal(true), token: z.string() });
export const registerCustomerResponse = z.strictObject({ success: z.literal(true), user: customerWithPhone, token: z.string() });
export const userCustomerResponse = z.strictObject({ success: z.literal(true), user: customerExtended });
export const logoutCustomerResponse = z.strictObject({ status: z.literal(true) });
export const updateProfileResponse = z.strictObject({ success: z.literal(true), customer: customerWithPhone });
