/** The extras selection over the wire: passenger order, prices, passenger-wise maps, the posted JSON, and properties over random changes. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SAMPLE_EXTRAS_OFFER as OFFER } from "./extras-sample.ts";
import {
  chooseSeat,
  chooseService,
  clearSeat,
  extrasSelectionSchema,
  orderPassengers,
  parseBehavior,
  parseExtrasSelectionJson,
  passengerServiceMaps,
  passengerTypesFromCounts,
  priceExtras,
  removeService,
  type ServiceRef,
  setServiceQuantity,
} from "./extras-selection.ts";
import { EMPTY_EXTRAS, type ExtrasSelection } from "./flight-extras.ts";
import { formatMoney, sumMoney } from "./money.ts";

import { adobo, bag20Out, bag20Ret, ctx, ok, PASSENGERS, priceError, START } from "./extras-selection.fixture.ts";

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
