import { createHmac } from "node:crypto";
import type { AuthOptions, Session } from "next-auth";
import { getServerSession } from "next-auth";
import type { JWT } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import { headers } from "next/headers";
import { findOwnerByToken } from "../auth/tokens";
import { clientScheme, platformOrigin } from "./client";
import { sameOriginPath } from "./same-origin-path";
import { env, reloadEnv } from "../env";
import { logger } from "../log";
import { AUTH_PATH } from "../dashboard/paths";
import type { DashboardStore, SecondStepDue } from "../dashboard/session-types";

// The owner's session: next-auth's encrypted JWT in an httpOnly cookie holds the administration
// API's token, which only the server reads (the forwarder, server components). The browser's
// session answer (/auth/session) carries the owner's name and store, never the token.

/** next-auth's key, derived from the secret the app already keeps, so that no new setting is needed. */
function sessionSecret(): string {
  const secret = env().APP_SECRET;
  if (!secret) throw new Error("APP_SECRET is not set: start the app with scripts/start.ts, which generates one");
  return createHmac("sha256", secret).update("dashboard session").digest("base64url");
}

/** A call of the dashboard's server to the administration API, answered as JSON (lib/api/dashboard-forwarder.ts makes it). */
export type AdminJson = <T = unknown>(call: { method: string; path: string; token?: string; body?: unknown }) => Promise<{ status: number; body: T }>;

type SignedIn = { success: true; token: string; user: { name: string; email: string } };
/** `/login`'s answer when the account has two-factor sign-in, or its store requires it of an account without. */
type SecondStepAsked = { success: true; two_factor_required?: true; two_factor_setup_required?: true; challenge: string };
type Refusal = { success: false; message: string; errors?: Record<string, string[]> };

/** A refusal thrown as JSON: next-auth hands a thrown message to the page (signIn's `error`). */
function refused(body: Refusal): never {
  throw new Error(JSON.stringify({ message: body.message, errors: body.errors ?? {} }));
}
type UserAnswer = { store: Omit<DashboardStore, "role">; user: { role: DashboardStore["role"] } };

/** Where an owner lands once signed in. */
const DASHBOARD_HOME = "/dashboard";

/** The fields of a sign-up, as the register page posts them to next-auth. */
const SIGN_UP_FIELDS = ["name", "email", "password", "store_name", "subdomain", "language", "country", "currency", "timezone"] as const;

async function signIn(api: AdminJson, email: string, password: string) {
  const login = await api<SignedIn | SecondStepAsked | Refusal>({ method: "POST", path: "/login", body: { email, password } });
  if (login.status !== 200 || !login.body.success) return null;
  return sessionOrSecondStep(api, login.body);
}

/** A proven password's answer: the session, or the second step thrown to the page as JSON (signIn's `error`). */
function sessionOrSecondStep(api: AdminJson, body: SignedIn | SecondStepAsked) {
  if ("challenge" in body) {
    const due: SecondStepDue = { two_factor: body.two_factor_required ? "code" : "setup", challenge: body.challenge };
    throw new Error(JSON.stringify(due));
  }
  return openSession(api, body);
}

/** The second step of such a sign-in: a code (`/login/two-factor`), or the enrolment the store requires confirmed (`/login/two-factor/enable`). */
async function secondStep(api: AdminJson, path: string, credentials: Record<string, string> | undefined) {
  const answer = await api<SignedIn | Refusal>({ method: "POST", path, body: { challenge: credentials?.challenge ?? "", code: credentials?.code ?? "" } });
  return answer.body.success ? openSession(api, answer.body) : refused(answer.body);
}

/** An invitation accepted (`/accept-invitation`), signed in at once; a refusal thrown as a sign-up's is. */
async function acceptInvitation(api: AdminJson, credentials: Record<string, string> | undefined) {
  const body = Object.fromEntries(["token", "name", "password", "password_confirmation"].map((field) => [field, credentials?.[field] ?? ""]));
  const answer = await api<SignedIn | SecondStepAsked | Refusal>({ method: "POST", path: "/accept-invitation", body });
  return answer.body.success ? sessionOrSecondStep(api, answer.body) : refused(answer.body);
}

/**
 * A new store and its owner (`/register`), signed in at once. A refusal is thrown with its field
 * errors as JSON: next-auth hands a thrown message to the page (signIn's `error`).
 */
async function signUp(api: AdminJson, credentials: Record<string, string> | undefined) {
  const body = Object.fromEntries(SIGN_UP_FIELDS.filter((field) => credentials?.[field]).map((field) => [field, credentials![field]]));
  const answer = await api<SignedIn | Refusal>({ method: "POST", path: "/register", body });
  return answer.body.success ? openSession(api, answer.body) : refused(answer.body);
}

/** The store as the session carries it: what the frame shows and the page's default language. */
async function sessionStore(api: AdminJson, token: string): Promise<DashboardStore> {
  const account = await api<UserAnswer>({ method: "GET", path: "/user", token });
  const { id, name, subdomain, url, language, default_currency } = account.body.store;
  return { id, name, subdomain, url, language, default_currency, role: account.body.user.role };
}

async function openSession(api: AdminJson, { token, user }: SignedIn) {
  return {
    id: user.email,
    name: user.name,
    email: user.email,
    apiToken: token,
    // The API's token lives this long from now; the session ends with it.
    apiTokenExpires: Date.now() + env().ACCESS_TOKEN_TTL_SECONDS * 1000,
    store: await sessionStore(api, token),
  };
}

/** Why a session is over: its API token expired or was revoked. How sessions end, not a fault. */
class SessionEnded extends Error {
  override name = "SessionEnded";
}

// next-auth's log lines as ours (JSON, LOG_LEVEL). It reports a session it ended as an error
// (JWT_SESSION_ERROR, with a stack): each "Sign out everywhere" or expired token would read as one.
const sessionLogger: AuthOptions["logger"] = {
  error(code, metadata) {
    const error = metadata instanceof Error ? metadata : metadata.error;
    if (error instanceof SessionEnded) logger.info({ code, reason: error.message }, "dashboard session ended");
    else logger.error({ code, err: error }, "dashboard session error");
  },
};

/** The session's options: enough to read a session (server components, the forwarder). */
function sessionOptions(https: boolean): AuthOptions {
  return {
    secret: sessionSecret(),
    useSecureCookies: https,
    session: { strategy: "jwt", maxAge: env().ACCESS_TOKEN_TTL_SECONDS },
    pages: { signIn: "/sign-in", error: "/sign-in" },
    providers: [],
    logger: sessionLogger,
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const signedIn = user as Awaited<ReturnType<typeof openSession>>;
          return { ...token, apiToken: signedIn.apiToken, apiTokenExpires: signedIn.apiTokenExpires, store: signedIn.store };
        }
        // Thrown, next-auth clears the cookie: the session is over when the API's token is, expired
        // or revoked ("Sign out everywhere", a password changed or reset elsewhere).
        if (typeof token.apiTokenExpires !== "number" || token.apiTokenExpires <= Date.now()) throw new SessionEnded("the API token has expired");
        const owner = typeof token.apiToken === "string" ? await findOwnerByToken(token.apiToken) : undefined;
        if (!owner) throw new SessionEnded("the API token is revoked");
        // The row is read on every session read anyway: a role changed by the owner reaches the
        // dashboard on the person's next page, without a new sign-in (the API checks it regardless).
        const store = token.store as DashboardStore;
        return store.role === owner.role ? token : { ...token, store: { ...store, role: owner.role } };
      },
      session({ session, token }) {
        return { ...session, store: token.store as DashboardStore };
      },
      // Where next-auth sends the browser (its `callbackUrl`): a path of the platform, else the
      // dashboard; a value that is no URL is refused here rather than failing in next-auth.
      redirect({ url, baseUrl }) {
        return `${baseUrl}${sameOriginPath(url, baseUrl) ?? DASHBOARD_HOME}`;
      },
    },
  };
}

/** next-auth's route: signing in, up and out through the administration API (`api`, called in this process). */
export function authOptions(https: boolean, api: AdminJson): AuthOptions {
  const options = sessionOptions(https);
  return {
    ...options,
    callbacks: {
      ...options.callbacks,
      // The browser's `update()` after the owner changed the store's settings (its name, language,
      // default currency): the store is read again from the API, never taken from the browser.
      async jwt(params) {
        const token = await options.callbacks!.jwt!(params);
        if (params.trigger !== "update" || typeof token.apiToken !== "string") return token;
        return { ...token, store: await sessionStore(api, token.apiToken) };
      },
    },
    providers: [
      CredentialsProvider({
        credentials: { email: { type: "email" }, password: { type: "password" } },
        authorize: (credentials) => (credentials?.email && credentials.password ? signIn(api, credentials.email, credentials.password) : null),
      }),
      CredentialsProvider({ id: "register", credentials: {}, authorize: (credentials) => signUp(api, credentials as Record<string, string>) }),
      CredentialsProvider({ id: "two-factor", credentials: {}, authorize: (credentials) => secondStep(api, "/login/two-factor", credentials) }),
      CredentialsProvider({ id: "two-factor-enrol", credentials: {}, authorize: (credentials) => secondStep(api, "/login/two-factor/enable", credentials) }),
      CredentialsProvider({ id: "invitation", credentials: {}, authorize: (credentials) => acceptInvitation(api, credentials as Record<string, string>) }),
    ],
    events: {
      async signOut({ token }) {
        if (typeof token?.apiToken === "string") await api({ method: "POST", path: "/logout", token: token.apiToken });
      },
    },
  };
}

let announced: string | undefined;

/**
 * next-auth 4 takes its public address (and so its base path, and the origin its redirects are
 * checked against) from NEXTAUTH_URL only. It is the platform's configured origin, never the
 * request's Host: the platform surface answers any IP address as a Host too, and `Host: 6.6.6.6`
 * must not send the next owner who signs in there. reloadEnv is the one way this app writes the
 * environment; the scheme may differ between requests (a proxy of ours says which). Before every
 * use of next-auth: its route, and a page reading the session (which warns without it).
 */
export function announceAuthOrigin(forwardedProto: string | null): void {
  const url = `${platformOrigin(forwardedProto)}${AUTH_PATH}`;
  if (url !== announced) reloadEnv({ NEXTAUTH_URL: (announced = url) });
}

/** The signed-in owner of this request, or null. */
export async function dashboardSession(): Promise<(Session & { store: DashboardStore }) | null> {
  const proto = (await headers()).get("x-forwarded-proto");
  announceAuthOrigin(proto);
  // Over HTTPS (through a trusted proxy) the session's cookie has another name.
  return (await getServerSession(sessionOptions(clientScheme(proto) === "https"))) as (Session & { store: DashboardStore }) | null;
}

/** The API token of this request's session (server side only), or null. */
export async function sessionApiToken(request: Request, https: boolean): Promise<string | null> {
  const { getToken } = await import("next-auth/jwt");
  const token: JWT | null = await getToken({ req: request as never, secret: sessionSecret(), secureCookie: https });
  if (!token || typeof token.apiToken !== "string" || typeof token.apiTokenExpires !== "number" || token.apiTokenExpires <= Date.now()) return null;
  return token.apiToken;
}
