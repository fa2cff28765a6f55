import type { z } from "zod";
import { validationError } from "../api/validation";
import { ApiFailure } from "./api-client";

/**
 * A form's body checked in the browser with the API's own schema: a fault is the same refusal the
 * API would answer (a 422 with its fields' messages, in the page's language), so forms show it
 * beside the field as they show the API's. The body goes out as given: the API parses it again.
 */
export function validated<T>(schema: z.ZodType, body: T, language: string): T {
  const result = schema.safeParse(body);
  if (result.success) return body;
  const refusal = validationError(result.error.issues, language);
  throw new ApiFailure(422, refusal.message, refusal.errors);
}
