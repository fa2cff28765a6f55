import { db } from "../db/client";
import type { Currency, Store } from "../db/generated/client";
import type { HostTarget } from "./resolve-host";

export type { Store };
/** A store with the currencies it offers: what every customer API request starts from. */
export type StoreWithCurrencies = Store & { currencies: Currency[] };

/**
 * The store a store host names, by subdomain or custom domain, with its currencies (one
 * statement: the `store-currency` of an answer is then picked without another round trip);
 * undefined when there is none.
 */
export async function findStore(target: Extract<HostTarget, { surface: "store" }>): Promise<StoreWithCurrencies | undefined> {
  const where = "subdomain" in target ? { subdomain: target.subdomain } : { customDomain: target.domain };
  return (await db().store.findUnique({ where, include: { currencies: true }, relationLoadStrategy: "join" })) ?? undefined;
}
