import type { TestProject } from "vitest/node";
import { startServer } from "../support/server";

declare module "vitest" {
  export interface ProvidedContext {
    server: { port: number; databaseUrl: string; dataDir: string; pid: number; poolIdleTimeoutMs: number };
  }
}

export default async function setup(project: TestProject) {
  // The whole suite is one client address making the requests of many shoppers: the per-address
  // limit of one shopper (600 a minute) would answer its later requests with 429.
  // Its pool closes a connection unused for a fifth of a second, so that reconnecting is exercised
  // all along, and a test can wait for it (tests/http/robustness.test.ts).
  const poolIdleTimeoutMs = 200;
  const server = await startServer({ env: { RATE_LIMIT_PER_MINUTE: "100000", DATABASE_POOL_IDLE_TIMEOUT_MS: String(poolIdleTimeoutMs) } });
  project.provide("server", { port: server.port, databaseUrl: server.databaseUrl, dataDir: server.dataDir, pid: server.pid, poolIdleTimeoutMs });
  return () => server.stop();
}
