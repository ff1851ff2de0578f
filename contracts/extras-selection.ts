/**
 * The extra-service selection rules of spec §4, shared by the add-ons page (in the browser) and the
 * server. Every function here is pure: it never mutates its arguments and returns a new selection.
 *
 * Vocabulary (spec §3, design/supplier-shapes.md):
 * - `kind` is "baggage" (DynamicBaggage) or "meals" (DynamicMeal).
 * - `segmentIndex` is the index of the service group in that list (the supplier's "segment" groups);
 *   a SEGMENT group names the itinerary segment it serves in `ServiceGroup.SegmentIndex`.
 * - `legIndex` indexes `ServiceGroup.Services` (one list per leg): 0 is the outbound leg, 1 and later
 *   the return (inbound) leg(s).
 * - Passenger indices follow the §4 order: adults, then children, then infants (`orderPassengers`).
 *   Infants take no seat.
 *
 * The operations never throw on a traveller's mistake: a refused change returns the selection
 * unchanged with a `warning` the caller shows or logs. `priceExtras` is the strict gate for the server:
 * it throws `ExtrasSelectionError` with a message a traveller can act on.
 */
import type {
  ExtraService,
  ExtraServicesData,
  ExtrasSelection,
  SeatSelection,
  SeatService,
  ServiceGroup,
  ServiceSelection,
} from "./flight-extras.ts";
import { EMPTY_EXTRAS } from "./flight-extras.ts";
import type { PassengerType } from "./flights.ts";
import { type Money, multiplyMoney, sumMoney } from "./money.ts";
import { moneySchema } from "./money-schema.ts";
import { z } from "./zod.ts";

// ---------------------------------------------------------------------------------------------------
// Behaviour

export type ParsedBehavior = {
  /** GROUP_PAX: one selection for all passengers, charged once. PER_PAX (and the default): per passenger. */
  scope: "group" | "perPax";
  /** SEGMENT: the group serves one flight segment (ServiceGroup.SegmentIndex) rather than a whole leg. */
  segment: boolean;
  /** OUTBOUND: only leg 0. INBOUND: only the return leg(s). Neither: any leg. */
  leg: "any" | "outbound" | "inbound";
};

/** Reads the supplier's Behavior text ("PER_PAX_OUTBOUND", "GROUP_PAX", "SEGMENT_PER_PAX" …), case-blind. */
export function parseBehavior(text: string): ParsedBehavior {
  const upper = (text ?? "").toUpperCase();
  const inbound = upper.includes("INBOUND");
  const outbound = upper.includes("OUTBOUND");
  return {
    scope: upper.includes("GROUP_PAX") ? "group" : "perPax",
    segment: upper.includes("SEGMENT"),
    // Both words at once would contradict each other; then no leg is preferred.
    leg: inbound && !outbound ? "inbound" : outbound && !inbound ? "outbound" : "any",
  };
}

/** Whether a group of this behaviour may be chosen on this leg (0 = outbound, 1+ = return). */
export function isLegAllowed(behavior: string, legIndex: number): boolean {
  const { leg } = parseBehavior(behavior);
  if (leg === "outbound") return legIndex === 0;
  if (leg === "inbound") return legIndex >= 1;
  return true;
}

/** Whether the offer has anything to choose (the spec's isHasExtraServices). */
export function hasExtraServices(offer: ExtraServicesData | null | undefined): boolean {
  if (!offer) return false;
  const anyService = (groups: ServiceGroup[]) => groups.some((g) => g.Services.some((list) => list.length > 0));
  return anyService(offer.DynamicBaggage) || anyService(offer.DynamicMeal) || offer.DynamicSeat.some((m) => m.rows.length > 0);
}

// ---------------------------------------------------------------------------------------------------
// Passengers

const TYPE_RANK: Record<PassengerType, number> = { ADT: 0, CHD: 1, INF: 2 };

/**
 * Puts passengers in the §4 order (adults, children, infants; stable within a type) and maps each
 * original position to its passenger index: `indexOf[originalPosition] === passengerIndex`.
 */
export function orderPassengers<T extends { type: PassengerType }>(passengers: readonly T[]): { ordered: T[]; indexOf: number[] } {
  const positions = passengers.map((_, i) => i).sort((a, b) => TYPE_RANK[passengers[a].type] - TYPE_RANK[passengers[b].type] || a - b);
  const indexOf: number[] = new Array(passengers.length);
  positions.forEach((original, index) => {
    indexOf[original] = index;
  });
  return { ordered: positions.map((i) => passengers[i]), indexOf };
}

/** Passenger types in the §4 order, e.g. from the search counts. */
export function passengerTypesFromCounts(counts: { adults: number; children: number; infants: number }): PassengerType[] {
  return [
    ...Array<PassengerType>(counts.adults).fill("ADT"),
    ...Array<PassengerType>(counts.children).fill("CHD"),
    ...Array<PassengerType>(counts.infants).fill("INF"),
  ];
}

export function isInOrder(types: readonly PassengerType[]): boolean {
  return types.every((t, i) => i === 0 || TYPE_RANK[types[i - 1]] <= TYPE_RANK[t]);
}

/** Indices of passengers who get a seat (everybody but infants). */
export function seatedPassengerIndices(types: readonly PassengerType[]): number[] {
  return types.flatMap((t, i) => (t === "INF" ? [] : [i]));
}

// ---------------------------------------------------------------------------------------------------
// Issues

export type ExtrasIssueCode =
  | "unknown-service"
  | "unknown-seat"
  | "wrong-leg"
  | "passenger-out-of-range"
  | "mandatory"
  | "missing-mandatory"
  | "group-needs-everyone"
  | "quantity-out-of-range"
  | "not-multi-select"
  | "duplicate-service"
  | "seat-unavailable"
  | "seat-taken"
  | "infant-seat"
  | "exit-row"
  | "two-seats"
  | "currency";

/** By name: the pages' server bundle has its own copy of the class (see core/flights/errors.ts). */
export function isExtrasSelectionError(error: unknown): error is ExtrasSelectionError {
  return error instanceof Error && error.name === "ExtrasSelectionError";
}

export type ExtrasWarning = { code: ExtrasIssueCode; message: string };

export class ExtrasSelectionError extends Error {
  readonly code: ExtrasIssueCode;
  constructor(code: ExtrasIssueCode, message: string) {
    super(message);
    this.name = "ExtrasSelectionError";
    this.code = code;
  }
}

/** The result of every change: the new selection, or the old one and why the change was refused. */
export type ExtrasChange = { selection: ExtrasSelection; warning?: ExtrasWarning };

// ---------------------------------------------------------------------------------------------------
// Looking things up in the offer

export type ServiceKind = "baggage" | "meals";

/** Points at one service of the offer. */
export type ServiceRef = { kind: ServiceKind; segmentIndex: number; legIndex: number; serviceId: string };

export type ExtrasContext = {
  offer: ExtraServicesData;
  /** Passenger types in the §4 order (adults, children, infants). */
  passengers: readonly PassengerType[];
};

/**
 * A sanity ceiling when the offer gives no MaximumQuantity (not a supplier rule: it keeps a forged
 * selection from overflowing the money arithmetic).
 */
export const DEFAULT_MAX_QUANTITY = 20;

function groupsOf(offer: ExtraServicesData, kind: ServiceKind): ServiceGroup[] {
  return kind === "baggage" ? offer.DynamicBaggage : offer.DynamicMeal;
}

function findService(offer: ExtraServicesData, ref: ServiceRef): { group: ServiceGroup; service: ExtraService } | null {
  const group = groupsOf(offer, ref.kind)[ref.segmentIndex];
  const service = group?.Services[ref.legIndex]?.find((s) => s.ServiceId === ref.serviceId);
  return group && service ? { group, service } : null;
}

function findSeat(offer: ExtraServicesData, flightIndex: number, seatId: string): SeatService | null {
  const map = offer.DynamicSeat.find((m) => m.flightIndex === flightIndex);
  if (!map) return null;
  for (const row of map.rows) {
    const seat = row.seats.find((s) => s.ServiceId === seatId);
    if (seat) return seat;
  }
  return null;
}

export function quantityBounds(service: ExtraService): { min: number; max: number } {
  const min = Math.max(1, service.MinimumQuantity ?? 1);
  const max = Math.max(min, service.MaximumQuantity ?? DEFAULT_MAX_QUANTITY);
  return { min, max };
}

function serviceName(service: ExtraService): string {
  return `“${service.ServiceName}”`;
}

export function passengerLabel(index: number): string {
  return `passenger ${index + 1}`;
}

function legName(legIndex: number): string {
  return legIndex === 0 ? "outbound flight" : "return flight";
}

function seatLabel(seat: SeatService): string {
  return `Seat ${seat.SeatCode} on ${seat.FlightNumber}`;
}

/** The stored selection list of a kind. */
function listOf(selection: ExtrasSelection, kind: ServiceKind): ServiceSelection[] {
  return kind === "baggage" ? selection.baggage : selection.meals;
}

function withList(selection: ExtrasSelection, kind: ServiceKind, list: ServiceSelection[]): ExtrasSelection {
  return kind === "baggage" ? { ...selection, baggage: list } : { ...selection, meals: list };
}

function sameSlot(entry: ServiceSelection, segmentIndex: number, legIndex: number): boolean {
  return entry.segmentIndex === segmentIndex && entry.legIndex === legIndex;
}

function quantitiesOf(entry: ServiceSelection): [number, number][] {
  return Object.entries(entry.passengerQuantities).map(([k, v]) => [Number(k), v]);
}

function withoutPassenger(entry: ServiceSelection, passengerIndex: number): ServiceSelection {
  const passengerQuantities: Record<number, number> = {};
  for (const [p, q] of quantitiesOf(entry)) if (p !== passengerIndex) passengerQuantities[p] = q;
  return { ...entry, passengerQuantities };
}

function isEmpty(entry: ServiceSelection): boolean {
  return Object.keys(entry.passengerQuantities).length === 0;
}

function isMandatory(offer: ExtraServicesData, kind: ServiceKind, entry: ServiceSelection): boolean {
  return (
    findService(offer, { kind, segmentIndex: entry.segmentIndex, legIndex: entry.legIndex, serviceId: entry.serviceId })?.service
      .IsMandatory === true
  );
}

function refuse(selection: ExtrasSelection, code: ExtrasIssueCode, message: string): ExtrasChange {
  return { selection, warning: { code, message } };
}

function assertPassengers(passengers: readonly PassengerType[]): void {
  if (!isInOrder(passengers)) throw new Error("Passenger types must be in the order adults, children, infants (orderPassengers).");
}

// ---------------------------------------------------------------------------------------------------
// Baggage and meals

/**
 * Sets how many of a service a passenger takes (spec §4): 0 removes the passenger's entry (refused for a
 * mandatory service) and a selection with no passengers left is dropped; a GROUP_PAX service is set for
 * every passenger at once; in a group that is not multi-select, choosing a service replaces the
 * passenger's other services in the same segment and leg. Quantities stay within the service's
 * MinimumQuantity / MaximumQuantity; the leg must suit the group's INBOUND / OUTBOUND behaviour.
 */
export function setServiceQuantity(
  ctx: ExtrasContext,
  selection: ExtrasSelection,
  ref: ServiceRef,
  passengerIndex: number,
  quantity: number,
): ExtrasChange {
  assertPassengers(ctx.passengers);
  const found = findService(ctx.offer, ref);
  if (!found) return refuse(selection, "unknown-service", "This add-on is not offered for this flight.");
  const { group, service } = found;
  const behavior = parseBehavior(group.Behavior);
  if (!isLegAllowed(group.Behavior, ref.legIndex)) {
    return refuse(
      selection,
      "wrong-leg",
      `${serviceName(service)} can only be added to the ${behavior.leg === "inbound" ? "return" : "outbound"} flight.`,
    );
  }
  if (!Number.isInteger(passengerIndex) || passengerIndex < 0 || passengerIndex >= ctx.passengers.length) {
    return refuse(selection, "passenger-out-of-range", `There is no ${passengerLabel(passengerIndex)} in this booking.`);
  }
  if (!Number.isInteger(quantity) || quantity < 0) {
    return refuse(selection, "quantity-out-of-range", "Choose a whole number.");
  }
  const everyone = ctx.passengers.map((_, i) => i);
  const targets = behavior.scope === "group" ? everyone : [passengerIndex];
  const list = listOf(selection, ref.kind);
  const current = list.find((e) => e.serviceId === ref.serviceId && sameSlot(e, ref.segmentIndex, ref.legIndex));

  if (quantity === 0) {
    if (!current || targets.every((p) => current.passengerQuantities[p] === undefined)) return { selection };
    if (service.IsMandatory) {
      return refuse(selection, "mandatory", `${serviceName(service)} is included with this fare and cannot be removed.`);
    }
    const next = list.map((e) => (e === current ? targets.reduce(withoutPassenger, e) : e)).filter((e) => !isEmpty(e));
    return { selection: withList(selection, ref.kind, next) };
  }

  const { min, max } = quantityBounds(service);
  if (quantity < min || quantity > max) {
    const range = min === max ? `exactly ${min}` : quantity < min ? `at least ${min}` : `at most ${max}`;
    return refuse(selection, "quantity-out-of-range", `${serviceName(service)}: choose ${range} per passenger.`);
  }

  // Not multi-select: the passenger's other choices in this segment and leg give way (never a mandatory one).
  let others = list;
  if (!group.IsMultiSelect) {
    const displaced = list.filter(
      (e) => e !== current && sameSlot(e, ref.segmentIndex, ref.legIndex) && targets.some((p) => e.passengerQuantities[p] !== undefined),
    );
    const blocking = displaced.find((e) => isMandatory(ctx.offer, ref.kind, e));
    if (blocking) {
      const kept = findService(ctx.offer, { ...ref, serviceId: blocking.serviceId })!.service;
      return refuse(selection, "mandatory", `${serviceName(kept)} is included with this fare and cannot be replaced.`);
    }
    others = list.map((e) => (displaced.includes(e) ? targets.reduce(withoutPassenger, e) : e)).filter((e) => !isEmpty(e));
  }

  const passengerQuantities: Record<number, number> = { ...(current?.passengerQuantities ?? {}) };
  for (const p of targets) passengerQuantities[p] = quantity;
  const entry: ServiceSelection = {
    serviceId: ref.serviceId,
    segmentIndex: ref.segmentIndex,
    legIndex: ref.legIndex,
    passengerQuantities,
    behavior: group.Behavior,
  };
  const next = current ? others.map((e) => (e === current ? entry : e)) : [...others, entry];
  return { selection: withList(selection, ref.kind, next) };
}

/** Chooses a service for a passenger at its smallest quantity (1, or the service's minimum). */
export function chooseService(ctx: ExtrasContext, selection: ExtrasSelection, ref: ServiceRef, passengerIndex: number): ExtrasChange {
  const found = findService(ctx.offer, ref);
  return setServiceQuantity(ctx, selection, ref, passengerIndex, found ? quantityBounds(found.service).min : 1);
}

/**
 * Who a removal applies to: one passenger (in the ref's segment and leg), all passengers (same), or
 * every segment and leg where the service is chosen (optionally for one passenger only).
 * A GROUP_PAX service is shared, so removing it for one passenger removes it for everybody.
 */
export type RemovalScope =
  | { scope: "passenger"; passengerIndex: number }
  | { scope: "allPassengers" }
  | { scope: "allLegs"; passengerIndex?: number };

/**
 * Removes a service (spec §4). Mandatory services are never removed: they stay, and the answer carries
 * a warning for the caller to log or show.
 */
export function removeService(ctx: ExtrasContext, selection: ExtrasSelection, ref: ServiceRef, how: RemovalScope): ExtrasChange {
  const list = listOf(selection, ref.kind);
  const passenger = how.scope === "allPassengers" ? undefined : how.passengerIndex;
  let keptMandatory: ExtraService | null = null;
  let changed = false;
  const next: ServiceSelection[] = [];
  for (const entry of list) {
    const matches = entry.serviceId === ref.serviceId && (how.scope === "allLegs" || sameSlot(entry, ref.segmentIndex, ref.legIndex));
    if (!matches || (passenger !== undefined && entry.passengerQuantities[passenger] === undefined)) {
      next.push(entry);
      continue;
    }
    const found = findService(ctx.offer, { ...ref, segmentIndex: entry.segmentIndex, legIndex: entry.legIndex });
    if (found?.service.IsMandatory) {
      keptMandatory = found.service;
      next.push(entry);
      continue;
    }
    const group = found ? parseBehavior(found.group.Behavior).scope === "group" : parseBehavior(entry.behavior).scope === "group";
    changed = true;
    if (passenger === undefined || group) continue;
    const rest = withoutPassenger(entry, passenger);
    if (!isEmpty(rest)) next.push(rest);
  }
  const result = changed ? withList(selection, ref.kind, next) : selection;
  if (keptMandatory) {
    return {
      selection: result,
      warning: { code: "mandatory", message: `${serviceName(keptMandatory)} is included with this fare and cannot be removed.` },
    };
  }
  return { selection: result };
}

/**
 * The selection with every mandatory service present (for every passenger, on every leg its behaviour
 * allows, at its minimum quantity). The add-ons page starts from `withMandatoryServices(ctx)`.
 */
export function withMandatoryServices(ctx: ExtrasContext, selection: ExtrasSelection = EMPTY_EXTRAS): ExtrasSelection {
  let result = selection;
  for (const kind of ["baggage", "meals"] as const) {
    groupsOf(ctx.offer, kind).forEach((group, segmentIndex) => {
      group.Services.forEach((services, legIndex) => {
        if (!isLegAllowed(group.Behavior, legIndex)) return;
        for (const service of services) {
          if (!service.IsMandatory) continue;
          const ref = { kind, segmentIndex, legIndex, serviceId: service.ServiceId };
          ctx.passengers.forEach((_, p) => {
            const existing = listOf(result, kind).find((e) => e.serviceId === service.ServiceId && sameSlot(e, segmentIndex, legIndex));
            if (existing?.passengerQuantities[p] !== undefined) return;
            result = setServiceQuantity(ctx, result, ref, p, quantityBounds(service).min).selection;
          });
        }
      });
    });
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------
// Seats

/** Whether a seat is in an emergency-exit row (the flag, or "exit row" in its compartment text). */
export function isExitRowSeat(seat: Pick<SeatService, "ExitRow" | "Compartment">): boolean {
  return seat.ExitRow === true || /\bexit row\b/i.test(seat.Compartment?.Text ?? "");
}

/**
 * The adults who hold an infant on their lap: the first adult holds the first infant, and so on (there
 * are never more infants than adults).
 */
export function lapHolderIndices(types: readonly PassengerType[]): number[] {
  const infants = types.filter((t) => t === "INF").length;
  return types.flatMap((t, i) => (t === "ADT" ? [i] : [])).slice(0, infants);
}

/**
 * Why a passenger may not sit in an exit row (the crew must be able to count on whoever sits there in
 * an evacuation), or null when they may: children, infants, and an adult with an infant on their lap.
 */
export function exitRowRefusal(types: readonly PassengerType[], passengerIndex: number): string | null {
  const type = types[passengerIndex];
  if (type === "CHD") return "Children cannot sit in an exit row.";
  if (type === "INF") return "Infants travel on an adult's lap and cannot sit in an exit row.";
  if (type === "ADT" && lapHolderIndices(types).includes(passengerIndex)) {
    return "An adult travelling with an infant on their lap cannot sit in an exit row.";
  }
  return null;
}

/**
 * Gives a passenger a seat on a flight, replacing the seat they held there (spec §4: one seat per
 * passenger per flight). Refused for an infant (they sit on an adult's lap), for a seat that is not
 * "Available", for a seat another passenger of this booking holds, and for an exit-row seat for
 * someone who may not sit there (`exitRowRefusal`). The seat stored is the offer's.
 */
export function chooseSeat(
  ctx: ExtrasContext,
  selection: ExtrasSelection,
  flightIndex: number,
  passengerIndex: number,
  seatId: string,
): ExtrasChange {
  assertPassengers(ctx.passengers);
  const seat = findSeat(ctx.offer, flightIndex, seatId);
  if (!seat) return refuse(selection, "unknown-seat", "This seat is not on the seat map of this flight.");
  const type = ctx.passengers[passengerIndex];
  if (!type) return refuse(selection, "passenger-out-of-range", `There is no ${passengerLabel(passengerIndex)} in this booking.`);
  if (type === "INF") return refuse(selection, "infant-seat", "Infants travel on an adult's lap and do not get a seat of their own.");
  const holder = selection.seats.find((s) => s.flightIndex === flightIndex && s.seat.ServiceId === seat.ServiceId);
  if (holder && holder.passengerIndex === passengerIndex) return { selection };
  if (holder) return refuse(selection, "seat-taken", `${seatLabel(seat)} is already chosen for ${passengerLabel(holder.passengerIndex)}.`);
  if (seat.AvailablityType !== "Available") return refuse(selection, "seat-unavailable", `${seatLabel(seat)} is not available.`);
  const barred = isExitRowSeat(seat) ? exitRowRefusal(ctx.passengers, passengerIndex) : null;
  if (barred) return refuse(selection, "exit-row", `${seatLabel(seat)} is in an exit row. ${barred}`);
  const entry: SeatSelection = { flightIndex, passengerIndex, seat };
  const previous = selection.seats.findIndex((s) => s.flightIndex === flightIndex && s.passengerIndex === passengerIndex);
  const seats = previous === -1 ? [...selection.seats, entry] : selection.seats.map((s, i) => (i === previous ? entry : s));
  return { selection: { ...selection, seats } };
}

/** Deselects a passenger's seat on a flight (nothing to do when there is none). */
export function clearSeat(selection: ExtrasSelection, flightIndex: number, passengerIndex: number): ExtrasChange {
  if (!selection.seats.some((s) => s.flightIndex === flightIndex && s.passengerIndex === passengerIndex)) return { selection };
  return {
    selection: {
      ...selection,
      seats: selection.seats.filter((s) => !(s.flightIndex === flightIndex && s.passengerIndex === passengerIndex)),
    },
  };
}

/** Who holds a seat on a flight, if anyone in this booking does. */
export function seatHolder(selection: ExtrasSelection, flightIndex: number, seatId: string): number | undefined {
  return selection.seats.find((s) => s.flightIndex === flightIndex && s.seat.ServiceId === seatId)?.passengerIndex;
}

// ---------------------------------------------------------------------------------------------------
// Passenger-wise maps (spec §3)

/** segmentIndex → legIndex → passengerIndex → chosen service ids. */
export type PassengerServiceMap = Record<number, Record<number, Record<number, string[]>>>;

/** The passenger-wise maps of chosen service ids per segment, leg and passenger (spec §3). */
export function passengerServiceMaps(selection: ExtrasSelection): { baggage: PassengerServiceMap; meals: PassengerServiceMap } {
  const build = (list: ServiceSelection[]): PassengerServiceMap => {
    const map: PassengerServiceMap = {};
    for (const entry of list) {
      for (const [p] of quantitiesOf(entry)) {
        const legs = (map[entry.segmentIndex] ??= {});
        const passengers = (legs[entry.legIndex] ??= {});
        (passengers[p] ??= []).push(entry.serviceId);
      }
    }
    return map;
  };
  return { baggage: build(selection.baggage), meals: build(selection.meals) };
}

// ---------------------------------------------------------------------------------------------------
// Validation and price (the server's gate)

export type PricedExtrasLine = {
  label: string;
  amount: Money;
  kind: "baggage" | "meals" | "seat";
  /** Baggage and meals: the group's index and the leg; seats: the flight. */
  segmentIndex?: number;
  legIndex?: number;
  flightIndex?: number;
  serviceId: string;
  /** Absent for a GROUP_PAX service (shared by everybody, charged once). */
  passengerIndex?: number;
  quantity: number;
  unitPrice: Money;
  mandatory: boolean;
};

export type PricedExtras = {
  total: Money;
  lines: PricedExtrasLine[];
  /** The selection as the offer spells it (behaviours and seats taken from the offer, not the client). */
  selection: ExtrasSelection;
};

function offerCurrency(offer: ExtraServicesData): string {
  for (const group of [...offer.DynamicBaggage, ...offer.DynamicMeal]) {
    for (const list of group.Services) if (list[0]) return list[0].ServiceCost.currency;
  }
  for (const map of offer.DynamicSeat) for (const row of map.rows) if (row.seats[0]) return row.seats[0].Fare.currency;
  return "PHP";
}

function fail(code: ExtrasIssueCode, message: string): never {
  throw new ExtrasSelectionError(code, message);
}

/**
 * Checks a whole selection against the offer (every rule of spec §4: known services and seats, the
 * leg each behaviour allows, passenger indices, GROUP_PAX covering everybody, quantities, not
 * multi-select groups, mandatory services present, one seat per passenger per flight, one passenger
 * per seat, no seats for infants, no exit-row seats for children or an adult with an infant on their
 * lap, seats available) and prices it from the offer, never from the
 * client's numbers: GROUP_PAX once × quantity, PER_PAX × quantity per passenger, seats by fare.
 * Throws ExtrasSelectionError with a message a traveller can act on.
 */
export function priceExtras(offer: ExtraServicesData, selection: ExtrasSelection, passengerTypes: PassengerType[]): PricedExtras {
  assertPassengers(passengerTypes);
  const currency = offerCurrency(offer);
  const lines: PricedExtrasLine[] = [];
  const canonical: ExtrasSelection = { baggage: [], meals: [], seats: [] };
  const count = passengerTypes.length;
  const again = "Please review your add-ons and choose again.";

  for (const kind of ["baggage", "meals"] as const) {
    const seen = new Set<string>();
    /** slot "segment:leg:passenger" → service id, for groups that are not multi-select. */
    const single = new Map<string, string>();
    for (const entry of listOf(selection, kind)) {
      const ref = { kind, segmentIndex: entry.segmentIndex, legIndex: entry.legIndex, serviceId: entry.serviceId };
      const found = findService(offer, ref);
      if (!found)
        fail(
          "unknown-service",
          `One of the ${kind === "baggage" ? "bags" : "meals"} you chose is no longer offered for this flight. ${again}`,
        );
      const { group, service } = found;
      const behavior = parseBehavior(group.Behavior);
      if (!isLegAllowed(group.Behavior, entry.legIndex)) {
        fail(
          "wrong-leg",
          `${serviceName(service)} can only be added to the ${behavior.leg === "inbound" ? "return" : "outbound"} flight, not the ${legName(entry.legIndex)}. ${again}`,
        );
      }
      const key = `${entry.segmentIndex}:${entry.legIndex}:${entry.serviceId}`;
      if (seen.has(key)) fail("duplicate-service", `${serviceName(service)} appears twice in your add-ons. ${again}`);
      seen.add(key);
      const quantities = quantitiesOf(entry);
      if (quantities.length === 0) fail("passenger-out-of-range", `${serviceName(service)} is not chosen for any passenger. ${again}`);
      const { min, max } = quantityBounds(service);
      for (const [p, q] of quantities) {
        if (!Number.isInteger(p) || p < 0 || p >= count) {
          fail(
            "passenger-out-of-range",
            `${serviceName(service)} is chosen for ${passengerLabel(p)}, but this booking has ${count} passenger${count === 1 ? "" : "s"}. ${again}`,
          );
        }
        if (!Number.isInteger(q) || q < min || q > max) {
          const range = min === max ? `exactly ${min}` : `between ${min} and ${max}`;
          fail("quantity-out-of-range", `${serviceName(service)}: choose ${range} per passenger (${passengerLabel(p)} has ${q}).`);
        }
        if (!group.IsMultiSelect) {
          const slot = `${entry.segmentIndex}:${entry.legIndex}:${p}`;
          const other = single.get(slot);
          if (other !== undefined && other !== entry.serviceId) {
            fail(
              "not-multi-select",
              `Only one choice is allowed here per passenger, and ${passengerLabel(p)} has two on the ${legName(entry.legIndex)}. ${again}`,
            );
          }
          single.set(slot, entry.serviceId);
        }
      }
      const clean: ServiceSelection = {
        serviceId: entry.serviceId,
        segmentIndex: entry.segmentIndex,
        legIndex: entry.legIndex,
        passengerQuantities: Object.fromEntries(quantities),
        behavior: group.Behavior,
        name: service.ServiceName,
        description: service.Description,
      };
      (kind === "baggage" ? canonical.baggage : canonical.meals).push(clean);
      const base = {
        kind,
        segmentIndex: entry.segmentIndex,
        legIndex: entry.legIndex,
        serviceId: service.ServiceId,
        unitPrice: service.ServiceCost,
        mandatory: service.IsMandatory,
      };
      const title =
        service.Description && service.Description !== service.ServiceName
          ? `${service.ServiceName} (${service.Description})`
          : service.ServiceName;
      if (behavior.scope === "group") {
        const qs = new Set(quantities.map(([, q]) => q));
        if (quantities.length !== count || qs.size !== 1) {
          fail(
            "group-needs-everyone",
            `${serviceName(service)} is shared by the whole booking: choose it for every passenger, or for none. ${again}`,
          );
        }
        const quantity = quantities[0][1];
        lines.push({
          ...base,
          label: `${title}${quantity > 1 ? ` × ${quantity}` : ""}, all passengers, ${legName(entry.legIndex)}`,
          amount: multiplyMoney(service.ServiceCost, quantity),
          quantity,
        });
      } else {
        for (const [p, quantity] of [...quantities].sort((a, b) => a[0] - b[0])) {
          lines.push({
            ...base,
            label: `${title}${quantity > 1 ? ` × ${quantity}` : ""}, ${passengerLabel(p)}, ${legName(entry.legIndex)}`,
            amount: multiplyMoney(service.ServiceCost, quantity),
            passengerIndex: p,
            quantity,
          });
        }
      }
    }
    // Mandatory services must be there, for every passenger.
    groupsOf(offer, kind).forEach((group, segmentIndex) => {
      group.Services.forEach((services, legIndex) => {
        if (!isLegAllowed(group.Behavior, legIndex)) return;
        for (const service of services.filter((s) => s.IsMandatory)) {
          const entry = listOf(selection, kind).find((e) => e.serviceId === service.ServiceId && sameSlot(e, segmentIndex, legIndex));
          const covered = entry !== undefined && passengerTypes.every((_, p) => entry.passengerQuantities[p] !== undefined);
          if (!covered) {
            fail(
              "missing-mandatory",
              `${serviceName(service)} is included with this fare on the ${legName(legIndex)} and cannot be removed. Please reload the add-ons page.`,
            );
          }
        }
      });
    });
  }

  const byPassenger = new Set<string>();
  const bySeat = new Map<string, number>();
  for (const choice of selection.seats) {
    const seat = findSeat(offer, choice.flightIndex, choice.seat?.ServiceId);
    if (!seat) fail("unknown-seat", `A seat you chose (${choice.seat?.SeatCode ?? "?"}) is not on this flight's seat map. ${again}`);
    const p = choice.passengerIndex;
    if (!Number.isInteger(p) || p < 0 || p >= count) {
      fail(
        "passenger-out-of-range",
        `${seatLabel(seat)} is chosen for ${passengerLabel(p)}, but this booking has ${count} passenger${count === 1 ? "" : "s"}. ${again}`,
      );
    }
    if (passengerTypes[p] === "INF") {
      fail(
        "infant-seat",
        `Infants travel on an adult's lap and cannot have their own seat: please remove ${seatLabel(seat)} for ${passengerLabel(p)}.`,
      );
    }
    const barred = isExitRowSeat(seat) ? exitRowRefusal(passengerTypes, p) : null;
    if (barred) {
      fail("exit-row", `${seatLabel(seat)} is in an exit row. ${barred} Please choose another seat for ${passengerLabel(p)}.`);
    }
    const passengerKey = `${choice.flightIndex}:${p}`;
    if (byPassenger.has(passengerKey)) fail("two-seats", `${passengerLabel(p)} has two seats on ${seat.FlightNumber}: keep one. ${again}`);
    byPassenger.add(passengerKey);
    const seatKey = `${choice.flightIndex}:${seat.ServiceId}`;
    const other = bySeat.get(seatKey);
    if (other !== undefined) {
      fail(
        "seat-taken",
        `${seatLabel(seat)} is chosen for both ${passengerLabel(other)} and ${passengerLabel(p)}: choose another seat for one of them.`,
      );
    }
    bySeat.set(seatKey, p);
    if (seat.AvailablityType !== "Available")
      fail("seat-unavailable", `${seatLabel(seat)} is no longer available: please choose another seat.`);
    canonical.seats.push({ flightIndex: choice.flightIndex, passengerIndex: p, seat });
    lines.push({
      kind: "seat",
      label: `Seat ${seat.SeatCode}, ${seat.FlightNumber} ${seat.DepartureAirportLocationCode}–${seat.ArrivalAirportLocationCode}, ${passengerLabel(p)}`,
      amount: seat.Fare,
      unitPrice: seat.Fare,
      flightIndex: choice.flightIndex,
      serviceId: seat.ServiceId,
      passengerIndex: p,
      quantity: 1,
      mandatory: false,
    });
  }

  if (lines.some((l) => l.amount.currency !== currency))
    fail("currency", "These add-ons are priced in different currencies and cannot be booked together.");
  return {
    total: sumMoney(
      lines.map((l) => l.amount),
      currency,
    ),
    lines,
    selection: canonical,
  };
}

// ---------------------------------------------------------------------------------------------------
// The wire shape (the add-ons page posts the selection as JSON in a hidden field)

const index = z.number().int().min(0).max(99);
const id = z.string().min(1).max(200);
const serviceSelectionSchema = z.object({
  serviceId: id,
  segmentIndex: index,
  legIndex: index,
  passengerQuantities: z.record(z.string().regex(/^\d{1,2}$/), z.number().int().min(0).max(999)),
  behavior: z.string().max(100),
});
const seatSelectionSchema = z.object({
  flightIndex: index,
  passengerIndex: index,
  seat: z.looseObject({ ServiceId: id, SeatCode: z.string().max(10), Fare: moneySchema.optional() }),
});

/** The posted selection's shape (the rules and prices come from `priceExtras`). */
export const extrasSelectionSchema = z.object({
  baggage: z.array(serviceSelectionSchema).max(500),
  meals: z.array(serviceSelectionSchema).max(500),
  seats: z.array(seatSelectionSchema).max(100),
});

/**
 * Reads the hidden field's JSON. Returns null for anything malformed; seats are only ids until
 * `priceExtras` swaps in the offer's seat.
 */
export function parseExtrasSelectionJson(json: string | null | undefined): ExtrasSelection | null {
  if (!json || json.length > 200_000) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = extrasSelectionSchema.safeParse(value);
  return parsed.success ? (parsed.data as unknown as ExtrasSelection) : null;
}
