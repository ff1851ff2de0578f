/**
 * `npm run dev` (server/dev.ts): Vite's development server inside our Hono host answers the home page
 * with a server-rendered document that loads Vite's client (hot reload), and stops on SIGTERM.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { freePort } from "../tests/support/free-port.ts";

const root = path.resolve(import.meta.dirname, "..");

let child: ChildProcess | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), "lakbay-dev-"));
afterAll(() => {
  child?.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

it("npm run dev serves / through Vite with hot reload, then stops on SIGTERM", { timeout: 150_000 }, async () => {
  const port = await freePort();
  const logs: string[] = [];
  child = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", "server/dev.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      SMTP_URL: "",
      DEPLOYMENT: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => logs.push(String(d)));
  child.stderr!.on("data", (d) => logs.push(String(d)));
  const exited = new Promise<number | null>((resolve) => child!.on("exit", (code) => resolve(code)));

  const base = `http://127.0.0.1:${port}`;
  // Vite transforms the whole app on the first request: on a loaded machine that can take well over 10 s, so
  // the first answer and its body get a minute, and the loop waits for the port to open meanwhile.
  let home: Response | undefined;
  let html = "";
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    try {
      home = await fetch(base, { signal: AbortSignal.timeout(60_000) });
      html = await home.text();
      if (home.status === 200) break;
    } catch {
      home = undefined;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  expect(home?.status, logs.join("")).toBe(200);
  expect(html).toContain("<title>");
  expect(html).toContain("inject-hmr-runtime"); // React Router's hot-reload runtime (it loads /@vite/client)
  const nonce = /'nonce-([^']+)'/.exec(home!.headers.get("content-security-policy") ?? "")?.[1];
  expect(nonce).toBeTruthy();
  expect(html).toContain(`nonce="${nonce}"`);
  expect((await fetch(`${base}/@vite/client`, { signal: AbortSignal.timeout(60_000) })).status).toBe(200);

  child.kill("SIGTERM");
  expect(await exited).toBe(0);
  expect(logs.join("")).toContain('"msg":"stopped"');
});
