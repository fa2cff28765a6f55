import { z } from "zod";

/**
 * A whole number as clients send it: a JSON number, or a string of digits only (never `true`,
 * `[5]`, `"0x10"` or `"1e3"`, which plain coercion would take for 1, 5, 16 and 1000), from `min`
 * to `max`. Query strings and forms hold strings only, so there it is the string of digits.
 */
export function wholeNumber(min: number, max: number) {
  const digits = new RegExp(`^\\d{1,${String(max).length}}$`);
  return z
    .union([z.number(), z.string().trim().regex(digits)])
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** A record id, within PostgreSQL's integer range. */
export const recordId = wholeNumber(1, 2_147_483_647);

/** A quantity of items: 1 to 10,000. */
export const itemQuantity = wholeNumber(1, 10_000);

/** The ids of `given` that no row of `found` has, in the order given: the ones a write named wrongly. */
export function absentIds(given: number[], found: { id: number }[]): number[] {
  const known = new Set(found.map((row) => row.id));
  return given.filter((id) => !known.has(id));
}

/** The params of a route for one record: `/{id}`. */
export const idParams = z.object({ id: recordId });
