// One error type for everything a domain function refuses, the business code's own (it imports
// nothing of HTTP); the route wrapper turns it into the documented answer `{success:false, message}`
// with the status its code stands for (lib/api/errors.ts holds the answers' schemas). The codes
// keep HTTP's statuses because every client of this platform reads refusals through HTTP.

export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
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

export class DomainError extends Error {
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
    this.name = "DomainError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  body(): { success: false; message: string; errors?: Record<string, string[]> } {
    return this.errors ? { success: false, message: this.message, errors: this.errors } : { success: false, message: this.message };
  }
}

/**
 * A refusal of a domain, declared once beside the code that gives it: it makes the error, and the
 * routes that can give it name it (`refusals`) so that their reference documents it.
 */
export type Refusal = { code: ErrorCode; description: string; error: (message: string, headers?: Record<string, string>) => DomainError };

export function refusal(code: ErrorCode, description: string): Refusal {
  const declared: Refusal = {
    code,
    description,
    error: (message, headers) => Object.assign(new DomainError(code, message, undefined, headers), { declaredAs: declared }),
  };
  return declared;
}

export const notFound = (message = "Not found.") => new DomainError("not_found", message);
export const unauthenticated = (message = "Unauthenticated.") => new DomainError("unauthenticated", message);
export const unprocessable = (message: string, errors?: Record<string, string[]>) => new DomainError("unprocessable", message, errors ?? {});
/** A 422 about one field, whose message is also that field's error. */
export const fieldError = (field: string, message: string) => unprocessable(message, { [field]: [message] });
