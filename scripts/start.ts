// `npm start` / `npm run dev`: the one command that brings the app up on a fresh clone. It starts
// the embedded PostgreSQL when DATABASE_URL is unset, applies migrations, loads the demo data into
// an empty database when DEMO_DATA asks (by default, on the embedded one only), builds when the sources are newer than the build, then runs Next.js.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import nextEnv from "@next/env";

const dev = process.argv.includes("--dev");
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
nextEnv.loadEnvConfig(process.cwd(), dev);

const { env, reloadEnv } = await import("../lib/env");
const { prepareDatabase, ensureAppSecret, preparePrivateDataDir } = await import("../lib/db/prepare");
const { DEMO_STORES } = await import("../lib/demo");
const { DEMO_PASSWORD } = await import("../lib/demo/demo-store");

const log = (message: string) => console.log(`[start] ${message}`);
const { PORT, ROOT_DOMAIN } = env();
const nextBin = path.resolve("node_modules/next/dist/bin/next");

await preparePrivateDataDir(log);
await ensureAppSecret(log);
const database = await prepareDatabase({ log, seed: "if-empty" });
// PGlite serves every connection from one backend, and pglite-socket can interleave two
// connections' extended-protocol messages (a Bind meets another's Parse). One connection
// serialises the app's queries, which PGlite's single backend does anyway.
reloadEnv({ DATABASE_URL: database.url, ...(database.embedded ? { DATABASE_POOL_SIZE: "1", DATABASE_EMBEDDED: "true" } : {}) });
log(
  database.embedded
    ? `embedded PostgreSQL (PGlite) in ${env().DATA_DIR}/pg, on ${new URL(database.url).host} (user postgres, password in ${env().DATA_DIR}/pg-password)`
    : "PostgreSQL from DATABASE_URL",
);

if (!dev && buildIsStale()) {
  log("building (sources changed since the last build)");
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env: process.env });
  if (build.status !== 0) await exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "scripts/serve.ts", ...(dev ? ["--dev"] : [])], {
  stdio: "inherit",
  env: process.env,
});
server.on("exit", (code, signal) => exit(code ?? (signal ? 1 : 0)));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}

await waitUntilServing(PORT);
const origin = (host: string) => `http://${host}${PORT === 80 ? "" : `:${PORT}`}`;
const demo = DEMO_STORES.filter((seed) => database.demoStores.includes(seed.subdomain));
console.log(
  [
    "",
    `  ready on port ${PORT}`,
    `  owner dashboard:                ${origin(ROOT_DOMAIN)}/sign-in`,
    `  operator console:               ${origin(ROOT_DOMAIN)}/operator (npm run operator:create -- EMAIL)`,
    `  platform (administration API):  ${origin(ROOT_DOMAIN)}/api`,
    ...demo.map((seed) => `  store "${seed.subdomain}" (storefront):      ${origin(`${seed.subdomain}.${ROOT_DOMAIN}`)}`),
    ...(demo.length
      ? [
          `  this database holds demo stores (npm run demo:remove removes them); demo accounts, password "${DEMO_PASSWORD}":`,
          `  ${demo.map((seed) => seed.owner.email).join(", ")} (owners); ${demo.flatMap((seed) => seed.customers.slice(0, 1).map((c) => c.email)).join(", ")} (customers)`,
        ]
      : []),
    "",
  ].join("\n"),
);

async function exit(code: number): Promise<never> {
  await database.stop().catch(() => {});
  process.exit(code);
}

function waitUntilServing(port: number): Promise<void> {
  return new Promise((resolve) => {
    const attempt = () => {
      const req = http.get({ host: "127.0.0.1", port, path: "/api/health", headers: { host: ROOT_DOMAIN } }, (res) => {
        res.resume();
        if (res.statusCode === 200) resolve();
        else setTimeout(attempt, 200);
      });
      req.on("error", () => setTimeout(attempt, 200));
    };
    attempt();
  });
}

/** True when there is no production build or a source file is newer than it. */
function buildIsStale(): boolean {
  const buildId = path.resolve(".next/BUILD_ID");
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  const sources = ["app", "components", "lib", "proxy.ts", "next.config.mjs", "package.json", "postcss.config.mjs"];
  const newer = (p: string): boolean => {
    if (!existsSync(p)) return false;
    const stat = statSync(p);
    if (!stat.isDirectory()) return stat.mtimeMs > builtAt;
    return readdirSync(p).some((entry) => newer(path.join(p, entry)));
  };
  return sources.some((s) => newer(path.resolve(s)));
}
