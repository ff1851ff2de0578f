/**
 * Extra services of an offer (spec §3 shapes): baggage per passenger and leg (OUTBOUND / INBOUND on
 * return trips), meals (multi-select per passenger), one group service for the whole booking, one
 * per-segment service, and a seat map per flight with prices by seat type and position. Seats
 * already assigned (persisted) are Occupied, and a deterministic share of the rest, growing with the
 * flight's load factor, is taken by other travellers. Foreign carriers offer none (an empty list is
 * what a consolidator answers for most of their fares).
 */
import type { Cabin } from "../../contracts/flights.ts";
import type { ExtraService, ExtraServicesData, SeatMap, SeatService, SeatType, ServiceGroup } from "../../contracts/flight-extras.ts";
import type { Money } from "../../contracts/money.ts";
import { aircraft } from "./data/aircraft.ts";
import { findAirline } from "./data/airlines.ts";
import type { FareFamily, InventoryRow } from "./fares.ts";
import { unit } from "../shared/prng.ts";
import type { ScheduledFlight } from "./schedule.ts";

const php = (pesos: number): Money => ({ amount: Math.round(pesos) * 100, currency: "PHP" });
const CABIN_ORDER: Cabin[] = ["first", "business", "premium", "economy"];

export function offersExtras(validatingAirline: string): boolean {
  return findAirline(validatingAirline)?.country === "PH";
}

function svc(id: string, name: string, description: string, pesos: number, extra: Partial<ExtraService> = {}): ExtraService {
  return { ServiceId: id, ServiceName: name, Description: description, ServiceCost: php(pesos), IsMandatory: false, ...extra };
}

function legBehaviour(base: string, legIndex: number, tripType: string): string {
  if (tripType !== "return") return base;
  return `${base}_${legIndex === 0 ? "OUTBOUND" : "INBOUND"}`;
}

/** One list per leg: `items` on `legIndex`, empty lists elsewhere. */
const perLeg = (legCount: number, legIndex: number, items: ExtraService[]) =>
  Array.from({ length: legCount }, (_, i) => (i === legIndex ? items : []));

export function buildExtras(input: {
  legs: ScheduledFlight[][];
  tripType: string;
  cabin: Cabin;
  family: FareFamily;
  validatingAirline: string;
  taken: Map<string, Set<string>>;
  inventory: (flight: ScheduledFlight) => InventoryRow;
}): ExtraServicesData {
  const { legs, tripType, cabin, family } = input;
  if (!offersExtras(input.validatingAirline)) return { DynamicBaggage: [], DynamicMeal: [], DynamicSeat: [] };
  const legCount = legs.length;
  const baggage: ServiceGroup[] = [];
  const groupedLegs = tripType === "return" ? legs.map((_, i) => [i]) : [legs.map((_, i) => i)];
  for (const legIndexes of groupedLegs) {
    const services: ExtraService[][] = Array.from({ length: legCount }, () => []);
    for (const li of legIndexes) {
      const km = legs[li].reduce((s, f) => s + f.distanceKm, 0);
      const perKg = 300 + 0.45 * km;
      services[li] = [
        svc(`BAG-L${li}-20`, "Checked bag 20 kg", "1 bag - 20 kg", Math.round(perKg / 10) * 10, { MinimumQuantity: 0, MaximumQuantity: 1 }),
        svc(`BAG-L${li}-32`, "Checked bag 32 kg", "1 bag - 32 kg", Math.round((perKg * 1.5) / 10) * 10, {
          MinimumQuantity: 0,
          MaximumQuantity: 1,
        }),
        svc(`BAG-L${li}-40`, "Checked bags 40 kg", "2 bags - 40 kg in all", Math.round((perKg * 1.9) / 10) * 10, {
          MinimumQuantity: 0,
          MaximumQuantity: 1,
        }),
      ];
    }
    baggage.push({ Behavior: legBehaviour("PER_PAX", legIndexes[0], tripType), IsMultiSelect: false, Services: services });
  }

  const meals: ServiceGroup[] = [];
  for (const legIndexes of groupedLegs) {
    const services: ExtraService[][] = Array.from({ length: legCount }, () => []);
    for (const li of legIndexes) {
      services[li] = [
        svc(`MEAL-L${li}-ADOBO`, "Chicken adobo with rice", "Hot meal, served on each flight of this leg", 350, { MaximumQuantity: 2 }),
        svc(`MEAL-L${li}-PANCIT`, "Vegetable pancit", "Vegetarian hot meal", 300, { MaximumQuantity: 2 }),
        svc(`MEAL-L${li}-ENSAYMADA`, "Ensaymada and coffee", "Snack and a hot drink", 180, { MaximumQuantity: 3 }),
        svc(`MEAL-L${li}-WATER`, "Bottled water", "500 ml", 60, { MaximumQuantity: 3 }),
      ];
    }
    meals.push({ Behavior: legBehaviour("PER_PAX", legIndexes[0], tripType), IsMultiSelect: true, Services: services });
  }
  meals.push({
    Behavior: "GROUP_PAX",
    IsMultiSelect: false,
    Services: perLeg(legCount, 0, [
      svc("GRP-PASALUBONG", "Pasalubong snack box", "One box of Philippine snacks for the whole party, handed out on board", 450),
    ]),
  });
  meals.push({
    Behavior: "SEGMENT",
    IsMultiSelect: false,
    SegmentIndex: 0,
    // Not a meal: the add-ons page heads it "Boarding", not "Meals".
    Title: "Boarding",
    Services: perLeg(legCount, 0, [
      svc("SEG0-PRIORITY", "Priority boarding", `Board first on ${legs[0][0].airline}${legs[0][0].flightNumber}`, 250),
    ]),
  });

  const seats: SeatMap[] = [];
  let flightIndex = 0;
  for (const leg of legs) {
    for (const flight of leg) {
      seats.push(seatMap(flight, flightIndex, cabin, family, input.taken.get(flight.key) ?? new Set(), input.inventory(flight)));
      flightIndex += 1;
    }
  }
  return { DynamicBaggage: baggage, DynamicMeal: meals, DynamicSeat: seats };
}

function seatTypeOf(columns: string[], index: number): SeatType {
  if (index === 0 || index === columns.length - 1) return "window";
  if (columns[index - 1] === "" || columns[index + 1] === "") return "aisle";
  return "middle";
}

export function seatMap(
  flight: ScheduledFlight,
  flightIndex: number,
  cabin: Cabin,
  family: FareFamily,
  taken: Set<string>,
  inv: InventoryRow,
): SeatMap {
  const plane = aircraft(flight.aircraft);
  const layout = plane.cabins[cabin];
  const map: SeatMap = {
    flightIndex,
    FlightNumber: `${flight.airline}${flight.flightNumber}`,
    DepartureAirportLocationCode: flight.origin,
    ArrivalAirportLocationCode: flight.destination,
    columns: layout?.columns ?? [],
    rows: [],
  };
  if (!layout) return map;
  let startRow = 1;
  for (const c of CABIN_ORDER) {
    if (c === cabin) break;
    startRow += plane.cabins[c]?.rows ?? 0;
  }
  const load = inv.capacity > 0 ? inv.sold / inv.capacity : 1;
  const compartment =
    cabin === "economy" ? "Economy" : cabin === "premium" ? "Premium economy" : cabin === "business" ? "Business" : "First";
  for (let r = 0; r < layout.rows; r++) {
    const row = startRow + r;
    const exit = layout.exitRows.includes(r + 1);
    const front = cabin === "economy" && r < 4;
    const seatsInRow: SeatService[] = [];
    layout.columns.forEach((letter, i) => {
      if (!letter) return;
      const code = `${row}${letter}`;
      const type = seatTypeOf(layout.columns, i);
      let pesos = cabin !== "economy" ? 0 : family.seatIncluded ? 0 : type === "window" ? 250 : type === "aisle" ? 200 : 150;
      if (cabin === "economy" && front) pesos += 200;
      if (cabin === "economy" && exit) pesos = Math.max(pesos, 0) + 350;
      const occupied = taken.has(code) || unit(`seat:${flight.key}:${code}`) < load * 0.85;
      seatsInRow.push({
        ServiceId: `SEAT-${flightIndex}-${code}`,
        SeatCode: code,
        Fare: php(pesos),
        FlightNumber: map.FlightNumber,
        DepartureAirportLocationCode: flight.origin,
        ArrivalAirportLocationCode: flight.destination,
        Compartment: { Text: exit ? `${compartment} (exit row)` : front ? `${compartment} (front)` : compartment },
        SeatType: type,
        AvailablityType: occupied ? "Occupied" : "Available",
        Row: row,
        Column: letter,
        ExitRow: exit,
      });
    });
    map.rows.push({ row, seats: seatsInRow });
  }
  return map;
}
