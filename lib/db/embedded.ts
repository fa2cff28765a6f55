import { mkdir } from "node:fs/promises";
import net from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

// The embedded PostgreSQL used when DATABASE_URL is unset: PGlite (PostgreSQL in WebAssembly)
// keeps its files in `dataDir` and is served over TCP on loopback, so that the app talks to it
// through the same driver adapter, pool and migrations as to a real server. Measured here, TCP
// beats PGlite in-process under concurrency (../shared/notes/offline-toolchain.md). A data
// directory can be opened by one process only: this is for one app instance.

export type EmbeddedPostgres = { url: string; stop(): Promise<void> };

export async function startEmbeddedPostgres(dataDir: string, port = 0): Promise<EmbeddedPostgres> {
  await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, extensions: { btree_gin, fuzzystrmatch, pg_trgm, unaccent } });
  // With a single connection Prisma's pool fails; the server queues the extra ones.
  const listenPort = port || (await freePort());
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: listenPort, maxConnections: 64 });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${listenPort}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

/** A port on 127.0.0.1 that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
