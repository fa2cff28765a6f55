import { defineConfig } from "@playwright/test";
import { appDataDir, appPort, gatewayEnv, gatewayPorts } from "./e2e/support/gateways";

// Browser tests in Debian's Chromium (Playwright's own browsers cannot be downloaded here) against
// the app started as `npm start` does, on its own embedded database under .data/e2e-<port>, its payment
// gateways pointed at the local stand-ins the checkout specs start (e2e/support/gateways.ts).
const port = appPort;

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  // By port, as the data directory: runs on other ports (CI's shards) do not clear each other's results.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  // CI runs two shards beside the PostgreSQL HTTP run on two cores, where a password's hash, a store's
  // creation or a camera photo's renditions can take several seconds (measured: registration over 5 s,
  // a walk over 60 s, on a slow day). Speed is measured by the benches, not here: a walk gets four
  // times the default, and each expectation 15 s.
  timeout: 120_000,
  expect: { timeout: 15_000 },
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
    // Every test is the same client address (127.0.0.1), as in the HTTP suite: the per-address limit of
    // one shopper (RATE_LIMIT_PER_MINUTE) would answer a later test's calls with 429.
    env: {
      PORT: String(port),
      DATA_DIR: appDataDir,
      DEMO_DATA: "true",
      EMBEDDED_DATABASE_PORT: String(gatewayPorts.database),
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "100000",
      ...gatewayEnv,
    },
    timeout: 300_000,
    reuseExistingServer: false,
    // The server's warnings and errors (LOG_LEVEL=warn) beside the tests': a 500 in a browser test
    // is explained by the error the server logged for it.
    stdout: "pipe",
  },
});
