import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { generate } from "otplib";
import { embeddedDatabaseUrl } from "../../lib/db/embedded";
import { appDataDir, gatewayPorts } from "./gateways";

// The platform's operator, made as a person running the platform makes one: `npm run
// operator:create -- EMAIL` without a terminal, which prints the generated password once. It runs
// against the app's embedded database over its port while the app runs.

export async function createOperator(email: string): Promise<{ email: string; password: string }> {
  const env = { ...process.env, DATA_DIR: appDataDir, DATABASE_URL: await embeddedDatabaseUrl(appDataDir, gatewayPorts.database) };
  const { stdout } = await promisify(execFile)(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/operator-create.ts", email], { env });
  const password = /password \(shown this once\): (\S+)/.exec(stdout)?.[1];
  if (!password) throw new Error(`operator:create printed no password:\n${stdout}`);
  return { email, password };
}

/** The authenticator's code now, or `steps` periods of 30 seconds later. */
export const totpCode = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
