import { randomBytes } from "node:crypto";
import { chmod, lstat, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { env, reloadEnv, storageDir } from "../env";
import { createPrismaClient } from "./client";
import { EMBEDDED_DATABASE_FILES, startEmbeddedPostgres } from "./embedded";
import { migrate, withAdvisoryLock } from "./migrate";
import { closeToOthers } from "./private-files";
import { demoStoresIn, seedDemoData } from "../demo";

// Held while deciding to seed and seeding, so that of several instances starting on one empty
// database exactly one loads the demo data.
const SEED_LOCK = 72707370;

const APP_SECRET_FILE = "app-secret";

export type PreparedDatabase = {
  url: string;
  embedded: boolean;
  seeded: string[];
  /** The demo stores the database holds (loaded now or before), which the start-up banner names. */
  demoStores: string[];
  stop(): Promise<void>;
};

/**
 * What start-up needs before the server takes requests: a database (the configured one, or the
 * embedded one under DATA_DIR), its migrations applied, and the demo data when it has no store yet
 * and DEMO_DATA asks for it (by default only on the embedded database: a production database never
 * gets accounts with a published password unasked). `seed: "always"` loads it anyway; the loader
 * skips stores that exist; `"never"` is for the scripts that only need the database.
 */
export async function prepareDatabase(opts: { log: (m: string) => void; seed: "if-empty" | "always" | "never" }): Promise<PreparedDatabase> {
  const { DATABASE_URL, DATA_DIR } = env();
  const demoData = env().DEMO_DATA ?? !DATABASE_URL;
  const embedded = DATABASE_URL ? undefined : await startEmbeddedPostgres(DATA_DIR, env().EMBEDDED_DATABASE_PORT);
  const url = DATABASE_URL ?? embedded!.url;
  try {
    await migrate(url, { log: opts.log });
    const { seeded, demoStores } = await withAdvisoryLock(url, SEED_LOCK, async () => {
      const prisma = createPrismaClient(url, 4);
      try {
        const empty = (await prisma.store.count()) === 0;
        const seeded = opts.seed === "always" || (opts.seed === "if-empty" && empty && demoData) ? (await seedDemoData(prisma)).created : [];
        return { seeded, demoStores: await demoStoresIn(prisma) };
      } finally {
        await prisma.$disconnect();
      }
    });
    if (seeded.length) opts.log(`loaded demo data: ${seeded.join(", ")}`);
    return { url, embedded: Boolean(embedded), seeded, demoStores, stop: async () => embedded?.stop() };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/**
 * DATA_DIR holds the embedded database and its password, APP_SECRET and the uploads: its user's
 * alone. For the launchers, first thing: they and the server they start (which inherits it) write
 * with umask 077, whatever the shell's, so that every folder the platform makes is 0700 and every
 * file 0600, PGlite's own included. A DATA_DIR open to others was made before this rule: once,
 * what the platform wrote in it loses every permission of group and others, then the folder too.
 */
export async function preparePrivateDataDir(log: (m: string) => void): Promise<void> {
  process.umask(0o077);
  const dir = path.resolve(env().DATA_DIR);
  await mkdir(dir, { recursive: true });
  if (((await lstat(dir)).mode & 0o077) === 0) return;
  // Only what the platform writes there: DATA_DIR may be a folder shared with other things.
  const written = [...EMBEDDED_DATABASE_FILES, APP_SECRET_FILE].map((name) => path.join(dir, name));
  const uploads = path.resolve(storageDir());
  if (uploads.startsWith(dir + path.sep)) written.push(uploads);
  for (const file of written) await closeToOthers(file);
  await chmod(dir, 0o700);
  log(`closed ${env().DATA_DIR} to other users (it was made before it was kept private)`);
}

/**
 * APP_SECRET seals stored credentials. Unset, one is generated once and kept in DATA_DIR so that
 * restarts can still open what was sealed; several instances must be given the same one. The
 * secret is put in process.env, where the server started next inherits it.
 */
export async function ensureAppSecret(log: (m: string) => void): Promise<void> {
  if (env().APP_SECRET) return;
  const file = path.join(env().DATA_DIR, APP_SECRET_FILE);
  let secret: string;
  try {
    secret = (await readFile(file, "utf8")).trim();
  } catch {
    await mkdir(path.dirname(file), { recursive: true });
    secret = randomBytes(32).toString("base64url");
    await writeFile(file, secret, { mode: 0o600 });
    log(`generated APP_SECRET in ${file}`);
  }
  reloadEnv({ APP_SECRET: secret });
}
