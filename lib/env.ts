import { z } from "zod";

// Read once, validated, so that a typo in the environment fails at start-up, not on a request.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The platform host; stores live on `{subdomain}.{ROOT_DOMAIN}`. */
  ROOT_DOMAIN: z.string().min(1).default("localhost"),
  /** Unset: the launcher starts an embedded PostgreSQL (PGlite) under DATA_DIR and sets it. */
  DATABASE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Set by the launcher for the embedded database, whose connections all share one session. */
  DATABASE_EMBEDDED: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
  DATA_DIR: z.string().default(".data"),
  /** Port of the embedded PostgreSQL on 127.0.0.1; 0 picks a free one. */
  EMBEDDED_DATABASE_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Root of the local file storage (uploads); default DATA_DIR/uploads. */
  STORAGE_DIR: z.string().optional(),
  /** 32+ characters; seals payment and social credentials. The launcher generates one if unset. */
  APP_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).default(60 * 60 * 24 * 30),
  /** Shared rate-limit counters for several instances; unset: counted in process. */
  REDIS_URL: z.string().url().optional(),
  /** Trust X-Forwarded-For for the client address (behind a reverse proxy you control). */
  TRUST_PROXY: z.enum(["true", "false"]).default("false").transform((v) => v === "true"),
  /** Memory for cached catalog answers per process (lib/api/answer-cache.ts); 0 turns the cache off. */
  ANSWER_CACHE_MB: z.coerce.number().int().min(0).default(64),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`invalid environment: ${problems}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** For the launcher, after it has filled in what the environment left out (APP_SECRET, DATABASE_URL). */
export function reloadEnv(): Env {
  cached = undefined;
  return env();
}

export function storageDir(): string {
  const { STORAGE_DIR, DATA_DIR } = env();
  return STORAGE_DIR ?? `${DATA_DIR}/uploads`;
}
