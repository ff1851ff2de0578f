/** Who may change dates together: no booking (the new one or the old one) left with children or infants and no adult. */
import { describe, expect, it } from "vitest";
import type { PassengerType } from "./flights.ts";
import { changeChoiceProblem, PTR_MESSAGES } from "./post-ticketing.ts";

const family: PassengerType[] = ["ADT", "ADT", "CHD"];
const all = [0, 1, 2];

describe("changeChoiceProblem", () => {
  it.each([
    [[2], PTR_MESSAGES.adultWithChild],
    [[0, 1], PTR_MESSAGES.adultStaysWithChild],
    [[0, 2], null],
    [[1], null],
    [all, null],
  ])("a family of two adults and a child, moving %j: %s", (chosen, problem) => {
    expect(changeChoiceProblem(family, all, chosen)).toBe(problem);
  });

  it("counts only the travellers still holding a ticket", () => {
    // The first adult was refunded: the other must stay with the child, or move with them.
    expect(changeChoiceProblem(family, [1, 2], [1])).toBe(PTR_MESSAGES.adultStaysWithChild);
    expect(changeChoiceProblem(family, [1, 2], [1, 2])).toBeNull();
  });

  it("keeps an infant on an adult's lap on both bookings", () => {
    const lap: PassengerType[] = ["ADT", "ADT", "INF"];
    expect(changeChoiceProblem(lap, all, [2])).toBe(PTR_MESSAGES.infantWithAdult);
    expect(changeChoiceProblem(lap, all, [0, 1])).toBe(PTR_MESSAGES.infantLeftBehind);
    expect(changeChoiceProblem(lap, all, [1, 2])).toBeNull();
  });
});
