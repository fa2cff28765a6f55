import { z } from "zod";

// One error type for everything a domain function refuses; the route wrapper turns it into the
// documented answer `{success:false, message}` with the status of its code. The bodies' schemas
// below are the ones the API reference shows, and the test server holds every error answer to them.

export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  /** A payment gateway refused what we asked of it, or an AI provider failed. */
  bad_gateway: 502,
  /** A feature whose provider the platform is not configured for (Facebook, an AI provider), or a payment gateway that cannot be reached. */
  service_unavailable: 503,
  /** An AI provider that did not answer in time, its package's retries included. */
  gateway_timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const errorBody = z.strictObject({ success: z.literal(false), message: z.string() }).meta({ id: "Error" });
/** A 422 that names its faulty fields; `message` repeats the first of their messages. */
export const fieldErrorsBody = z.strictObject({ ...errorBody.shape, errors: z.record(z.string(), z.array(z.string())) }).meta({ id: "FieldErrors" });
/** A 500: nothing of the cause, only the id under which it is logged. */
export const unexpectedErrorBody = z.strictObject({ ...errorBody.shape, request_id: z.string() }).meta({ id: "UnexpectedError" });

export class ApiError extends Error {
  /** The domain's declaration of this refusal, which the routes that give it must name. */
  declaredAs?: Refusal;

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Field errors (`{field: [messages]}`) for 422 answers. */
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  body(): z.infer<typeof errorBody> | z.infer<typeof fieldErrorsBody> {
    return this.errors ? { success: false, message: this.message, errors: this.errors } : { success: false, message: this.message };
  }
}

/**
 * A refusal of a domain, declared once beside the code that gives it: it makes the error, and the
 * routes that can give it name it (`refusals`) so that their reference documents it.
 */
export type Refusal = { code: ErrorCode; description: string; error: (message: string, headers?: Record<string, string>) => ApiError };

export function refusal(code: ErrorCode, description: string): Refusal {
  const declared: Refusal = {
    code,
    description,
    error: (message, headers) => Object.assign(new ApiError(code, message, undefined, headers), { declaredAs: declared }),
  };
  return declared;
}

export const notFound = (message = "Not found.") => new ApiError("not_found", message);
export const unauthenticated = (message = "Unauthenticated.") => new ApiError("unauthenticated", message);
export const unprocessable = (message: string, errors?: Record<string, string[]>) => new ApiError("unprocessable", message, errors ?? {});
/** A 422 about one field, whose message is also that field's error. */
export const fieldError = (field: string, message: string) => unprocessable(message, { [field]: [message] });
