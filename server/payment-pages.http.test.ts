/**
 * The sandbox gateway's pages in the real process (production build) over plain HTTP, as a browser
 * without JavaScript uses them: GET the page, POST the form, follow the redirect back to the
 * merchant. Payments are made first in the same PGlite folder the server then opens. Needs the
 * built app (npm test builds first).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { php } from "../contracts/money.ts";
import { createPaymentService } from "../core/payments/payment-service.ts";
import { createSandboxGateway } from "../core/payments/sandbox-gateway.ts";
import { silentLogger } from "../core/shared/logger.ts";
import { openDatabase } from "../db/client.ts";
import { createPaymentStore } from "../db/repositories/payment-store.ts";
import { freePort } from "../tests/support/free-port.ts";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(path.join(tmpdir(), "lakbay-pay-"));
let child: ChildProcess | undefined;
let base = "";
const logs: string[] = [];
const ids: Record<string, string> = {};

beforeAll(async () => {
  expect(existsSync(path.join(root, "build/server/index.js")), "the app must be built first").toBe(true);
  const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  const gateway = createSandboxGateway({ store: createPaymentStore(database.db) });
  const payments = createPaymentService({ provider: gateway, sandbox: gateway, logger: silentLogger, merchantName: "Lakbay" });
  const make = async (name: string, method: Parameters<typeof payments.create>[0]["method"]) => {
    ids[name] = (
      await payments.create({
        idempotencyKey: `http-${name}-${Date.now()}`,
        amount: php(345_000),
        description: "Flight MNL-CEB",
        reference: "LKB-HTTP01",
        kind: "flight",
        method,
        returnUrl: "/flights/payment/return?booking=LKB-HTTP01",
      })
    ).id;
  };
  const card = { number: "4000 0000 0000 3220", expiry: "08/39", cvc: "123", name: "Ana Reyes" };
  await make("challenge", { type: "card", card });
  await make("gcash", { type: "gcash" });
  await database.close();

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", "server/main.ts"], {
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
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => logs.push(String(d)));
  child.stderr!.on("data", (d) => logs.push(String(d)));
  for (let i = 0; i < 150; i++) {
    const ready = await fetch(`${base}/ready`).catch(() => undefined);
    if (ready?.ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the app did not start:\n${logs.join("")}`);
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (p: string) => fetch(base + p, { headers: { Accept: "text/html" }, redirect: "manual" });
const post = (p: string, fields: Record<string, string>) =>
  fetch(base + p, {
    method: "POST",
    headers: { Accept: "text/html", Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

describe("sandbox gateway pages without JavaScript", () => {
  it("the challenge page shows the code and takes it, then sends the traveller back", async () => {
    const page = `/payments/sandbox/challenge/${ids.challenge}`;
    const res = await get(page);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const html = await res.text();
    expect(html).toContain("<title>Verify your payment - Lakbay</title>");
    expect(html).toContain('name="description"');
    expect(html).toContain("Sandbox payment gateway.");
    expect(html).toContain("₱3,450.00");
    const code = /data-testid="sandbox-code"[^>]*>(\d{6})</.exec(html)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await post(page, { intent: "approve", code: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That code is not right.");

    const done = await post(page, { intent: "approve", code: code! });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`/flights/payment/return?booking=LKB-HTTP01&payment_id=${ids.challenge}`);
    expect(await (await get(page)).text()).toContain("This payment is already approved.");
  });

  it("the wallet page approves a GCash payment; unknown payments are 404", async () => {
    const page = `/payments/sandbox/wallet/${ids.gcash}`;
    const html = await (await get(page)).text();
    expect(html).toContain("<title>Approve your wallet payment - Lakbay</title>");
    expect(html).toMatch(/Approve your (<!-- -->)?GCash(<!-- -->)? payment/);
    const done = await post(page, { intent: "approve" });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toContain(`payment_id=${ids.gcash}`);
    expect((await get("/payments/sandbox/wallet/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await get(`/payments/sandbox/wallet/${ids.challenge}`)).status).toBe(404);
  });
});
