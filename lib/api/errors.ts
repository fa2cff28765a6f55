import { z } from "zod";

// The bodies of every refusal (lib/core/errors.ts), as the API reference shows them; the test
// server holds every error answer to them.

export const errorBody = z.strictObject({ success: z.literal(false), message: z.string() }).meta({ id: "Error" });
/** A 422 that names its faulty fields; `message` repeats the first of their messages. */
export const fieldErrorsBody = z.strictObject({ ...errorBody.shape, errors: z.record(z.string(), z.array(z.string())) }).meta({ id: "FieldErrors" });
/** A 500: nothing of the cause, only the id under which it is logged. */
export const unexpectedErrorBody = z.strictObject({ ...errorBody.shape, request_id: z.string() }).meta({ id: "UnexpectedError" });
