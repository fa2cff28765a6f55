import { headers } from "next/headers";
import { findStore, type StoreWithCurrencies } from "./find-store";
import { decodeTarget, TENANT_HEADER } from "./resolve-host";

/** For server components of the storefront: the store of the request's host, if it exists. */
export async function currentStore(): Promise<StoreWithCurrencies | undefined> {
  const target = decodeTarget((await headers()).get(TENANT_HEADER));
  return target.surface === "store" ? findStore(target) : undefined;
}
