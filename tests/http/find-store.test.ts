import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inject } from "vitest";

// findStore reads the store with a hand-written statement but hands out Prisma's `Store` and
// `Currency` types: a column added to the schema and not to the statement would come back
// undefined with no type error. Prisma reading the same rows is the yardstick. On real PostgreSQL
// only: the embedded database gives every connection one shared session, where this process's
// prepared statements would collide with the server's of the same name.
const realPostgres = process.env.DATABASE_URL;

type Modules = {
  findStore: typeof import("../../lib/tenancy/find-store").findStore;
  pool: typeof import("../../lib/db/client").pool;
  prisma: import("../../lib/db/client").PrismaClient;
};
let modules: Modules;

beforeAll(async () => {
  if (!realPostgres) return;
  // The domain code reads its database from the environment, once.
  process.env.DATABASE_URL = inject("server").databaseUrl;
  const [{ findStore }, { createPrismaClient, pool }] = await Promise.all([import("../../lib/tenancy/find-store"), import("../../lib/db/client")]);
  modules = { findStore, pool, prisma: createPrismaClient(inject("server").databaseUrl, 1) };
  afterAll(async () => {
    await modules.prisma.$disconnect();
    await pool().end();
  });
});

// Decimals, big integers and dates as text, so that both sides compare by value.
const plain = (value: unknown) => JSON.parse(JSON.stringify(value, (_, v) => (typeof v === "bigint" ? v.toString() : v)));

describe.runIf(realPostgres)("findStore", () => {
  it("gives every column Prisma gives, with the same values", async () => {
    for (const subdomain of ["demo", "acme"]) {
      const expected = await modules.prisma.store.findUniqueOrThrow({ where: { subdomain }, include: { currencies: { orderBy: { id: "asc" } } } });
      const found = await modules.findStore({ surface: "store", subdomain });
      expect(plain(found)).toEqual(plain(expected));
      expect(found!.currencies.length).toBeGreaterThan(1);
    }
    expect(await modules.findStore({ surface: "store", subdomain: "nowhere" })).toBeUndefined();
  });

  it("answers lookups that arrive together with one statement, each with its own store", async () => {
    const [demo, acme] = await Promise.all(["demo", "acme"].map((subdomain) => modules.prisma.store.findUniqueOrThrow({ where: { subdomain }, include: { currencies: { orderBy: { id: "asc" } } } })));
    const query = vi.spyOn(modules.pool(), "query");
    try {
      const found = await Promise.all(["demo", "acme", "nowhere", "demo"].map((subdomain) => modules.findStore({ surface: "store", subdomain })));
      expect(query).toHaveBeenCalledTimes(1);
      expect(found.map((store) => store && plain(store))).toEqual([plain(demo), plain(acme), undefined, plain(demo)]);
    } finally {
      query.mockRestore();
    }
  });
});
