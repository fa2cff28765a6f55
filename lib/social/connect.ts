import { createHash, randomBytes } from "node:crypto";
import { refusal } from "../core/errors";
import { seal, open } from "../crypto/secret-box";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { env } from "../env";
import { logger } from "../log";
import { listConnections } from "./accounts";
import { graph, GraphError, loginDialogUrl } from "./graph";
import { socialMessages } from "./messages";
import { facebookNotConfigured } from "./publish";

// Connecting a store's Facebook pages and the Instagram business accounts linked to them, as
// Facebook Login's server-side flow goes: the owner is sent to the dialog with a `state` that
// names the store (kept hashed, used once, for ten minutes); the browser comes back to the
// callback with a code, exchanged for a user token, then a long-lived one (about 60 days), which
// reads the owner's pages with their page tokens. Every token is sealed before it is stored.

const STATE_TTL_MS = 10 * 60_000;
/** What publishing needs: listing the pages, posting on them, and Instagram's content publishing. */
export const FACEBOOK_SCOPES = ["pages_show_list", "pages_manage_posts", "pages_read_engagement", "instagram_basic", "instagram_content_publish"];

export const badState = refusal("forbidden", "The `state` is unknown, expired or used already: nothing is connected");
export const facebookRefused = refusal("bad_gateway", "Facebook refused the code or could not be reached: nothing is connected");
export const connectionDeclined = refusal("bad_request", "Facebook sent the owner back without a code (permissions not granted): nothing is connected");

const hashOf = (state: string) => createHash("sha256").update(state).digest("hex");
const callbackUrl = (origin: string) => `${origin}/api/facebook/callback`;

function appCredentials(language: string) {
  const { FACEBOOK_APP_ID: id, FACEBOOK_APP_SECRET: secret } = env();
  if (!id || !secret) throw facebookNotConfigured.error(socialMessages(language, "notConfigured"));
  return { id, secret };
}

/** The Login dialog's address for this store; `origin`: the platform host the owner called, where the browser comes back. */
export async function facebookConnectUrl(store: Store, { origin }: { origin: string }) {
  const app = appCredentials(store.language);
  const state = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db().$transaction([
    db().oAuthState.deleteMany({ where: { expiresAt: { lt: new Date(now) } } }),
    db().oAuthState.create({ data: { storeId: store.id, stateHash: hashOf(state), expiresAt: new Date(now + STATE_TTL_MS) } }),
  ]);
  const url = loginDialogUrl({ client_id: app.id, redirect_uri: callbackUrl(origin), state, scope: FACEBOOK_SCOPES.join(","), response_type: "code" });
  return { url, expires_in: STATE_TTL_MS / 1000 };
}

/** The store the state was made for, once: a state unknown, expired or already used is refused. */
async function claimState(state: string) {
  const row = await db().oAuthState.findUnique({ where: { stateHash: hashOf(state) }, select: { id: true, storeId: true, expiresAt: true } });
  // Deleting it is the claim: of two callbacks with one state, one deletes it.
  const claimed = row && (await db().oAuthState.deleteMany({ where: { id: row.id } })).count === 1;
  if (!row || !claimed || row.expiresAt <= new Date()) throw badState.error(socialMessages("en", "badState"));
  const store = await db().store.findUnique({ where: { id: row.storeId } });
  if (!store) throw badState.error(socialMessages("en", "badState"));
  return store;
}

type Token = { access_token: string; expires_in?: number };
type Page = {
  id: string;
  name: string;
  access_token: string;
  picture?: { data?: { url?: string } };
  instagram_business_account?: { id: string; username?: string };
};

/** Where Facebook sends the owner back: the code exchanged, the owner's pages and Instagram accounts stored, the store's connections answered. */
export async function facebookCallback(input: { origin: string; state: string; code?: string }) {
  const store = await claimState(input.state);
  if (!input.code) throw connectionDeclined.error(socialMessages(store.language, "declined"));
  const app = appCredentials(store.language);
  const found = await readAccounts(app, input.origin, input.code).catch((error: unknown) => {
    throw error instanceof GraphError ? facebookRefused.error(`Facebook: ${error.message}`) : error;
  });
  await storeConnection(store, found);
  return listConnections(store);
}

/** The code exchanged for a long-lived user token, which reads the owner and their pages. */
async function readAccounts(app: { id: string; secret: string }, origin: string, code: string) {
  const short = await graph<Token>("GET", "oauth/access_token", { client_id: app.id, client_secret: app.secret, redirect_uri: callbackUrl(origin), code });
  const long = await graph<Token>("GET", "oauth/access_token", {
    grant_type: "fb_exchange_token",
    client_id: app.id,
    client_secret: app.secret,
    fb_exchange_token: short.access_token,
  });
  const token = long.access_token;
  const me = await graph<{ id: string; name: string }>("GET", "me", { fields: "id,name", access_token: token });
  const pages = await graph<{ data: Page[] }>("GET", "me/accounts", {
    fields: "id,name,access_token,picture{url},instagram_business_account{id,username}",
    limit: "100",
    access_token: token,
  });
  return { me, token, expiresAt: long.expires_in ? new Date(Date.now() + long.expires_in * 1000) : null, pages: pages.data };
}

async function storeConnection(store: Store, found: { me: { id: string; name: string }; token: string; expiresAt: Date | null; pages: Page[] }) {
  const sealed = seal(found.token);
  const account = { accessToken: sealed, expiresAt: found.expiresAt, needsReconnect: false };
  await db().$transaction(async (tx) => {
    const connection = await tx.platformConnection.upsert({
      where: { storeId_target_accountId: { storeId: store.id, target: "FACEBOOK", accountId: found.me.id } },
      create: { storeId: store.id, target: "FACEBOOK", accountId: found.me.id, accountName: found.me.name, ...account },
      update: { accountName: found.me.name, ...account },
      select: { id: true },
    });
    // Pages are updated in place: the jobs scheduled on them keep them.
    for (const page of found.pages) {
      const fields = {
        connectionId: connection.id,
        name: page.name,
        accessToken: seal(page.access_token),
        instagramAccountId: page.instagram_business_account?.id ?? null,
        imageUrl: page.picture?.data?.url ?? null,
      };
      await tx.facebookPage.upsert({
        where: { storeId_pageId: { storeId: store.id, pageId: page.id } },
        create: { storeId: store.id, pageId: page.id, ...fields },
        update: fields,
      });
    }
    await tx.facebookPage.deleteMany({ where: { storeId: store.id, connectionId: connection.id, pageId: { notIn: found.pages.map((page) => page.id) } } });
    const instagram = found.pages.flatMap((page) => (page.instagram_business_account ? [page.instagram_business_account] : []));
    for (const ig of instagram) {
      await tx.platformConnection.upsert({
        where: { storeId_target_accountId: { storeId: store.id, target: "INSTAGRAM", accountId: ig.id } },
        create: { storeId: store.id, target: "INSTAGRAM", accountId: ig.id, accountName: ig.username ?? ig.id, ...account },
        update: { accountName: ig.username ?? ig.id, ...account },
      });
    }
    await tx.platformConnection.deleteMany({ where: { storeId: store.id, target: "INSTAGRAM", accountId: { notIn: instagram.map((ig) => ig.id) } } });
  });
}

/** The app's permissions revoked on Facebook (when its token still works), then every account and page of the store deleted. */
export async function disconnectFacebook(store: Store) {
  const connections = await db().platformConnection.findMany({ where: { storeId: store.id, target: "FACEBOOK" }, select: { accessToken: true } });
  for (const connection of connections) {
    // A token already dead has nothing left to revoke: the accounts go all the same.
    await graph("DELETE", "me/permissions", { access_token: open(connection.accessToken) }).catch((error: Error) =>
      logger.warn({ store_id: store.id, err: error.message }, "Facebook permissions not revoked"),
    );
  }
  await db().platformConnection.deleteMany({ where: { storeId: store.id } });
  return { message: socialMessages(store.language, "disconnected") };
}
