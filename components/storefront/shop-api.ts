import { apiClient, type Call } from "@/lib/http/api-client";

// The storefront's browser calls to the customer API, through the same-origin forwarder
// (/shop-api/<route>): the app's one browser client (lib/http/api-client.ts), whose ApiFailure
// carries a refusal's message and its messages by field.

const shop = apiClient("/shop-api");

/** The answer of a customer API route, or an ApiFailure with the API's own message. */
export function shopApi<T>(route: string, call?: Call): Promise<T> {
  return shop.json<T>(route, call);
}
