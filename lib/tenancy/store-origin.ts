import type { Store } from "../db/generated/client";

/**
 * A store's address as seen from the platform's (`http://localhost:3000` gives
 * `http://demo.localhost:3000`): where the administration API's answers point for the store's
 * pages and files.
 */
export function storeOrigin(store: Pick<Store, "subdomain">, platformOrigin: string): string {
  const origin = new URL(platformOrigin);
  return `${origin.protocol}//${store.subdomain}.${origin.host}`;
}
