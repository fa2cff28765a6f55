// `npm run demo:remove`: deletes the demo stores (`demo` and `acme`, while their seed's owner still
// owns them) and everything in them from the configured database, or the embedded one (stop the
// app first then). Other stores are not touched.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());
const { prepareDatabase, preparePrivateDataDir } = await import("../lib/db/prepare");
const { createPrismaClient } = await import("../lib/db/client");
const { removeDemoData } = await import("../lib/demo");

const log = (message: string) => console.log(`[demo:remove] ${message}`);
await preparePrivateDataDir(log);
const database = await prepareDatabase({ log, seed: "never" });
const prisma = createPrismaClient(database.url, 1);
try {
  const { removed } = await removeDemoData(prisma);
  log(removed.length ? `removed ${removed.join(", ")}` : "no demo store: nothing to do");
} finally {
  await prisma.$disconnect();
  await database.stop();
}
