/**
 * What happens to paid add-ons when travellers change dates (decision 014), per kind:
 * - bags and meals (and other per-traveller services) move to the new flights: the route is the
 *   same, so each leg's bag is the new leg's bag; nothing is charged or refunded for them;
 * - a seat moves when the same seat is free on the new flight over the same airports; otherwise its
 *   price comes back to the original payment;
 * - add-ons for the whole party move with a whole booking; on a split they stay with the travellers
 *   who keep the booking.
 * The change quote shows it per option; the execution applies it again with the seat maps of then.
 */
import type { PriceLine } from "../../contracts/flight-checkout.ts";
import type { ExtrasSelection, SeatMap, SeatSelection, ServiceSelection } from "../../contracts/flight-extras.ts";
import type { FareItinerary, PassengerInput } from "../../contracts/flights.ts";
import { formatMoney, type Money } from "../../contracts/money.ts";
import { addOnLines } from "./booking-money.ts";
import type { FlightBooking } from "./store.ts";

export type CarryPlan = {
  /** The add-ons of the booking that flies the new flights, in its own traveller indexes. */
  extras: ExtrasSelection;
  lines: PriceLine[];
  total: Money;
  /** What the moving travellers' add-ons cost before (the carried ones and the seats refunded). */
  moved: Money;
  /** Seats that cannot move: their price comes back. */
  back: PriceLine[];
  /** Seats that came with the fare (nothing paid) and are not free on the new flight: said, never dropped silently. */
  lost: PriceLine[];
  backTotal: Money;
  /** The booking that stays (a split): its own add-ons, without the moving travellers'. */
  staying: { extras: ExtrasSelection; lines: PriceLine[]; total: Money } | null;
};

const flightsOf = (it: Pick<FareItinerary, "legs">) => it.legs.flatMap((l) => l.segments);
const sum = (lines: readonly PriceLine[]) => lines.reduce((s, l) => s + l.amount.amount, 0);
const nameOf = (p: PassengerInput) => `${p.givenName} ${p.surname}`;

/** Is this add-on line the one for this seat choice? */
function isSeatLine(line: PriceLine, seat: SeatSelection): boolean {
  if (line.kind !== "seat" || line.passengerIndex !== seat.passengerIndex) return false;
  return line.flightIndex !== undefined ? line.flightIndex === seat.flightIndex : line.label.startsWith(`Seat ${seat.seat.SeatCode},`);
}

/** Re-indexes a bag or meal choice to the moving travellers (null when none of them has it). */
function moveService(entry: ServiceSelection, index: Map<number, number>): ServiceSelection | null {
  const quantities = Object.entries(entry.passengerQuantities)
    .filter(([p, q]) => index.has(Number(p)) && q > 0)
    .map(([p, q]) => [index.get(Number(p))!, q] as const);
  return quantities.length ? { ...entry, passengerQuantities: Object.fromEntries(quantities) } : null;
}

function keepService(entry: ServiceSelection, moving: ReadonlySet<number>): ServiceSelection | null {
  const quantities = Object.entries(entry.passengerQuantities).filter(([p]) => !moving.has(Number(p)));
  return quantities.length ? { ...entry, passengerQuantities: Object.fromEntries(quantities) } : null;
}

/**
 * The plan for `moving` (indexes of `b`'s travellers) going to `to`; `split`: they get a booking of
 * their own (indexed 0..k−1 in the order of `moving`). `seatMaps`: the new flights' seat maps.
 */
export function carryAddOns(
  b: Pick<FlightBooking, "events" | "extras" | "itinerary" | "passengers" | "total">,
  moving: readonly number[],
  to: Pick<FareItinerary, "legs">,
  seatMaps: readonly SeatMap[],
  split: boolean,
): CarryPlan {
  const cur = b.total.currency;
  const m = (amount: number): Money => ({ amount, currency: cur });
  const movingSet = new Set(moving);
  const index = new Map(moving.map((i, k) => [i, split ? k : i]));
  const group = (e: ServiceSelection) => /GROUP_PAX/.test(e.behavior);
  const lines = addOnLines(b);
  const theirs = (l: PriceLine) => (l.passengerIndex === undefined ? !split : movingSet.has(l.passengerIndex));

  const oldFlights = flightsOf(b.itinerary);
  const newFlights = flightsOf(to);
  const renamed = flightRenamer(oldFlights, newFlights);

  const extras: ExtrasSelection = { baggage: [], meals: [], seats: [] };
  for (const kind of ["baggage", "meals"] as const) {
    for (const entry of b.extras[kind]) {
      const moved = group(entry) ? (split ? null : entry) : moveService(entry, index);
      // A service that names its flight ("Board first on 5J561") names the new one.
      if (moved) {
        extras[kind].push({
          ...moved,
          ...(moved.name ? { name: renamed(moved.name) } : {}),
          ...(moved.description ? { description: renamed(moved.description) } : {}),
        });
      }
    }
  }

  const carriedLines: PriceLine[] = lines
    .filter((l) => l.kind !== "seat" && theirs(l))
    .map((l) => ({ ...l, label: renamed(l.label) }))
    .map((l) => (l.passengerIndex === undefined ? l : { ...l, passengerIndex: index.get(l.passengerIndex)! }));
  const back: PriceLine[] = [];
  const lost: PriceLine[] = [];
  const seatLinesSeen = new Set<PriceLine>();
  for (const choice of b.extras.seats.filter((s) => movingSet.has(s.passengerIndex))) {
    const line = lines.find((l) => isSeatLine(l, choice) && !seatLinesSeen.has(l));
    if (line) seatLinesSeen.add(line);
    const paid = line?.amount ?? choice.seat.Fare;
    const from = oldFlights[choice.flightIndex];
    const flightIndex = newFlights.findIndex(
      (f) => f.departureAirport === from?.departureAirport && f.arrivalAirport === from?.arrivalAirport,
    );
    const seat = seatMaps
      .find((map) => map.flightIndex === flightIndex)
      ?.rows.flatMap((r) => r.seats)
      .find((x) => x.SeatCode === choice.seat.SeatCode && x.AvailablityType === "Available");
    const who = nameOf(b.passengers[choice.passengerIndex]);
    if (seat && flightIndex >= 0) {
      const k = index.get(choice.passengerIndex)!;
      extras.seats.push({ flightIndex, passengerIndex: k, seat: { ...seat, Fare: paid } });
      carriedLines.push({
        label: `Seat ${seat.SeatCode}, ${seat.FlightNumber} ${seat.DepartureAirportLocationCode}–${seat.ArrivalAirportLocationCode}, ${who}`,
        amount: paid,
        kind: "seat",
        passengerIndex: k,
        flightIndex,
      });
    } else if (paid.amount > 0) {
      back.push({
        label: `Seat ${choice.seat.SeatCode} (${choice.seat.FlightNumber}), ${who}: not free on the new flight, refunded`,
        amount: paid,
        kind: "seat",
        passengerIndex: choice.passengerIndex,
      });
    } else {
      lost.push({
        label: `Seat ${choice.seat.SeatCode} (${choice.seat.FlightNumber}), ${who}: not free on the new flight; it came with the fare, so choose another seat at check-in`,
        amount: paid,
        kind: "seat",
        passengerIndex: choice.passengerIndex,
      });
    }
  }
  const movedLines = lines.filter((l) => theirs(l) && l.passengerIndex !== undefined);
  let staying: CarryPlan["staying"] = null;
  if (split) {
    const keep = (e: ServiceSelection) => (group(e) ? e : keepService(e, movingSet));
    const stayingLines = lines.filter((l) => l.passengerIndex === undefined || !movingSet.has(l.passengerIndex));
    staying = {
      extras: {
        baggage: b.extras.baggage.map(keep).filter((e): e is ServiceSelection => e !== null),
        meals: b.extras.meals.map(keep).filter((e): e is ServiceSelection => e !== null),
        seats: b.extras.seats.filter((s) => !movingSet.has(s.passengerIndex)),
      },
      lines: stayingLines,
      total: m(sum(stayingLines)),
    };
  }
  return {
    extras,
    lines: carriedLines,
    total: m(sum(carriedLines)),
    moved: m(split ? sum(movedLines) : sum(lines)),
    back,
    backTotal: m(sum(back)),
    lost,
    staying,
  };
}

/**
 * Rewrites flight numbers in a text ("Board first on 5J561", "… 5J 561 …") from the old flights to the
 * new ones over the same airports: an add-on that moves names the flight it now belongs to.
 */
function flightRenamer(
  oldFlights: readonly { marketingAirline: string; flightNumber: string; departureAirport: string; arrivalAirport: string }[],
  newFlights: readonly { marketingAirline: string; flightNumber: string; departureAirport: string; arrivalAirport: string }[],
): (text: string) => string {
  const pairs = oldFlights.flatMap((f) => {
    const to = newFlights.find((n) => n.departureAirport === f.departureAirport && n.arrivalAirport === f.arrivalAirport);
    if (!to || (to.marketingAirline === f.marketingAirline && to.flightNumber === f.flightNumber)) return [];
    return [
      [`${f.marketingAirline}${f.flightNumber}`, `${to.marketingAirline}${to.flightNumber}`],
      [`${f.marketingAirline} ${f.flightNumber}`, `${to.marketingAirline} ${to.flightNumber}`],
    ] as const;
  });
  return (text) => {
    let out = text;
    for (const [from, to] of pairs) out = out.replace(new RegExp(`\\b${from.replace(/\s/g, "\\s")}\\b`, "g"), to);
    return out;
  };
}

/** In plain words, for the change quote and the mail. */
export function carryWords(plan: Pick<CarryPlan, "lines" | "back" | "backTotal"> & Partial<Pick<CarryPlan, "lost">>): string[] {
  const words: string[] = [];
  const kinds = new Set(plan.lines.map((l) => l.kind));
  const moved = [kinds.has("baggage") ? "bags" : null, kinds.has("meals") ? "meals" : null, kinds.has("seat") ? "seats" : null].filter(
    (x): x is string => x !== null,
  );
  if (moved.length) words.push(`Paid ${moved.join(", ").replace(/, ([^,]*)$/, " and $1")} move to the new flights at no charge.`);
  if (plan.back.length) {
    words.push(
      `Seats not free on the new flight come back to your original payment: ${formatMoney(plan.backTotal)} (${plan.back.map((l) => l.label.split(":")[0]).join("; ")}).`,
    );
  }
  if (plan.lost?.length) {
    words.push(
      `Seats that came with your fare and are not free on the new flight do not move: ${plan.lost.map((l) => l.label.split(":")[0]).join("; ")}. Choose another seat at check-in (nothing was paid for them, so nothing comes back).`,
    );
  }
  return words;
}
