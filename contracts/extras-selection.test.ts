/** Choosing the add-on services of an offer: behaviours, legs, groups, segments, replacing, removing, mandatory services and quantities. */
import { describe, expect, it } from "vitest";
import { SAMPLE_EXTRAS_OFFER as OFFER } from "./extras-sample.ts";
import {
  chooseSeat,
  chooseService,
  hasExtraServices,
  isLegAllowed,
  parseBehavior,
  passengerServiceMaps,
  priceExtras,
  removeService,
  setServiceQuantity,
  withMandatoryServices,
} from "./extras-selection.ts";
import { EMPTY_EXTRAS, type ExtrasSelection } from "./flight-extras.ts";
import { php } from "./money.ts";

import {
  adobo,
  bag20Out,
  bag20Ret,
  bag32Out,
  cabinOut,
  ctx,
  deepFreeze,
  ok,
  pancit,
  PASSENGERS,
  priceError,
  snackOut,
  snackRet,
  sportOut,
  sportRet,
  START,
  total,
} from "./extras-selection.fixture.ts";

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
