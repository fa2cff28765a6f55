import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { env, reloadEnv } from "../env";
import { createPrismaClient } from "./client";
import { startEmbeddedPostgres } from "./embedded";
import { migrate, withAdvisoryLock } from "./migrate";
import { seedDemoData } from "./seed";

// Held while deciding to seed and seeding, so that of several instances starting on one empty
// database exactly one loads the demo data.
const SEED_LOCK = 72707370;

export type PreparedDatabase = { url: string; embedded: boolean; seeded: string[]; stop(): Promise<void> };

/**
 * What start-up needs before the server takes requests: a database (the configured one, or the
 * embedded one under DATA_DIR), its migrations applied, and the demo data when it has no store yet
 * (`seed: "always"` loads it anyway; the loader skips stores that exist).
 */
export async function prepareDatabase(opts: { log: (m: string) => void; seed: "if-empty" | "always" }): Promise<PreparedDatabase> {
  const { DATABASE_URL, DATA_DIR } = env();
  const embedded = DATABASE_URL ? undefined : await startEmbeddedPostgres(path.join(DATA_DIR, "pg"), env().EMBEDDED_DATABASE_PORT);
  const url = DATABASE_URL ?? embedded!.url;
  try {
    await migrate(url, { log: opts.log });
    const seeded = await withAdvisoryLock(url, SEED_LOCK, async () => {
      const prisma = createPrismaClient(url, 4);
      try {
        const empty = (await prisma.store.count()) === 0;
        return opts.seed === "always" || empty ? (await seedDemoData(prisma)).created : [];
      } finally {
        await prisma.$disconnect();
      }
    });
    if (seeded.length) opts.log(`loaded demo data: ${seeded.join(", ")}`);
    return { url, embedded: Boolean(embedded), seeded, stop: async () => embedded?.stop() };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/**
 * APP_SECRET seals stored credentials. Unset, one is generated once and kept in DATA_DIR so that
 * restarts can still open what was sealed; several instances must be given the same one. The
 * secret is put in process.env, where the server started next inherits it.
 */
export async function ensureAppSecret(log: (m: string) => void): Promise<void> {
  if (env().APP_SECRET) return;
  const file = path.join(env().DATA_DIR, "app-secret");
  let secret: string;
  try {
    secret = (await readFile(file, "utf8")).trim();
  } catch {
    await mkdir(path.dirname(file), { recursive: true });
    secret = randomBytes(32).toString("base64url");
    await writeFile(file, secret, { mode: 0o600 });
    log(`generated APP_SECRET in ${file}`);
  }
  process.env.APP_SECRET = secret;
  reloadEnv();
}
