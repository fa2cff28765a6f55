import { env } from "../env";

// Meta's Graph API over fetch (GRAPH_API_BASE, version included): the few calls of connecting and
// publishing. Its errors are sorted once here by what the caller can do about them, as Meta's
// error-handling guide says: the token is dead (code 190, or 102: connect again), the call may
// work later (codes 1, 2, 4, 17, 341, `is_transient`, a 5xx, no answer), or it never will.

const TIMEOUT_MS = 15_000;
const TOKEN_CODES = new Set([102, 190]);
const TRANSIENT_CODES = new Set([1, 2, 4, 17, 32, 341, 613]);

export type GraphErrorKind = "token" | "transient" | "permanent";

export class GraphError extends Error {
  constructor(
    message: string,
    readonly kind: GraphErrorKind,
    readonly code?: number,
  ) {
    super(message);
  }
}

type GraphFailure = { error?: { message?: string; code?: number; is_transient?: boolean } };
type Params = Record<string, string | undefined>;

function kindOf(status: number, failure: GraphFailure["error"]): GraphErrorKind {
  if (failure?.code !== undefined && TOKEN_CODES.has(failure.code)) return "token";
  if (failure?.is_transient || (failure?.code !== undefined && TRANSIENT_CODES.has(failure.code)) || status >= 500) return "transient";
  return "permanent";
}

const formOf = (params: Params) => new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));

/** One Graph call: GET with its parameters in the query, POST and DELETE with them as a form. */
export async function graph<T>(method: "GET" | "POST" | "DELETE", path: string, params: Params): Promise<T> {
  const form = formOf(params);
  const url = `${env().GRAPH_API_BASE.replace(/\/$/, "")}/${path}${method === "GET" ? `?${form}` : ""}`;
  let response: Response;
  try {
    response = await fetch(url, { method, body: method === "GET" ? undefined : form, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new GraphError(`Facebook could not be reached (${(error as Error).message})`, "transient");
  }
  const body = (await response.json().catch(() => ({}))) as T & GraphFailure;
  if (response.ok && !body.error) return body;
  const message = body.error?.message ?? `Facebook answered ${response.status}`;
  throw new GraphError(message, kindOf(response.status, body.error), body.error?.code);
}

/** The Facebook Login dialog's address, at the Graph version in use. */
export function loginDialogUrl(params: Params): string {
  const version = new URL(env().GRAPH_API_BASE).pathname.match(/v\d+\.\d+/)?.[0] ?? "v21.0";
  return `https://www.facebook.com/${version}/dialog/oauth?${formOf(params)}`;
}
