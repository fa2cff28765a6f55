// `prisma generate` offline. The CLI tries to download its native schema engine before almost
// every command; generate never runs it, so any existing executable satisfies the check
// (../shared/notes/offline-toolchain.md).
import { spawnSync } from "node:child_process";

const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
env.PRISMA_HIDE_UPDATE_MESSAGE = "1";

const result = spawnSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], {
  stdio: "inherit",
  env,
});
process.exit(result.status ?? 1);
