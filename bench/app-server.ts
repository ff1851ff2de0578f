/**
 * Builds the app when needed and runs the production server on a free loopback port with a
 * throw-away data folder, the way `npm run serve` does in production.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const HOST = "127.0.0.1";

export function buildExists(root: string): boolean {
  return existsSync(path.join(root, "build/server/index.js")) && existsSync(path.join(root, "build/client/assets"));
}

/** Source files changed after the last build (so the bench would measure old code), up to `limit`. */
export function newerThanBuild(root: string, limit = 5): string[] {
  const marker = path.join(root, "build/server/index.js");
  if (!existsSync(marker)) return [];
  const builtAt = statSync(marker).mtimeMs;
  const found: string[] = [];
  const walk = (dir: string) => {
    if (found.length >= limit || !existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (found.length >= limit) return;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && !entry.name.startsWith(".")) walk(full);
      } else if (/\.(tsx?|css|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && statSync(full).mtimeMs > builtAt) {
        found.push(path.relative(root, full));
      }
    }
  };
  for (const dir of ["app", "contracts", "core", "content"]) walk(path.join(root, dir));
  for (const file of ["vite.config.ts", "react-router.config.ts"]) {
    const full = path.join(root, file);
    if (found.length < limit && existsSync(full) && statSync(full).mtimeMs > builtAt) found.push(file);
  }
  return found;
}

/** Runs `react-router build` with this Node; its output goes to stderr so stdout stays the report. */
export async function buildApp(root: string): Promise<number> {
  const started = performance.now();
  const cli = path.join(root, "node_modules/@react-router/dev/bin.cjs");
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm ci\` first`);
  const child = spawn(process.execPath, [cli, "build"], { cwd: root, stdio: ["ignore", 2, 2], env: process.env });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (c) => resolve(c));
  });
  if (code !== 0) throw new Error(`react-router build exited with ${code}`);
  if (!buildExists(root)) throw new Error("react-router build finished but build/ is incomplete");
  return performance.now() - started;
}

/** A port the kernel just handed out on 127.0.0.1 (closed again before the app binds it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.once("error", reject);
    srv.listen(0, HOST, () => {
      const address = srv.address();
      srv.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("could not get a free port"));
      });
    });
  });
}

export type RunningApp = {
  baseUrl: string;
  port: number;
  pid: number | undefined;
  /** Milliseconds from spawn until GET /ready answered 200. */
  startupMs: number;
  /** The last lines the server printed (warnings and errors only, LOG_LEVEL=warn). */
  recentOutput(): string;
  /** SIGTERM, wait for exit (SIGKILL after 15 s), remove the data folder. Safe to call twice. */
  stop(): Promise<void>;
  /** Last-resort synchronous SIGTERM for process "exit" handlers. */
  killNow(): void;
};

export async function startApp(root: string, startTimeoutSeconds: number): Promise<RunningApp> {
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "lakbay-bench-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST,
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: "1",
    LOG_LEVEL: "warn",
    AUTH_SECRET: randomBytes(30).toString("base64url"), // 40 characters
  };
  delete env.DATABASE_URL; // always the embedded PGlite in DATA_DIR
  delete env.SMTP_URL;
  delete env.E2E_TEST_ROUTES;

  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", "server/main.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) lines.push(line);
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exitPromise = new Promise<void>((resolve) => {
    child.once("exit", (code, signal) => {
      exited = { code, signal };
      resolve();
    });
    child.once("error", (err) => {
      lines.push(`spawn error: ${err.message}`);
      exited = { code: -1, signal: null };
      resolve();
    });
  });

  let stopped = false;
  const stop = async () => {
    if (!stopped) {
      stopped = true;
      if (!exited) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => {
          if (!exited) child.kill("SIGKILL");
        }, 15_000);
        await exitPromise;
        clearTimeout(timer);
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const recentOutput = () => lines.slice(-40).join("\n");

  const deadline = started + startTimeoutSeconds * 1000;
  try {
    for (;;) {
      if (exited) {
        const e = exited as { code: number | null; signal: NodeJS.Signals | null };
        throw new Error(`the app exited before it was ready (code ${e.code}, signal ${e.signal})`);
      }
      if (performance.now() > deadline) throw new Error(`GET /ready did not answer 200 within ${startTimeoutSeconds} s`);
      try {
        const res = await fetch(`${baseUrl}/ready`, { signal: AbortSignal.timeout(2000) });
        await res.arrayBuffer();
        if (res.status === 200) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  } catch (err) {
    const output = recentOutput();
    await stop();
    throw new Error(`${(err as Error).message}${output ? `\n--- server output ---\n${output}` : ""}`);
  }

  return {
    baseUrl,
    port,
    pid: child.pid,
    startupMs: performance.now() - started,
    recentOutput,
    stop,
    killNow: () => {
      if (!exited && !stopped) child.kill("SIGTERM");
    },
  };
}

/**
 * Signs the seeded demo user in through the login form (as a browser would: form post with our
 * Origin) and returns a Cookie header value.
 */
export async function signInDemo(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl },
    body: "email=demo%40lakbay.test&password=lakbay-demo-2026",
    signal: AbortSignal.timeout(15_000),
  });
  await res.arrayBuffer();
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!.trim());
  const session = cookies.find((c) => /(^|\.|-)lakbay\.session_token=/.test(c) || c.includes("session_token="));
  if (res.status !== 302 || !session) {
    throw new Error(`sign-in did not work: POST /login answered ${res.status} with ${cookies.length} cookie(s)`);
  }
  const cookie = cookies.join("; ");
  const check = await fetch(`${baseUrl}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" });
  await check.arrayBuffer();
  if (check.status !== 200) throw new Error(`signed in, but GET /dashboard answered ${check.status}`);
  return cookie;
}
