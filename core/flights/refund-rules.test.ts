/** One rule per fare family for what comes back: the quote's lines add up, and its words say the same. */
import { describe, expect, it } from "vitest";
import type { PassengerInput } from "../../contracts/flights.ts";
import { backQuote, backRule, REFUND_AGENCY_FEE, ruleWords, VOID_FEE } from "./refund-rules.ts";
import type { FlightBooking } from "./store.ts";

const php = (amount: number) => ({ amount, currency: "PHP" });
const person = (givenName: string, type: PassengerInput["type"] = "ADT") => ({ givenName, surname: "Cruz", type }) as PassengerInput;
const fare = (type: string, total: number, taxes: number) => ({
  type,
  quantity: 1,
  totalFare: php(total),
  taxes: [{ code: "XX", amount: php(taxes) }],
});

/** Two adults at ₱5,000 (₱1,200 taxes); Ana has a ₱770 bag; a ₱450 snack box for both; ₱1,000 paid in change fees. */
function booking(refund: { allowed: boolean; fee?: { amount: number; currency: string } }): FlightBooking {
  return {
    itinerary: {
      fareFamilyName: refund.allowed ? "Economy Classic" : "Tipid",
      perPassenger: [fare("ADT", 5000_00, 1200_00)],
      penalties: { change: { allowed: true }, refund },
    },
    passengers: [person("Ana"), person("Ben")],
    tickets: [0, 1].map((passengerIndex) => ({ passengerIndex, status: "issued" })),
    events: [
      {
        type: "extras-priced",
        detail: {
          lines: [
            { label: "Bag, Ana", amount: php(770_00), passengerIndex: 0, kind: "baggage" },
            { label: "Snack box", amount: php(450_00), kind: "meals" },
          ],
        },
      },
    ],
    fareTotal: php(10000_00),
    extrasTotal: php(1220_00),
    total: php(12220_00),
  } as unknown as FlightBooking;
}

const sum = (lines: { amount: { amount: number } }[]) => lines.reduce((t, l) => t + l.amount.amount, 0);

describe("what comes back", () => {
  it("non-refundable: only the taxes, not the base fare, the add-ons nor earlier change fees, for one traveller or the last", () => {
    const b = booking({ allowed: false });
    const rule = backRule("refund", b);
    const one = backQuote(b, [0], rule);
    expect(one.amountBack.amount).toBe(1200_00 - REFUND_AGENCY_FEE);
    expect(sum(one.lines)).toBe(one.amountBack.amount);
    const all = backQuote(b, [0, 1], rule);
    expect(all.amountBack.amount).toBe(2 * (1200_00 - REFUND_AGENCY_FEE));
    expect(all.lines.map((l) => l.label)).toContain("Earlier change fees kept");
    expect(ruleWords(rule, "Tipid", "PHP")).toBe(
      "Tipid is non-refundable: only the taxes and fees come back; the base fare, the add-ons and earlier change fees do not. Less the agency refund fee of ₱300.00 per ticket (infants free).",
    );
  });

  it("refundable: the fare less the penalty and each traveller's own add-ons; the party's add-ons with the last ones; never change fees", () => {
    const b = booking({ allowed: true, fee: php(2500_00) });
    const rule = backRule("refund", b);
    expect(backQuote(b, [0], rule).amountBack.amount).toBe(5000_00 - 2500_00 + 770_00 - REFUND_AGENCY_FEE);
    expect(backQuote(b, [1], rule).amountBack.amount).toBe(5000_00 - 2500_00 - REFUND_AGENCY_FEE);
    const all = backQuote(b, [0, 1], rule);
    expect(all.amountBack.amount).toBe(2 * (5000_00 - 2500_00 - REFUND_AGENCY_FEE) + 770_00 + 450_00);
    expect(sum(all.lines)).toBe(all.amountBack.amount);
    expect(all.words).toMatch(/^Economy Classic is refundable: the fare less ₱2,500.00 per traveller, the taxes and fees and the add-ons/);
    expect(all.words).toContain("earlier change fees do not");
  });

  it("a void gives everything back less the voiding fee", () => {
    const b = booking({ allowed: false });
    const all = backQuote(b, [0, 1], backRule("void", b));
    expect(all.amountBack.amount).toBe(12220_00 - 2 * VOID_FEE);
    expect(all.words).toMatch(
      /^Voided on the day of ticketing: the fare, the taxes and fees, the add-ons \(bags, meals, seats\) and earlier change fees come back\./,
    );
  });
});
