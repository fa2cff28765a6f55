// The one browser client of the app's APIs, for the dashboard (/dashboard-api, the administration
// API) and the storefront (/shop-api, the customer API). Both go through a same-origin forwarder
// whose cookie carries the session (docs/decisions.md "Tokens in the browser UIs"), so no call here
// names a token. It builds the request (address, JSON or form body, idempotency key) and turns any
// refusal into one error, ApiFailure, whose field messages the forms show beside their fields.
// Browser-safe: no server code.

/** A refusal of the API: its status, message and, for a 422, the messages of each field. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
  get hasFieldErrors(): boolean {
    return Object.keys(this.errors).length > 0;
  }
  /** The first message about `field`, or about one of its parts (`variants.0.price`). */
  fieldError(field: string): string | undefined {
    const key = Object.keys(this.errors).find((name) => name === field || name.startsWith(`${field}.`));
    return key ? this.errors[key]![0] : undefined;
  }
}

export type Call = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON, or as it is when a FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`: a retry of the same call is answered with the first answer. */
  idempotencyKey?: string;
  /** `Accept`, when not JSON (`text/event-stream`). */
  accept?: string;
};

/** The `fetch` arguments of a call to `address`. */
export function requestOf(address: string, { method = "GET", body, signal, idempotencyKey, accept = "application/json" }: Call = {}): [string, RequestInit] {
  const form = body instanceof FormData;
  const headers: Record<string, string> = { accept };
  if (body !== undefined && !form) headers["content-type"] = "application/json";
  if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
  return [address, { method, signal, credentials: "same-origin", headers, body: body === undefined ? undefined : form ? body : JSON.stringify(body) }];
}

type Answer = { success?: unknown; message?: unknown; errors?: unknown } | undefined;

/**
 * The refusal an answer stands for, or undefined when it is not one. A refusal is any status out of
 * 2xx, and a 200 whose body says `success: false` (the contract's /cart/apply-coupon answers so).
 * Its message is the API's own, else the status's text; its field messages are kept only in the
 * contract's shape (a list of texts by field).
 */
export function failureOf(status: number, statusText: string, json: Answer): ApiFailure | undefined {
  const ok = status >= 200 && status < 300 && json?.success !== false;
  if (ok) return undefined;
  const message = typeof json?.message === "string" && json.message ? json.message : statusText;
  return new ApiFailure(status, message, fieldErrors(json?.errors));
}

function fieldErrors(errors: unknown): Record<string, string[]> {
  if (!errors || typeof errors !== "object" || Array.isArray(errors)) return {};
  const entries = Object.entries(errors).map(
    ([field, messages]) => [field, (Array.isArray(messages) ? messages : [messages]).filter((m) => typeof m === "string")] as const,
  );
  return Object.fromEntries(entries.filter(([, messages]) => messages.length > 0));
}

/** Calls of one API through its forwarder (`base`, "/shop-api"); `onUnauthorized` hears of a 401 before it is thrown. */
export function apiClient(base: string, { onUnauthorized }: { onUnauthorized?: () => void } = {}) {
  const address = (path: string) => `${base}${path.startsWith("/") ? path : `/${path}`}`;

  /** The answer itself, for a caller that reads it as it comes (a stream); a refusal is thrown. */
  async function open(path: string, call: Call = {}): Promise<Response> {
    const response = await fetch(...requestOf(address(path), call));
    if (response.ok) return response;
    throw await refusal(response);
  }

  /** The answer's JSON and headers (undefined for a 204); a refusal is thrown as an ApiFailure. */
  async function send<T>(path: string, call: Call = {}): Promise<{ json: T; headers: Headers }> {
    const response = await fetch(...requestOf(address(path), call));
    if (response.status === 204) return { json: undefined as T, headers: response.headers };
    const json = (await response.json().catch(() => undefined)) as Answer;
    const failure = failureOf(response.status, response.statusText, json);
    if (failure) throw unauthorized(failure);
    return { json: json as T, headers: response.headers };
  }

  async function refusal(response: Response): Promise<ApiFailure> {
    const json = (await response.json().catch(() => undefined)) as Answer;
    return unauthorized(failureOf(response.status, response.statusText, json)!);
  }

  function unauthorized(failure: ApiFailure): ApiFailure {
    if (failure.status === 401) onUnauthorized?.();
    return failure;
  }

  return { address, open, send, json: async <T>(path: string, call?: Call) => (await send<T>(path, call)).json };
}
