/** Paid add-ons on a date change: bags and meals move (re-indexed on a split), a seat only to the same free seat on the same airports. */
import { describe, expect, it } from "vitest";
import type { SeatMap, SeatService } from "../../contracts/flight-extras.ts";
import type { FareItinerary, PassengerInput } from "../../contracts/flights.ts";
import { carryAddOns, carryWords } from "./carry-add-ons.ts";
import type { FlightBooking } from "./store.ts";

const php = (amount: number) => ({ amount, currency: "PHP" });
const legs = (...hops: [string, string][]) =>
  [
    { segments: hops.map(([departureAirport, arrivalAirport]) => ({ departureAirport, arrivalAirport })) },
  ] as unknown as FareItinerary["legs"];
const seat = (code: string, state = "Available") =>
  ({
    SeatCode: code,
    FlightNumber: "PR1845",
    DepartureAirportLocationCode: "MNL",
    ArrivalAirportLocationCode: "CEB",
    Fare: php(250_00),
    AvailablityType: state,
  }) as SeatService;
const map = (flightIndex: number, ...seats: SeatService[]) => ({ flightIndex, rows: [{ row: 12, seats }] }) as unknown as SeatMap;

/** Juan, Maria and Ana; Ana has a bag; Maria and Ana have seats 12A and 12B; a snack box for all. */
const b = {
  itinerary: { legs: legs(["MNL", "CEB"]) },
  passengers: ["Juan", "Maria", "Ana"].map((givenName) => ({ givenName, surname: "Cruz" }) as PassengerInput),
  total: php(0),
  extras: {
    baggage: [{ serviceId: "BAG-L0-20", segmentIndex: 0, legIndex: 0, passengerQuantities: { 2: 1 }, behavior: "PER_PAX" }],
    meals: [
      { serviceId: "GRP-PASALUBONG", segmentIndex: 0, legIndex: 0, passengerQuantities: { 0: 1, 1: 1, 2: 1 }, behavior: "GROUP_PAX" },
    ],
    seats: [
      { flightIndex: 0, passengerIndex: 1, seat: seat("12A") },
      { flightIndex: 0, passengerIndex: 2, seat: seat("12B") },
    ],
  },
  events: [
    {
      type: "extras-priced",
      detail: {
        lines: [
          { label: "Checked bag 20 kg, Ana Cruz", amount: php(770_00), passengerIndex: 2, kind: "baggage" },
          { label: "Pasalubong snack box", amount: php(450_00), kind: "meals" },
          { label: "Seat 12A, PR1845 MNL–CEB, Maria Cruz", amount: php(250_00), passengerIndex: 1, kind: "seat", flightIndex: 0 },
          { label: "Seat 12B, PR1845 MNL–CEB, Ana Cruz", amount: php(250_00), passengerIndex: 2, kind: "seat", flightIndex: 0 },
        ],
      },
    },
  ],
} as unknown as FlightBooking;

describe("carryAddOns", () => {
  it("a split of Maria and Ana: the bag and Maria's free seat move re-indexed, Ana's taken seat comes back, the snack box stays", () => {
    const plan = carryAddOns(b, [1, 2], { legs: legs(["MNL", "CEB"]) }, [map(0, seat("12A"), seat("12B", "Occupied"))], true);
    expect(plan.extras.baggage.map((e) => e.passengerQuantities)).toEqual([{ 1: 1 }]);
    expect(plan.extras.meals).toEqual([]);
    expect(plan.extras.seats.map((s) => [s.passengerIndex, s.seat.SeatCode])).toEqual([[0, "12A"]]);
    expect(plan.total).toEqual(php(770_00 + 250_00));
    expect(plan.back.map((l) => l.label)).toEqual(["Seat 12B (PR1845), Ana Cruz: not free on the new flight, refunded"]);
    expect(plan.moved).toEqual(php(770_00 + 500_00));
    expect(plan.staying?.lines.map((l) => l.label)).toEqual(["Pasalubong snack box"]);
    expect(plan.staying?.extras.meals).toHaveLength(1);
  });

  it("a new routing through another airport: no flight over the same airports, so the seats come back; the bag still moves", () => {
    const via = { legs: legs(["MNL", "ILO"], ["ILO", "CEB"]) };
    const plan = carryAddOns(b, [0, 1, 2], via, [map(0, seat("12A"), seat("12B")), map(1, seat("12A"), seat("12B"))], false);
    expect(plan.extras.seats).toEqual([]);
    expect(plan.backTotal).toEqual(php(500_00));
    expect(plan.extras.baggage).toEqual(b.extras.baggage);
    expect(plan.extras.meals).toEqual(b.extras.meals);
    expect(plan.staying).toBeNull();
  });

  it("says when a seat that came with the fare cannot move, instead of dropping it silently", () => {
    const free = structuredClone(b);
    free.extras.seats[0].seat.Fare = php(0);
    (free.events[0].detail.lines as { amount: { amount: number } }[])[2].amount = php(0);
    const plan = carryAddOns(free, [1], { legs: legs(["MNL", "CEB"]) }, [map(0, seat("12A", "Occupied"))], true);
    expect(plan.extras.seats).toEqual([]);
    expect(plan.back).toEqual([]);
    expect(plan.lost.map((l) => l.label)).toEqual([
      "Seat 12A (PR1845), Maria Cruz: not free on the new flight; it came with the fare, so choose another seat at check-in",
    ]);
    expect(carryWords(plan).at(-1)).toMatch(
      /^Seats that came with your fare and are not free on the new flight do not move: Seat 12A \(PR1845\), Maria Cruz\./,
    );
  });

  it("priority boarding that names its flight names the new flight after the change", () => {
    const boarding = structuredClone(b);
    boarding.extras.meals.push({
      serviceId: "SEG0-PRIORITY",
      segmentIndex: 1,
      legIndex: 0,
      passengerQuantities: { 1: 1 },
      behavior: "SEGMENT",
      name: "Priority boarding",
      description: "Board first on PR1845",
    });
    (boarding.events[0].detail.lines as unknown[]).push({
      label: "Priority boarding (Board first on PR1845), Maria Cruz, outbound flight",
      amount: php(250_00),
      passengerIndex: 1,
      kind: "meals",
    });
    const to = {
      legs: [{ segments: [{ departureAirport: "MNL", arrivalAirport: "CEB", marketingAirline: "PR", flightNumber: "1851" }] }],
    } as unknown as FareItinerary;
    (boarding.itinerary.legs[0].segments[0] as { marketingAirline?: string; flightNumber?: string }).marketingAirline = "PR";
    (boarding.itinerary.legs[0].segments[0] as { marketingAirline?: string; flightNumber?: string }).flightNumber = "1845";
    const plan = carryAddOns(boarding, [1], to, [map(0, seat("12A"))], true);
    expect(plan.extras.meals.find((e) => e.serviceId === "SEG0-PRIORITY")?.description).toBe("Board first on PR1851");
    expect(plan.lines.map((l) => l.label)).toContain("Priority boarding (Board first on PR1851), Maria Cruz, outbound flight");
  });
});
