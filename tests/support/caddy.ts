import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../lib/db/embedded";

// Debian's Caddy (apt-get install caddy, 2.6) in front of the app as docs/deploy.md sets it up:
// on-demand TLS asking the app's /api/tls/allowed, certificates from Caddy's own internal CA,
// on free high ports, its data and configuration in a folder of its own, removed with it.

export type RunningCaddy = { httpsPort: number; rootCertificate: () => string; output: () => string; stop(): Promise<void> };

export function caddyMissing(): string | undefined {
  const found = spawnSync("caddy", ["version"], { encoding: "utf8" });
  return found.status === 0 ? undefined : "caddy is not installed: `apt-get install -y caddy` (.ci/run installs it when missing)";
}

export async function startCaddy(appPort: number): Promise<RunningCaddy> {
  const home = mkdtempSync(path.join(tmpdir(), "commerce-caddy-"));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  // The deploy guide's Caddyfile, with the internal CA (local_certs) instead of Let's Encrypt, and
  // no attempt to add that CA to this machine's trust store.
  const caddyfile = `{
	http_port ${httpPort}
	https_port ${httpsPort}
	admin off
	local_certs
	skip_install_trust
	on_demand_tls {
		ask http://127.0.0.1:${appPort}/api/tls/allowed
	}
}

https:// {
	tls {
		on_demand
	}
	reverse_proxy 127.0.0.1:${appPort}
}
`;
  writeFileSync(path.join(home, "Caddyfile"), caddyfile);
  const child = spawn("caddy", ["run", "--config", path.join(home, "Caddyfile"), "--adapter", "caddyfile"], {
    env: { ...process.env, HOME: home, XDG_DATA_HOME: path.join(home, "data"), XDG_CONFIG_HOME: path.join(home, "config") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  await listening(child, httpsPort, () => output);
  const rootPath = path.join(home, "data", "caddy", "pki", "authorities", "local", "root.crt");
  return {
    httpsPort,
    rootCertificate: () => {
      if (!existsSync(rootPath)) throw new Error(`Caddy wrote no root certificate at ${rootPath}:\n${output}`);
      return readFileSync(rootPath, "utf8");
    },
    output: () => output,
    stop: () => stop(child, home),
  };
}

async function listening(child: ChildProcess, port: number, output: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`caddy exited with ${child.exitCode}:\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`caddy did not listen on ${port} in time:\n${output()}`);
}

function stop(child: ChildProcess, home: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      rmSync(home, { recursive: true, force: true });
      resolve();
    };
    if (child.exitCode !== null) return done();
    child.once("exit", done);
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
  });
}
