/**
 * Lakbay's embedded flight supplier: behaves like a consolidator (search sessions of 30 minutes,
 * revalidation that may issue a new code, web fares that cannot be held, public fares held until a
 * ticketing time limit) on deterministic schedules and the persisted inventory.
 */
import { randomBytes, randomInt } from "node:crypto";
import { randomCode } from "./references.ts";
import { partyLabel } from "../../contracts/party.ts";
import { FLIGHT_PAYMENT_MESSAGES } from "../../contracts/flight-checkout.ts";
import type { FareItinerary, FlightSearchQuery, Revalidation } from "../../contracts/flights.ts";
import { airlineInfo, findAirline } from "./data/airlines.ts";
import { decodeOffer, isStale, newSessionId, type Offer } from "./codes.ts";
import { codeFor, type EngineDeps, offerFlights, type PricedOffer, repriceOffer, searchFlights, seatsNeeded } from "./engine.ts";
import { FARE_EXPIRED_MESSAGE, FlightError } from "./errors.ts";
import { buildExtras } from "./extras.ts";
import { checkBookingPassengers } from "./booking-passengers.ts";
import { cabinSeats, fareFamily, inventoryFor, inventoryKey } from "./fares.ts";
import { buildFareRules } from "./rules.ts";
import type { FlightBooking, FlightStore } from "./store.ts";
import type { FlightSupplier, SupplierBookRequest } from "./supplier.ts";
import { seatHolds, tripTypeOf } from "./offer-shape.ts";

/** A web fare is kept this long for payment; then the seats go back. */
export const WEB_FARE_HOLD_MS = 20 * 60_000;
/** Public fares: held up to 24 hours, ending at least 3 hours before departure. */
export const PUBLIC_HOLD_MS = 24 * 60 * 60_000;
export const PUBLIC_HOLD_BEFORE_DEPARTURE_MS = 3 * 60 * 60_000;

export type EmbeddedSupplierDeps = { secret: string; now: () => Date; store: FlightStore };

export function createEmbeddedSupplier(deps: EmbeddedSupplierDeps): FlightSupplier & {
  /** The priced offer behind a code (checks it like booking does). */
  priced(code: string): Promise<{ offer: Offer; priced: PricedOffer }>;
} {
  const engine: EngineDeps = { secret: deps.secret, now: deps.now, inventory: deps.store };

  const decode = (code: string, allowStale = false) => decodeOffer(deps.secret, code, deps.now().getTime(), { allowStale });

  async function priced(code: string, allowStale = false) {
    const offer = decode(code, allowStale);
    const result = await repriceOffer(engine, offer);
    if ("reason" in result) {
      if (result.reason === "sold_out")
        throw new FlightError("SOLD_OUT", "Sorry, this flight is sold out at this fare. Please choose another flight.");
      throw new FlightError("FARE_EXPIRED", FARE_EXPIRED_MESSAGE);
    }
    return { offer, priced: result.priced };
  }

  const itineraryWith = (code: string, p: PricedOffer): FareItinerary => ({ fareSourceCode: code, ...p.itinerary });

  /** A 13-digit ticket number: the validating airline's prefix + 10 digits. */
  const ticketNumber = (airline: string) =>
    `${airlineInfo(airline).ticketPrefix}${String(randomInt(1_000_000_000)).padStart(9, "0")}${randomInt(10)}`;

  async function ticketedBooking(reference: string): Promise<FlightBooking> {
    const booking = await deps.store.getBooking(reference);
    if (!booking) throw new FlightError("NOT_FOUND", "We could not find that booking.");
    if (booking.status !== "ticketed") throw new FlightError("INVALID_STATE", "Only a ticketed booking can be changed or refunded.");
    return booking;
  }

  /** The same flights (numbers and departure times) as the booking's. */
  const sameFlights = (a: FareItinerary, b: FareItinerary) =>
    a.legs.flatMap((l) => l.segments.map((s) => `${s.marketingAirline}${s.flightNumber}@${s.departureDateTime}`)).join() ===
    b.legs.flatMap((l) => l.segments.map((s) => `${s.marketingAirline}${s.flightNumber}@${s.departureDateTime}`)).join();

  async function closeTickets(
    reference: string,
    passengers: readonly number[],
    status: "voided" | "refunded",
    detail: Record<string, unknown>,
  ) {
    const booking = await deps.store.closeTickets(reference, passengers, status, deps.now(), detail);
    if (!booking) throw new FlightError("NOT_FOUND", "We could not find that booking.");
    return booking;
  }

  return {
    priced: (code) => priced(code),

    search: (query, options) => searchFlights(engine, query, options),

    async revalidate(code) {
      const now = deps.now().getTime();
      const offer = decode(code, true);
      const previousTotal = { amount: offer.total, currency: offer.currency };
      const result = await repriceOffer(engine, offer);
      if ("reason" in result) {
        const message =
          result.reason === "sold_out"
            ? "Sorry, this flight is sold out at this fare. Please choose another flight."
            : result.reason === "closed"
              ? "This flight has closed for booking."
              : FARE_EXPIRED_MESSAGE;
        return {
          isValid: false,
          fareSourceCode: code,
          priceChanged: false,
          previousTotal,
          fareItinerary: null,
          holdAllowed: false,
          message,
        };
      }
      const p = result.priced;
      const priceChanged = p.itinerary.totalFare.amount !== offer.total;
      const fresh = priceChanged || isStale(offer, now) ? codeFor(deps.secret, p, newSessionId(), now) : code;
      const answer: Revalidation = {
        isValid: true,
        fareSourceCode: fresh,
        priceChanged,
        previousTotal,
        fareItinerary: itineraryWith(fresh, p),
        holdAllowed: p.itinerary.fareType !== "WebFare",
      };
      return answer;
    },

    async fareRules(code) {
      // Rules come from the offer, not from inventory: readable for a sold-out fare or an old (shared) link.
      const offer = decode(code, true);
      const legs = offerFlights(offer);
      const family = fareFamily(offer.family);
      if (!legs || !family) throw new FlightError("FARE_EXPIRED", FARE_EXPIRED_MESSAGE);
      return buildFareRules(legs, family);
    },

    async extraServices(code, options) {
      const { offer, priced: p } = await priced(code, options?.reissue ?? false);
      const flights = p.legs.flat();
      const rows = await deps.store.loadInventory(flights.map((f) => inventoryKey(f, offer.cabin)));
      const taken = await deps.store.takenSeats(flights.map((f) => f.key));
      return buildExtras({
        legs: p.legs,
        tripType: tripTypeOf(offer),
        cabin: offer.cabin,
        family: p.family,
        validatingAirline: p.itinerary.validatingAirline,
        taken,
        inventory: (f) => {
          const key = inventoryKey(f, offer.cabin);
          return inventoryFor(key, cabinSeats(f, offer.cabin), rows);
        },
      });
    },

    async book(request: SupplierBookRequest) {
      const now = deps.now();
      const { offer, priced: p } = await priced(request.fareSourceCode);
      if (p.itinerary.totalFare.amount !== offer.total) {
        throw new FlightError(
          "PRICE_CHANGED",
          "The price of this fare has changed since you chose it. Please review the new price and book again.",
        );
      }
      checkBookingPassengers(request.passengers, offer, p, request.contact);
      const flights = p.legs.flat();
      if (request.extras.seats.some((s) => !request.passengers[s.passengerIndex] || request.passengers[s.passengerIndex].type === "INF")) {
        throw new FlightError("VALIDATION", "A chosen seat does not belong to this trip.");
      }
      const seats = seatHolds(flights, request.extras);
      const webFare = p.itinerary.fareType === "WebFare";
      const departs = flights[0].departs;
      const limit = webFare
        ? now.getTime() + WEB_FARE_HOLD_MS
        : Math.max(now.getTime() + WEB_FARE_HOLD_MS, Math.min(now.getTime() + PUBLIC_HOLD_MS, departs - PUBLIC_HOLD_BEFORE_DEPARTURE_MS));
      const fareTotal = p.itinerary.totalFare;
      const need = seatsNeeded(offer.passengers);
      for (let attempt = 0; ; attempt++) {
        try {
          return await deps.store.createBooking(
            {
              reference: attempt === 0 ? request.reference : randomCode(6),
              supplierBookingId: `LKB-${randomBytes(6).toString("hex").toUpperCase()}`,
              airlinePnr: randomCode(6),
              status: "held",
              fareSourceCode: request.fareSourceCode,
              itinerary: itineraryWith(request.fareSourceCode, p),
              passengers: request.passengers,
              contact: request.contact,
              extras: request.extras,
              fareTotal,
              extrasTotal: request.extrasTotal,
              total: { amount: fareTotal.amount + request.extrasTotal.amount, currency: fareTotal.currency },
              userId: request.userId,
              holdExpiresAt: new Date(limit),
              ticketTimeLimit: new Date(limit),
              seats,
              inventory: p.inventory.map((i) => ({ key: i.key, capacity: i.capacity, baselineSold: i.baselineSold, count: need })),
            },
            now,
          );
        } catch (error) {
          if (error instanceof FlightError && error.message === "duplicate reference" && attempt < 5) continue;
          throw error;
        }
      }
    },

    async ticket(reference) {
      const now = deps.now();
      const booking = await deps.store.getBooking(reference);
      if (!booking) throw new FlightError("NOT_FOUND", "We could not find that booking.");
      if (booking.status !== "held" && booking.status !== "pending") {
        throw new FlightError("INVALID_STATE", `This booking is ${booking.status}; it cannot be ticketed.`, undefined, {
          reason: "flight.not_ticketable",
          params: { status: booking.status },
        });
      }
      if (booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= now.getTime()) {
        await deps.store.releaseBooking(reference, "expired", now);
        throw new FlightError(
          "INVALID_STATE",
          "The hold on this booking ran out before payment; its seats were released. Please search again.",
        );
      }
      const prefix = airlineInfo(booking.itinerary.validatingAirline).ticketPrefix;
      for (let attempt = 0; ; attempt++) {
        const tickets = booking.passengers.map((_, i) => ({
          passengerIndex: i,
          number: `${prefix}${String(randomInt(1_000_000_000)).padStart(9, "0")}${randomInt(10)}`,
          issuedAt: now,
        }));
        try {
          const done = await deps.store.ticketBooking(reference, tickets, now);
          if (!done) throw new FlightError("INVALID_STATE", "This booking can no longer be ticketed.");
          return done;
        } catch (error) {
          if (!(error instanceof FlightError) && attempt < 3) continue; // a ticket number collision: draw again
          throw error;
        }
      }
    },

    tripDetails: (reference) => deps.store.getBooking(reference),

    voidTickets: (reference, passengers, detail) => closeTickets(reference, passengers, "voided", detail),
    refundTickets: (reference, passengers, detail) => closeTickets(reference, passengers, "refunded", detail),

    async reissueOptions(reference, dates, passengers) {
      const booking = await ticketedBooking(reference);
      const it = booking.itinerary;
      if (dates.length !== it.legs.length) throw new FlightError("VALIDATION", "Choose a new date for every flight of the trip.");
      const moving = passengers ? booking.passengers.filter((_, i) => passengers.includes(i)) : booking.passengers;
      const count = (t: string) => moving.filter((p) => p.type === t).length;
      const query: FlightSearchQuery = {
        search: {
          tripType:
            it.legs.length === 1
              ? "oneway"
              : it.legs.length === 2 && it.legs[0].segments[0].departureAirport === it.legs[1].segments.at(-1)?.arrivalAirport
                ? "return"
                : "multicity",
          legs: it.legs.map((leg, i) => ({
            origin: leg.segments[0].departureAirport,
            destination: leg.segments.at(-1)!.arrivalAirport,
            date: dates[i],
          })),
          passengers: { adults: count("ADT"), children: count("CHD"), infants: count("INF") },
          cabin: it.legs[0].segments[0].cabin,
        },
        filters: { airlines: [], departWindows: [], arriveWindows: [], baggageIncluded: false, refundableOnly: false },
        sort: "cheapest",
      } as FlightSearchQuery;
      const result = await searchFlights(engine, query);
      const group = findAirline(it.validatingAirline)?.group ?? it.validatingAirline;
      const need = count("ADT") + count("CHD");
      return result.fareItineraries.filter(
        (f) =>
          (findAirline(f.validatingAirline)?.group ?? f.validatingAirline) === group &&
          f.fareFamily === it.fareFamily &&
          f.seatsRemaining >= need &&
          !sameFlights(f, it),
      );
    },

    async checkReissue(reference, code) {
      await ticketedBooking(reference);
      await priced(code, true);
    },

    async reissue(reference, itinerary, collected, detail, addOns) {
      const booking = await ticketedBooking(reference);
      const { offer, priced: p } = await priced(itinerary.fareSourceCode, true);
      const seats = seatHolds(p.legs.flat(), addOns.extras);
      const need = seatsNeeded(offer.passengers);
      const now = deps.now();
      return deps.store.reissueBooking(
        reference,
        {
          fareSourceCode: itinerary.fareSourceCode,
          itinerary,
          inventory: p.inventory.map((i) => ({ key: i.key, capacity: i.capacity, baselineSold: i.baselineSold, count: need })),
          tickets: booking.passengers.map((_, i) => ({
            passengerIndex: i,
            number: ticketNumber(itinerary.validatingAirline),
            issuedAt: now,
          })),
          fareTotal: itinerary.totalFare,
          collected,
          detail,
          addOns: { ...addOns, seats },
        },
        now,
      );
    },

    async splitReissue(reference, passengers, itinerary, paid, requestId) {
      const booking = await ticketedBooking(reference).catch(async (error) => {
        // A run again after the split made the parent voided / refunded: the store answers the child.
        const b = await deps.store.getBooking(reference);
        if (b?.events.some((e) => e.type === "split" && e.detail.requestId === requestId)) return b;
        throw error;
      });
      const { offer, priced: p } = await priced(itinerary.fareSourceCode, true);
      const moving = [...new Set(passengers)].sort((x, y) => x - y);
      const people = moving.map((i) => booking.passengers[i]);
      const adults = people.filter((x) => x.type === "ADT").length;
      const children = people.filter((x) => x.type === "CHD").length;
      const infants = people.filter((x) => x.type === "INF").length;
      const { adults: a, children: c, infants: n } = offer.passengers;
      if (people.some((x) => !x) || adults !== a || children !== c || infants !== n) {
        const party = partyLabel({ adults: a, children: c, infants: n });
        throw new FlightError("VALIDATION", `This fare is for ${party}.`, undefined, {
          reason: "flight.party_mismatch",
          params: { party, adults: a, children: c, infants: n },
        });
      }
      const need = seatsNeeded(offer.passengers);
      const now = deps.now();
      const seats = seatHolds(p.legs.flat(), paid.addOns.extras);
      for (let attempt = 0; ; attempt++) {
        try {
          return await deps.store.splitReissue(
            reference,
            {
              passengers: moving,
              child: {
                reference: randomCode(6),
                supplierBookingId: `LKB-${randomBytes(6).toString("hex").toUpperCase()}`,
                airlinePnr: randomCode(6),
                fareSourceCode: itinerary.fareSourceCode,
                itinerary,
                inventory: p.inventory.map((i) => ({ key: i.key, capacity: i.capacity, baselineSold: i.baselineSold, count: need })),
                tickets: moving.map((_, k) => ({ passengerIndex: k, number: ticketNumber(itinerary.validatingAirline), issuedAt: now })),
                fareTotal: itinerary.totalFare,
                total: paid.total,
                addOns: { ...paid.addOns, seats },
                shares: paid.shares,
              },
              parent: paid.parent,
              requestId,
              paymentId: paid.paymentId,
              collected: paid.collected,
            },
            now,
          );
        } catch (error) {
          // A reference (or ticket number) already used: draw again; nothing was kept.
          if (error instanceof FlightError && error.message === "duplicate reference" && attempt < 5) continue;
          throw error;
        }
      }
    },

    async cancel(reference) {
      const now = deps.now();
      const released = await deps.store.releaseBooking(reference, "cancelled", now);
      if (released) return released;
      const booking = await deps.store.getBooking(reference);
      if (!booking) throw new FlightError("NOT_FOUND", "We could not find that booking.");
      if (booking.status === "ticketed")
        throw new FlightError("INVALID_STATE", "This booking is ticketed: it can be voided or refunded, not cancelled.");
      // Paid a moment ago (a payment that raced the cancel): the tickets are on their way.
      if ((booking.status === "held" || booking.status === "pending") && booking.events.some((e) => e.type === "paid"))
        throw new FlightError("INVALID_STATE", FLIGHT_PAYMENT_MESSAGES.paidNoCancel);
      throw new FlightError("INVALID_STATE", `This booking is already ${booking.status}.`, undefined, {
        reason: "flight.already_closed",
        params: { status: booking.status },
      });
    },
  };
}
