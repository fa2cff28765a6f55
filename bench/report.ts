import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";

// docs/benchmarks.md is written by three runs: `npm run bench` (the main part, before any section),
// `npm run bench:scale` and `npm run bench:web` (a section each). Each writes its own part anew and
// keeps the others as they are.

const REPORT = "docs/benchmarks.md";
export const SCALE_SECTION = "## Reads as the catalog grows";
export const WEB_SECTION = "## The storefront in a browser (Lighthouse)";
const SECTIONS = [SCALE_SECTION, WEB_SECTION] as const;
type Section = (typeof SECTIONS)[number];

export const machine = () => `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"})`;

export function writeReport(part: { main: string[] } | { section: Section; lines: string[] }): void {
  const previous = existsSync(REPORT) ? readFileSync(REPORT, "utf8") : "";
  const starts = SECTIONS.map((heading) => ({ heading, at: previous.indexOf(heading) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  const main = "main" in part ? part.main.join("\n") : previous.slice(0, starts[0]?.at ?? previous.length);
  const sections = new Map<Section, string>(starts.map(({ heading, at }, i) => [heading, previous.slice(at, starts[i + 1]?.at ?? previous.length)]));
  if ("section" in part) sections.set(part.section, part.lines.join("\n"));
  const text = [main, ...SECTIONS.flatMap((heading) => sections.get(heading) ?? [])].map((chunk) => chunk.trimEnd() + "\n").join("\n");
  writeFileSync(REPORT, text);
  console.log(("main" in part ? part.main : part.lines).join("\n"));
}
