import { db } from "./client";

export async function checkDatabase(): Promise<void> {
  await db().$queryRaw`SELECT 1`;
}
