/**
 * The sandbox gateway's behaviour, as one suite run on every `PaymentStore`: in memory
 * (sandbox-gateway.test.ts) and on PGlite / PostgreSQL (db/repositories/payment-store.test.ts).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { php } from "../../contracts/money.ts";
import { DECLINE_MESSAGES, TEST_CARDS, type TestCardOutcome } from "../../contracts/payments.ts";
import { PaymentRequestError, type CreatePaymentRequest, type PaymentStore } from "./payments.ts";
import { createSandboxGateway, SANDBOX_ACTION_TTL_MS, SANDBOX_MAX_CODE_ATTEMPTS, type SandboxGateway } from "./sandbox-gateway.ts";

export const SUITE_NOW = new Date("2026-12-01T04:00:00Z");

const number = (outcome: TestCardOutcome) => TEST_CARDS.find((c) => c.outcome === outcome)!.number;

let keys = 0;
export function cardRequest(cardNumber: string, overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest {
  const reference = overrides.reference ?? "LKB-7Q2X9D";
  return {
    purpose: overrides.kind === "hotel" ? { type: "hotel-stay", reference } : { type: "flight-checkout", reference },
    idempotencyKey: `test-key-${process.pid}-${++keys}-${Math.random().toString(36).slice(2)}`,
    amount: php(1_234_500),
    description: "Flight MNL-CEB, 2 travellers",
    reference: "LKB-7Q2X9D",
    kind: "flight",
    method: { type: "card", card: { number: cardNumber, expiry: "08/29", cvc: "123", name: "Maria Clara Santos" } },
    returnUrl: "/flights/payment/return?booking=LKB-7Q2X9D",
    ...overrides,
  };
}

export function describeSandboxGateway(name: string, makeStore: () => Promise<PaymentStore> | PaymentStore) {
  describe(`sandbox gateway (${name})`, () => {
    let store: PaymentStore;
    let clock: Date;
    let gateway: SandboxGateway;
    beforeEach(async () => {
      store = await makeStore();
      clock = SUITE_NOW;
      gateway = createSandboxGateway({ store, now: () => clock, challengeCode: () => "424242" });
    });

    it("charges the success cards at once and keeps only a token, the brand and the last four digits", async () => {
      for (const card of TEST_CARDS.filter((c) => c.outcome === "succeeds")) {
        const cvc = card.brand === "amex" ? "1234" : "123";
        const request = cardRequest(card.number);
        if (request.method.type === "card") request.method.card.cvc = cvc;
        const payment = await gateway.createPayment(request);
        expect(payment).toMatchObject({
          status: "succeeded",
          amount: php(1_234_500),
          amountRefunded: php(0),
          kind: "flight",
          reference: "LKB-7Q2X9D",
          method: "card",
          card: { brand: card.brand, last4: card.number.slice(-4) },
          nextAction: null,
          failure: null,
        });
        const stored = await store.get(payment.id);
        expect(stored?.token).toMatch(/^tok_sandbox_[0-9a-f]{24}$/);
        expect(JSON.stringify(stored)).not.toContain(card.number.replace(/ /g, ""));
      }
    });

    it.each([["card_declined"], ["insufficient_funds"], ["expired_card"], ["incorrect_cvc"]] as const)(
      "declines the %s test card with a message for the traveller",
      async (outcome) => {
        const payment = await gateway.createPayment(cardRequest(number(outcome)));
        expect(payment.status).toBe("failed");
        expect(payment.failure).toEqual({ code: outcome, message: DECLINE_MESSAGES[outcome] });
        expect(payment.nextAction).toBeNull();
      },
    );

    it("checks the card like an issuer: Luhn, brand, expiry, CVC length", async () => {
      const decline = async (card: Partial<{ number: string; expiry: string; cvc: string }>) => {
        const request = cardRequest(card.number ?? "4242424242424242");
        if (request.method.type === "card") Object.assign(request.method.card, card);
        return (await gateway.createPayment(request)).failure?.code;
      };
      expect(await decline({ number: "4242 4242 4242 4241" })).toBe("incorrect_number");
      expect(await decline({ number: "6011 1111 1111 1117" })).toBe("card_not_supported");
      expect(await decline({ expiry: "11/26" })).toBe("expired_card");
      expect(await decline({ expiry: "12/26" })).toBeUndefined();
      expect(await decline({ cvc: "12" })).toBe("incorrect_cvc");
      expect(await decline({ number: "3782 822463 10005", cvc: "123" })).toBe("incorrect_cvc");
      expect(await decline({ number: "3782 822463 10005", cvc: "1234" })).toBeUndefined();
    });

    it("answers a repeated request with the same payment, and refuses the key for another request", async () => {
      const request = cardRequest(number("succeeds"));
      const first = await gateway.createPayment(request);
      const again = await gateway.createPayment(structuredClone(request));
      expect(again).toEqual(first);
      await expect(gateway.createPayment({ ...request, amount: php(1_234_600) })).rejects.toMatchObject({ code: "idempotency_conflict" });
      const otherCard = cardRequest("5555 5555 5555 4444", { idempotencyKey: request.idempotencyKey });
      await expect(gateway.createPayment(otherCard)).rejects.toBeInstanceOf(PaymentRequestError);
      // A declined attempt is answered the same way too (the traveller retries with a new key).
      const declined = cardRequest(number("card_declined"));
      expect(await gateway.createPayment(declined)).toEqual(await gateway.createPayment(declined));
    });

    it("charges once when the same request arrives many times at once (a double click)", async () => {
      const request = cardRequest(number("succeeds"));
      const results = await Promise.all(Array.from({ length: 8 }, () => gateway.createPayment(structuredClone(request))));
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      expect((await store.events(results[0].id)).filter((e) => e.type === "created")).toHaveLength(1);
    });

    it("asks for a challenge, then succeeds with the one-time code", async () => {
      const payment = await gateway.createPayment(cardRequest(number("challenge_succeeds")));
      expect(payment.status).toBe("requires_action");
      expect(payment.nextAction).toEqual({ type: "challenge", url: `/payments/sandbox/challenge/${payment.id}` });
      const view = await gateway.view(payment.id);
      expect(view).toMatchObject({ challengeCode: "424242", codeAttemptsLeft: SANDBOX_MAX_CODE_ATTEMPTS });

      const wrong = await gateway.confirmChallenge(payment.id, "000000");
      expect(wrong).toMatchObject({ wrongCode: true, payment: { status: "requires_action" } });
      expect((await gateway.view(payment.id))?.codeAttemptsLeft).toBe(SANDBOX_MAX_CODE_ATTEMPTS - 1);

      const right = await gateway.confirmChallenge(payment.id, " 424242 ");
      expect(right).toMatchObject({ wrongCode: false, payment: { status: "succeeded", nextAction: null } });
      // Idempotent by state: confirming again (a reload) changes nothing.
      expect(await gateway.confirmChallenge(payment.id, "424242")).toMatchObject({ payment: { status: "succeeded" } });
      expect(await gateway.cancelPayment(payment.id)).toMatchObject({ payment: { status: "succeeded" } });
      expect((await gateway.view(payment.id))?.challengeCode).toBeNull();
      expect((await store.events(payment.id)).map((e) => e.type)).toEqual(["created", "challenge_code_rejected", "succeeded"]);
    });

    it("fails the challenge of the failing test card, and after too many wrong codes", async () => {
      const failing = await gateway.createPayment(cardRequest(number("challenge_fails")));
      const answer = await gateway.confirmChallenge(failing.id, "424242");
      expect(answer.payment.failure?.code).toBe("authentication_failed");

      const guessed = await gateway.createPayment(cardRequest(number("challenge_succeeds")));
      for (let i = 1; i < SANDBOX_MAX_CODE_ATTEMPTS; i++) {
        expect((await gateway.confirmChallenge(guessed.id, "111111")).payment.status).toBe("requires_action");
      }
      const last = await gateway.confirmChallenge(guessed.id, "111111");
      expect(last.payment).toMatchObject({ status: "failed", failure: { code: "authentication_failed" } });
      expect((await gateway.confirmChallenge(guessed.id, "424242")).payment.status).toBe("failed");
    });

    it("lets the traveller cancel a challenge", async () => {
      const payment = await gateway.createPayment(cardRequest(number("challenge_succeeds")));
      const cancelled = await gateway.cancelPayment(payment.id);
      expect(cancelled.payment).toMatchObject({ status: "failed", failure: { code: "payment_cancelled" } });
    });

    it.each(["gcash", "maya"] as const)("sends %s payments to the wallet page to approve or cancel", async (type) => {
      const approved = await gateway.createPayment(cardRequest("", { method: { type } }));
      expect(approved).toMatchObject({ status: "requires_action", method: type, card: null });
      expect(approved.nextAction).toEqual({ type: "wallet", url: `/payments/sandbox/wallet/${approved.id}` });
      expect((await gateway.approveWallet(approved.id)).payment.status).toBe("succeeded");
      expect((await gateway.cancelPayment(approved.id)).payment.status).toBe("succeeded");

      const cancelled = await gateway.createPayment(cardRequest("", { method: { type } }));
      expect((await gateway.cancelPayment(cancelled.id)).payment.failure?.code).toBe("payment_cancelled");
      expect((await gateway.approveWallet(cancelled.id)).payment.status).toBe("failed");
      await expect(gateway.confirmChallenge(cancelled.id, "424242")).rejects.toMatchObject({ code: "wrong_action" });
    });

    it("finds a payment by its idempotency key, so a settle job can learn how it ended", async () => {
      const request = cardRequest(number("succeeds"));
      const payment = await gateway.createPayment(request);
      expect((await gateway.findPaymentByKey(request.idempotencyKey))?.id).toBe(payment.id);
      expect((await gateway.findPaymentByKey(request.idempotencyKey))?.status).toBe("succeeded");
      expect(await gateway.findPaymentByKey("never-used-key")).toBeNull();
    });

    it("refuses to approve a card payment as a wallet payment, and unknown payments", async () => {
      const payment = await gateway.createPayment(cardRequest(number("challenge_succeeds")));
      await expect(gateway.approveWallet(payment.id)).rejects.toMatchObject({ code: "wrong_action" });
      await expect(gateway.approveWallet("00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({ code: "not_found" });
      await expect(gateway.cancelPayment("not-a-uuid")).rejects.toMatchObject({ code: "not_found" });
      expect(await gateway.getPayment("not-a-uuid")).toBeNull();
      expect(await gateway.view("00000000-0000-4000-8000-000000000000")).toBeNull();
    });

    it(`expires a payment left waiting for ${SANDBOX_ACTION_TTL_MS / 60_000} minutes`, async () => {
      const payment = await gateway.createPayment(cardRequest("", { method: { type: "gcash" } }));
      clock = new Date(SUITE_NOW.getTime() + SANDBOX_ACTION_TTL_MS - 1);
      expect((await gateway.getPayment(payment.id))?.status).toBe("requires_action");
      clock = new Date(SUITE_NOW.getTime() + SANDBOX_ACTION_TTL_MS);
      expect((await gateway.getPayment(payment.id))?.failure?.code).toBe("action_expired");
      expect((await gateway.approveWallet(payment.id)).payment.status).toBe("failed");
    });

    it("refunds in part and in full, once per key, never more than was paid", async () => {
      const payment = await gateway.createPayment(cardRequest(number("succeeds")));
      const part = { idempotencyKey: `${payment.id}:refund:1`, paymentId: payment.id, amount: php(234_500), reason: "Seat not given" };
      const refund = await gateway.refund(part);
      expect(refund).toMatchObject({ paymentId: payment.id, amount: php(234_500), status: "succeeded", reason: "Seat not given" });
      expect(await gateway.refund({ ...part })).toEqual(refund);
      await expect(gateway.refund({ ...part, amount: php(100) })).rejects.toMatchObject({ code: "idempotency_conflict" });
      expect((await gateway.getPayment(payment.id))?.amountRefunded).toEqual(php(234_500));

      await expect(
        gateway.refund({ idempotencyKey: `${payment.id}:refund:2`, paymentId: payment.id, amount: php(1_000_001) }),
      ).rejects.toMatchObject({
        code: "refund_exceeds_payment",
      });
      await expect(
        gateway.refund({ idempotencyKey: `${payment.id}:refund:3`, paymentId: payment.id, amount: { amount: 100, currency: "USD" } }),
      ).rejects.toMatchObject({
        code: "invalid_request",
      });
      const rest = await gateway.refund({ idempotencyKey: `${payment.id}:refund:4`, paymentId: payment.id });
      expect(rest.amount).toEqual(php(1_000_000));
      expect((await gateway.getPayment(payment.id))?.amountRefunded).toEqual(php(1_234_500));
      await expect(gateway.refund({ idempotencyKey: `${payment.id}:refund:5`, paymentId: payment.id })).rejects.toMatchObject({
        code: "not_refundable",
      });

      const declined = await gateway.createPayment(cardRequest(number("card_declined")));
      await expect(gateway.refund({ idempotencyKey: `${declined.id}:refund`, paymentId: declined.id })).rejects.toMatchObject({
        code: "not_refundable",
      });
    });

    it("refunds concurrently without ever exceeding the payment", async () => {
      const payment = await gateway.createPayment(cardRequest(number("succeeds"), { amount: php(1_000) }));
      const attempts = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) =>
          gateway.refund({ idempotencyKey: `${payment.id}:r${i}`, paymentId: payment.id, amount: php(300) }),
        ),
      );
      expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(3);
      expect((await gateway.getPayment(payment.id))?.amountRefunded).toEqual(php(900));
      const same = await Promise.all(
        Array.from({ length: 4 }, () => gateway.refund({ idempotencyKey: `${payment.id}:last`, paymentId: payment.id, amount: php(100) })),
      );
      expect(new Set(same.map((r) => r.id)).size).toBe(1);
      expect((await gateway.getPayment(payment.id))?.amountRefunded).toEqual(php(1_000));
    });
  });
}
