// `npm run worker`: the background jobs (scheduled posts, order e-mails, payment holds) without the
// HTTP server, for deployments of several instances that run their app with JOB_WORKERS_IN_APP=false
// and one or more of these beside. Any number may run: pg-boss gives each job to one worker. Needs
// DATABASE_URL (an embedded database belongs to the app's own process) and the app's APP_SECRET,
// which opens the sealed social tokens (or the same DATA_DIR, where the launcher keeps it).
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd(), false);
const { env } = await import("../lib/env");
const { ensureAppSecret } = await import("../lib/db/prepare");
const log = (message: string) => console.log(`[worker] ${message}`);

if (!env().DATABASE_URL) {
  console.error("[worker] DATABASE_URL is not set: the worker runs beside an app on PostgreSQL, not on the app's embedded database");
  process.exit(2);
}
await ensureAppSecret(log);
const { startJobs, stopJobs } = await import("../lib/jobs/workers");
await startJobs({ work: true });
log("working the queues");
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void stopJobs().finally(() => process.exit(0)));
}
