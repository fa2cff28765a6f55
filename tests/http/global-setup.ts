import type { TestProject } from "vitest/node";
import { startServer } from "../support/server";

declare module "vitest" {
  export interface ProvidedContext {
    server: { port: number; databaseUrl: string };
  }
}

export default async function setup(project: TestProject) {
  // The whole suite is one client address making the requests of many shoppers: the per-address
  // limit of one shopper (600 a minute) would answer its later requests with 429.
  const server = await startServer({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
  project.provide("server", { port: server.port, databaseUrl: server.databaseUrl });
  return () => server.stop();
}
