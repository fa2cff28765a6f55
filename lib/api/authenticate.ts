import { bearerSecret, findCustomerByToken, findOwnerByToken } from "../auth/tokens";
import type { Customer, Operator, Owner, Store } from "../db/generated/client";
import { findOperatorBySession } from "../operators/sign-in";
import { unauthenticated } from "../core/errors";

// The wrapper's authentication step: the bearer token of the request, and who holds it. Any
// token that is missing, unknown, expired, revoked, of a disabled account, of the other kind or
// of another store is the same 401, so that a client learns nothing of tokens it does not hold.

/** `token` is the bearer secret the request came with (logout revokes it). */
export type CustomerSession = { customer: Customer; token: string };
export type OwnerSession = { owner: Owner; store: Store; token: string };

function secretOf(request: Request): string {
  const secret = bearerSecret(request.headers.get("authorization"));
  if (!secret) throw unauthenticated();
  return secret;
}

/** The customer of `store` holding the request's token. */
export async function authenticateCustomer(request: Request, store: Store): Promise<CustomerSession> {
  const token = secretOf(request);
  const customer = await findCustomerByToken(store, { secret: token });
  if (!customer) throw unauthenticated();
  return { customer, token };
}

/**
 * For routes a shopper may call signed in or not: without an Authorization header, nobody; with
 * one, it must be a valid token of the store's customer (401 otherwise), never quietly ignored.
 */
export async function optionallyAuthenticateCustomer(request: Request, store: Store): Promise<Partial<CustomerSession>> {
  return request.headers.has("authorization") ? authenticateCustomer(request, store) : {};
}

/** The store owner holding the request's token, with their store. */
export async function authenticateOwner(request: Request): Promise<OwnerSession> {
  const token = secretOf(request);
  const found = await findOwnerByToken(token);
  if (!found) throw unauthenticated();
  const { store, ...owner } = found;
  return { owner, store, token };
}

export type OperatorSession = { operator: Operator; token: string };

/** The console keeps its session in this cookie (httpOnly, SameSite=Strict), or a client sends it as a bearer token. */
export const OPERATOR_COOKIE = "operator_session";

/** The platform's operator holding the request's session: an owner's or a customer's token is a 401 here. */
export async function authenticateOperator(request: Request): Promise<OperatorSession> {
  const cookie = new RegExp(`(?:^|;\\s*)${OPERATOR_COOKIE}=([^;]+)`).exec(request.headers.get("cookie") ?? "")?.[1];
  const token = bearerSecret(request.headers.get("authorization")) ?? cookie;
  const operator = token ? await findOperatorBySession(token) : undefined;
  if (!operator) throw unauthenticated();
  return { operator, token: token! };
}

/** The console's session cookie: for the platform host only, never read by scripts nor sent by another site's page. */
export function operatorCookie(token: string, expiresAt: Date | undefined, https: boolean): string {
  const lifetime = expiresAt ? `Expires=${expiresAt.toUTCString()}` : "Max-Age=0";
  return `${OPERATOR_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; ${lifetime}${https ? "; Secure" : ""}`;
}
