/** Seats in the extras selection: one per passenger per flight, and exit rows only for those allowed there. */
import { describe, expect, it } from "vitest";
import { SAMPLE_EXTRAS_OFFER as OFFER } from "./extras-sample.ts";
import {
  chooseSeat,
  clearSeat,
  INFANT_SERVICE_MESSAGE,
  priceExtras,
  setServiceQuantity,
  exitRowRefusal,
  isExitRowSeat,
  lapHolderIndices,
  seatedPassengerIndices,
} from "./extras-selection.ts";
import { php } from "./money.ts";

import { adobo, bag20Out, ctx, ok, PASSENGERS, priceError, START, total } from "./extras-selection.fixture.ts";

describe("seats: one per passenger per flight", () => {
  it("a new seat replaces the passenger's previous seat on that flight only", () => {
    let s = ok(chooseSeat(ctx, START, 0, 0, "S0-12A"));
    s = ok(chooseSeat(ctx, s, 1, 0, "S1-12A"));
    s = ok(chooseSeat(ctx, s, 0, 0, "S0-2C"));
    expect(s.seats.map((x) => [x.flightIndex, x.passengerIndex, x.seat.SeatCode])).toEqual([
      [0, 0, "2C"],
      [1, 0, "12A"],
    ]);
    expect(total(s)).toBe("₱800.00");
  });

  it("can be deselected", () => {
    const s = ok(chooseSeat(ctx, START, 0, 1, "S0-12A"));
    expect(ok(clearSeat(s, 0, 1))).toEqual(START);
    expect(clearSeat(START, 0, 1).selection).toBe(START);
  });

  it("a seat another passenger holds cannot be chosen", () => {
    const s = ok(chooseSeat(ctx, START, 0, 0, "S0-12A"));
    const change = chooseSeat(ctx, s, 0, 1, "S0-12A");
    expect(change.selection).toBe(s);
    expect(change.warning).toEqual({ code: "seat-taken", message: "Seat 12A on 5J 561 is already chosen for passenger 1." });
  });

  it("an occupied or blocked seat cannot be chosen", () => {
    expect(chooseSeat(ctx, START, 0, 0, "S0-1A").warning?.message).toBe("Seat 1A on 5J 561 is not available.");
    expect(chooseSeat(ctx, START, 0, 0, "S0-12E").warning?.code).toBe("seat-unavailable");
  });

  it("infants take no seat", () => {
    expect(seatedPassengerIndices(PASSENGERS)).toEqual([0, 1, 2]);
    expect(chooseSeat(ctx, START, 0, 3, "S0-12A").warning?.code).toBe("infant-seat");
  });

  it("priceExtras rejects two seats for a passenger, a seat for two, a taken seat, an infant's seat and unknown seats", () => {
    const seat = (flightIndex: number, passengerIndex: number, code: string) => ({
      flightIndex,
      passengerIndex,
      seat: OFFER.DynamicSeat[flightIndex].rows.flatMap((r) => r.seats).find((x) => x.SeatCode === code)!,
    });
    expect(priceError({ ...START, seats: [seat(0, 0, "12A"), seat(0, 0, "12B")] }).code).toBe("two-seats");
    expect(priceError({ ...START, seats: [seat(0, 0, "12A"), seat(0, 1, "12A")] }).message).toBe(
      "Seat 12A on 5J 561 is chosen for both passenger 1 and passenger 2: choose another seat for one of them.",
    );
    expect(priceError({ ...START, seats: [seat(0, 0, "1A")] }).message).toBe(
      "Seat 1A on 5J 561 is no longer available: please choose another seat.",
    );
    expect(priceError({ ...START, seats: [seat(0, 3, "12A")] }).code).toBe("infant-seat");
    expect(priceError({ ...START, seats: [{ ...seat(0, 0, "12A"), flightIndex: 1 }] }).code).toBe("unknown-seat");
    expect(priceError({ ...START, seats: [seat(0, 7, "12A")] }).code).toBe("passenger-out-of-range");
  });

  it("prices seats from the offer, not from the posted fare", () => {
    const cheap = { ...OFFER.DynamicSeat[0].rows.find((r) => r.row === 12)!.seats[0], Fare: php(1) };
    const priced = priceExtras(OFFER, { ...START, seats: [{ flightIndex: 0, passengerIndex: 0, seat: cheap }] }, PASSENGERS);
    expect(priced.total).toEqual(php(35_000));
    expect(priced.selection.seats[0].seat.Fare).toEqual(php(35_000));
  });
});

describe("exit rows", () => {
  // Ana (adult 1) holds the infant on her lap; Ben (adult 2) travels alone; Carlo is a child.
  it("are marked on the seat, by flag or by the compartment's text", () => {
    const seat = OFFER.DynamicSeat[0].rows.find((r) => r.row === 10)!.seats[0];
    expect(isExitRowSeat(seat)).toBe(true);
    expect(isExitRowSeat({ Compartment: { Text: "Economy (exit row)" } })).toBe(true);
    expect(isExitRowSeat({ Compartment: { Text: "Economy" } })).toBe(false);
    expect(lapHolderIndices(PASSENGERS)).toEqual([0]);
  });

  it("are refused for a child and for the adult with an infant on their lap, with the reason, and given to the other adult", () => {
    const child = chooseSeat(ctx, START, 0, 2, "S0-10A");
    expect(child.selection).toBe(START);
    expect(child.warning).toEqual({
      code: "exit-row",
      message: "Seat 10A on 5J 561 is in an exit row. Children cannot sit in an exit row.",
    });
    expect(exitRowRefusal(PASSENGERS, 2)).toBe("Children cannot sit in an exit row.");
    expect(chooseSeat(ctx, START, 0, 0, "S0-10A").warning?.message).toBe(
      "Seat 10A on 5J 561 is in an exit row. An adult travelling with an infant on their lap cannot sit in an exit row.",
    );
    expect(ok(chooseSeat(ctx, START, 0, 1, "S0-10A")).seats.map((s) => s.seat.SeatCode)).toEqual(["10A"]);
  });

  it("priceExtras refuses a posted exit-row seat for a child even when the client drops the flag", () => {
    const seat = { ...OFFER.DynamicSeat[0].rows.find((r) => r.row === 10)!.seats[0], ExitRow: false, Compartment: { Text: "Economy" } };
    const error = priceError({ ...START, seats: [{ flightIndex: 0, passengerIndex: 2, seat }] });
    expect(error.code).toBe("exit-row");
    expect(error.message).toBe(
      "Seat 10A on 5J 561 is in an exit row. Children cannot sit in an exit row. Please choose another seat for passenger 3.",
    );
    expect(priceError({ ...START, seats: [{ flightIndex: 0, passengerIndex: 0, seat }] }).code).toBe("exit-row");
  });
});

describe("a refusal names the traveller; an infant on the lap gets no bag, meal or boarding of their own", () => {
  const NAMES = ["Ana Cruz", "Ben Cruz", "Carlo Cruz", "Dina Cruz"];

  it("names the traveller in an exit-row refusal when the names are known, never 'passenger 4'", () => {
    const seat = OFFER.DynamicSeat[0].rows.find((r) => r.row === 10)!.seats[0];
    try {
      priceExtras(OFFER, { ...START, seats: [{ flightIndex: 0, passengerIndex: 0, seat }] }, PASSENGERS, NAMES);
      throw new Error("accepted");
    } catch (error) {
      expect((error as Error).message).toBe(
        "Seat 10A on 5J 561 is in an exit row. An adult travelling with an infant on their lap cannot sit in an exit row. Please choose another seat for Ana Cruz.",
      );
    }
  });

  it("refuses a meal or a bag for the infant, in the browser and on the server, keeping what the fare includes", () => {
    const meal = setServiceQuantity(ctx, START, adobo, 3, 1);
    expect(meal.warning?.code).toBe("infant-service");
    expect(meal.warning?.message).toBe(INFANT_SERVICE_MESSAGE);
    expect(setServiceQuantity(ctx, START, bag20Out, 3, 1).warning?.code).toBe("infant-service");
    const posted = { ...START, meals: [...START.meals, { ...adobo, passengerQuantities: { 3: 1 }, behavior: "PER_PAX" }] };
    try {
      priceExtras(OFFER, posted, PASSENGERS, NAMES);
      throw new Error("accepted");
    } catch (error) {
      expect((error as Error).message).toMatch(
        /is chosen for Dina Cruz\. An infant travels on an adult's lap and has no bag, meal or priority boarding/,
      );
    }
    // The cabin bag the fare includes for everybody stays hers.
    expect(priceExtras(OFFER, START, PASSENGERS).total.amount).toBe(0);
  });
});
