import { redirect } from "next/navigation";
import { findCustomerByToken } from "../auth/tokens";
import { currentStore } from "../tenancy/current-store";
import { signInPath } from "./return-path";
import { shopperToken } from "./session";

// For the storefront's server-rendered account and checkout pages: the signed-in shopper, found
// by the token of the httpOnly cookie exactly as the API's authentication finds it (a token that
// expired, was revoked or is another store's is nobody).

export async function currentShopper() {
  const [store, token] = await Promise.all([currentStore(), shopperToken()]);
  if (!store || !token) return undefined;
  const customer = await findCustomerByToken(store, { secret: token });
  return customer ? { store, customer } : undefined;
}

/** The shopper, or a redirect to the sign-in page that comes back to `path`. */
export async function requireShopper(path: string) {
  const shopper = await currentShopper();
  if (!shopper) redirect(signInPath(path));
  return shopper;
}
