import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../lib/db/embedded";

// Starts the app the way a user does (`npm start`: scripts/start.ts), on a free port and, unless
// DATABASE_URL is given, on a fresh embedded database in a temporary folder.

export type RunningServer = { port: number; databaseUrl: string; output: () => string; stop(): Promise<void> };

export async function startServer(opts: { databaseUrl?: string; env?: Record<string, string>; timeoutMs?: number } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "commerce-test-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // Every answer of a route with a response schema is checked against it.
    VALIDATE_RESPONSES: "true",
    ...opts.env,
  };
  let databaseUrl = opts.databaseUrl ?? process.env.DATABASE_URL;
  if (databaseUrl) {
    env.DATABASE_URL = databaseUrl;
  } else {
    const dbPort = await freePort();
    env.EMBEDDED_DATABASE_PORT = String(dbPort);
    databaseUrl = `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres?sslmode=disable`;
  }

  const child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/start.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), opts.timeoutMs ?? 280_000);
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
    databaseUrl,
    output: () => output,
    stop: () => stop(child, dataDir),
  };
}

function stop(child: ChildProcess, dataDir: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve();
    };
    if (child.exitCode !== null) return done();
    child.once("exit", done);
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });
}
