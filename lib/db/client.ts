import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/client";
import { env } from "../env";

export type { PrismaClient };
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

export function createPrismaClient(databaseUrl: string, poolSize = env().DATABASE_POOL_SIZE) {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: poolSize }) });
}

// One client per process; kept on globalThis so that dev-mode reloads do not open new pools.
const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

export function db(): PrismaClient {
  if (!globalForPrisma.prisma) {
    const url = env().DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm start` or `npm run dev`");
    globalForPrisma.prisma = createPrismaClient(url);
  }
  return globalForPrisma.prisma;
}
