import { describe, expect, it } from "vitest";
import { PaymentMethodInputSchema, parsePaymentMethod, paymentMethodOf } from "./checkout.ts";
import { PaymentFormSchema } from "./payments.ts";

const card = { method: "card", cardNumber: "4242 4242 4242 4242", expiry: "08/29", cvc: "123", cardName: "Maria Clara Santos" };

describe("the one payment-method mapping (flights and hotels)", () => {
  it("maps the card form to the payment service's card, and wallets to their type", () => {
    expect(paymentMethodOf(PaymentFormSchema.parse(card))).toEqual({
      type: "card",
      card: { number: "4242424242424242", expiry: "08/29", cvc: "123", name: "Maria Clara Santos" },
    });
    expect(paymentMethodOf(PaymentFormSchema.parse({ method: "gcash" }))).toEqual({ type: "gcash" });
    expect(parsePaymentMethod({ method: "maya", cardNumber: "ignored" })).toEqual({ ok: true, method: { type: "maya" } });
  });

  it("refuses a card with the form's messages, and an unknown method", () => {
    const bad = parsePaymentMethod({ ...card, cvc: "1" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.issues.map((i) => i.path[0])).toEqual(["cvc"]);
    expect(parsePaymentMethod({ method: "cash" }).ok).toBe(false);
  });

  it("takes a JSON payment method as the flight API sends it", () => {
    expect(PaymentMethodInputSchema.safeParse({ type: "gcash" }).success).toBe(true);
    expect(PaymentMethodInputSchema.safeParse({ type: "card", card: { number: "4", expiry: "1", cvc: "1" } }).success).toBe(false);
  });
});
