// One error type for everything a domain function refuses; the route wrapper turns it into the
// documented answer `{success:false, message}` with the status of its code.

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
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class ApiError extends Error {
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
}

export const notFound = (message = "Not found.") => new ApiError("not_found", message);
export const unauthenticated = (message = "Unauthenticated.") => new ApiError("unauthenticated", message);
export const unprocessable = (message: string, errors?: Record<string, string[]>) =>
  new ApiError("unprocessable", message, errors ?? {});
/** A 422 about one field, whose message is also that field's error. */
export const fieldError = (field: string, message: string) => unprocessable(message, { [field]: [message] });
