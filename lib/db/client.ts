import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/client";
import { env } from "../env";

export type { PrismaClient };
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

export function createPrismaClient(databaseUrl: string, poolSize = env().DATABASE_POOL_SIZE) {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: poolSize }) });
}

// The production server runs two copies of lib/: Next's bundle (pages, administration API) and
// the customer API served straight from its route handlers (lib/api/route-dispatch.ts). Both
// draw on ONE pool kept on globalThis (`pg` is an external package, so both see the same class):
// the embedded database must see one connection at a time, and an instance must not open twice
// the connections it was given. Each copy keeps its own PrismaClient over that pool, so that the
// errors it throws are instances of the classes that copy checks against.
const processWide = globalThis as unknown as { commercePool?: pg.Pool };
let client: PrismaClient | undefined;

/** The process's connection pool: Prisma runs over it, and the hot read paths query it directly. */
export function pool(): pg.Pool {
  if (!processWide.commercePool) {
    const { DATABASE_URL: url, DATABASE_POOL_SIZE: max, DATABASE_POOL_IDLE_TIMEOUT_MS: idleTimeoutMillis, DATABASE_EMBEDDED: embedded } = env();
    if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm start` or `npm run dev`");
    // The embedded database serves every connection from one session, so the named statements
    // of a connection the pool closed (idle for DATABASE_POOL_IDLE_TIMEOUT_MS) outlive it, and
    // the next connection's first Parse of the same name fails ("prepared statement ... already
    // exists"). This process is the only one that names statements there: a new connection
    // drops them before the pool hands it out (pg-pool awaits `onConnect`; a query sent from its
    // "connect" event ran beside the first user's, which pg deprecates).
    const onConnect = embedded ? (connection: pg.ClientBase) => connection.query("DEALLOCATE ALL") : undefined;
    processWide.commercePool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis, onConnect });
  }
  return processWide.commercePool;
}

export function db(): PrismaClient {
  client ??= new PrismaClient({ adapter: new PrismaPg(pool(), { statementNameGenerator: statementName }) });
  return client;
}

// Prisma sends every query as an unnamed statement, which PostgreSQL plans anew each time: the
// product list's one statement spent 2.5 ms planning for 1.3 ms executing. A named statement is
// parsed once per connection, and after five runs PostgreSQL may keep a generic plan. Names are
// the SQL's hash; past MAX_NAMED_STATEMENTS distinct texts (IN lists of every length, say) the
// rest stay unnamed (""; PostgreSQL's own name for it), so that neither this process nor the
// server holds an unbounded cache.
const MAX_NAMED_STATEMENTS = 2000;
const statementNames = new Map<string, string>();

function statementName(query: { sql: string }): string {
  let name = statementNames.get(query.sql);
  if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `p${createHash("sha1").update(query.sql).digest("base64url")}`;
    statementNames.set(query.sql, name);
  }
  return name ?? "";
}
