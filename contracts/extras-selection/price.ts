/** Validation and price: the server's gate over a whole selection. */
import type { ExtraServicesData, ExtrasSelection, ServiceSelection } from "../flight-extras.ts";
import type { PassengerType } from "../flights.ts";
import { type Money, multiplyMoney, sumMoney } from "../money.ts";
import { isLegAllowed, parseBehavior } from "./behavior.ts";
import { type ExtrasIssueCode, ExtrasSelectionError } from "./issues.ts";
import {
  assertPassengers,
  findSeat,
  findService,
  groupsOf,
  INFANT_SERVICE_MESSAGE,
  legName,
  listOf,
  passengerLabel,
  quantitiesOf,
  quantityBounds,
  sameSlot,
  seatLabel,
  serviceName,
} from "./lookup.ts";
import { exitRowRefusal, isExitRowSeat } from "./seats.ts";

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

function fail(code: ExtrasIssueCode, message: string, params?: Record<string, string | number>): never {
  throw new ExtrasSelectionError(code, message, params);
}

/**
 * Checks a whole selection against the offer (every rule of spec §4: known services and seats, the
 * leg each behaviour allows, passenger indices, GROUP_PAX covering everybody, quantities, not
 * multi-select groups, mandatory services present, one seat per passenger per flight, one passenger
 * per seat, no seats for infants, no exit-row seats for children or an adult with an infant on their
 * lap, seats available) and prices it from the offer, never from the
 * client's numbers: GROUP_PAX once × quantity, PER_PAX × quantity per passenger, seats by fare.
 * Throws ExtrasSelectionError with a message a traveller can act on (naming the traveller when `names` are given).
 */
export function priceExtras(
  offer: ExtraServicesData,
  selection: ExtrasSelection,
  passengerTypes: PassengerType[],
  /** The travellers' names, when known: a refusal names the traveller, not "passenger 4". */
  names?: readonly string[],
): PricedExtras {
  assertPassengers(passengerTypes);
  const who = (p: number) => names?.[p] || passengerLabel(p);
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
      if (seen.has(key))
        fail("duplicate-service", `${serviceName(service)} appears twice in your add-ons. ${again}`, {
          service: serviceName(service),
          again,
        });
      seen.add(key);
      const quantities = quantitiesOf(entry);
      if (quantities.length === 0) fail("passenger-out-of-range", `${serviceName(service)} is not chosen for any passenger. ${again}`);
      const { min, max } = quantityBounds(service);
      for (const [p, q] of quantities) {
        if (!Number.isInteger(p) || p < 0 || p >= count) {
          fail(
            "passenger-out-of-range",
            `${serviceName(service)} is chosen for ${who(p)}, but this booking has ${count} passenger${count === 1 ? "" : "s"}. ${again}`,
          );
        }
        if (!Number.isInteger(q) || q < min || q > max) {
          const range = min === max ? `exactly ${min}` : `between ${min} and ${max}`;
          fail("quantity-out-of-range", `${serviceName(service)}: choose ${range} per passenger (${who(p)} has ${q}).`);
        }
        if (behavior.scope !== "group" && !service.IsMandatory && passengerTypes[p] === "INF") {
          fail("infant-service", `${serviceName(service)} is chosen for ${who(p)}. ${INFANT_SERVICE_MESSAGE} ${again}`);
        }
        if (!group.IsMultiSelect) {
          const slot = `${entry.segmentIndex}:${entry.legIndex}:${p}`;
          const other = single.get(slot);
          if (other !== undefined && other !== entry.serviceId) {
            fail(
              "not-multi-select",
              `Only one choice is allowed here per passenger, and ${who(p)} has two on the ${legName(entry.legIndex)}. ${again}`,
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
            { service: serviceName(service), again },
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
              { service: serviceName(service), leg: legName(legIndex) },
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
        `${seatLabel(seat)} is chosen for ${who(p)}, but this booking has ${count} passenger${count === 1 ? "" : "s"}. ${again}`,
      );
    }
    if (passengerTypes[p] === "INF") {
      fail(
        "infant-seat",
        `Infants travel on an adult's lap and cannot have their own seat: please remove ${seatLabel(seat)} for ${who(p)}.`,
      );
    }
    const barred = isExitRowSeat(seat) ? exitRowRefusal(passengerTypes, p) : null;
    if (barred) {
      fail("exit-row", `${seatLabel(seat)} is in an exit row. ${barred} Please choose another seat for ${who(p)}.`);
    }
    const passengerKey = `${choice.flightIndex}:${p}`;
    if (byPassenger.has(passengerKey))
      fail("two-seats", `${who(p)} has two seats on ${seat.FlightNumber}: keep one. ${again}`, {
        passenger: who(p),
        flight: seat.FlightNumber,
        again,
      });
    byPassenger.add(passengerKey);
    const seatKey = `${choice.flightIndex}:${seat.ServiceId}`;
    const other = bySeat.get(seatKey);
    if (other !== undefined) {
      fail("seat-taken", `${seatLabel(seat)} is chosen for both ${who(other)} and ${who(p)}: choose another seat for one of them.`);
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
