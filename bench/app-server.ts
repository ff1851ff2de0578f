/**
 * The two servers the bench measures:
 *
 * - the app exactly as `npm start` serves it: `bash scripts/start.sh` (NODE_ENV=production, a local
 *   deployment, the default LOG_LEVEL and secret handling), with only the address (PORT, and APP_URL
 *   to match the URL the bench requests, or React Router refuses the sign-in's Origin) and a
 *   throw-away DATA_DIR set, so it never touches the developer's data;
 * - the floor: a trivial page in the same stack (bench/floor), built here with the project's
 *   packages and served by bench/floor/server.ts (Hono, the same compression, React Router in
 *   production mode).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

const HOST = "127.0.0.1";

/**
 * `ensure_build` from scripts/lib.sh, as `npm start` runs it: the production build when build/ is
 * missing or older than its sources. `force` deletes the build stamp first so it rebuilds.
 * Returns the build time in ms, or null when the build was already current.
 */
export function ensureAppBuild(root: string, force: boolean): number | null {
  const stamp = path.join(root, "build/.lakbay-build");
  if (force && existsSync(stamp)) unlinkSync(stamp);
  const before = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const started = performance.now();
  const r = spawnSync("bash", ["-c", "source scripts/lib.sh && ensure_node && ensure_build"], {
    cwd: root,
    stdio: ["ignore", 2, 2],
    env: process.env,
  });
  if (r.status !== 0) throw new Error(`ensure_build (scripts/lib.sh) failed with status ${r.status}`);
  const after = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  return after !== before ? performance.now() - started : null;
}

const FLOOR_SOURCES = ["app", "react-router.config.ts", "vite.config.ts"];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(p).map((e) => newestMtime(path.join(p, e))));
}

/**
 * Builds bench/floor (NODE_ENV=production react-router build) when its build is missing, older than
 * its sources or older than the installed packages. Returns the build time in ms, or null.
 */
export async function ensureFloorBuild(root: string, force: boolean): Promise<number | null> {
  const dir = path.join(root, "bench/floor");
  const marker = path.join(dir, "build/server/index.js");
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const inputs = Math.max(
    ...FLOOR_SOURCES.map((s) => newestMtime(path.join(dir, s))),
    newestMtime(path.join(root, "node_modules/.package-lock.json")),
  );
  if (!force && builtAt > inputs) return null;
  const started = performance.now();
  const cli = path.join(root, "node_modules/@react-router/dev/bin.cjs");
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm install\` first`);
  rmSync(path.join(dir, "build"), { recursive: true, force: true });
  const child = spawn(process.execPath, [cli, "build", dir], {
    cwd: root,
    stdio: ["ignore", 2, 2],
    env: { ...process.env, NODE_ENV: "production" },
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (c) => resolve(c));
  });
  if (code !== 0 || !existsSync(marker)) throw new Error(`building the floor (react-router build bench/floor) exited with ${code}`);
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

export type RunningServer = {
  baseUrl: string;
  port: number;
  pid: number | undefined;
  /** Milliseconds from spawn until the readiness URL answered 200. */
  startupMs: number;
  /** The server's warnings and errors (pino level ≥ 40, or lines that are not JSON), last 40. */
  recentOutput(): string;
  /** SIGTERM, wait for exit (SIGKILL after 15 s), remove its temp folder. Safe to call twice. */
  stop(): Promise<void>;
  /** Last-resort synchronous SIGTERM for process "exit" handlers. */
  killNow(): void;
};

/**
 * Spawns a server whose stdout and stderr go to a file in a new temp folder (as a terminal or a log
 * file would take them: the bench does not parse every request line while it measures), and waits
 * until `readyPath` answers 200.
 */
async function spawnServer(opts: {
  cmd: string;
  args: string[];
  cwd: string;
  env: (port: number, tempDir: string) => NodeJS.ProcessEnv;
  readyPath: string;
  startTimeoutSeconds: number;
  label: string;
}): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const tempDir = mkdtempSync(path.join(os.tmpdir(), `lakbay-bench-${opts.label}-`));
  const logFile = path.join(tempDir, "server.log");
  const fd = openSync(logFile, "a");
  const started = performance.now();
  const child: ChildProcess = spawn(opts.cmd, opts.args, { cwd: opts.cwd, env: opts.env(port, tempDir), stdio: ["ignore", fd, fd] });
  closeSync(fd);

  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  let spawnError = "";
  const exitPromise = new Promise<void>((resolve) => {
    child.once("exit", (code, signal) => {
      exited = { code, signal };
      resolve();
    });
    child.once("error", (err) => {
      spawnError = `spawn error: ${err.message}`;
      exited = { code: -1, signal: null };
      resolve();
    });
  });

  const recentOutput = () => {
    let text = "";
    try {
      text = readFileSync(logFile, "utf8");
    } catch {
      // removed already
    }
    const lines = text.split("\n").filter((line) => {
      if (!line.trim()) return false;
      try {
        return (JSON.parse(line) as { level?: number }).level! >= 40;
      } catch {
        return true;
      }
    });
    if (spawnError) lines.push(spawnError);
    return lines.slice(-40).join("\n");
  };

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
    rmSync(tempDir, { recursive: true, force: true });
  };

  const deadline = started + opts.startTimeoutSeconds * 1000;
  try {
    for (;;) {
      if (exited) {
        const e = exited as { code: number | null; signal: NodeJS.Signals | null };
        throw new Error(`${opts.label} exited before it was ready (code ${e.code}, signal ${e.signal})`);
      }
      if (performance.now() > deadline)
        throw new Error(`${opts.label}: GET ${opts.readyPath} did not answer 200 within ${opts.startTimeoutSeconds} s`);
      try {
        const res = await fetch(baseUrl + opts.readyPath, { signal: AbortSignal.timeout(2000) });
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

/** Variables a developer's shell may hold that `npm start` on a laptop would not normally see. */
const DROP = [
  "NODE_ENV",
  "DEPLOYMENT",
  "DATABASE_URL",
  "SMTP_URL",
  "AUTH_SECRET",
  "APP_URL",
  "SEED_DEMO",
  "LOG_LEVEL",
  "TRUST_PROXY",
  "E2E_TEST_ROUTES",
  "STAFF_EMAILS",
  // The assistant is measured as built in (issue 19: the built-in reply's p95), never through a model.
  "CHAT_LLM_BASE_URL",
  "CHAT_LLM_MODEL",
  "CHAT_LLM_API_KEY",
  "CHAT_LLM_TIMEOUT_MS",
];

/**
 * `npm start` (scripts/start.sh, which execs node: the pid is the server's) on a free port with a new
 * DATA_DIR and APP_URL http://127.0.0.1:PORT, everything else at its default: NODE_ENV=production,
 * a local deployment with the demo accounts, LOG_LEVEL info, the secret kept in DATA_DIR.
 */
export function startApp(root: string, startTimeoutSeconds: number, extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  return spawnServer({
    cmd: "bash",
    args: ["scripts/start.sh"],
    cwd: root,
    env: (port, tempDir) => {
      const env: NodeJS.ProcessEnv = { ...process.env };
      for (const name of DROP) delete env[name];
      // TRUST_PROXY: the flight bench sends each search from its own client address (X-Forwarded-For),
      // as the many travellers behind a production load balancer are; pages are unaffected.
      return {
        ...env,
        PORT: String(port),
        HOST,
        APP_URL: `http://${HOST}:${port}`,
        DATA_DIR: path.join(tempDir, "data"),
        TRUST_PROXY: "1",
        // BENCH_MARKET (bench/market.ts): DATABASE_URL of the market-size database.
        ...extraEnv,
      };
    },
    readyPath: "/ready",
    startTimeoutSeconds,
    label: "app",
  });
}

/** The floor server (bench/floor/server.ts) in production mode. */
export function startFloor(root: string, startTimeoutSeconds: number): Promise<RunningServer> {
  return spawnServer({
    cmd: process.execPath,
    args: ["--disable-warning=ExperimentalWarning", "bench/floor/server.ts"],
    cwd: root,
    env: (port) => ({ ...process.env, NODE_ENV: "production", PORT: String(port), HOST }),
    readyPath: "/",
    startTimeoutSeconds,
    label: "floor",
  });
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
  const session = cookies.find((c) => c.includes("session_token="));
  if (res.status !== 302 || !session) {
    throw new Error(`sign-in did not work: POST /login answered ${res.status} with ${cookies.length} cookie(s)`);
  }
  // What a browser sends next: the session, not the flash toast the login set (the page it lands on
  // clears that).
  const cookie = cookies.filter((c) => !c.startsWith("lakbay_toast=")).join("; ");
  const check = await fetch(`${baseUrl}/dashboard`, { headers: { Cookie: cookie }, redirect: "manual" });
  await check.arrayBuffer();
  if (check.status !== 200) throw new Error(`signed in, but GET /dashboard answered ${check.status}`);
  return cookie;
}
