import { z } from "zod";

/**
 * A record id as clients send it: a number or a string of digits (never `true` or `[5]`, which
 * plain coercion would accept), within PostgreSQL's integer range.
 */
export const recordId = z
  .union([z.number(), z.string().trim().regex(/^\d{1,10}$/)])
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));

/** A quantity of items as clients send it, in the same forms: 1 to 10,000. */
export const itemQuantity = z
  .union([z.number(), z.string().trim().regex(/^\d{1,5}$/)])
  .transform(Number)
  .pipe(z.number().int().min(1).max(10_000));
