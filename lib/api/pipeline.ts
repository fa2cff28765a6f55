import { CURRENCY_HEADER } from "../money/currency";
import { randomUUID } from "node:crypto";
import type { WriteRecord } from "../audit/record-write";
import { env } from "../env";
import { clientAddress, originOf } from "../http/client";
import { logger } from "../log";
import { contractCheck, errorResponse, jsonResponse, WithHeaders } from "./answer";
import { cachedAnswer, keepAnswer, type AnswerKey } from "./answer-cache";
import { corsHeaders } from "./cors";
import { countingFailures } from "./failed-sign-ins";
import { parseInput } from "./input";
import { inPasswordTurn } from "./password-turns";
import { consume, POLICIES } from "./rate-limit";
import type { DocumentedHandler, FailureLimit, NextRouteContext, RouteDoc, RouteOptions } from "./route-doc";

// The steps every route handler goes through, on both surfaces, in the order they run:
//   1. limit         requests per client address (429), before anything costs a query
//   2. tenant        the store of the host (404 if none), or the platform host
//   3. authenticate  the bearer token's customer or owner (401)
//   4. parse         the store-currency header, params, query and body, with the route's zod schemas (400, 413, 422);
//                    the record the params name read between params and query (`owned`: another store's is its 404),
//                    then whether the person's role allows the route (403)
//   5. handle        a kept answer, or the handler; sign-in routes count their failures (429 past a budget),
//                    and routes that hash passwords wait for their client's turn
//   6. answer        the result as JSON with the route's status, or the error as its documented answer;
//                    on every answer its request id, whether a cache may keep it, and which pages may read it (CORS);
//                    an owner's write that succeeded is recorded in the audit log
//   7. log           one line per request, with the request id every answer carries
// Each step is a function of its own below or in its module; the surfaces (lib/api/route.ts) differ
// only in the tenant and authenticate steps.

export type Common = {
  request: Request;
  requestId: string;
  /** Scheme and host the client used, for absolute URLs in answers. */
  origin: string;
};

export type Handler<C> = (ctx: C) => Promise<unknown> | unknown;

/** Steps 2 to 4 as a surface does them: who the request is for and from, in which language. */
export type Surface<C> = {
  tenant(request: Request): Promise<C & { language: string }>;
  /** Whose accounts a sign-in on this tenant names: a store's customers, or the platform's owners. */
  accounts(tenant: C): string;
  /**
   * The part of the parse step after the record's 404 and before the query and the body: whether
   * who asks may use the route with this method (a 403 otherwise).
   */
  authorize?(tenant: C, method: string): void;
  /** The part of the parse step that reads headers the surface defines. */
  headers?(request: Request, tenant: C): void;
  /** Step 6 after a write that succeeded, where the surface keeps a record of writes. */
  audit?(tenant: C, write: Omit<WriteRecord, "ownerId" | "actorEmail">): Promise<void>;
};

/** Methods that change nothing: a public read's answer may be kept by a cache. */
export const READS = new Set(["GET", "HEAD"]);

export function wrap<B, Q, P, C>(
  options: RouteOptions<B, Q, P, C> & FailureLimit<B, C>,
  doc: RouteDoc,
  surface: Surface<C>,
  answerKey: ((tenant: C, url: URL, origin: string, query: Q) => AnswerKey) | undefined,
  handler: Handler<unknown>,
): DocumentedHandler {
  const check = env().VALIDATE_RESPONSES ? contractCheck(doc) : undefined;
  const route = async (request: Request, next: NextRouteContext): Promise<Response> => {
    const requestId = randomUUID();
    const started = performance.now();
    const url = new URL(request.url);
    let response: Response;
    try {
      const client = clientAddress(request);
      await limit(client);
      const tenant = await surface.tenant(request);
      surface.headers?.(request, tenant);
      const origin = originOf(request, url);
      const authorize = surface.authorize && (() => surface.authorize!(tenant, request.method));
      const { discardFiles, ...input } = await parseInput(request, url, next, options, tenant.language, { ...tenant, origin }, authorize);
      const handle = async (): Promise<Response> => {
        const key = answerKey?.(tenant, url, origin, input.query);
        const kept = key && cachedAnswer(key);
        if (kept) return jsonResponse(kept);
        // Files the parse step received are the handler's once it succeeds; refused, they go.
        const result = await Promise.resolve(handler({ request, requestId, origin, ...input, ...tenant })).catch(async (error: unknown) => {
          await discardFiles();
          throw error;
        });
        const answered = answer(result, key);
        if (surface.audit && !READS.has(request.method)) await audit(tenant, request, url, (await next?.params) ?? {}, input.body, result, requestId);
        return answered;
      };
      if (options.budget) await consume(options.budget, client);
      if (options.accountBudget)
        await consume(options.accountBudget.policy, `${surface.accounts(tenant)}:${options.accountBudget.account(input.body, tenant)}`);
      const run = options.hashesPasswords ? () => inPasswordTurn(client, handle) : handle;
      response = options.limitFailures
        ? await countingFailures({ account: `${surface.accounts(tenant)}:${options.limitFailures(input.body)}`, client }, run)
        : await run();
    } catch (error) {
      response = errorResponse(check ? check.refusal(error, request.method) : error, requestId, request);
    }
    label(response, request, requestId);
    log(requestId, request.method, url, response.status, started);
    return response;
  };

  /** Step 6, on every answer, refusals included. */
  function label(response: Response, request: Request, requestId: string): void {
    response.headers.set("x-request-id", requestId);
    // A signed-in customer's or owner's answer is theirs alone, and a write's may carry a token
    // (sign-in, registration): no cache, shared or the browser's, keeps either.
    if (doc.auth !== "none" || !READS.has(request.method)) response.headers.set("cache-control", "no-store");
    for (const [name, value] of Object.entries(corsHeaders(doc.surface, request.headers.get("origin")))) response.headers.set(name, value);
    // An answer written in the currency or the language the request asked for is not another request's (shared caches, proxies).
    if (doc.currency) response.headers.append("vary", CURRENCY_HEADER);
    if (doc.translates) response.headers.append("vary", "Accept-Language");
  }

  /**
   * Step 6 after a write: the surface's record of it. It runs once the write is done, so a failure
   * here is logged rather than answered: a 500 would make the client send the write again.
   */
  async function audit(tenant: C, request: Request, url: URL, params: Record<string, string | string[]>, body: unknown, result: unknown, requestId: string) {
    const { action, entity, entityId } = describeWrite(request.method, url, params, result);
    try {
      await surface.audit!(tenant, { action, entity, entityId, changes: body });
    } catch (error) {
      logger.error({ request_id: requestId, action, entity, entity_id: entityId, err: error }, "audit log not written");
    }
  }

  /** Step 6 for a success: the handler's result as the route's answer. */
  function answer(result: unknown, key: AnswerKey | undefined): Response {
    // A handler may answer in full itself (the reference page, its assets).
    if (result instanceof Response) return result;
    const body = result instanceof WithHeaders ? result.body : result;
    check?.success(body);
    const json = JSON.stringify(body ?? null);
    if (key) keepAnswer(key, json);
    const response = jsonResponse(json, options.status);
    if (result instanceof WithHeaders) for (const [name, value] of Object.entries(result.headers)) response.headers.set(name, value);
    return response;
  }

  return Object.assign(route, { doc });
}

/**
 * What a write wrote, from its request: the route as its public path names it (`PUT /api/products/{id}`),
 * the record's kind (the path's first segment) and id (the path's `id`, or the id of the record a
 * create answers).
 */
export function describeWrite(method: string, url: URL, params: Record<string, string | string[]>, result: unknown) {
  const segments = url.pathname.replace(/^\/api\/admin(?=\/|$)/, "/api").split("/");
  // The params come in the order of the path's segments: each is found after the one before.
  let from = 2;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== "string") continue;
    const at = segments.indexOf(encodeURIComponent(value), from);
    if (at === -1) continue;
    segments[at] = `{${name}}`;
    from = at + 1;
  }
  const path = segments.join("/");
  const created = (result as { data?: { id?: unknown }; id?: unknown } | null)?.data?.id ?? (result as { id?: unknown } | null)?.id;
  const id = /^\d{1,10}$/.test(String(params.id ?? "")) ? Number(params.id) : typeof created === "number" ? created : null;
  return { action: `${method} ${path}`, entity: segments[2] || null, entityId: id };
}

/** Step 1: every request counts against its client's budget. */
function limit(client: string): Promise<void> {
  return consume(POLICIES.requests, client);
}

/** Step 7. */
function log(requestId: string, method: string, url: URL, status: number, started: number) {
  logger.info({ request_id: requestId, method, path: url.pathname, status, ms: Math.round(performance.now() - started) }, "request");
}
