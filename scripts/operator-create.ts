// `npm run operator:create -- EMAIL`: makes an account for the platform's operator console
// (`{ROOT_DOMAIN}/operator`). On a terminal the password is asked (twice, not echoed); otherwise one
// is generated and printed once. The authenticator is enrolled at the first sign-in.
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());
const { prepareDatabase, ensureAppSecret, preparePrivateDataDir } = await import("../lib/db/prepare");
const { reloadEnv } = await import("../lib/env");
const { createOperator, generatedOperatorPassword } = await import("../lib/operators/accounts");

const log = (message: string) => console.log(`[operator:create] ${message}`);
const email = process.argv[2];
if (!email) {
  console.error("usage: npm run operator:create -- EMAIL");
  process.exit(2);
}

/** Asks without echoing what is typed. */
async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({ write: (chunk, _encoding, done) => (muted || process.stdout.write(chunk), done()) });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answer = rl.question(question);
  muted = true;
  const value = await answer;
  rl.close();
  process.stdout.write("\n");
  return value;
}

let password: string;
let generated = false;
if (process.stdin.isTTY) {
  password = await askHidden("Password for the operator: ");
  if ((await askHidden("The same again: ")) !== password) {
    console.error("The two passwords differ.");
    process.exit(1);
  }
} else {
  password = generatedOperatorPassword();
  generated = true;
}

await preparePrivateDataDir(log);
await ensureAppSecret(log);
const database = await prepareDatabase({ log, seed: "never" });
// One connection: enough for one account, and what the embedded database takes (scripts/start.ts says why).
reloadEnv({ DATABASE_URL: database.url, DATABASE_POOL_SIZE: "1", DATABASE_EMBEDDED: String(database.embedded) });
try {
  const operator = await createOperator({ email, password });
  log(`created operator ${operator.email}; sign in at /operator of the platform's host (an authenticator app is enrolled then)`);
  if (generated) log(`password (shown this once): ${password}`);
} catch (error) {
  const issues = (error as { issues?: { path: PropertyKey[]; message: string }[] }).issues;
  console.error(issues ? issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n") : (error as Error).message);
  process.exitCode = 1;
} finally {
  const { pool } = await import("../lib/db/client");
  await pool().end();
  await database.stop();
}
