import { recordWrite } from "../audit/record-write";
import { DomainError, notFound } from "../core/errors";
import { catalogLanguage } from "../catalog/translations";
import type { Language } from "../i18n/messages";
import { CURRENCY_HEADER, resolveDisplayCurrency, type DisplayCurrency } from "../money/currency";
import { findStore, type StoreWithCurrencies } from "../tenancy/find-store";
import { decodeTarget, TENANT_HEADER } from "../tenancy/resolve-host";
import { keyOfAnswer, type Cached } from "./answer-cache";
import { requireOpenStore, requireWritableStore } from "../stores/suspension";
import {
  authenticateCustomer,
  authenticateOperator,
  authenticateOwner,
  optionallyAuthenticateCustomer,
  type CustomerSession,
  type OperatorSession,
  type OwnerSession,
} from "./authenticate";
import type { Input } from "./input";
import { READS, wrap, type Common, type Handler, type Surface } from "./pipeline";
import { permissionOf, type AdminAuth, type FailureLimit, type NeedsPermission, type RouteDoc, type RouteOptions, type StoreAuth } from "./route-doc";
import { can, type Area } from "../staff/roles";
import { staffMessages } from "../staff/messages";

// Every route handler is made here, by the constructor of its surface: the customer API of each
// store (`storeRoute`) and the administration API of the platform (`adminRoute`). Each does the
// tenant and authenticate steps its way; every other step is the pipeline's (lib/api/pipeline.ts),
// run by what the route declares (lib/api/route-doc.ts).

type StoreSession<A extends StoreAuth> = A extends "customer" ? CustomerSession : A extends "optional" ? Partial<CustomerSession> : object;
type StoreContext<A extends StoreAuth, M extends boolean, T extends boolean> = { store: StoreWithCurrencies } & StoreSession<A> &
  (M extends true ? { currency: DisplayCurrency } : object) &
  (T extends true ? { catalogLanguage: Language } : object);
type AdminContext<A extends AdminAuth> = A extends "owner" ? OwnerSession : A extends "operator" ? OperatorSession : object;

/**
 * A customer API route, on a store host. `currency: true` prices the answer in the `store-currency`
 * header's currency. `translates: true` shows the catalogue in the language `Accept-Language` asks
 * (`catalogLanguage`; the store's own by default). `cached` (public catalog reads only) keeps its answers until the store's
 * catalog changes, or its catalog or its stock for answers that show stock (lib/api/answer-cache.ts);
 * a function of the parsed query says which for a list whose parameters may make it depend on stock.
 */
export function storeRoute<A extends StoreAuth = "none", M extends boolean = false, T extends boolean = false, B = undefined, Q = undefined, P = undefined>(
  options: RouteOptions<B, Q, P> &
    FailureLimit<B, StoreContext<A, M, T>> & {
      auth?: A;
      currency?: M;
      translates?: T;
      cached?: A extends "none" ? Cached | ((query: Q) => Cached) : never;
    },
  handler: Handler<Common & Input<B, Q, P> & StoreContext<A, M, T>>,
) {
  const doc: RouteDoc = {
    ...options,
    surface: "store",
    auth: options.auth ?? "none",
    currency: options.currency ?? false,
    translates: options.translates ?? false,
    limitsFailures: !!options.limitFailures,
    accountPolicy: options.accountBudget?.policy,
  };
  type Tenant = { store: StoreWithCurrencies; currency?: DisplayCurrency; catalogLanguage?: Language } & Partial<CustomerSession>;
  const surface: Surface<Tenant> = {
    async tenant(request) {
      const store = await storeOfHost(request);
      requireOpenStore(store);
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
      if (options.translates) tenant.catalogLanguage = catalogLanguage(request.headers.get("accept-language"), tenant.store.language);
    },
  };
  const { cached } = options;
  const answerKey = cached
    ? (tenant: Tenant, url: URL, origin: string, query: unknown) =>
        keyOfAnswer(
          "store",
          typeof cached === "function" ? cached(query as Q) : cached,
          tenant.store,
          `${tenant.currency?.code ?? ""}/${tenant.catalogLanguage ?? ""}`,
          origin,
          url,
          query,
        )
    : undefined;
  // A customer's records are found by the keys the contract gives them, in their handlers: no store route declares `owned`.
  return wrap(options as RouteOptions<B, Q, P, Tenant> & FailureLimit<B, Tenant>, doc, surface, answerKey, handler as Handler<unknown>);
}

/**
 * An administration API route, on the platform host: for a signed-in store owner (the default),
 * for the platform's operator (`auth: "operator"`, the console's routes), or with `auth: "none"`
 * for the few that need no session (sign-in, health). `cached`, for an
 * owner's reads of the catalog or of the orders, keeps answers as a store route's are: what they
 * show is the store's whoever of its owners asks, and the owner's session brings the store's versions.
 */
export function adminRoute<A extends AdminAuth = "owner", B = undefined, Q = undefined, P = undefined>(
  options: RouteOptions<B, Q, P, AdminContext<A>> &
    FailureLimit<B, AdminContext<A>> & {
      auth?: A;
      cached?: A extends "owner" ? Cached : never;
      /** A write a suspended store's owner may still make (signing out). */
      whileSuspended?: A extends "owner" ? true : never;
    } & (A extends "owner" ? NeedsPermission : { permission?: never }),
  handler: Handler<Common & Input<B, Q, P> & AdminContext<A>>,
) {
  const auth = options.auth ?? "owner";
  const { permission, writes } = options as Partial<NeedsPermission>;
  const doc: RouteDoc = {
    ...options,
    surface: "admin",
    auth,
    currency: false,
    limitsFailures: !!options.limitFailures,
    accountPolicy: options.accountBudget?.policy,
  };
  const surface: Surface<Partial<OwnerSession & OperatorSession>> = {
    async tenant(request) {
      requirePlatform(request);
      if (auth === "none") return { language: "en" };
      if (auth === "operator") return { ...(await authenticateOperator(request)), language: "en" };
      const session = await authenticateOwner(request);
      // A suspended store's owner reads; every write is refused with the operator's reason.
      if (!READS.has(request.method) && !options.whileSuspended) requireWritableStore(session.store);
      return { ...session, language: session.store.language };
    },
    accounts: () => "platform",
    authorize: permission ? ({ owner, store }, method) => refuseUnless(owner!, store!, permissionOf({ permission, writes }, method)!) : undefined,
    audit: auth === "owner" ? ({ owner, store }, write) => recordWrite(store!, { ownerId: owner!.id, actorEmail: owner!.email, ...write }) : undefined,
  };
  const { cached } = options;
  const answerKey = cached
    ? (tenant: Partial<OwnerSession & OperatorSession>, url: URL, origin: string, query: unknown) =>
        keyOfAnswer("admin", cached, tenant.store!, "", origin, url, query)
    : undefined;
  // The surface's tenant is the handler's context: the owner's session when `auth` is "owner".
  return wrap(
    options as RouteOptions<B, Q, P, Partial<OwnerSession & OperatorSession>> & FailureLimit<B, Partial<OwnerSession & OperatorSession>>,
    doc,
    surface,
    answerKey,
    handler as Handler<unknown>,
  );
}

/** Step 4 on the platform host: the person's role must allow what the route declares (403 in the store's language). */
function refuseUnless(owner: OwnerSession["owner"], store: OwnerSession["store"], permission: `${Area}:${"read" | "write"}`) {
  const [area, access] = permission.split(":") as [Area, "read" | "write"];
  if (!can(owner.role, area, access)) throw new DomainError("forbidden", staffMessages(store.language, "forbidden"));
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
