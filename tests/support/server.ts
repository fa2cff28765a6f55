import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { embeddedDatabaseUrl, freePort } from "../../lib/db/embedded";

// Starts the app the way a user does (`npm start`: scripts/start.ts), on a free port and, unless
// DATABASE_URL is given, on a fresh embedded database in a temporary folder (or in `dataDir`,
// which is then the caller's to remove). The embedded database's URL is read as a user would:
// its password from the data folder, once the server is up. The suite's tests read the demo stores,
// so the server is asked for them (DEMO_DATA=true) whatever the database, unless `demoData: false`
// leaves DEMO_DATA unset, to the launcher's default.

export type RunningServer = {
  port: number;
  databaseUrl: string;
  /** Its DATA_DIR: the embedded database, and stored files under uploads/. */
  dataDir: string;
  /** The launcher's process; the HTTP server is a descendant (tests/support/processes.ts). */
  pid: number;
  output: () => string;
  stop(): Promise<void>;
};

export async function startServer(
  opts: { databaseUrl?: string; dataDir?: string; env?: Record<string, string>; timeoutMs?: number; demoData?: false } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), "commerce-test-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // Every answer of a route with a response schema is checked against it.
    VALIDATE_RESPONSES: "true",
    DEMO_DATA: "true",
    // The job queues' settings are the database's (lib/jobs/workers.ts brings them up to date at each
    // start): every server a test starts on the suite's own database (DATABASE_URL) must start with
    // the suite's, or a later test finds its webhook retries 340 s apart (tests/http/global-setup.ts).
    WEBHOOK_RETRY_DELAY_SECONDS: "1",
    ...opts.env,
  };
  if (opts.demoData === false) delete env.DEMO_DATA;
  const configuredUrl = opts.databaseUrl ?? process.env.DATABASE_URL;
  if (configuredUrl) env.DATABASE_URL = configuredUrl;
  else env.EMBEDDED_DATABASE_PORT = String(await freePort());

  const child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/start.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));

  await new Promise<void>((resolve, reject) => {
    // The suite's first start builds the app on a clean clone: on two cores, with the e-mail templates, that alone passed 4 minutes.
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), opts.timeoutMs ?? 600_000);
    const onData = () => {
      if (output.includes("ready on port")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });

  return {
    port,
    databaseUrl: configuredUrl ?? (await embeddedDatabaseUrl(dataDir, Number(env.EMBEDDED_DATABASE_PORT))),
    dataDir,
    pid: child.pid!,
    output: () => output,
    stop: () => stop(child, opts.dataDir ? undefined : dataDir),
  };
}

function stop(child: ChildProcess, temporaryDataDir: string | undefined): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      if (temporaryDataDir) rmSync(temporaryDataDir, { recursive: true, force: true });
      resolve();
    };
    if (child.exitCode !== null) return done();
    child.once("exit", done);
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });
}

/**
 * A database for a server of a test file's own: on the configured PostgreSQL (DATABASE_URL), a new
 * database, dropped by `drop`; else none (`url` undefined), and the server makes a fresh embedded one.
 */
export async function ownDatabase(label: string): Promise<{ url?: string; drop(): Promise<void> }> {
  const shared = process.env.DATABASE_URL;
  if (!shared) return { drop: async () => {} };
  const name = `commerce_${label}_${process.pid}_${Date.now()}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: shared });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** `probe`'s first answer other than undefined, asked every 200 ms, or a failure after `timeoutMs`. */
export async function until<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 200));
  }
}
