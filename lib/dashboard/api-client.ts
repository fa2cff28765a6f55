import type { z } from "zod";
import { validationError } from "../core/validation";
import { ApiFailure, apiClient, type Call } from "../http/api-client";

// The dashboard's browser code calls the administration API through the same-origin forwarder
// (/dashboard-api/..., lib/api/dashboard-forwarder.ts), which adds the owner's token.

export const DASHBOARD_API = "/dashboard-api";

export const dashboardApi = apiClient(DASHBOARD_API, {
  // The session (or its token) is over: back to the sign-in page, a full load that drops this page's state.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  onUnauthorized: () => window.location.assign(`/sign-in?callbackUrl=${encodeURIComponent(window.location.pathname)}`),
});

type Options = Call & {
  /**
   * The schema the route parses `body` with (its module holds no server code): checked here first,
   * so a form hears of a field's mistake at once, in the words and shape of the API's own 422.
   */
  schema?: z.ZodType;
};

export async function api<T>(path: string, { schema, ...call }: Options = {}): Promise<T> {
  if (schema) checkBody(schema, call.body);
  return dashboardApi.json<T>(path, call);
}

/**
 * A page of a list that a documented route answers as a bare array or as `{success, data}`, the
 * total in `X-Total-Count` (`/posts?page=2&per_page=20`, both in the address), in the management
 * lists' envelope.
 */
export async function countedPage<T>(address: string): Promise<ListPage<T>> {
  const asked = new URLSearchParams(address.split("?")[1]);
  const [page, perPage] = [Number(asked.get("page") ?? 1), Number(asked.get("per_page") ?? 20)];
  const { json, headers } = await dashboardApi.send<T[] | { data: T[] }>(address);
  const items = Array.isArray(json) ? json : json.data;
  const total = Number(headers.get("x-total-count") ?? items.length);
  return { success: true, data: items, meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), total, per_page: perPage } };
}

/**
 * `body` checked with the schema its route parses it with (its module holds no server code): a
 * refusal is thrown as the API's own 422 would be, same fields, messages in the page's language
 * (the root layout writes it on <html>), so forms show it beside the fields. For `api`'s `schema`,
 * and for a form that checks several bodies before sending the first.
 */
export function checkBody(schema: z.ZodType, body: unknown): void {
  const parsed = schema.safeParse(body);
  if (parsed.success) return;
  const refusal = validationError(parsed.error.issues, document.documentElement.lang);
  throw new ApiFailure(refusal.status, refusal.message, refusal.errors);
}

/** A query string of the values given, empty ones left out. */
export function queryString(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== null && value !== "") params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A picture's address on the page's own host: the API names the store's host, which the page's policy does not allow. */
export function sameOriginPicture(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return URL.canParse(url) ? new URL(url).pathname : url;
}

/** The management lists' envelope (shape D). */
export type ListPage<T> = { success: true; data: T[]; meta: { current_page: number; last_page: number; total: number; per_page: number } };
