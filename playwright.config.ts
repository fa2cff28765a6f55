import { defineConfig } from "@playwright/test";

// Browser tests in Debian's Chromium (Playwright's own browsers cannot be downloaded here) against
// the app started as `npm start` does, on its own embedded database under .data/e2e.
const port = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  reporter: "list",
  use: {
    baseURL: `http://demo.localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  webServer: {
    command: "node node_modules/tsx/dist/cli.mjs scripts/start.ts",
    url: `http://localhost:${port}/api/health`,
    env: { PORT: String(port), DATA_DIR: ".data/e2e", LOG_LEVEL: "warn" },
    timeout: 300_000,
    reuseExistingServer: false,
  },
});
