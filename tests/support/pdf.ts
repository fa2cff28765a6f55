import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// A PDF answer read as a person would: its text by poppler's pdftotext (apt-get install
// poppler-utils), its pages counted by pdfinfo.

function saved(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "pdf-")), "document.pdf");
  writeFileSync(file, pdf);
  return file;
}

/** The PDF's text, its words' runs of spaces made one. */
export const pdfText = (pdf: Buffer): string => execFileSync("pdftotext", [saved(pdf), "-"], { encoding: "utf8" }).replace(/[ \t]+/g, " ");

export function pdfPages(pdf: Buffer): number {
  const info = execFileSync("pdfinfo", [saved(pdf)], { encoding: "utf8" });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** The first page as `{prefix}-1.png` (150 dpi), and that file's path. */
export function pdfPicture(pdf: Buffer, prefix: string): string {
  mkdirSync(path.dirname(prefix), { recursive: true });
  execFileSync("pdftoppm", ["-png", "-r", "150", "-f", "1", "-l", "1", saved(pdf), prefix]);
  return `${prefix}-1.png`;
}
