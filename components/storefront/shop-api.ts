// The storefront's browser calls to the customer API, through the same-origin forwarder
// (/shop-api/<route>, docs/decisions.md "Tokens in the browser UIs"): the cookie carries the
// shopper's session, so no call here names a token.

export class ShopApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A 422's messages by field, to show beside the fields. */
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

type Call = { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> };

/** The answer of a customer API route, or a ShopApiError with the API's own message. */
export async function shopApi<T>(route: string, { method = "GET", body, signal, headers }: Call = {}): Promise<T> {
  const form = body instanceof FormData;
  const response = await fetch(`/shop-api${route.startsWith("/") ? route : `/${route}`}`, {
    method,
    signal,
    credentials: "same-origin",
    headers: { accept: "application/json", ...(body === undefined || form ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => undefined)) as { success?: boolean; message?: string; errors?: Record<string, string[]> } | undefined;
  // Some routes answer a refusal with 200 and success:false (/cart/apply-coupon): the contract's.
  if (!response.ok || answer?.success === false) {
    throw new ShopApiError(response.status, answer?.message ?? response.statusText, answer?.errors);
  }
  return answer as T;
}
