import { db, type Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { env } from "../env";

/**
 * A store's address as seen from the platform's (`http://localhost:3000` gives
 * `http://demo.localhost:3000`): where the administration API's answers point for the store's
 * pages and files.
 */
export function storeOrigin(store: Pick<Store, "subdomain">, platformOrigin: string): string {
  const origin = new URL(platformOrigin);
  return `${origin.protocol}//${store.subdomain}.${origin.host}`;
}

/**
 * Where a shopper reaches the store from an e-mail, with no request to take a host from: its
 * verified custom domain, else its subdomain of ROOT_DOMAIN, over https. `client`: the
 * transaction asking, when one is open (the embedded database serves one at a time).
 */
export async function mailedStoreOrigin(store: Pick<Store, "id" | "subdomain">, client: Tx = db()): Promise<string> {
  const domain = await client.storeDomain.findUnique({ where: { storeId: store.id }, select: { verifiedDomain: true } });
  return `https://${domain?.verifiedDomain ?? `${store.subdomain}.${env().ROOT_DOMAIN}`}`;
}
