// `npm run db:seed`: loads the demo data into the configured database (or the embedded one, which
// must not be open in a running app at the same time). Stores that exist already are skipped.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());
const { prepareDatabase, ensureAppSecret, preparePrivateDataDir } = await import("../lib/db/prepare");

const log = (message: string) => console.log(`[seed] ${message}`);
await preparePrivateDataDir(log);
await ensureAppSecret(log);
const database = await prepareDatabase({ log, seed: "always" });
log(database.seeded.length ? `created ${database.seeded.join(", ")}` : "every demo store exists already: nothing to do");
await database.stop();
