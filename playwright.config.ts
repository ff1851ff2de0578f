/**
 * End-to-end tests: tests/e2e/*.spec.ts in Chromium (Debian's /usr/bin/chromium; Playwright's own
 * browser download does not work here) against the built app, started by scripts/e2e-server.ts with
 * an SMTP sink, a fresh embedded database and the demo accounts.
 *
 *   npm run build && npx playwright test          # or: npm test, which does everything
 *   E2E_PORT=4300 npx playwright test smoke        # another port, one file
 *
 * Ports: E2E_PORT (app, default 4173) and E2E_SMTP_PORT (sink, default 2526). Mail lands in
 * E2E_MAIL_DIR (default .tmp/e2e-mail). The JSON report goes to E2E_JSON_REPORT (default
 * .tmp/e2e-report.json); npm test reads its counts.
 */
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const root = import.meta.dirname;
const port = Number(process.env.E2E_PORT || 4173);
const smtpPort = Number(process.env.E2E_SMTP_PORT || 2526);
const baseURL = `http://127.0.0.1:${port}`;
const ci = !!process.env.CI;

// Workers and the server script read these; set them once here so both agree.
process.env.E2E_PORT = String(port);
process.env.E2E_SMTP_PORT = String(smtpPort);
// The plain host page of the chat widget's embedding test (scripts/e2e-server.ts allows its origin).
process.env.E2E_EMBED_PORT ||= String(port + 1);
process.env.E2E_MAIL_DIR = path.resolve(root, process.env.E2E_MAIL_DIR || ".tmp/e2e-mail");

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results",
  fullyParallel: true,
  forbidOnly: ci,
  workers: 2,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: path.resolve(root, process.env.E2E_JSON_REPORT || ".tmp/e2e-report.json") }]],
  use: {
    baseURL,
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    locale: "en-PH",
    timezoneId: "Asia/Manila",
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    // with-node.sh: Node 24 even when this runner was started by an older Node (it strips types).
    command: "bash scripts/with-node.sh node --disable-warning=ExperimentalWarning scripts/e2e-server.ts",
    cwd: root,
    url: `${baseURL}/ready`,
    reuseExistingServer: !ci,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
