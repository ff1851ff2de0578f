/** Checks and sums over a booking that every request makes before it is quoted or accepted (no I/O). */
import { splitCompanionProblem } from "../../../contracts/companion-rules.ts";
import type { PassengerInput } from "../../../contracts/flights.ts";
import { tripAirlines } from "../../../contracts/passengers.ts";
import { changeChoiceProblem, PTR_MESSAGES, type QuoteLine } from "../../../contracts/post-ticketing.ts";
import { findAirline } from "../data/airlines.ts";
import { FlightError } from "../errors.ts";
import type { FlightBooking, PtrRecord } from "../store.ts";
import { nameOf, php } from "./rules.ts";
import { movedTo } from "./views.ts";

export function fareOf(b: FlightBooking, p: PassengerInput) {
  const fare = b.itinerary.perPassenger.find((x) => x.type === p.type);
  const total = fare?.totalFare.amount ?? 0;
  const taxes = fare ? fare.taxes.reduce((s, t) => s + t.amount.amount, 0) : 0;
  return { total, taxes, base: total - taxes };
}

/**
 * Checks a choice of passengers: known, each with an issued ticket, no infant left without an adult;
 * `moving` (a date change): no infant chosen without an adult chosen to carry them either.
 */
export function checkPassengers(b: FlightBooking, chosen: readonly number[], moving = false): number[] {
  // A voided / refunded booking answers with the ticket's own state below.
  if (b.status !== "ticketed" && b.status !== "voided" && b.status !== "refunded") {
    throw new FlightError("INVALID_STATE", PTR_MESSAGES.notTicketed);
  }
  const list = [...new Set(chosen)].sort((x, y) => x - y);
  if (list.length === 0 || list.some((i) => !Number.isInteger(i) || i < 0 || i >= b.passengers.length)) {
    throw new FlightError("VALIDATION", PTR_MESSAGES.choosePassengers, { passengers: [PTR_MESSAGES.choosePassengers] });
  }
  for (const i of list) {
    const ticket = b.tickets.find((t) => t.passengerIndex === i && t.status === "issued");
    if (!ticket) {
      const last = b.tickets.filter((t) => t.passengerIndex === i).at(-1);
      const moved = last?.status === "exchanged" ? movedTo(b, i) : null;
      const name = nameOf(b.passengers[i]);
      if (moved)
        throw new FlightError("INVALID_STATE", `${name} has moved to booking ${moved}.`, undefined, {
          reason: "flight.traveller_moved",
          params: { name, reference: moved },
        });
      const what = last?.status === "refunded" ? "refunded" : last?.status === "voided" ? "voided" : "closed";
      throw new FlightError("INVALID_STATE", `The ticket of ${name} has already been ${what}.`, undefined, {
        reason: "flight.ticket_closed",
        params: { name, what },
      });
    }
  }
  // A void or refund leaves the others on the booking; a date change also makes the movers a booking of their own.
  const open = b.passengers.map((_, i) => i).filter((i) => b.tickets.some((t) => t.passengerIndex === i && t.status === "issued"));
  const types = b.passengers.map((p) => p.type);
  const staying = open.filter((i) => !list.includes(i));
  const lapsLeft = staying.filter((i) => types[i] === "INF").length > staying.filter((i) => types[i] === "ADT").length;
  const problem =
    (moving ? changeChoiceProblem(types, open, list) : lapsLeft ? PTR_MESSAGES.infantLeftBehind : null) ??
    splitCompanionProblem(b.passengers, open, list, bookingAirlines(b), firstDay(b), b.reference, moving);
  if (problem) throw new FlightError("VALIDATION", problem, { passengers: [problem] });
  return list;
}

/** The airlines that fly the booking (whose companion rules apply) and the day ages are counted on. */
const bookingAirlines = (b: FlightBooking) => tripAirlines(b.itinerary.legs, (code) => findAirline(code)?.name);
const firstDay = (b: FlightBooking) => b.itinerary.legs[0].segments[0].departureDateTime.slice(0, 10);

/** Every traveller of the booking, each with an issued ticket: a date change moves the booking itself. */
export function isWhole(b: FlightBooking, list: readonly number[]): boolean {
  return (
    list.length === b.passengers.length &&
    b.passengers.every((_, i) => b.tickets.some((t) => t.passengerIndex === i && t.status === "issued"))
  );
}

export function departure(b: FlightBooking): number {
  return Date.parse(b.itinerary.legs[0].segments[0].departureDateTime);
}

/** The fares paid for these passengers. */
export function faresPaid(b: FlightBooking, list: readonly number[]) {
  const lines: QuoteLine[] = [];
  let paid = 0;
  for (const i of list) {
    const p = b.passengers[i];
    const fare = fareOf(b, p);
    paid += fare.total;
    lines.push({ label: `Fare paid: ${nameOf(p)}`, amount: php(fare.total, b.total.currency) });
  }
  return { lines, paid };
}

/** Executing a request that was already accepted answers it as it is (two clicks, a retry). */
export function alreadyAccepted(r: PtrRecord): boolean {
  return r.status === "in_process" || !["quote_ready", "quote_expired", "quote_requested"].includes(r.resolution);
}
