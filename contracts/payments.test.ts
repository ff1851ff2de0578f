import { describe, expect, it } from "vitest";
import { parseForm } from "./forms.ts";
import {
  CARD_MESSAGES,
  cardBrand,
  cardDigits,
  cardFormSchema,
  cvcLength,
  isExpired,
  luhnValid,
  parseExpiry,
  PaymentFormSchema,
  TEST_CARDS,
} from "./payments.ts";

const NOW = new Date("2026-12-01T04:00:00Z");
const schema = cardFormSchema(() => NOW);
const valid = { cardNumber: "4242 4242 4242 4242", expiry: "08/29", cvc: "123", cardName: "Maria Clara Santos" };

function errorsOf(values: Record<string, string>) {
  const result = parseForm(schema, new URLSearchParams(values));
  return result.ok ? {} : result.errors;
}

describe("card rules", () => {
  it("checks the Luhn digit", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("42424242")).toBe(false);
    expect(luhnValid("4242x24242424242")).toBe(false);
  });

  it("tells the brand from the number", () => {
    expect(cardBrand("4242424242424242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("2223003122003222")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
    expect(cardBrand("3566002020360505")).toBe("jcb");
    expect(cardBrand("6011111111111117")).toBeNull(); // Discover: not taken
    expect(cvcLength("amex")).toBe(4);
    expect(cvcLength("visa")).toBe(3);
  });

  it("reads expiry dates as MM/YY and lets a card work through its last month, in Manila", () => {
    expect(parseExpiry("08/29")).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry(" 8 / 2029 ")).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry("0829")).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry("13/29")).toBeNull();
    expect(parseExpiry("00/29")).toBeNull();
    expect(parseExpiry("Aug 2029")).toBeNull();
    expect(isExpired({ month: 12, year: 2026 }, NOW)).toBe(false);
    expect(isExpired({ month: 11, year: 2026 }, NOW)).toBe(true);
    // 30 Nov 17:00 UTC is already 1 December in Manila.
    expect(isExpired({ month: 11, year: 2026 }, new Date("2026-11-30T17:00:00Z"))).toBe(true);
    expect(isExpired({ month: 11, year: 2026 }, new Date("2026-11-30T15:00:00Z"))).toBe(false);
  });

  it("lists test cards that pass the checks, one per outcome the payment page explains", () => {
    for (const card of TEST_CARDS) {
      expect(luhnValid(cardDigits(card.number)), card.number).toBe(true);
      expect(cardBrand(cardDigits(card.number)), card.number).toBe(card.brand);
    }
    expect(new Set(TEST_CARDS.map((c) => c.outcome))).toEqual(
      new Set([
        "succeeds",
        "card_declined",
        "insufficient_funds",
        "expired_card",
        "incorrect_cvc",
        "challenge_succeeds",
        "challenge_fails",
      ]),
    );
    expect(TEST_CARDS[0].number).toBe("4242 4242 4242 4242");
  });
});

describe("the card form", () => {
  it("accepts a valid card and gives back the digits only", () => {
    const result = parseForm(schema, new URLSearchParams(valid));
    expect(result).toEqual({ ok: true, data: { ...valid, cardNumber: "4242424242424242" } });
  });

  it("says what is wrong in words a traveller understands", () => {
    expect(errorsOf({ ...valid, cardNumber: "" })).toEqual({ cardNumber: [CARD_MESSAGES.numberRequired] });
    expect(errorsOf({ ...valid, cardNumber: "4242 4242 4242 4241" })).toEqual({ cardNumber: [CARD_MESSAGES.numberInvalid] });
    expect(errorsOf({ ...valid, cardNumber: "6011 1111 1111 1117" })).toEqual({ cardNumber: [CARD_MESSAGES.brandUnsupported] });
    expect(errorsOf({ ...valid, expiry: "" })).toEqual({ expiry: [CARD_MESSAGES.expiryRequired] });
    expect(errorsOf({ ...valid, expiry: "2029-08" })).toEqual({ expiry: [CARD_MESSAGES.expiryInvalid] });
    expect(errorsOf({ ...valid, expiry: "10/26" })).toEqual({ expiry: [CARD_MESSAGES.expiryPast] });
    expect(errorsOf({ ...valid, expiry: "10/99" })).toEqual({ expiry: [CARD_MESSAGES.expiryTooFar] });
    expect(errorsOf({ ...valid, cvc: "" })).toEqual({ cvc: [CARD_MESSAGES.cvcRequired] });
    expect(errorsOf({ ...valid, cvc: "1234" })).toEqual({ cvc: [CARD_MESSAGES.cvc3] });
    expect(errorsOf({ ...valid, cardNumber: "3782 822463 10005", cvc: "123" })).toEqual({ cvc: [CARD_MESSAGES.cvc4] });
    expect(errorsOf({ ...valid, cardNumber: "3782 822463 10005", cvc: "1234" })).toEqual({});
    expect(errorsOf({ ...valid, cardName: "  " })).toEqual({ cardName: [CARD_MESSAGES.nameRequired] });
    expect(errorsOf({ ...valid, cardName: "R2-D2 <script>" })).toEqual({ cardName: [CARD_MESSAGES.nameInvalid] });
    expect(errorsOf({ ...valid, cardName: "José Ñiño-Dela Cruz Jr." })).toEqual({});
  });

  it("asks only for the method when paying by GCash or Maya", () => {
    expect(parseForm(PaymentFormSchema, new URLSearchParams({ method: "gcash" }))).toEqual({ ok: true, data: { method: "gcash" } });
    expect(parseForm(PaymentFormSchema, new URLSearchParams({ method: "bitcoin" })).ok).toBe(false);
    const card = parseForm(PaymentFormSchema, new URLSearchParams({ method: "card", ...valid, cvc: "" }));
    expect(card).toEqual({ ok: false, errors: { cvc: [CARD_MESSAGES.cvcRequired] } });
  });
});
