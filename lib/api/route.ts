import { randomUUID } from "node:crypto";
import { z } from "zod";
import { bearerSecret, findActiveToken } from "../auth/tokens";
import type { Customer, Owner, Store } from "../db/generated/client";
import { env } from "../env";
import { logger } from "../log";
import { CURRENCY_HEADER, resolveDisplayCurrency, type DisplayCurrency } from "../money/currency";
import { findStore } from "../tenancy/find-store";
import { decodeTarget, TENANT_HEADER } from "../tenancy/resolve-host";
import { cachedAnswer, keepAnswer, type AnswerKey } from "./answer-cache";
import { errorAnswers, type ErrorAnswer } from "./answers";
import { DEFAULT_MAX_BODY_BYTES, parseBody, readBody, readsBodyOn } from "./body";
import { ApiError, notFound, unauthenticated, unexpectedErrorBody, type Refusal } from "./errors";
import { consume, ensureNotExhausted, POLICIES, reward } from "./rate-limit";
import { validationError } from "./validation";

// The one wrapper every route handler goes through. It is a pipeline of small steps:
//   tenant (the store of the host, or the platform) -> authentication -> rate limit -> input
// then the handler, whose return value becomes the JSON answer; any error becomes the documented
// `{success:false, message}` with its status, and anything unexpected a 500 that reveals nothing
// but a request id that is also in the log.

type Schema<T> = z.ZodType<T>;

type Input<B, Q, P> = {
  body?: Schema<B>;
  query?: Schema<Q>;
  params?: Schema<P>;
  /** Bytes accepted in the body; default 256 KB. */
  maxBodyBytes?: number;
  /** Also accept multipart/form-data bodies (files arrive as File values). */
  multipart?: boolean;
  /** Leave the body unread: the catch-alls answer 404 whatever was sent. */
  ignoreBody?: boolean;
  /** One line for the API reference. */
  summary?: string;
  /**
   * The success answer's schema: documents the endpoint (OpenAPI) and, with
   * VALIDATE_RESPONSES=true (the test server), checks every answer against the contract.
   */
  response?: z.ZodType;
  /** What the domain may refuse beyond the wrapper's own answers, for the API reference. */
  refusals?: Refusal[];
};

/** Sign-in routes: failed attempts (401) are counted per client and account and refused past a budget. */
type FailureLimit<B> = { limitFailures?: (body: B) => string };

type Common = {
  request: Request;
  requestId: string;
  /** Scheme and host the client used, for absolute URLs in answers. */
  origin: string;
};
type Parsed<B, Q, P> = { body: B; query: Q; params: P };

type StoreAuth = "none" | "customer";
type StoreTenant<A extends StoreAuth, M extends boolean> = { store: Store } & (A extends "customer"
  ? { customer: Customer; tokenId: number }
  : object) &
  (M extends true ? { currency: DisplayCurrency } : object);
type OwnerTenant = { owner: Owner; store: Store; tokenId: number };

type Handler<C> = (ctx: C) => Promise<unknown> | unknown;
type NextRouteContext = { params: Promise<Record<string, string | string[]>> };

/** What the API reference needs to know of a route; attached to its handler. */
export type RouteDoc = Pick<
  Input<unknown, unknown, unknown>,
  "body" | "query" | "params" | "summary" | "response" | "multipart" | "maxBodyBytes" | "ignoreBody" | "refusals"
> & {
  surface: "store" | "platform";
  auth: "none" | "customer" | "owner";
  currency: boolean;
  /** Failed sign-ins are counted (a 429 past the budget). */
  limitsFailures: boolean;
};
export type DocumentedHandler = ((request: Request, route: NextRouteContext) => Promise<Response>) & { doc: RouteDoc };

export const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];
/** What a route file exports: a handler per method. */
export type RouteModule = Partial<Record<RouteMethod, DocumentedHandler>>;

/**
 * A customer API route, on a store host. `currency: true` prices the answer in the `store-currency`
 * header's currency. `cached` (public catalog reads only) keeps its answers until the store's
 * catalog changes, or its catalog or its stock for answers that show stock (lib/api/answer-cache.ts).
 */
export function storeRoute<A extends StoreAuth = "none", M extends boolean = false, B = undefined, Q = undefined, P = undefined>(
  options: Input<B, Q, P> & FailureLimit<B> & { auth?: A; currency?: M; cached?: A extends "none" ? "catalog" | "catalog and stock" : never },
  handler: Handler<Common & Parsed<B, Q, P> & StoreTenant<A, M>>,
) {
  const doc: RouteDoc = { ...options, surface: "store", auth: options.auth ?? "none", currency: options.currency ?? false, limitsFailures: !!options.limitFailures };
  const answerKey = options.cached
    ? (tenant: { store: Store; currency?: DisplayCurrency }, url: URL, origin: string, query: unknown): AnswerKey => ({
        storeId: tenant.store.id,
        versions: options.cached === "catalog" ? `${tenant.store.catalogVersion}` : `${tenant.store.catalogVersion}.${tenant.store.stockVersion}`,
        currency: tenant.currency?.code ?? "",
        origin,
        path: url.pathname,
        query,
      })
    : undefined;
  return wrap<B, Q, P, StoreTenant<A, M> & { language: string }>(options, doc, answerKey, async (request) => {
    const target = decodeTarget(request.headers.get(TENANT_HEADER));
    if (target.surface !== "store") throw notFound("Not found.");
    const store = await findStore(target);
    if (!store) throw notFound("Store not found.");
    const tenant: Record<string, unknown> = { store, language: store.language };
    if (options.auth === "customer") {
      const token = await bearerToken(request);
      if (token.kind !== "CUSTOMER" || token.storeId !== store.id || !token.customer) throw unauthenticated();
      Object.assign(tenant, { customer: token.customer, tokenId: token.id });
    }
    if (options.currency) tenant.currency = resolveDisplayCurrency(store, request.headers.get(CURRENCY_HEADER));
    return tenant as StoreTenant<A, M> & { language: string };
  }, handler);
}

/** An administration API route, on the platform host, for a signed-in store owner. */
export function ownerRoute<B = undefined, Q = undefined, P = undefined>(
  options: Input<B, Q, P>,
  handler: Handler<Common & Parsed<B, Q, P> & OwnerTenant>,
) {
  const doc: RouteDoc = { ...options, surface: "platform", auth: "owner", currency: false, limitsFailures: false };
  return wrap<B, Q, P, OwnerTenant & { language: string }>(options, doc, undefined, async (request) => {
    requirePlatform(request);
    const token = await bearerToken(request);
    if (token.kind !== "OWNER" || !token.owner) throw unauthenticated();
    const { store, ...owner } = token.owner;
    return { owner, store, tokenId: token.id, language: store.language };
  }, handler);
}

/** An administration API route that needs no session (sign-in, health). */
export function platformRoute<B = undefined, Q = undefined, P = undefined>(
  options: Input<B, Q, P> & FailureLimit<B>,
  handler: Handler<Common & Parsed<B, Q, P>>,
) {
  const doc: RouteDoc = { ...options, surface: "platform", auth: "none", currency: false, limitsFailures: !!options.limitFailures };
  return wrap(options, doc, undefined, async (request) => {
    requirePlatform(request);
    return { language: "en" };
  }, handler);
}

function requirePlatform(request: Request) {
  if (decodeTarget(request.headers.get(TENANT_HEADER)).surface !== "platform") throw notFound("Not found.");
}

async function bearerToken(request: Request) {
  const secret = bearerSecret(request.headers.get("authorization"));
  const token = secret ? await findActiveToken(secret) : undefined;
  if (!token) throw unauthenticated();
  return token;
}

function wrap<B, Q, P, C extends { language: string }>(
  options: Input<B, Q, P> & FailureLimit<B>,
  doc: RouteDoc,
  answerKey: ((tenant: C, url: URL, origin: string, query: Q) => AnswerKey) | undefined,
  resolve: (request: Request) => Promise<C>,
  handler: Handler<Common & Parsed<B, Q, P> & C>,
): DocumentedHandler {
  const validateResponses = process.env.VALIDATE_RESPONSES === "true";
  const documented = validateResponses ? documentedAnswers(doc) : undefined;
  const route = async (request: Request, next: NextRouteContext): Promise<Response> => {
    const requestId = randomUUID();
    const started = performance.now();
    const url = new URL(request.url);
    let failureKey: string | undefined;
    let response: Response;
    try {
      const client = clientAddress(request);
      await consume(POLICIES.requests, client);
      const tenant = await resolve(request);
      const input = await parseInput(request, url, next, options, tenant.language);
      if (options.limitFailures) {
        failureKey = `${client}:${url.pathname}:${options.limitFailures(input.body as B)}`;
        await ensureNotExhausted(POLICIES.failedLogins, failureKey);
      }
      const origin = originOf(request, url);
      const key = answerKey?.(tenant, url, origin, input.query);
      const cached = key && cachedAnswer(key);
      if (cached) {
        response = jsonResponse(cached);
      } else {
        const result = await handler({ request, requestId, origin, ...input, ...tenant });
        if (validateResponses && options.response && !(result instanceof Response)) checkResponse(options.response, result);
        if (result instanceof Response) {
          response = result;
        } else {
          const json = JSON.stringify(result);
          if (key) keepAnswer(key, json);
          response = jsonResponse(json);
        }
      }
      if (failureKey) await reward(POLICIES.failedLogins, failureKey);
    } catch (error) {
      if (failureKey && error instanceof ApiError && error.status === 401) {
        await consume(POLICIES.failedLogins, failureKey).catch(() => {});
      }
      response = errorResponse(documented ? documented(error, request.method) : error, requestId, request);
    }
    response.headers.set("x-request-id", requestId);
    logger.info({ request_id: requestId, method: request.method, path: url.pathname, status: response.status, ms: Math.round(performance.now() - started) }, "request");
    return response;
  };
  return Object.assign(route, { doc });
}

/** What a route without a body schema accepts: nothing, or an empty object. */
const NO_BODY = z.strictObject({});

/** Params, query and body, each checked by its schema; all their faults are reported together. */
async function parseInput<B, Q, P>(request: Request, url: URL, route: NextRouteContext, options: Input<B, Q, P>, language: string) {
  const issues: z.core.$ZodIssue[] = [];
  const parse = <T>(schema: Schema<T> | undefined, value: unknown): T => {
    if (!schema) return undefined as T;
    issues.push(...nulCharacters(value));
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    issues.push(...parsed.error.issues);
    return undefined as T;
  };
  const params = parse(options.params, await route.params);
  const query = parse(options.query, Object.fromEntries(url.searchParams));
  let body = undefined as B;
  if (!options.ignoreBody && readsBodyOn(request.method)) {
    // A route that takes no body still reads one, so that broken JSON, too much, or fields it
    // does not take are refused (400, 413, 422) instead of acted on as if nothing had been sent.
    const raw = await readBody(request, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, language);
    const sent = await parseBody(raw, request.headers.get("content-type"), options.multipart ?? false, language);
    if (!options.body) parse(NO_BODY, sent);
    body = parse(options.body, sent);
  }
  if (issues.length) throw validationError(issues, language);
  return { body, query, params };
}

/**
 * PostgreSQL text cannot hold U+0000: a string sent with one would fail in the database (a 500).
 * Refused here, for every route, as the field it came in.
 */
function nulCharacters(value: unknown, path: PropertyKey[] = []): z.core.$ZodIssue[] {
  if (typeof value === "string") {
    return value.includes("\u0000") ? [{ code: "custom", path, message: "It contains a NUL character", input: value }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => nulCharacters(item, [...path, i]));
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).flatMap(([key, item]) => nulCharacters(item, [...path, key]));
  }
  return [];
}

// What Response.json gives, from JSON text already written.
const jsonResponse = (json: string) => new Response(json, { headers: { "content-type": "application/json" } });

class ResponseContractError extends Error {
  override name = "ResponseContractError";
}

function checkResponse(schema: z.ZodType, result: unknown) {
  const checked = schema.safeParse(result);
  if (!checked.success) {
    const where = checked.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new ResponseContractError(`answer does not match its contract schema: ${where}`);
  }
}

/**
 * The test server's check of refusals: one whose status the route's reference does not list, whose
 * body is not the one listed, or that the route does not name among its `refusals` (its reference
 * would not describe it), becomes a ResponseContractError (a logged 500).
 */
function documentedAnswers(doc: RouteDoc) {
  const byMethod = new Map<string, Map<number, ErrorAnswer>>();
  return (error: unknown, requestMethod: string): unknown => {
    if (!(error instanceof ApiError)) return error;
    const method = requestMethod === "HEAD" ? "GET" : requestMethod;
    let answers = byMethod.get(method);
    if (!answers) byMethod.set(method, (answers = errorAnswers(doc, method)));
    const answer = answers.get(error.status);
    if (!answer) return new ResponseContractError(`${error.status} "${error.message}" is not among the answers documented for ${method}`);
    const checked = answer.body.safeParse(error.body());
    if (!checked.success) return new ResponseContractError(`the ${error.status} "${error.message}" is not the body documented for it`);
    if (error.declaredAs && !doc.refusals?.includes(error.declaredAs)) return new ResponseContractError(`"${error.message}" is a refusal the route does not name`);
    return error;
  };
}

/** An error as its documented answer; anything unexpected is logged and becomes a 500 with the request id. */
export function errorResponse(error: unknown, requestId: string, request: { method: string; url: string }): Response {
  if (error instanceof ApiError) return Response.json(error.body(), { status: error.status, headers: error.headers });
  logger.error({ request_id: requestId, method: request.method, url: request.url, err: error }, "unhandled error");
  const body: z.infer<typeof unexpectedErrorBody> = { success: false, message: "Something went wrong on our side. Please try again.", request_id: requestId };
  return Response.json(body, { status: 500 });
}

function originOf(request: Request, url: URL): string {
  const host = request.headers.get("host") ?? url.host;
  const proto = env().TRUST_PROXY ? (request.headers.get("x-forwarded-proto") ?? "http") : url.protocol.replace(":", "");
  return `${proto}://${host}`;
}

/**
 * The client's address, for rate limits. scripts/serve.ts appends the socket's peer last; behind
 * a trusted reverse proxy the client is the entry that proxy appended just before it.
 */
function clientAddress(request: Request): string {
  const forwarded = (request.headers.get("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const address = env().TRUST_PROXY ? (forwarded.at(-2) ?? forwarded.at(-1)) : forwarded.at(-1);
  return address ?? "unknown";
}
