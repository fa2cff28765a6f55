// Prisma config for Prisma 6's CLI (package alias `prisma6`), used by scripts/new-migration.ts only.
// Prisma 7's migrate needs a native schema engine that cannot be downloaded on these offline
// machines; Prisma 6 runs its WebAssembly engine through a driver adapter instead
// (../shared/notes/offline-toolchain.md). The app never loads this file.
import { defineConfig } from "prisma6/config";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

const CHAR_OID = 18;
const BPCHAR_OID = 1042;

type Result = { fields?: { name: string; dataTypeID: number }[]; rows?: unknown[][] };
type Queryable = { performIO(query: unknown): Promise<Result | Result[]> };

/**
 * Prisma's introspection reads catalog columns of type "char", which the pg adapter refuses; and
 * it cannot describe constraint triggers.
 */
function describableCatalog(adapter: object) {
  let proto: object | null = Object.getPrototypeOf(adapter);
  while (proto && !Object.hasOwn(proto, "performIO")) proto = Object.getPrototypeOf(proto);
  const target = proto as Queryable | null;
  if (!target || (target.performIO as { patched?: boolean }).patched) return;
  const original = target.performIO;
  const patched = async function (this: Queryable, query: unknown) {
    const result = await original.call(this, query);
    // A script of several statements yields one result each.
    for (const one of Array.isArray(result) ? result : [result]) {
      for (const field of one.fields ?? []) if (field.dataTypeID === CHAR_OID) field.dataTypeID = BPCHAR_OID;
      // A constraint trigger (migration catalog_version) is a constraint of type "t", which
      // the engine cannot describe: it panics ("unreachable"). Triggers are not in the schema.
      const type = one.fields?.findIndex((field) => field.name === "constraint_type") ?? -1;
      if (type >= 0 && one.rows) one.rows = one.rows.filter((row) => row[type] !== "t");
    }
    return result;
  };
  target.performIO = Object.assign(patched, { patched: true });
}

class AuthoringAdapterFactory extends PrismaPg {
  constructor(private readonly connection: pg.ClientConfig) {
    super(connection);
  }

  override async connect() {
    const adapter = await super.connect();
    describableCatalog(adapter);
    return adapter;
  }

  // The stock version reuses a connection string that overrides its database and drops the
  // shadow database while its own pool is still connected.
  override async connectToShadowDb() {
    const admin = new pg.Client(this.connection);
    await admin.connect();
    const database = `prisma_shadow_${process.pid}_${Date.now()}`;
    await admin.query(`CREATE DATABASE "${database}"`);
    const shadow = await new PrismaPg({ ...this.connection, database }).connect();
    describableCatalog(shadow);
    const dispose = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await dispose();
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.end();
    };
    return shadow;
  }
}

function connectionFromUrl(url: string): pg.ClientConfig {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 5432),
    user: decodeURIComponent(parsed.username || "postgres"),
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    database: parsed.pathname.slice(1) || "postgres",
  };
}

const url = process.env.MIGRATION_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const schema = process.env.MIGRATION_AUTHORING_SCHEMA;
if (!schema) throw new Error("run this through `npm run db:migration`");

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema,
  async adapter() {
    return new AuthoringAdapterFactory(connectionFromUrl(url));
  },
});
