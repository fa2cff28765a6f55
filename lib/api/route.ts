import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { env } from "../env";
import { logger } from "../log";
import { CURRENCY_HEADER, resolveDisplayCurrency, type DisplayCurrency } from "../money/currency";
import { findStore, type StoreWithCurrencies } from "../tenancy/find-store";
import { decodeTarget, TENANT_HEADER } from "../tenancy/resolve-host";
import { contractCheck, errorResponse, jsonResponse, WithHeaders, type SuccessStatus } from "./answer";
import { cachedAnswer, keepAnswer, type AnswerKey } from "./answer-cache";
import { authenticateCustomer, authenticateOwner, optionallyAuthenticateCustomer, type CustomerSession, type OwnerSession } from "./authenticate";
import { clientAddress, originOf } from "../http/client";
import { corsHeaders } from "./cors";
import { notFound, type Refusal } from "../core/errors";
import { countingFailures } from "./failed-sign-ins";
import { parseInput, type Input, type InputOptions } from "./input";
import { recordWrite, type WriteRecord } from "../audit/record-write";
import { inPasswordTurn } from "./password-turns";
import { consume, POLICIES, type Policy } from "./rate-limit";

// The one wrapper every route handler goes through, on both surfaces: the customer API of each
// store (`storeRoute`) and the administration API of the platform (`adminRoute`). Its steps, in
// the order they run:
//   1. limit         requests per client address (429), before anything costs a query
//   2. tenant        the store of the host (404 if none), or the platform host
//   3. authenticate  the bearer token's customer or owner (401)
//   4. parse         the store-currency header, params, query and body, with the route's zod schemas (400, 413, 422)
//   5. handle        a kept answer, or the handler; sign-in routes count their failures (429 past a budget),
//                    and routes that hash passwords wait for their client's turn
//   6. answer        the result as JSON with the route's status, or the error as its documented answer;
//                    on every answer its request id, whether a cache may keep it, and which pages may read it (CORS);
//                    an owner's write that succeeded is recorded in the audit log
//   7. log           one line per request, with the request id every answer carries
// Each step is a function of its own below or in its module; the surfaces differ only in the
// tenant and authenticate steps.

type RouteOptions<B, Q, P, C = never> = InputOptions<B, Q, P, C> & {
  /** One line for the API reference. */
  summary?: string;
  /** The success status: 200, 201 for a create, 204 for an answer without a body. */
  status?: SuccessStatus;
  /**
   * The success answer's schema: documents the endpoint (OpenAPI) and, with
   * VALIDATE_RESPONSES=true (the test server), checks every answer against the contract.
   */
  response?: z.ZodType;
  /** Headers a success answer carries beside its body, by name, with what each says: the handler returns `WithHeaders`. */
  successHeaders?: Record<string, string>;
  /** What the domain may refuse beyond the wrapper's own answers, for the API reference. */
  refusals?: Refusal[];
  /** The handler hashes a password (sign-in, sign-up): it runs in its client's turn (lib/api/password-turns.ts). */
  hashesPasswords?: boolean;
  /** A budget per client address of the route's own, beyond every request's: each well-formed request takes a point (429 past it). */
  budget?: Policy;
};

/**
 * Sign-in routes: `limitFailures` names the account the body signs in to (its e-mail, within the
 * surface and store); failed attempts (401) are counted per account and client address and refused
 * past their budgets (lib/api/failed-sign-ins.ts).
 */
type FailureLimit<B> = { limitFailures?: (body: B) => string };

type Common = {
  request: Request;
  requestId: string;
  /** Scheme and host the client used, for absolute URLs in answers. */
  origin: string;
};

/** "optional": a shopper signed in or not; a token that is sent must be valid (401 otherwise). */
type StoreAuth = "none" | "customer" | "optional";
type StoreSession<A extends StoreAuth> = A extends "customer" ? CustomerSession : A extends "optional" ? Partial<CustomerSession> : object;
type StoreContext<A extends StoreAuth, M extends boolean> = { store: StoreWithCurrencies } & StoreSession<A> &
  (M extends true ? { currency: DisplayCurrency } : object);
type AdminAuth = "none" | "owner";
type AdminContext<A extends AdminAuth> = A extends "owner" ? OwnerSession : object;

type Handler<C> = (ctx: C) => Promise<unknown> | unknown;
type NextRouteContext = { params: Promise<Record<string, string | string[]>> };

/** What the API reference needs to know of a route; attached to its handler. */
export type RouteDoc = Pick<
  RouteOptions<unknown, unknown, unknown>,
  | "body"
  | "query"
  | "params"
  | "summary"
  | "response"
  | "successHeaders"
  | "accepts"
  | "maxBodyBytes"
  | "ignoreBody"
  | "refusals"
  | "status"
  | "files"
  | "budget"
> & {
  surface: "store" | "admin";
  auth: StoreAuth | AdminAuth;
  currency: boolean;
  /** Failed sign-ins are counted (a 429 past the budget). */
  limitsFailures: boolean;
};
export type DocumentedHandler = ((request: Request, route: NextRouteContext) => Promise<Response>) & { doc: RouteDoc };

export const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];
/** What a route file exports: a handler per method. */
export type RouteModule = Partial<Record<RouteMethod, DocumentedHandler>>;

/** Steps 2 to 4 as a surface does them: who the request is for and from, in which language. */
type Surface<C> = {
  tenant(request: Request): Promise<C & { language: string }>;
  /** Whose accounts a sign-in on this tenant names: a store's customers, or the platform's owners. */
  accounts(tenant: C): string;
  /** The part of the parse step that reads headers the surface defines. */
  headers?(request: Request, tenant: C): void;
  /** Step 6 after a write that succeeded, where the surface keeps a record of writes. */
  audit?(tenant: C, write: Omit<WriteRecord, "ownerId">): Promise<void>;
};

/**
 * A customer API route, on a store host. `currency: true` prices the answer in the `store-currency`
 * header's currency. `cached` (public catalog reads only) keeps its answers until the store's
 * catalog changes, or its catalog or its stock for answers that show stock (lib/api/answer-cache.ts).
 */
export function storeRoute<A extends StoreAuth = "none", M extends boolean = false, B = undefined, Q = undefined, P = undefined>(
  options: RouteOptions<B, Q, P> & FailureLimit<B> & { auth?: A; currency?: M; cached?: A extends "none" ? Cached : never },
  handler: Handler<Common & Input<B, Q, P> & StoreContext<A, M>>,
) {
  const doc: RouteDoc = {
    ...options,
    surface: "store",
    auth: options.auth ?? "none",
    currency: options.currency ?? false,
    limitsFailures: !!options.limitFailures,
  };
  type Tenant = { store: StoreWithCurrencies; currency?: DisplayCurrency } & Partial<CustomerSession>;
  const surface: Surface<Tenant> = {
    async tenant(request) {
      const store = await storeOfHost(request);
      const session =
        options.auth === "customer"
          ? await authenticateCustomer(request, store)
          : options.auth === "optional"
            ? await optionallyAuthenticateCustomer(request, store)
            : {};
      return { store, ...session, language: store.language };
    },
    accounts: (tenant) => `store:${tenant.store.id}`,
    headers(request, tenant) {
      if (options.currency) tenant.currency = resolveDisplayCurrency(tenant.store, request.headers.get(CURRENCY_HEADER));
    },
  };
  const { cached } = options;
  const answerKey = cached
    ? (tenant: Tenant, url: URL, origin: string, query: unknown) => keyOfAnswer("store", cached, tenant.store, tenant.currency?.code ?? "", origin, url, query)
    : undefined;
  return wrap(options, doc, surface, answerKey, handler as Handler<unknown>);
}

/** What a kept answer shows: the catalog, the catalog and the stock, or the orders (lib/api/answer-cache.ts). */
type Cached = "catalog" | "catalog and stock" | "orders";

/**
 * The versions a kept answer is keyed with. The orders' answers hold the catalog's version too:
 * the store row's own changes (its time zone, in which their dates are written) bump that one.
 */
const VERSIONS: Record<Cached, (store: Record<"catalogVersion" | "stockVersion" | "ordersVersion", bigint>) => string> = {
  catalog: (s) => `${s.catalogVersion}`,
  "catalog and stock": (s) => `${s.catalogVersion}.${s.stockVersion}`,
  orders: (s) => `${s.catalogVersion}.o${s.ordersVersion}`,
};

/** The key of a kept answer: the store's versions read with the request, so a change anywhere makes it unreachable. */
function keyOfAnswer(
  surface: RouteDoc["surface"],
  cached: Cached,
  store: { id: number; catalogVersion: bigint; stockVersion: bigint; ordersVersion: bigint },
  currency: string,
  origin: string,
  url: URL,
  query: unknown,
): AnswerKey {
  return { surface, storeId: store.id, versions: VERSIONS[cached](store), currency, origin, path: url.pathname, query };
}

/**
 * An administration API route, on the platform host: for a signed-in store owner (the default),
 * or with `auth: "none"` for the few that need no session (sign-in, health). `cached`, for an
 * owner's reads of the catalog or of the orders, keeps answers as a store route's are: what they
 * show is the store's whoever of its owners asks, and the owner's session brings the store's versions.
 */
export function adminRoute<A extends AdminAuth = "owner", B = undefined, Q = undefined, P = undefined>(
  options: RouteOptions<B, Q, P, AdminContext<A>> & FailureLimit<B> & { auth?: A; cached?: A extends "owner" ? Cached : never },
  handler: Handler<Common & Input<B, Q, P> & AdminContext<A>>,
) {
  const auth = options.auth ?? "owner";
  const doc: RouteDoc = { ...options, surface: "admin", auth, currency: false, limitsFailures: !!options.limitFailures };
  const surface: Surface<Partial<OwnerSession>> = {
    async tenant(request) {
      requirePlatform(request);
      if (auth === "none") return { language: "en" };
      const session = await authenticateOwner(request);
      return { ...session, language: session.store.language };
    },
    accounts: () => "platform",
    audit: auth === "owner" ? ({ owner, store }, write) => recordWrite(store!, { ownerId: owner!.id, ...write }) : undefined,
  };
  const { cached } = options;
  const answerKey = cached
    ? (tenant: Partial<OwnerSession>, url: URL, origin: string, query: unknown) => keyOfAnswer("admin", cached, tenant.store!, "", origin, url, query)
    : undefined;
  // The surface's tenant is the handler's context: the owner's session when `auth` is "owner".
  return wrap(options as RouteOptions<B, Q, P, Partial<OwnerSession>> & FailureLimit<B>, doc, surface, answerKey, handler as Handler<unknown>);
}

/** Step 2 on a store host: the store, with its currencies. */
async function storeOfHost(request: Request): Promise<StoreWithCurrencies> {
  const target = decodeTarget(request.headers.get(TENANT_HEADER));
  if (target.surface !== "store") throw notFound("Not found.");
  const store = await findStore(target);
  if (!store) throw notFound("Store not found.");
  return store;
}

/** Step 2 on the platform host. */
function requirePlatform(request: Request) {
  if (decodeTarget(request.headers.get(TENANT_HEADER)).surface !== "platform") throw notFound("Not found.");
}

/** Methods that change nothing: a public read's answer may be kept by a cache. */
const READS = new Set(["GET", "HEAD"]);

function wrap<B, Q, P, C>(
  options: RouteOptions<B, Q, P, C> & FailureLimit<B>,
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
      const { discardFiles, ...input } = await parseInput(request, url, next, options, tenant.language, tenant);
      const origin = originOf(request, url);
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
