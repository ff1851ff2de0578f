import { describe, expect, it } from "vitest";
import { php } from "../../contracts/money.ts";
import { CARD_MESSAGES } from "../../contracts/payments.ts";
import type { Logger } from "../shared/logger.ts";
import { createMemoryPaymentKeyStore, createMemoryPaymentStore } from "./memory-payment-store.ts";
import { createPaymentService, PAYMENT_FIELD_MESSAGES, paymentReturnPath } from "./payment-service.ts";
import { PaymentRequestError, type CreatePaymentRequest } from "./payments.ts";
import { createSandboxGateway } from "./sandbox-gateway.ts";
import { cardRequest, SUITE_NOW } from "./sandbox-gateway.suite.ts";

function setup() {
  const lines: string[] = [];
  const logger: Logger = {
    info: (obj, msg) => void lines.push(JSON.stringify({ obj, msg })),
    warn: (obj, msg) => void lines.push(JSON.stringify({ obj, msg })),
    error: (obj, msg) => void lines.push(JSON.stringify({ obj, msg })),
  };
  const store = createMemoryPaymentStore();
  const gateway = createSandboxGateway({ store, now: () => SUITE_NOW, challengeCode: () => "123456" });
  const payments = createPaymentService({
    keys: createMemoryPaymentKeyStore(),
    provider: gateway,
    sandbox: gateway,
    logger,
    merchantName: "Lakbay",
    now: () => SUITE_NOW,
  });
  return { payments, lines, store };
}

async function refusal(promise: Promise<unknown>): Promise<PaymentRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PaymentRequestError) return error;
    throw error;
  }
  throw new Error("expected a PaymentRequestError");
}

describe("payment service", () => {
  it("refuses card details the form would refuse, with the form's field names and messages, and stores nothing", async () => {
    const { payments, store } = setup();
    const request = cardRequest("4242 4242 4242 4241");
    if (request.method.type === "card") Object.assign(request.method.card, { expiry: "10/26", cvc: "12", name: "" });
    const error = await refusal(payments.create(request));
    expect(error.code).toBe("invalid_request");
    expect(error.errors).toEqual({
      cardNumber: [CARD_MESSAGES.numberInvalid],
      expiry: [CARD_MESSAGES.expiryPast],
      cvc: [CARD_MESSAGES.cvc3],
      cardName: [CARD_MESSAGES.nameRequired],
    });
    expect(store.all()).toEqual([]);
  });

  it.each<[string, Partial<CreatePaymentRequest>, string]>([
    ["an absolute return address", { returnUrl: "https://evil.example/flights" }, "returnUrl"],
    ["a protocol-relative return address", { returnUrl: "//evil.example" }, "returnUrl"],
    ["a zero amount", { amount: php(0) }, "amount"],
    ["a fractional amount", { amount: { amount: 10.5, currency: "PHP" } }, "amount"],
    ["a short idempotency key", { idempotencyKey: "abc" }, "idempotencyKey"],
    ["a reference with spaces", { reference: "LKB 1" }, "reference"],
    ["a description with control characters", { description: "Flight\u0000" }, "description"],
  ])("refuses %s", async (_name, change, field) => {
    const { payments } = setup();
    const error = await refusal(payments.create(cardRequest("4242424242424242", change)));
    expect(error.code).toBe("invalid_request");
    expect(Object.keys(error.errors)).toEqual([field]);
  });

  it("takes a payment, logs what happened without card data, and builds the way back", async () => {
    const { payments, lines } = setup();
    const payment = await payments.create(cardRequest("4000 0000 0000 3220"));
    expect(payment.status).toBe("requires_action");
    const view = await payments.sandboxView(payment.id);
    expect(view).toMatchObject({ challengeCode: "123456", amount: php(1_234_500), description: "Flight MNL-CEB, 2 travellers" });
    const { payment: done } = await payments.confirmChallenge(payment.id, "123456");
    expect(done.status).toBe("succeeded");
    expect(paymentReturnPath(done)).toBe(`/flights/payment/return?booking=LKB-7Q2X9D&payment_id=${done.id}`);
    expect(paymentReturnPath({ id: "p1", returnUrl: "https://evil.example/" })).toBe("/?payment_id=p1");
    const owner = { type: "flight-checkout", reference: "LKB-7Q2X9D" } as const;
    const refund = await payments.refund({ idempotencyKey: `refund-${done.id}`, paymentId: done.id, amount: php(500), owner });
    expect(refund.amount).toEqual(php(500));
    await expect(payments.refund({ idempotencyKey: "x", paymentId: done.id, owner })).rejects.toMatchObject({ code: "invalid_request" });
    const logs = lines.join("\n");
    expect(logs).toContain('"msg":"payment created"');
    expect(logs).toContain('"last4":"3220"');
    expect(logs).not.toMatch(/4000000000003220|4000 0000|"cvc"|Maria/);
  });

  it("answers null for the sandbox pages when another provider takes payments", async () => {
    const gateway = createSandboxGateway({ store: createMemoryPaymentStore() });
    const payments = createPaymentService({
      keys: createMemoryPaymentKeyStore(),
      provider: gateway,
      logger: { info() {}, warn() {}, error() {} },
      merchantName: "Lakbay",
    });
    const payment = await payments.create(cardRequest("", { method: { type: "maya" } }));
    expect(await payments.sandboxView(payment.id)).toBeNull();
    expect(PAYMENT_FIELD_MESSAGES.returnUrl).toMatch(/path on this site/);
  });
});
