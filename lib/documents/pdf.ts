import { chromium, type Browser } from "playwright-core";
import { env } from "../env";
import { logger } from "../log";

// Documents are HTML printed to PDF by Chromium (docs/decisions.md, Paper trail): it shapes Arabic
// and lays it right to left with HarfBuzz and the system's fonts, as the storefront is drawn. One
// browser per process, started on the first document and closed after a minute without one
// (about 100 MB while it runs); at most two pages print at once, the others wait their turn.

const IDLE_MS = 60_000;
const PRINTING_AT_ONCE = 2;

const processWide = globalThis as unknown as { documentPrinter?: { browser: Promise<Browser>; idle?: NodeJS.Timeout } };
let printing = 0;
const waiting: (() => void)[] = [];

function browser(): Promise<Browser> {
  const current = processWide.documentPrinter;
  if (current) {
    clearTimeout(current.idle);
    return current.browser;
  }
  const started = chromium.launch({
    executablePath: env().CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  processWide.documentPrinter = { browser: started };
  started.then(
    (b) => b.on("disconnected", () => delete processWide.documentPrinter),
    () => delete processWide.documentPrinter,
  );
  return started;
}

function closeWhenIdle() {
  const current = processWide.documentPrinter;
  if (!current || printing > 0) return;
  current.idle = setTimeout(() => {
    delete processWide.documentPrinter;
    current.browser.then((b) => b.close()).catch((error: unknown) => logger.warn({ err: error }, "closing the PDF printer failed"));
  }, IDLE_MS);
  current.idle.unref();
}

async function turn(): Promise<void> {
  if (printing < PRINTING_AT_ONCE) {
    printing++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function done() {
  const next = waiting.shift();
  if (next) next();
  else {
    printing--;
    closeWhenIdle();
  }
}

/** The HTML page as an A4 PDF. The page loads nothing from the network but the images it names by URL (the store's logo). */
export async function printPdf(html: string): Promise<Uint8Array> {
  await turn();
  try {
    const context = await (await browser()).newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: "load", timeout: 15_000 });
      return await page.pdf({ format: "A4", printBackground: true, margin: { top: "15mm", bottom: "15mm", left: "12mm", right: "12mm" } });
    } finally {
      await context.close();
    }
  } finally {
    done();
  }
}
