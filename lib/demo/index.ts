// Demo data: the `demo` store (Atlas Home & Style, dirham) and the smaller `acme` store (dollar).
// Loaded on first start when asked (lib/db/prepare.ts), removed by `npm run demo:remove`. Idempotent: a store is created, in its own transaction, only when its subdomain is free; running
// the seed again creates nothing.
import type { PrismaClient } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { hashPassword } from "../auth/password";
import { acmeStore } from "./acme-store";
import { demoStore } from "./demo-store";
import { writeStore } from "./store";
import type { StoreSeed } from "./types";

export const DEMO_STORES: readonly StoreSeed[] = [demoStore, acmeStore];

const TRANSACTION = { maxWait: 30_000, timeout: 120_000 };

const storeExists = async (prisma: PrismaClient, subdomain: string) => (await prisma.store.findUnique({ where: { subdomain }, select: { id: true } })) !== null;

/** Hashes each distinct password once: argon2 is deliberately slow. */
async function hashAll(stores: readonly StoreSeed[]): Promise<Map<string, string>> {
  const passwords = [...new Set(stores.flatMap((s) => [s.owner.password, ...s.customers.map((c) => c.password)]))];
  return new Map(await Promise.all(passwords.map(async (password) => [password, await hashPassword(password)] as const)));
}

/**
 * A demo store is one of DEMO_STORES' subdomains still owned by its seed's owner: a real store
 * that took a free `demo` subdomain is never mistaken for one.
 */
const demoStoreFilter = () => ({
  OR: DEMO_STORES.map((seed) => ({ subdomain: seed.subdomain, owners: { some: { email: seed.owner.email } } })),
});

/** The subdomains of the demo stores the database holds. */
export async function demoStoresIn(prisma: PrismaClient): Promise<string[]> {
  const stores = await prisma.store.findMany({ where: demoStoreFilter(), select: { subdomain: true }, orderBy: { subdomain: "asc" } });
  return stores.map((s) => s.subdomain);
}

/** Deletes the demo stores and everything in them (their rows cascade), and nothing else. */
export async function removeDemoData(prisma: PrismaClient): Promise<{ removed: string[] }> {
  const removed = await demoStoresIn(prisma);
  await prisma.store.deleteMany({ where: { ...demoStoreFilter(), subdomain: { in: removed } } });
  return { removed };
}

export async function seedDemoData(prisma: PrismaClient): Promise<{ created: string[] }> {
  const missing: StoreSeed[] = [];
  for (const store of DEMO_STORES) {
    if (!(await storeExists(prisma, store.subdomain))) missing.push(store);
  }
  if (missing.length === 0) return { created: [] };

  const passwordHashes = await hashAll(missing);
  const now = new Date();
  const created: string[] = [];
  for (const store of missing) {
    try {
      await prisma.$transaction((tx) => writeStore(tx, store, passwordHashes, now), TRANSACTION);
      created.push(store.subdomain);
    } catch (error) {
      // Another process seeding at the same time took the subdomain first: nothing left to do.
      const duplicate = isUniqueViolation(error);
      if (!duplicate || !(await storeExists(prisma, store.subdomain))) throw error;
    }
  }
  return { created };
}
