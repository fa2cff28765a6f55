import { readdirSync, readFileSync } from "node:fs";

// The app's HTTP server as the operating system sees it (Linux /proc): the launcher that tests
// start (tsx, scripts/start.ts) runs it as a descendant, scripts/serve.ts.

/** The pid of the process under `root` whose command line runs scripts/serve.ts. */
export function servingProcess(root: number): number {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the 2nd field after the command name, which may hold spaces: read past its ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended while the list was read.
    }
  }
  const descends = (pid: number): boolean => pid === root || (parents.has(pid) && pid > 1 && descends(parents.get(pid)!));
  const found = [...parents.keys()].find((pid) => descends(pid) && readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("scripts/serve.ts"));
  if (!found) throw new Error(`no scripts/serve.ts under process ${root}`);
  return found;
}

/** The process's resident memory now, in bytes. */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024;
}
