import type { z } from "zod";
import type { Customer } from "../db/generated/client";
import { isoMicros, stampsOf } from "../format/dates";
import { publicUrl } from "../media/storage";
import type { customerExtended, customerRecord, customerWithPhone } from "./schemas";

// The customer record of the contract in its three variants, as ./schemas.ts describes them.

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
    ...stampsOf(customer),
  };
}
