import path from "node:path";
import { type BuiltApp, startBuiltApp } from "../tests/support/built-app.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { php } from "../contracts/money.ts";
import { createPaymentService } from "../core/payments/payment-service.ts";
import { createSandboxGateway } from "../core/payments/sandbox-gateway.ts";
import { silentLogger } from "../core/shared/logger.ts";
import { openDatabase } from "../db/client.ts";
import { createPaymentKeyStore, createPaymentStore } from "../db/repositories/payment-store.ts";

let app: BuiltApp | undefined;
let base = "";
const ids: Record<string, string> = {};

/** Payments made before the app starts, in its own database: one 3-D Secure card and one GCash. */
async function preparePayments(dataDir: string) {
  const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  const gateway = createSandboxGateway({ store: createPaymentStore(database.db) });
  const payments = createPaymentService({
    keys: createPaymentKeyStore(database.db),
    provider: gateway,
    sandbox: gateway,
    logger: silentLogger,
    merchantName: "Lakbay",
  });
  const make = async (name: string, method: Parameters<typeof payments.create>[0]["method"]) => {
    ids[name] = (
      await payments.create({
        idempotencyKey: `http-${name}-${Date.now()}`,
        amount: php(345_000),
        description: "Flight MNL-CEB",
        reference: "LKB-HTTP01",
        kind: "flight",
        purpose: { type: "flight-checkout", reference: "LKB-HTTP01" },
        method,
        returnUrl: "/flights/payment/return?booking=LKB-HTTP01",
      })
    ).id;
  };
  const card = { number: "4000 0000 0000 3220", expiry: "08/39", cvc: "123", name: "Ana Reyes" };
  await make("challenge", { type: "card", card });
  await make("gcash", { type: "gcash" });
  await database.close();
}

beforeAll(async () => {
  app = await startBuiltApp({ name: "pay", prepare: preparePayments });
  base = app.base;
}, 60_000);

afterAll(() => app?.stop());

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
