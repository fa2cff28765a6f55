import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { startPasswordGate } from "./password-gate";
import { closeToOthers } from "./private-files";
import { scramVerifier } from "./scram";

// The embedded PostgreSQL used when DATABASE_URL is unset: PGlite (PostgreSQL in WebAssembly)
// keeps its files in `dataDir`/pg and is served over TCP on loopback, so that the app talks to it
// through the same driver adapter, pool and migrations as to a real server. Measured here, TCP
// beats PGlite in-process under concurrency (../shared/notes/offline-toolchain.md). A data
// directory can be opened by one process only: this is for one app instance.
//
// PGlite trusts whoever connects, so the port asks for a password (lib/db/password-gate.ts):
// generated once into `dataDir`/pg-password, readable by this user only, as APP_SECRET is.

export type EmbeddedPostgres = { url: string; stop(): Promise<void> };

const DATABASE_FOLDER = "pg";
const PASSWORD_FILE = "pg-password";
/** What the embedded database keeps in its data folder. */
export const EMBEDDED_DATABASE_FILES = [DATABASE_FOLDER, PASSWORD_FILE];

export async function startEmbeddedPostgres(dataDir: string, port = 0): Promise<EmbeddedPostgres> {
  const pgDir = path.join(dataDir, DATABASE_FOLDER);
  await mkdir(pgDir, { recursive: true, mode: 0o700 });
  await ensureEmbeddedPassword(dataDir);
  const db = await PGlite.create({ dataDir: pgDir, extensions: { btree_gin, fuzzystrmatch, pg_trgm, unaccent } });
  // PGlite writes the files of a new database 0666 and its relation cache 0644, whatever the
  // umask (the files it adds later follow the umask): they are closed again at every start.
  await closeToOthers(pgDir);
  // Served unauthenticated, so only where this user alone can reach it: a Unix socket in a folder
  // of mode 0700 (mkdtemp's), under the temporary folder to keep its path short enough for a socket.
  const socketDir = await mkdtemp(path.join(tmpdir(), "commerce-pg-"));
  // With a single connection Prisma's pool fails; the server queues the extra ones.
  const server = new PGLiteSocketServer({ db, path: path.join(socketDir, "socket"), maxConnections: 64 });
  const stopDatabase = async () => {
    await server.stop();
    await db.close();
    await rm(socketDir, { recursive: true, force: true });
  };
  try {
    await server.start();
    const password = await readPassword(dataDir);
    const gate = await startPasswordGate({ host: "127.0.0.1", port, verifier: scramVerifier(password), upstream: path.join(socketDir, "socket") });
    return {
      url: urlOf(password, gate.port),
      async stop() {
        await gate.close();
        await stopDatabase();
      },
    };
  } catch (error) {
    await stopDatabase();
    throw error;
  }
}

/** The password is made on first start, then kept: tools given it once can connect again. */
async function ensureEmbeddedPassword(dataDir: string): Promise<void> {
  try {
    await writeFile(path.join(dataDir, PASSWORD_FILE), randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

/** The URL of the embedded database of `dataDir` served on `port`, with its password. */
export async function embeddedDatabaseUrl(dataDir: string, port: number): Promise<string> {
  return urlOf(await readPassword(dataDir), port);
}

const readPassword = async (dataDir: string) => (await readFile(path.join(dataDir, PASSWORD_FILE), "utf8")).trim();
const urlOf = (password: string, port: number) => `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres?sslmode=disable`;

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
