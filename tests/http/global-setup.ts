import type { TestProject } from "vitest/node";
import { startServer } from "../support/server";

declare module "vitest" {
  export interface ProvidedContext {
    server: { port: number; databaseUrl: string };
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("server", { port: server.port, databaseUrl: server.databaseUrl });
  return () => server.stop();
}
