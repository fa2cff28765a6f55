import { z } from "zod";

/** A browser origin as pages send it: scheme, host and port, nothing else (`https://shop.example`). */
const isOrigin = (value: string) => /^https?:\/\//.test(value) && URL.canParse(value) && new URL(value).origin === value;

/** A comma-separated list of origins, lower-cased; unset or empty is undefined. */
const origins = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z
    .string()
    .transform((list) => list.split(",").map((origin) => origin.trim().toLowerCase().replace(/\/$/, "")))
    .pipe(z.array(z.string().refine(isOrigin, "each must be an origin such as https://shop.example")))
    .optional(),
);

/** An empty variable (`S3_BUCKET=` in a .env file) counts as unset. */
function unsetIfEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === "" ? undefined : v), schema);
}

// Read once, validated, so that a typo in the environment fails at start-up, not on a request.
const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** The platform host; stores live on `{subdomain}.{ROOT_DOMAIN}`. */
    ROOT_DOMAIN: z.string().min(1).default("localhost"),
    /** Unset: the launcher starts an embedded PostgreSQL (PGlite) under DATA_DIR and sets it. */
    DATABASE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
    /** Load the demo stores on first start; unset, only on the embedded database (DATABASE_URL unset), the one-command try-out. */
    DEMO_DATA: unsetIfEmpty(
      z
        .enum(["true", "false"])
        .transform((v) => v === "true")
        .optional(),
    ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** How long a pooled connection may stay unused before the pool closes it (lib/db/client.ts). */
    DATABASE_POOL_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
    /** Set by the launcher for the embedded database, whose connections all share one session. */
    DATABASE_EMBEDDED: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    DATA_DIR: z.string().default(".data"),
    /** Port of the embedded PostgreSQL on 127.0.0.1; 0 picks a free one. */
    EMBEDDED_DATABASE_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    /** Root of the local file storage (uploads); default DATA_DIR/uploads. */
    STORAGE_DIR: z.string().optional(),
    /** Pictures and videos the administration API takes (`/save-image`, `/save-video`), in MiB. */
    MAX_IMAGE_MB: z.coerce.number().int().min(1).max(1024).default(10),
    MAX_VIDEO_MB: z.coerce
      .number()
      .int()
      .min(1)
      .max(5 * 1024)
      .default(200),
    /** Set, uploads go to this S3-compatible bucket instead of STORAGE_DIR (lib/media/storage-s3.ts). */
    S3_BUCKET: unsetIfEmpty(z.string().min(3).optional()),
    /** The service's address (MinIO, R2, ...), addressed path-style; unset, Amazon S3 itself. */
    S3_ENDPOINT: unsetIfEmpty(z.string().url().optional()),
    S3_REGION: z.string().min(1).default("us-east-1"),
    /** Both or neither: unset, the AWS SDK's own chain (environment, instance role). */
    S3_ACCESS_KEY_ID: unsetIfEmpty(z.string().min(1).optional()),
    S3_SECRET_ACCESS_KEY: unsetIfEmpty(z.string().min(1).optional()),
    /** Where the bucket's objects are public (a CDN); unset, the app serves them at /uploads/ from the bucket. */
    S3_PUBLIC_URL: unsetIfEmpty(z.string().url().optional()),
    /** 32+ characters; seals payment and social credentials. The launcher generates one if unset. */
    APP_SECRET: z.string().min(32).optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(60 * 60 * 24 * 30),
    /** Shared rate-limit counters for several instances; unset: counted in process. */
    REDIS_URL: z.string().url().optional(),
    /** Trust X-Forwarded-For for the client address (behind a reverse proxy you control). */
    TRUST_PROXY: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    /** Origins whose pages may call the customer API (lib/api/cors.ts); unset, any origin. */
    CORS_ORIGINS: origins,
    /** Origins whose pages may call the administration API; unset, none (the dashboard is same-origin). */
    ADMIN_CORS_ORIGINS: origins.transform((list) => list ?? []),
    /** Requests per client address per minute (lib/api/rate-limit.ts); 0 turns the limit off. */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
    /** Store sign-ups (`POST /register`) per client address per hour; 0 turns the limit off. */
    SIGN_UPS_PER_HOUR: z.coerce.number().int().min(0).default(10),
    /** Memory for cached catalog answers per process (lib/api/answer-cache.ts); 0 turns the cache off. */
    ANSWER_CACHE_MB: z.coerce.number().int().min(0).default(64),
    /** Memory for the stores' search indexes per process (lib/catalog/search-index.ts); 0 leaves search to PostgreSQL alone. */
    SEARCH_INDEX_MB: z.coerce.number().int().min(0).default(1024),
    /** The test server's: every answer is checked against its route's reference (lib/api/answer.ts). */
    VALIDATE_RESPONSES: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** The Meta app that publishes to Facebook and Instagram (lib/social); unset, those routes answer 503. */
    FACEBOOK_APP_ID: unsetIfEmpty(z.string().trim().min(1).optional()),
    FACEBOOK_APP_SECRET: unsetIfEmpty(z.string().trim().min(1).optional()),
    /** Meta's Graph API, version included (a fake in tests); the Login dialog takes the same version. */
    GRAPH_API_BASE: z.string().url().default("https://graph.facebook.com/v21.0"),
    /** The first wait before a scheduled post whose Graph call failed for a while is tried again (doubling, 3 tries in all). */
    SOCIAL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** The first wait before a webhook delivery that failed is tried again (doubling, 8 tries over about a day). */
    WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(340),
    /** "true" lets webhook endpoints be http and on loopback or private addresses (tests, local development). */
    WEBHOOK_ALLOW_PRIVATE: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    /** "true" lets a product import fetch pictures from loopback or private addresses (tests, local development). */
    IMPORT_ALLOW_PRIVATE: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    /** "false" for instances that only answer requests, where `npm run worker` runs the jobs apart. */
    JOB_WORKERS_IN_APP: z
      .enum(["true", "false"])
      .default("true")
      .transform((v) => v === "true"),
    /** How long an online order waits for its payment before it is cancelled and its stock given back (lib/jobs). */
    PAYMENT_HOLD_MINUTES: z.coerce
      .number()
      .positive()
      .max(7 * 24 * 60)
      .default(30),
    /** How long a signed-in shopper's cart stays untouched before its one e-mail (lib/cart/abandoned.ts); fractions allowed. */
    ABANDONED_CART_HOURS: z.coerce
      .number()
      .positive()
      .max(30 * 24)
      .default(4),
    /** How often each instance's workers look for due jobs (pg-boss polling), in seconds. */
    JOB_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /** The mail server of order e-mails (`smtp://user:pass@host:587`, `smtps://...`); unset, e-mails are written to the log. */
    SMTP_URL: unsetIfEmpty(z.string().url().optional()),
    /** The sender's address of order e-mails (the store's name is the sender's name); default no-reply@ROOT_DOMAIN. */
    MAIL_FROM: unsetIfEmpty(z.string().email().optional()),
    /** The Chromium that prints invoices and packing slips to PDF (lib/documents/pdf.ts); Debian's by default. */
    CHROMIUM_PATH: z.string().trim().min(1).default("/usr/bin/chromium"),
    /** The AI provider of /content-generator (lib/ai); unset, it answers 503. */
    OPENAI_API_KEY: unsetIfEmpty(z.string().trim().min(1).optional()),
    /** Any OpenAI-compatible server's API address (`https://host/v1`); unset, OpenAI's own. */
    OPENAI_BASE_URL: unsetIfEmpty(z.string().url().optional()),
    /** The Chat Completions model the content generator asks. */
    OPENAI_MODEL: z.string().trim().min(1).default("gpt-4o-mini"),
    /** How long one attempt at the AI provider may take before it counts as timed out (the package then retries). */
    OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** How many times the `openai` package tries again after a time-out, a connection error, a 429 or a 5xx. */
    OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    /** Generations per store per day of its time zone (/content-generator); past it, 429 until the store's midnight. */
    CONTENT_GENERATOR_DAILY_LIMIT: z.coerce.number().int().min(0).default(100),
    /** Where the Stripe package sends its requests (a fake in tests); unset, Stripe's own API. */
    STRIPE_API_BASE: unsetIfEmpty(z.string().url().optional()),
    /** PayPal's REST API; unset, its sandbox or live address by the payment method's sandbox flag. */
    PAYPAL_API_BASE: unsetIfEmpty(z.string().url().optional()),
    /** Where the shopper's browser posts the CMI form; unset, CMI's test or live 3D gate by the sandbox flag. */
    CMI_GATEWAY_URL: unsetIfEmpty(z.string().url().optional()),
    /** How long a call to Stripe or PayPal may take before the gateway counts as unavailable (503). */
    GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** The resolvers a custom domain's TXT record is asked of (lib/domains/dns.ts), `host[:port]` comma-separated; unset, the system's. */
    DNS_SERVERS: unsetIfEmpty(
      z
        .string()
        .transform((list) => list.split(",").map((server) => server.trim()))
        .pipe(z.array(z.string().min(1)))
        .optional(),
    ),
    /** The host a store's custom domain points its CNAME at; unset, ROOT_DOMAIN. */
    CUSTOM_DOMAIN_TARGET: unsetIfEmpty(z.string().trim().min(1).optional()),
    /** How long one TXT lookup may take before the check counts the resolver as unreachable. */
    DNS_TIMEOUT_MS: unsetIfEmpty(z.coerce.number().int().min(100).max(60_000).default(3000)),
  })
  .refine((e) => !e.S3_ACCESS_KEY_ID === !e.S3_SECRET_ACCESS_KEY, {
    path: ["S3_SECRET_ACCESS_KEY"],
    message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
  })
  .refine((e) => !e.FACEBOOK_APP_ID === !e.FACEBOOK_APP_SECRET, {
    path: ["FACEBOOK_APP_SECRET"],
    message: "FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are set together or not at all",
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

/**
 * For the launcher, which fills in what the environment left out (APP_SECRET, DATABASE_URL): they
 * go into process.env, where the server it starts next inherits them, and are read again.
 */
export function reloadEnv(values: Record<string, string> = {}): Env {
  Object.assign(process.env, values);
  cached = undefined;
  return env();
}

export function storageDir(): string {
  const { STORAGE_DIR, DATA_DIR } = env();
  return STORAGE_DIR ?? `${DATA_DIR}/uploads`;
}
