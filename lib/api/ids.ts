import { z } from "zod";

/**
 * A record id as clients send it: a number or a string of digits (never `true` or `[5]`, which
 * plain coercion would accept), within PostgreSQL's integer range.
 */
export const recordId = z
  .union([z.number(), z.string().trim().regex(/^\d{1,10}$/)])
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));
