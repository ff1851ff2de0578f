/**
 * The real process: starts on a free loopback port with an embedded database, answers /health and
 * /ready, and stops cleanly on SIGTERM. Needs the built app (npm test builds first).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { freePort } from "../tests/support/free-port.ts";

const root = path.resolve(import.meta.dirname, "..");

let child: ChildProcess | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), "lakbay-life-"));
afterAll(() => {
  child?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

it("serves, reports readiness and shuts down gracefully on SIGTERM", { timeout: 120_000 }, async () => {
  expect(existsSync(path.join(root, "build/server/index.js")), "the app must be built first").toBe(true);
  const port = await freePort();
  const logs: string[] = [];
  child = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      SMTP_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => logs.push(String(d)));
  child.stderr!.on("data", (d) => logs.push(String(d)));
  const exited = new Promise<number | null>((resolve) => child!.on("exit", (code) => resolve(code)));

  const base = `http://127.0.0.1:${port}`;
  let ready: Response | undefined;
  // Up to a minute: a loaded machine (CI beside other work) starts the server slowly.
  for (let i = 0; i < 300 && !ready?.ok; i++) {
    ready = await fetch(`${base}/ready`).catch(() => undefined);
    if (!ready?.ok) await new Promise((r) => setTimeout(r, 200));
  }
  expect(ready?.ok, `not ready after a minute:\n${logs.join("")}`).toBe(true);
  expect(await ready!.json()).toEqual({ status: "ready", database: "pglite" });
  expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: "ok" });

  const page = await fetch(`${base}/about`, { headers: { "X-Request-Id": "test-request-0001" } });
  expect(page.status).toBe(200);
  expect(page.headers.get("x-request-id")).toBe("test-request-0001");
  expect(await page.text()).toContain("<title>About - Lakbay</title>");

  child.kill("SIGTERM");
  expect(await exited).toBe(0);
  const lines = logs
    .join("")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  expect(lines.some((l) => l.msg === "request" && l.reqId === "test-request-0001" && l.status === 200 && l.path === "/about")).toBe(true);
  expect(lines.some((l) => l.msg === "shutting down" && l.signal === "SIGTERM")).toBe(true);
  expect(lines.at(-1).msg).toBe("stopped");
});
