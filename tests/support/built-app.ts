/**
 * The real process over HTTP for tests: the production build (`npm test` builds first) started as
 * `npm start` runs it — NODE_ENV=production, a local deployment, an embedded database in a fresh
 * folder — on a free loopback port, stopped and cleaned up afterwards.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";

const root = path.resolve(import.meta.dirname, "../..");

export type BuiltApp = {
  /** `http://127.0.0.1:PORT` */
  base: string;
  /** The app's output so far (stdout and stderr). */
  logs: string[];
  stop(): Promise<void>;
};

export async function startBuiltApp(options: {
  /** Prefix of the temporary data folder. */
  name: string;
  /** More environment (SEED_DEMO, WEATHER_LIVE …). */
  env?: Record<string, string>;
  /** Runs on the data folder before the app starts (e.g. to put records in its database). */
  prepare?: (dataDir: string) => Promise<void>;
}): Promise<BuiltApp> {
  if (!existsSync(path.join(root, "build/server/index.js"))) throw new Error("the app must be built first (npm run build)");
  const dataDir = mkdtempSync(path.join(tmpdir(), `lakbay-${options.name}-`));
  await options.prepare?.(dataDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DEPLOYMENT: "local",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      SMTP_URL: "",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => logs.push(String(d)));
  child.stderr?.on("data", (d) => logs.push(String(d)));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Up to 90 s: on a busy two-core machine a cold start of the production server can take a while.
  for (let i = 0; i < 450; i++) {
    const ready = await fetch(`${base}/ready`).catch(() => undefined);
    if (ready?.ok) return { base, logs, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the app did not start:\n${logs.join("")}`);
}
