import { describe, expect, it } from "vitest";
import { php } from "../../contracts/money.ts";
import { createMemoryPaymentKeyStore, createMemoryPaymentStore } from "../payments/memory-payment-store.ts";
import { createPaymentService } from "../payments/payment-service.ts";
import { createSandboxGateway } from "../payments/sandbox-gateway.ts";
import { silentLogger } from "../shared/logger.ts";
import { createPaymentsApplication } from "./payments.ts";
import { invoke } from "./use-case.ts";

const caller = { userId: null, clientIp: "203.0.113.9" };

function setup() {
  const gateway = createSandboxGateway({ store: createMemoryPaymentStore(), challengeCode: () => "246810" });
  const payments = createPaymentService({
    keys: createMemoryPaymentKeyStore(),
    provider: gateway,
    sandbox: gateway,
    logger: silentLogger,
    merchantName: "Lakbay",
  });
  let n = 0;
  const create = (method: Parameters<typeof payments.create>[0]["method"]) =>
    payments.create({
      idempotencyKey: `app-test-${++n}`,
      amount: php(345_000),
      description: "Flight MNL-CEB",
      reference: "LKB-APP001",
      kind: "flight",
      purpose: { type: "flight-checkout", reference: "LKB-APP001" },
      method,
      returnUrl: "/flights/payment/return?booking=LKB-APP001",
    });
  return { app: createPaymentsApplication({ payments }), create };
}
const card = { type: "card" as const, card: { number: "4000 0000 0000 3220", expiry: "08/29", cvc: "123", name: "Ana Reyes" } };

describe("the sandbox pages' use cases", () => {
  it("shows a card payment on the challenge page only, with its code, and says it is the sandbox", async () => {
    const { app, create } = setup();
    const payment = await create(card);
    const page = await invoke(app.sandboxPage, { payment_id: payment.id, page: "challenge" }, caller);
    expect(page).toMatchObject({ ok: true, value: { merchant: "Lakbay", view: { challengeCode: "246810" } } });
    expect(await invoke(app.sandboxPage, { payment_id: payment.id, page: "wallet" }, caller)).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(await invoke(app.sandboxPage, { payment_id: "nope", page: "challenge" }, caller)).toMatchObject({
      ok: false,
      error: { code: "not_found" },
    });
    expect(app.sandbox).toBe(true);
  });

  it("keeps a wrong code waiting, takes the right one and sends the traveller back to the merchant", async () => {
    const { app, create } = setup();
    const payment = await create(card);
    const wrong = await invoke(app.sandboxConfirm, { payment_id: payment.id, code: "111111" }, caller);
    expect(wrong).toMatchObject({ ok: true, value: { wrongCode: true, payment: { status: "requires_action" } } });
    const right = await invoke(app.sandboxConfirm, { payment_id: payment.id, code: "246810" }, caller);
    expect(right).toMatchObject({ ok: true, value: { payment: { status: "succeeded" } } });
    expect(right.ok && right.value.returnTo).toBe(`/flights/payment/return?booking=LKB-APP001&payment_id=${payment.id}`);
  });

  it("approves or cancels a wallet payment; an unknown one is not_found", async () => {
    const { app, create } = setup();
    const approved = await create({ type: "gcash" });
    expect(await invoke(app.sandboxApprove, { payment_id: approved.id }, caller)).toMatchObject({
      ok: true,
      value: { payment: { status: "succeeded" } },
    });
    const cancelled = await create({ type: "maya" });
    expect(await invoke(app.sandboxCancel, { payment_id: cancelled.id }, caller)).toMatchObject({
      ok: true,
      value: { payment: { failure: { code: "payment_cancelled" } } },
    });
    expect(await invoke(app.sandboxApprove, { payment_id: "nope" }, caller)).toMatchObject({ ok: false, error: { code: "not_found" } });
  });
});
