import { defineConfig } from "prisma/config";

// Prisma 7 keeps the connection string here, not in the schema. The app itself never reads this
// file: it connects through lib/db (driver adapter) and migrates with lib/db/migrate.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres" },
});
