import type { z } from "zod";
import { validationError } from "../api/validation";
import { ApiFailure } from "./api-client";

/**
 * Checks a form's body with the schema the API parses it with, before it is sent: a refusal is the
 * API's own 422 (same field names, same messages in the page's language), shown beside the fields.
 */
export function validateInput(schema: z.ZodType, body: unknown, language: string): void {
  const result = schema.safeParse(body);
  if (result.success) return;
  const refusal = validationError(result.error.issues, language);
  throw new ApiFailure(422, refusal.message, refusal.errors);
}
