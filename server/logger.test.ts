import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";

const url = (file: string) => JSON.stringify(new URL(file, import.meta.url).href);

// A process that takes a card payment through the real payment service and server logger while the
// logger is busy with everyday lines, then is killed at once (SIGKILL: no exit handler runs).
const child = `
const { createLogger } = await import(${url("./logger.ts")});
const { createPaymentService } = await import(${url("../core/payments/payment-service.ts")});
const { createSandboxGateway } = await import(${url("../core/payments/sandbox-gateway.ts")});
const { createMemoryPaymentKeyStore, createMemoryPaymentStore } = await import(${url("../core/payments/memory-payment-store.ts")});
const logger = createLogger("info");
const gateway = createSandboxGateway({ store: createMemoryPaymentStore() });
const payments = createPaymentService({ keys: createMemoryPaymentKeyStore(), provider: gateway, sandbox: gateway, logger, merchantName: "Lakbay" });
const created = payments.create({
  idempotencyKey: "kill-test-1",
  amount: { amount: 1234500, currency: "PHP" },
  description: "Flight MNL-CEB, 2 travellers",
  reference: "LKB-7Q2X9D",
  kind: "flight",
  purpose: { type: "flight-checkout", reference: "LKB-7Q2X9D" },
  method: { type: "card", card: { number: "4242 4242 4242 4242", expiry: "08/29", cvc: "123", name: "Maria Clara Santos" } },
  returnUrl: "/flights/payment/return?booking=LKB-7Q2X9D",
});
for (let i = 0; i < 100; i++) logger.info({ i }, "everyday line");
await created;
process.kill(process.pid, "SIGKILL");
`;

function runUntilKilled(): Promise<{ stdout: string; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", "--input-type=module", "-e", child], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let stdout = "";
    proc.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    proc.on("error", reject);
    proc.on("close", (_code, signal) => resolve({ stdout, signal }));
  });
}

describe("server logger", () => {
  it("has written the 'payment created' line before the call returns: a hard kill right after cannot lose it", async () => {
    const { stdout, signal } = await runUntilKilled();
    expect(signal).toBe("SIGKILL");
    const line = stdout.split("\n").find((l) => l.includes('"payment created"'));
    expect(line, "the payment created line").toBeDefined();
    expect(JSON.parse(line ?? "{}")).toMatchObject({
      msg: "payment created",
      reference: "LKB-7Q2X9D",
      status: "succeeded",
      amount: 1234500,
      currency: "PHP",
      last4: "4242",
      money: true,
    });
    // Whole lines only, and nothing secret in them.
    for (const l of stdout.split("\n").filter(Boolean)) expect(() => JSON.parse(l)).not.toThrow();
    expect(stdout).not.toMatch(/4242 4242|4242424242424242|"cvc"|Maria|08\/29/);
  });
});
