import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import type { HostTarget } from "./resolve-host";

export type { Store };

/** The store a store host names, by subdomain or custom domain; undefined when there is none. */
export async function findStore(target: Extract<HostTarget, { surface: "store" }>): Promise<Store | undefined> {
  const where = "subdomain" in target ? { subdomain: target.subdomain } : { customDomain: target.domain };
  return (await db().store.findUnique({ where })) ?? undefined;
}
