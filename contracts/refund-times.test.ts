import { describe, expect, it } from "vitest";
import { REFUND_TIMES, refundTimesSentence } from "./refund-times.ts";

describe("refund times: what the gateways publish, with the source", () => {
  it("a card refund: PayMongo's 30 days and Maya's credit / debit card times, both sources named", () => {
    const s = refundTimesSentence("card");
    expect(s).toContain("up to 30 days (PayMongo)");
    expect(s).toMatch(/7 to 14 working days for a credit card .*30 to 45 days for a debit card \(Maya\)/);
    expect(s).toContain("PayMongo Help Center, “Refunding payments” (undated page, read 28 Nov 2026)");
    expect(s).toContain("Maya Developers, “Voids and Refunds”");
    expect(s).not.toMatch(/banking days|1 to 3 days|5 to 10/);
  });

  it("wallets: within 24 hours through PayMongo; GCash 3 to 5 business days and Maya at once through Maya", () => {
    expect(refundTimesSentence("gcash")).toContain("within 24 hours (PayMongo); 3 to 5 business days (Maya)");
    expect(refundTimesSentence("maya")).toContain("at once to a Maya wallet (Maya)");
  });

  it("without a method it gives the whole table; every method has a line from each gateway", () => {
    const all = refundTimesSentence();
    for (const m of ["a card", "GCash", "Maya"]) expect(all).toContain(`to ${m}:`);
    for (const words of Object.values(REFUND_TIMES)) expect(words.map((w) => w.gateway).sort()).toEqual(["maya", "paymongo"]);
  });
});
