import { describe, expect, it } from "vitest";
import { cancellationPolicyText, freeCancellationText } from "./hotel-policy-text.ts";

describe("a room's cancellation terms in words", () => {
  it("dates the free period as a traveller reads a date", () => {
    const text = cancellationPolicyText({ cancellable: true, freeCancellationUntil: "2026-12-19", penaltyPercent: 50 });
    expect(text).toBe(
      "Free cancellation until Sat 19 Dec 2026 (Philippine time, end of day); after that, 50% of the total is kept. No-shows are charged in full.",
    );
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(freeCancellationText("2026-12-19")).toBe("Free cancellation until Sat 19 Dec 2026");
  });

  it("says a non-refundable rate keeps everything", () => {
    expect(cancellationPolicyText({ cancellable: false, freeCancellationUntil: null, penaltyPercent: 100 })).toBe(
      "Non-refundable: cancelling keeps the whole amount.",
    );
  });
});
