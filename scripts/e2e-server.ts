/**
 * The server the end-to-end suite runs against (Playwright's webServer starts it):
 * an SMTP sink that files every message under E2E_MAIL_DIR, and the production build (NODE_ENV=
 * production, what `npm start` serves; a local deployment) on 127.0.0.1 with a
 * fresh embedded database, mail going to the sink, the /__test routes on, client addresses taken
 * from X-Forwarded-For (so each test can be its own client for the rate limits) and the demo
 * accounts seeded. SIGTERM or SIGINT stop both and delete the data.
 *
 *   E2E_PORT       app port, default 4173
 *   E2E_SMTP_PORT  sink port, default 2526
 *   E2E_MAIL_DIR   where messages land, default .tmp/e2e-mail (emptied at start)
 *   E2E_EMBED_PORT the port of the plain host page tests/e2e/chat-widget.spec.ts serves: its
 *                  http://127.0.0.1 origin may embed the chat widget (CHAT_WIDGET_ORIGINS), its
 *                  http://localhost one may not; default E2E_PORT + 1
 *
 * Run: node --disable-warning=ExperimentalWarning scripts/e2e-server.ts (after `npm run build`).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSmtpSink } from "../tests/support/smtp-sink.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.E2E_PORT || 4173);
const smtpPort = Number(process.env.E2E_SMTP_PORT || 2526);
const mailDir = path.resolve(root, process.env.E2E_MAIL_DIR || ".tmp/e2e-mail");
const host = "127.0.0.1";
const embedPort = Number(process.env.E2E_EMBED_PORT || port + 1);

if (!existsSync(path.join(root, "build/server/index.js"))) {
  console.error("e2e-server: no build found; run `npm run build` first (npm test does).");
  process.exit(1);
}

await rm(mailDir, { recursive: true, force: true });
const sink = await startSmtpSink({ port: smtpPort, mailDir, host }).catch((err: Error) => {
  console.error(`e2e-server: the SMTP sink could not listen on ${host}:${smtpPort}: ${err.message}`);
  process.exit(1);
});
const dataDir = await mkdtemp(path.join(tmpdir(), "lakbay-e2e-"));

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  DEPLOYMENT: "local", // E2E_TEST_ROUTES is refused in a public deployment
  PORT: String(port),
  HOST: host,
  APP_URL: `http://${host}:${port}`,
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://${host}:${sink.port}`,
  E2E_TEST_ROUTES: "1",
  TRUST_PROXY: "1",
  WEATHER_LIVE: process.env.WEATHER_LIVE || "0", // PAGASA normals by default, the same with or without internet
  SEED_DEMO: "1",
  STAFF_EMAILS: "ops@lakbay.test",
  CHAT_WIDGET_ORIGINS: `http://${host}:${embedPort}`,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL || "warn",
};
delete env.DATABASE_URL;
delete env.AUTH_SECRET;

const app = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", "server/main.ts"], { cwd: root, env, stdio: "inherit" });

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    stopping = true;
    if (app.exitCode === null && app.signalCode === null) app.kill(signal);
  });
}

app.on("exit", async (code, signal) => {
  await sink.close().catch(() => {});
  await rm(dataDir, { recursive: true, force: true }).catch(() => {});
  if (!stopping) console.error(`e2e-server: the app exited unexpectedly (${signal ?? `code ${code}`})`);
  process.exit(stopping ? (code ?? 0) : code || 1);
});
