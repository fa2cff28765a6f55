import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inject } from "vitest";
import { Decimal } from "../../lib/money/money";

// The hand-written reads of every request, called in this process. findStore hands out Prisma's
// `Store` and `Currency` types: a column added to the schema and not to the statement would come
// back undefined with no type error, so Prisma reading the same rows is the yardstick. Reads that
// arrive together must be one statement (lib/db/batch.ts). On real PostgreSQL only: the embedded
// database gives every connection one shared session, where this process's prepared statements
// would collide with the server's of the same name.
const realPostgres = process.env.DATABASE_URL;

type Modules = {
  findStore: typeof import("../../lib/tenancy/find-store").findStore;
  productDetails: typeof import("../../lib/catalog/product-details").productDetails;
  pool: typeof import("../../lib/db/client").pool;
  prisma: import("../../lib/db/client").PrismaClient;
};
let modules: Modules;

beforeAll(async () => {
  if (!realPostgres) return;
  // The domain code reads its database from the environment, once.
  process.env.DATABASE_URL = inject("server").databaseUrl;
  const [{ findStore }, { productDetails }, { createPrismaClient, pool }] = await Promise.all([
    import("../../lib/tenancy/find-store"),
    import("../../lib/catalog/product-details"),
    import("../../lib/db/client"),
  ]);
  modules = { findStore, productDetails, pool, prisma: createPrismaClient(inject("server").databaseUrl, 1) };
  afterAll(async () => {
    await modules.prisma.$disconnect();
    await pool().end();
  });
});

// Decimals, big integers and dates as text, so that both sides compare by value.
const plain = (value: unknown) => JSON.parse(JSON.stringify(value, (_, v) => (typeof v === "bigint" ? v.toString() : v)));

/** The store as Prisma reads it, the yardstick of findStore. */
const prismaStore = (subdomain: string) =>
  modules.prisma.store.findUniqueOrThrow({ where: { subdomain }, include: { currencies: { orderBy: { id: "asc" } } } });

/** What `reads` gives, and how many statements it sent on the pool. */
async function counted<T>(reads: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const query = vi.spyOn(modules.pool(), "query");
  try {
    const result = await reads();
    return { result, statements: query.mock.calls.length };
  } finally {
    query.mockRestore();
  }
}

describe.runIf(realPostgres)("findStore", () => {
  it("gives every column Prisma gives, with the same values", async () => {
    for (const subdomain of ["demo", "acme"]) {
      const expected = await prismaStore(subdomain);
      const found = await modules.findStore({ surface: "store", subdomain });
      expect(plain(found)).toEqual(plain(expected));
      expect(found!.currencies.length).toBeGreaterThan(1);
    }
    expect(await modules.findStore({ surface: "store", subdomain: "nowhere" })).toBeUndefined();
  });

  it("answers lookups that arrive together with one statement, each with its own store", async () => {
    const [demo, acme] = await Promise.all(["demo", "acme"].map(prismaStore));
    const { result: found, statements } = await counted(() =>
      Promise.all(["demo", "acme", "nowhere", "demo"].map((subdomain) => modules.findStore({ surface: "store", subdomain }))),
    );
    expect(statements).toBe(1);
    expect(found.map((store) => store && plain(store))).toEqual([plain(demo), plain(acme), undefined, plain(demo)]);
  });
});

describe.runIf(realPostgres)("productDetails", () => {
  it("reads products asked together with one statement, each of its own store", async () => {
    const currency = { code: "MAD", name: "Moroccan Dirham", symbol: "DH", rate: new Decimal(1), isDefault: true };
    const stores = await modules.prisma.store.findMany({
      where: { subdomain: { in: ["demo", "acme"] } },
      include: { products: { where: { status: 1 }, take: 2 } },
    });
    const asks = stores.flatMap((store) => [
      ...store.products.map((p) => ({ store, slug: p.slug, id: p.id })),
      { store, slug: "no-such-product", id: undefined },
    ]);
    const { result: found, statements } = await counted(() =>
      Promise.allSettled(asks.map(({ store, slug }) => modules.productDetails(store, { slug, currency, origin: "http://test" }))),
    );
    expect(statements).toBe(1);
    expect(found.map((r) => (r.status === "fulfilled" ? r.value.product.id : "not found"))).toEqual(asks.map((a) => a.id ?? "not found"));
  });
});
