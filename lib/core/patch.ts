import { z } from "zod";

/**
 * The schema of an update from the schema of a create: every field optional, and without its
 * default, so that a field the client leaves out is left as it is. zod's `.partial()` keeps the
 * defaults, and an update would silently reset every field it does not name.
 */
export function patchOf<Shape extends z.ZodRawShape>(create: z.ZodObject<Shape>) {
  const shape = Object.fromEntries(Object.entries(create.shape).map(([key, field]) => [key, withoutDefault(field as z.ZodType).optional()]));
  return z.object(shape) as unknown as z.ZodObject<{ [K in keyof Shape]: z.ZodOptional<Shape[K]> }>;
}

function withoutDefault(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodDefault || field instanceof z.ZodPrefault) return withoutDefault(field.unwrap() as z.ZodType);
  if (field instanceof z.ZodOptional) return withoutDefault(field.unwrap() as z.ZodType);
  return field;
}
