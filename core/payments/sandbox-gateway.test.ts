import { describe, expect, it } from "vitest";
import { decideCard } from "./sandbox-gateway.ts";
import { createMemoryPaymentStore } from "./memory-payment-store.ts";
import { describeSandboxGateway, SUITE_NOW } from "./sandbox-gateway.suite.ts";

describeSandboxGateway("memory", () => createMemoryPaymentStore());

describe("decideCard", () => {
  it("reads the outcome of a test card, and lets any other valid card succeed", () => {
    expect(decideCard({ number: "4000000000009995", expiry: "01/30", cvc: "999" }, SUITE_NOW)).toEqual({
      ok: true,
      outcome: "insufficient_funds",
      brand: "visa",
      last4: "9995",
    });
    expect(decideCard({ number: "4111 1111 1111 1111", expiry: "01/30", cvc: "999" }, SUITE_NOW)).toMatchObject({
      ok: true,
      outcome: "succeeds",
    });
    expect(decideCard({ number: "abcd", expiry: "01/30", cvc: "999" }, SUITE_NOW)).toEqual({
      ok: false,
      code: "incorrect_number",
      brand: null,
      last4: null,
    });
    expect(decideCard({ number: "4242424242424242", expiry: "soon", cvc: "999" }, SUITE_NOW)).toMatchObject({
      ok: false,
      code: "expired_card",
    });
  });
});
