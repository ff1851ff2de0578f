import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SAMPLE_EXTRAS_OFFER as OFFER } from "./extras-sample.ts";
import {
  chooseSeat,
  chooseService,
  clearSeat,
  type ExtrasChange,
  type ExtrasContext,
  ExtrasSelectionError,
  extrasSelectionSchema,
  hasExtraServices,
  isLegAllowed,
  orderPassengers,
  parseBehavior,
  parseExtrasSelectionJson,
  passengerServiceMaps,
  passengerTypesFromCounts,
  priceExtras,
  exitRowRefusal,
  isExitRowSeat,
  lapHolderIndices,
  removeService,
  type ServiceRef,
  seatedPassengerIndices,
  setServiceQuantity,
  withMandatoryServices,
} from "./extras-selection.ts";
import { EMPTY_EXTRAS, type ExtrasSelection } from "./flight-extras.ts";
import type { PassengerType } from "./flights.ts";
import { formatMoney, php, sumMoney } from "./money.ts";

const PASSENGERS: PassengerType[] = ["ADT", "ADT", "CHD", "INF"];
const ctx: ExtrasContext = { offer: OFFER, passengers: PASSENGERS };
const START = withMandatoryServices(ctx);

const bag20Out: ServiceRef = { kind: "baggage", segmentIndex: 0, legIndex: 0, serviceId: "BAG20-OUT" };
const bag32Out: ServiceRef = { kind: "baggage", segmentIndex: 0, legIndex: 0, serviceId: "BAG32-OUT" };
const bag20Ret: ServiceRef = { kind: "baggage", segmentIndex: 0, legIndex: 1, serviceId: "BAG20-RET" };
const cabinOut: ServiceRef = { kind: "baggage", segmentIndex: 1, legIndex: 0, serviceId: "CABIN7-OUT" };
const sportOut: ServiceRef = { kind: "baggage", segmentIndex: 2, legIndex: 0, serviceId: "SPORT-OUT" };
const sportRet: ServiceRef = { kind: "baggage", segmentIndex: 2, legIndex: 1, serviceId: "SPORT-RET" };
const adobo: ServiceRef = { kind: "meals", segmentIndex: 0, legIndex: 0, serviceId: "MEAL-ADOBO" };
const pancit: ServiceRef = { kind: "meals", segmentIndex: 0, legIndex: 0, serviceId: "MEAL-VEG" };
const snackOut: ServiceRef = { kind: "meals", segmentIndex: 1, legIndex: 0, serviceId: "SNACK-OUT" };
const snackRet: ServiceRef = { kind: "meals", segmentIndex: 1, legIndex: 1, serviceId: "SNACK-RET" };

/** Applies a change that must succeed. */
function ok(change: ExtrasChange): ExtrasSelection {
  expect(change.warning).toBeUndefined();
  return change.selection;
}

function total(selection: ExtrasSelection): string {
  return formatMoney(priceExtras(OFFER, selection, PASSENGERS).total);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

function priceError(selection: ExtrasSelection, passengers = PASSENGERS): ExtrasSelectionError {
  try {
    priceExtras(OFFER, selection, passengers);
  } catch (error) {
    expect(error).toBeInstanceOf(ExtrasSelectionError);
    return error as ExtrasSelectionError;
  }
  throw new Error("priceExtras accepted the selection");
}

describe("behaviour is read from the Behavior text", () => {
  it("GROUP_PAX is one selection for everybody; PER_PAX (and anything else) is per passenger", () => {
    expect(parseBehavior("GROUP_PAX").scope).toBe("group");
    expect(parseBehavior("group_pax_outbound").scope).toBe("group");
    expect(parseBehavior("PER_PAX").scope).toBe("perPax");
    expect(parseBehavior("").scope).toBe("perPax");
  });

  it("SEGMENT marks a segment's group; INBOUND / OUTBOUND limit the leg", () => {
    expect(parseBehavior("PER_PAX_SEGMENT")).toEqual({ scope: "perPax", segment: true, leg: "any" });
    expect(parseBehavior("PER_PAX_INBOUND").leg).toBe("inbound");
    expect(parseBehavior("GROUP_PAX_OUTBOUND").leg).toBe("outbound");
    expect(isLegAllowed("PER_PAX_INBOUND", 0)).toBe(false);
    expect(isLegAllowed("PER_PAX_INBOUND", 1)).toBe(true);
    expect(isLegAllowed("GROUP_PAX_OUTBOUND", 1)).toBe(false);
    expect(isLegAllowed("PER_PAX", 1)).toBe(true);
  });

  it("knows whether there is anything to choose", () => {
    expect(hasExtraServices(OFFER)).toBe(true);
    expect(
      hasExtraServices({
        DynamicBaggage: [],
        DynamicMeal: [{ Behavior: "PER_PAX", IsMultiSelect: true, Services: [[]] }],
        DynamicSeat: [],
      }),
    ).toBe(false);
    expect(hasExtraServices(null)).toBe(false);
  });
});

describe("INBOUND / OUTBOUND services only on their leg", () => {
  it("refuses a return-only snack on the outbound flight, with a reason", () => {
    const change = chooseService(ctx, START, snackOut, 0);
    expect(change.selection).toBe(START);
    expect(change.warning).toEqual({ code: "wrong-leg", message: "“Ensaymada and coffee” can only be added to the return flight." });
    expect(ok(chooseService(ctx, START, snackRet, 0)).meals).toHaveLength(1);
  });

  it("refuses outbound-only sports equipment on the return", () => {
    expect(chooseService(ctx, START, sportRet, 0).warning?.code).toBe("wrong-leg");
  });

  it("priceExtras rejects a posted selection on the wrong leg", () => {
    const forged: ExtrasSelection = {
      ...START,
      meals: [{ serviceId: "SNACK-OUT", segmentIndex: 1, legIndex: 0, passengerQuantities: { 0: 1 }, behavior: "PER_PAX" }],
    };
    expect(priceError(forged).message).toMatch(/can only be added to the return flight, not the outbound flight/);
  });
});

describe("GROUP_PAX: one selection for all passengers, charged once", () => {
  it("choosing it for one passenger chooses it for everybody, and the total rises by one price", () => {
    const before = priceExtras(OFFER, START, PASSENGERS).total.amount;
    const next = ok(chooseService(ctx, START, sportOut, 2));
    const entry = next.baggage.find((e) => e.serviceId === "SPORT-OUT")!;
    expect(entry.passengerQuantities).toEqual({ 0: 1, 1: 1, 2: 1, 3: 1 });
    const priced = priceExtras(OFFER, next, PASSENGERS);
    expect(priced.total.amount - before).toBe(150_000);
    expect(priced.lines.filter((l) => l.serviceId === "SPORT-OUT")).toHaveLength(1);
    expect(priced.lines.find((l) => l.serviceId === "SPORT-OUT")!.label).toBe(
      "Sports equipment (Surfboard or golf bag, whole booking), all passengers, outbound flight",
    );
  });

  it("a quantity of 2 is charged twice, once for the booking", () => {
    const next = ok(setServiceQuantity(ctx, START, sportOut, 0, 2));
    expect(priceExtras(OFFER, next, PASSENGERS).lines.find((l) => l.serviceId === "SPORT-OUT")!.amount).toEqual(php(300_000));
  });

  it("removing it for one passenger removes it for the whole booking", () => {
    const next = ok(chooseService(ctx, START, sportOut, 0));
    expect(ok(removeService(ctx, next, sportOut, { scope: "passenger", passengerIndex: 1 }))).toEqual(START);
    expect(ok(setServiceQuantity(ctx, next, sportOut, 3, 0))).toEqual(START);
  });
});

describe("group services require all passengers", () => {
  it("priceExtras rejects a group service chosen for some passengers only", () => {
    const forged: ExtrasSelection = {
      ...START,
      baggage: [
        ...START.baggage,
        { serviceId: "SPORT-OUT", segmentIndex: 2, legIndex: 0, passengerQuantities: { 0: 1, 1: 1 }, behavior: "GROUP_PAX_OUTBOUND" },
      ],
    };
    expect(priceError(forged).message).toMatch(/shared by the whole booking: choose it for every passenger, or for none/);
  });
});

describe("PER_PAX: per passenger, × quantity", () => {
  it("charges each passenger for what they took", () => {
    let s = ok(chooseService(ctx, START, adobo, 0));
    s = ok(setServiceQuantity(ctx, s, adobo, 1, 2));
    const lines = priceExtras(OFFER, s, PASSENGERS).lines.filter((l) => l.serviceId === "MEAL-ADOBO");
    expect(lines.map((l) => [l.passengerIndex, l.quantity, l.amount.amount])).toEqual([
      [0, 1, 35_000],
      [1, 2, 70_000],
    ]);
    expect(lines[1].label).toBe("Chicken adobo (Chicken adobo with rice) × 2, passenger 2, outbound flight");
  });
});

describe("SEGMENT: specific to a segment", () => {
  it("keeps a segment's meal on that segment's group and leg", () => {
    const s = ok(chooseService(ctx, START, adobo, 0));
    expect(s.meals[0]).toMatchObject({ serviceId: "MEAL-ADOBO", segmentIndex: 0, legIndex: 0, behavior: "PER_PAX_SEGMENT" });
    expect(OFFER.DynamicMeal[0].SegmentIndex).toBe(0);
  });

  it("refuses a service that is not in that segment's list", () => {
    const change = chooseService(ctx, START, { ...adobo, segmentIndex: 1 }, 0);
    expect(change.warning?.code).toBe("unknown-service");
    expect(change.selection).toBe(START);
  });
});

describe("a group that is not multi-select: a new choice replaces the passenger's other one", () => {
  it("switching from the 20 kg to the 32 kg bag keeps one bag and the price of the new one", () => {
    let s = ok(chooseService(ctx, START, bag20Out, 0));
    s = ok(chooseService(ctx, s, bag20Out, 1));
    s = ok(chooseService(ctx, s, bag32Out, 0));
    const maps = passengerServiceMaps(s).baggage[0][0];
    expect(maps[0]).toEqual(["BAG32-OUT"]);
    expect(maps[1]).toEqual(["BAG20-OUT"]);
    expect(total(s)).toBe("₱1,800.00");
  });

  it("only in the same segment and leg: the return bag is untouched", () => {
    let s = ok(chooseService(ctx, START, bag20Ret, 0));
    s = ok(chooseService(ctx, s, bag32Out, 0));
    expect(passengerServiceMaps(s).baggage[0][1][0]).toEqual(["BAG20-RET"]);
  });

  it("multi-select groups keep both meals", () => {
    let s = ok(chooseService(ctx, START, adobo, 0));
    s = ok(chooseService(ctx, s, pancit, 0));
    expect(passengerServiceMaps(s).meals[0][0][0]).toEqual(["MEAL-ADOBO", "MEAL-VEG"]);
  });

  it("priceExtras rejects two choices for one passenger in such a group", () => {
    const forged: ExtrasSelection = {
      ...START,
      baggage: [
        ...START.baggage,
        { serviceId: "BAG20-OUT", segmentIndex: 0, legIndex: 0, passengerQuantities: { 0: 1 }, behavior: "PER_PAX" },
        { serviceId: "BAG32-OUT", segmentIndex: 0, legIndex: 0, passengerQuantities: { 0: 1 }, behavior: "PER_PAX" },
      ],
    };
    expect(priceError(forged).code).toBe("not-multi-select");
  });
});

describe("a quantity of 0 removes the passenger's entry; an empty selection is dropped", () => {
  it("drops the passenger, then the whole entry when nobody is left", () => {
    let s = ok(chooseService(ctx, START, adobo, 0));
    s = ok(chooseService(ctx, s, adobo, 1));
    s = ok(setServiceQuantity(ctx, s, adobo, 0, 0));
    expect(s.meals[0].passengerQuantities).toEqual({ 1: 1 });
    s = ok(setServiceQuantity(ctx, s, adobo, 1, 0));
    expect(s.meals).toEqual([]);
    expect(total(s)).toBe("₱0.00");
  });

  it("0 for a passenger who has nothing changes nothing", () => {
    expect(ok(setServiceQuantity(ctx, START, adobo, 0, 0))).toBe(START);
  });
});

describe("mandatory services cannot be removed", () => {
  it("the page starts with the cabin bag for every passenger on both legs", () => {
    expect(START.baggage.map((e) => [e.serviceId, e.passengerQuantities])).toEqual([
      ["CABIN7-OUT", { 0: 1, 1: 1, 2: 1, 3: 1 }],
      ["CABIN7-RET", { 0: 1, 1: 1, 2: 1, 3: 1 }],
    ]);
    expect(priceExtras(OFFER, START, PASSENGERS).lines.filter((l) => l.mandatory)).toHaveLength(8);
  });

  it("a removal is refused with a warning, not an exception, and the cabin bag stays", () => {
    for (const how of [
      { scope: "passenger", passengerIndex: 0 } as const,
      { scope: "allPassengers" } as const,
      { scope: "allLegs" } as const,
    ]) {
      const change = removeService(ctx, START, cabinOut, how);
      expect(change.selection).toEqual(START);
      expect(change.warning).toEqual({ code: "mandatory", message: "“Cabin bag 7 kg” is included with this fare and cannot be removed." });
    }
    expect(setServiceQuantity(ctx, START, cabinOut, 0, 0).warning?.code).toBe("mandatory");
  });

  it("priceExtras rejects a selection without it", () => {
    expect(priceError(EMPTY_EXTRAS).message).toBe(
      "“Cabin bag 7 kg” is included with this fare on the outbound flight and cannot be removed. Please reload the add-ons page.",
    );
    const missingOne = { ...START, baggage: [{ ...START.baggage[0], passengerQuantities: { 0: 1, 1: 1, 2: 1 } }, START.baggage[1]] };
    expect(priceError(missingOne).code).toBe("missing-mandatory");
  });
});

describe("removal for one passenger, all passengers, or all legs", () => {
  let s = START;
  for (const p of [0, 1]) {
    s = ok(chooseService(ctx, s, bag20Out, p));
    s = ok(chooseService(ctx, s, bag20Ret, p));
  }
  // The same service id on both legs, to show "all legs".
  let same = START;
  for (const p of [0, 1]) {
    same = ok(chooseService(ctx, same, adobo, p));
  }

  it("one passenger", () => {
    const next = ok(removeService(ctx, s, bag20Out, { scope: "passenger", passengerIndex: 0 }));
    expect(passengerServiceMaps(next).baggage[0][0]).toEqual({ 1: ["BAG20-OUT"] });
    expect(passengerServiceMaps(next).baggage[0][1]).toEqual({ 0: ["BAG20-RET"], 1: ["BAG20-RET"] });
  });

  it("all passengers (this leg only)", () => {
    const next = ok(removeService(ctx, s, bag20Out, { scope: "allPassengers" }));
    expect(passengerServiceMaps(next).baggage[0][0]).toBeUndefined();
    expect(next.baggage.some((e) => e.serviceId === "BAG20-RET")).toBe(true);
  });

  it("all legs, for everybody or for one passenger", () => {
    expect(ok(removeService(ctx, same, adobo, { scope: "allLegs" })).meals).toEqual([]);
    expect(ok(removeService(ctx, same, adobo, { scope: "allLegs", passengerIndex: 1 })).meals[0].passengerQuantities).toEqual({ 0: 1 });
  });

  it("never changes its input", () => {
    const frozen = deepFreeze(structuredClone(s));
    expect(() => removeService(ctx, frozen, bag20Out, { scope: "allPassengers" })).not.toThrow();
    expect(() => chooseService(ctx, frozen, bag32Out, 0)).not.toThrow();
    expect(() => chooseSeat(ctx, frozen, 0, 0, "S0-12A")).not.toThrow();
    expect(frozen).toEqual(s);
  });
});

describe("quantities within MinimumQuantity / MaximumQuantity", () => {
  it("refuses a fourth adobo (at most 3) and a third set of sports equipment (at most 2)", () => {
    const s = ok(setServiceQuantity(ctx, START, adobo, 0, 3));
    const change = setServiceQuantity(ctx, s, adobo, 0, 4);
    expect(change.selection).toBe(s);
    expect(change.warning).toEqual({ code: "quantity-out-of-range", message: "“Chicken adobo”: choose at most 3 per passenger." });
    expect(setServiceQuantity(ctx, START, sportOut, 0, 3).warning?.code).toBe("quantity-out-of-range");
  });

  it("honours a minimum when choosing", () => {
    const offer = structuredClone(OFFER);
    offer.DynamicMeal[0].Services[0][0].MinimumQuantity = 2;
    const c = { offer, passengers: PASSENGERS };
    const s = ok(chooseService(c, withMandatoryServices(c), adobo, 0));
    expect(s.meals[0].passengerQuantities[0]).toBe(2);
    expect(setServiceQuantity(c, s, adobo, 0, 1).warning?.message).toBe("“Chicken adobo”: choose at least 2 per passenger.");
  });

  it("priceExtras rejects a forged quantity", () => {
    const forged = {
      ...START,
      meals: [{ serviceId: "MEAL-ADOBO", segmentIndex: 0, legIndex: 0, passengerQuantities: { 0: 9 }, behavior: "PER_PAX" }],
    };
    expect(priceError(forged).message).toBe("“Chicken adobo”: choose between 1 and 3 per passenger (passenger 1 has 9).");
  });
});

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

describe("passenger index order: adults, children, infants", () => {
  it("orders passengers and maps their original positions to indices", () => {
    const people = [
      { name: "Baby", type: "INF" as const },
      { name: "Ana", type: "ADT" as const },
      { name: "Kid", type: "CHD" as const },
      { name: "Ben", type: "ADT" as const },
    ];
    const { ordered, indexOf } = orderPassengers(people);
    expect(ordered.map((p) => p.name)).toEqual(["Ana", "Ben", "Kid", "Baby"]);
    expect(indexOf).toEqual([3, 0, 2, 1]);
    expect(passengerTypesFromCounts({ adults: 2, children: 1, infants: 1 })).toEqual(PASSENGERS);
  });

  it("the rules refuse passenger types out of order (a programming error)", () => {
    expect(() => priceExtras(OFFER, START, ["INF", "ADT"])).toThrow(/order adults, children, infants/);
  });

  it("an index beyond the booking is refused", () => {
    expect(chooseService(ctx, START, adobo, 4).warning?.code).toBe("passenger-out-of-range");
    const forged = {
      ...START,
      meals: [{ serviceId: "MEAL-ADOBO", segmentIndex: 0, legIndex: 0, passengerQuantities: { 5: 1 }, behavior: "PER_PAX" }],
    };
    expect(priceError(forged).message).toBe(
      "“Chicken adobo” is chosen for passenger 6, but this booking has 4 passengers. Please review your add-ons and choose again.",
    );
  });
});

describe("priceExtras", () => {
  it("prices from the offer: bag, meal and seat add up to the total", () => {
    let s = ok(chooseService(ctx, START, bag20Out, 0));
    s = ok(chooseService(ctx, s, adobo, 2));
    s = ok(chooseSeat(ctx, s, 0, 0, "S0-12A"));
    const priced = priceExtras(OFFER, s, PASSENGERS);
    expect(formatMoney(priced.total)).toBe("₱1,400.00");
    expect(priced.total).toEqual(sumMoney(priced.lines.map((l) => l.amount)));
    expect(priced.lines.filter((l) => !l.mandatory).map((l) => l.label)).toEqual([
      "Checked bag 20 kg (1 bag - 20 kg), passenger 1, outbound flight",
      "Chicken adobo (Chicken adobo with rice), passenger 3, outbound flight",
      "Seat 12A, 5J 561 MNL–CEB, passenger 1",
    ]);
  });

  it("rejects unknown services with a message a traveller can act on", () => {
    const forged = {
      ...START,
      meals: [{ serviceId: "LECHON", segmentIndex: 0, legIndex: 0, passengerQuantities: { 0: 1 }, behavior: "PER_PAX" }],
    };
    expect(priceError(forged).message).toBe(
      "One of the meals you chose is no longer offered for this flight. Please review your add-ons and choose again.",
    );
  });

  it("ignores the posted behaviour and uses the offer's", () => {
    const forged = {
      ...START,
      baggage: [
        ...START.baggage,
        { serviceId: "SPORT-OUT", segmentIndex: 2, legIndex: 0, passengerQuantities: { 0: 1 }, behavior: "PER_PAX" },
      ],
    };
    expect(priceError(forged).code).toBe("group-needs-everyone");
  });
});

describe("passenger-wise maps (spec §3)", () => {
  it("lists chosen service ids per segment, leg and passenger", () => {
    let s = ok(chooseService(ctx, START, adobo, 1));
    s = ok(chooseService(ctx, s, bag20Ret, 0));
    const maps = passengerServiceMaps(s);
    expect(maps.meals).toEqual({ 0: { 0: { 1: ["MEAL-ADOBO"] } } });
    expect(maps.baggage[0]).toEqual({ 1: { 0: ["BAG20-RET"] } });
    expect(maps.baggage[1][1][3]).toEqual(["CABIN7-RET"]);
  });
});

describe("the posted JSON", () => {
  it("round-trips a selection and refuses junk", () => {
    const s = ok(chooseSeat(ctx, ok(chooseService(ctx, START, adobo, 0)), 0, 0, "S0-12A"));
    const back = parseExtrasSelectionJson(JSON.stringify(s))!;
    expect(priceExtras(OFFER, back, PASSENGERS).total).toEqual(priceExtras(OFFER, s, PASSENGERS).total);
    expect(parseExtrasSelectionJson("{")).toBeNull();
    expect(parseExtrasSelectionJson(JSON.stringify({ baggage: [], meals: [], seats: [{ flightIndex: -1 }] }))).toBeNull();
    expect(extrasSelectionSchema.safeParse(EMPTY_EXTRAS).success).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------
// Properties

const REFS: ServiceRef[] = [];
for (const kind of ["baggage", "meals"] as const) {
  (kind === "baggage" ? OFFER.DynamicBaggage : OFFER.DynamicMeal).forEach((group, segmentIndex) => {
    group.Services.forEach((list, legIndex) => {
      for (const s of list) REFS.push({ kind, segmentIndex, legIndex, serviceId: s.ServiceId });
    });
  });
}
const SEATS = OFFER.DynamicSeat.flatMap((m) =>
  m.rows.flatMap((r) => r.seats.map((s) => ({ flightIndex: m.flightIndex, seatId: s.ServiceId }))),
);

type Op =
  | { op: "qty"; ref: ServiceRef; p: number; q: number }
  | { op: "remove"; ref: ServiceRef; p: number; scope: "passenger" | "allPassengers" | "allLegs" }
  | { op: "seat"; seat: (typeof SEATS)[number]; p: number }
  | { op: "clear"; flightIndex: number; p: number };

const passengerArb = fc.integer({ min: 0, max: PASSENGERS.length - 1 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant("qty" as const), ref: fc.constantFrom(...REFS), p: passengerArb, q: fc.integer({ min: 0, max: 4 }) }),
  fc.record({
    op: fc.constant("remove" as const),
    ref: fc.constantFrom(...REFS),
    p: passengerArb,
    scope: fc.constantFrom("passenger" as const, "allPassengers" as const, "allLegs" as const),
  }),
  fc.record({ op: fc.constant("seat" as const), seat: fc.constantFrom(...SEATS), p: passengerArb }),
  fc.record({ op: fc.constant("clear" as const), flightIndex: fc.constantFrom(0, 1), p: passengerArb }),
);

function apply(selection: ExtrasSelection, op: Op): ExtrasSelection {
  switch (op.op) {
    case "qty":
      return setServiceQuantity(ctx, selection, op.ref, op.p, op.q).selection;
    case "remove":
      return removeService(
        ctx,
        selection,
        op.ref,
        op.scope === "passenger" ? { scope: "passenger", passengerIndex: op.p } : { scope: op.scope },
      ).selection;
    case "seat":
      return chooseSeat(ctx, selection, op.seat.flightIndex, op.p, op.seat.seatId).selection;
    case "clear":
      return clearSeat(selection, op.flightIndex, op.p).selection;
  }
}

const reachable = fc.array(opArb, { maxLength: 25 }).map((ops) => ops.reduce(apply, START));

describe("properties", () => {
  it("every selection the operations build is accepted, and its total is the sum of its lines", () => {
    fc.assert(
      fc.property(reachable, (s) => {
        const priced = priceExtras(OFFER, s, PASSENGERS);
        expect(priced.total).toEqual(
          sumMoney(
            priced.lines.map((l) => l.amount),
            "PHP",
          ),
        );
      }),
    );
  });

  it("adding then removing leaves the selection unchanged, unless the service is mandatory", () => {
    fc.assert(
      fc.property(reachable, fc.constantFrom(...REFS), passengerArb, (s, ref, p) => {
        const added = chooseService(ctx, s, ref, p);
        if (added.warning || added.selection === s) return;
        const service = (ref.kind === "baggage" ? OFFER.DynamicBaggage : OFFER.DynamicMeal)[ref.segmentIndex];
        const list = ref.kind === "baggage" ? s.baggage : s.meals;
        // A replacement (not multi-select) or a second unit of something already held is not an "add".
        const slotTaken = list.some(
          (e) =>
            e.segmentIndex === ref.segmentIndex &&
            e.legIndex === ref.legIndex &&
            Object.keys(e.passengerQuantities).length > 0 &&
            (e.serviceId === ref.serviceId || !service.IsMultiSelect) &&
            (parseBehavior(service.Behavior).scope === "group" || e.passengerQuantities[p] !== undefined),
        );
        if (slotTaken) return;
        const removed = removeService(ctx, added.selection, ref, { scope: "passenger", passengerIndex: p });
        const mandatory = service.Services[ref.legIndex].find((x) => x.ServiceId === ref.serviceId)!.IsMandatory;
        if (mandatory) expect(removed.warning?.code).toBe("mandatory");
        else expect(removed.selection).toEqual(s);
      }),
    );
  });

  it("never two seats for a passenger on a flight, never one seat for two passengers, never an infant's seat", () => {
    fc.assert(
      fc.property(reachable, (s) => {
        const perPassenger = s.seats.map((x) => `${x.flightIndex}:${x.passengerIndex}`);
        const perSeat = s.seats.map((x) => `${x.flightIndex}:${x.seat.ServiceId}`);
        expect(new Set(perPassenger).size).toBe(perPassenger.length);
        expect(new Set(perSeat).size).toBe(perSeat.length);
        expect(s.seats.every((x) => PASSENGERS[x.passengerIndex] !== "INF" && x.seat.AvailablityType === "Available")).toBe(true);
      }),
    );
  });

  it("mandatory services survive any sequence of changes", () => {
    fc.assert(
      fc.property(reachable, (s) => {
        const cabin = s.baggage.filter((e) => e.serviceId.startsWith("CABIN7"));
        expect(cabin.map((e) => Object.keys(e.passengerQuantities).sort())).toEqual([
          ["0", "1", "2", "3"],
          ["0", "1", "2", "3"],
        ]);
      }),
    );
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
