import type { z } from "zod";
import type { Refusal } from "../core/errors";
import type { Access, Area, Permission } from "../staff/roles";
import type { InputOptions } from "./input";
import type { Policy } from "./rate-limit";

// What a route declares of itself: its input, its answers and its limits. The wrapper runs by it
// (lib/api/pipeline.ts), the API reference is written from it (lib/api/openapi.ts), and the door
// dispatches by it (lib/api/route-dispatch.ts); none of them needs the others for it.

/** 303: a handler that sends the browser on answers with `redirectAnswer`. */
export type SuccessStatus = 200 | 201 | 202 | 204 | 303;

export type RouteOptions<B, Q, P, C = never> = InputOptions<B, Q, P, C> & {
  /** One line for the API reference. */
  summary?: string;
  /** The success status: 200, 201 for a create, 202 for work queued, 204 for an answer without a body. */
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
export type FailureLimit<B, C = unknown> = {
  limitFailures?: (body: B) => string;
  /**
   * A budget per account of the route's own, beyond `budget`'s per address: each well-formed
   * request takes a point from the account it names, by its body (an e-mail) or its session (429 past it).
   */
  accountBudget?: { policy: Policy; account: (body: B, session: C) => string };
};

/** "optional": a shopper signed in or not; a token that is sent must be valid (401 otherwise). */
export type StoreAuth = "none" | "customer" | "optional";
/** "operator": the platform's operator, by the console's session (lib/operators), never an owner's token. */
export type AdminAuth = "none" | "owner" | "operator";

/**
 * What a signed-in person's role must allow for an administration route (lib/staff/roles.ts): the
 * read of its area on a GET, the write on any other method, or on a GET that changes something
 * (`writes`). Required of every route that needs a session, so that none is left open by forgetting.
 */
export type NeedsPermission = { permission: Area; writes?: boolean };

/** The permission a route's method needs. */
export function permissionOf(doc: Pick<RouteDoc, "permission" | "writes">, method: string): Permission | undefined {
  if (!doc.permission) return undefined;
  const access: Access = method === "GET" && !doc.writes ? "read" : "write";
  return `${doc.permission}:${access}`;
}

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
  /** The answer shows the catalogue in the language `Accept-Language` asks (lib/catalog/translations.ts). */
  translates?: boolean;
  /** Failed sign-ins are counted (a 429 past the budget). */
  limitsFailures: boolean;
  /** The budget per account, if the route has one. */
  accountPolicy?: Policy;
  /** An owner's write a suspended store still takes (signing out). */
  whileSuspended?: boolean;
} & Partial<NeedsPermission>;

export type NextRouteContext = { params: Promise<Record<string, string | string[]>> };
export type DocumentedHandler = ((request: Request, route: NextRouteContext) => Promise<Response>) & { doc: RouteDoc };

export const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];
/** What a route file exports: a handler per method. */
export type RouteModule = Partial<Record<RouteMethod, DocumentedHandler>>;
