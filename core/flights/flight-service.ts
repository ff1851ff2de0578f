/**
 * What `services.flights` offers the API and the pages: reference data, search and fare calendar,
 * the selected fare (revalidation, rules, extras, countdown), and bookings with holds. Bookings on
 * hold whose time ran out are shown as expired on every read (and their seats given back), before
 * the sweep job gets to them.
 */
import { randomBytes } from "node:crypto";
import type {
  Airline,
  Airport,
  ContactInput,
  FareCalendarDay,
  FareRules,
  FlightSearch,
  FlightSearchQuery,
  FlightSearchResponse,
  PassengerInput,
  PassengerType,
  Revalidation,
} from "../../contracts/flights.ts";
import type { ExtraServicesData, ExtrasSelection } from "../../contracts/flight-extras.ts";
import { ExtrasSelectionError, priceExtras } from "../../contracts/extras-selection.ts";
import { AIRLINES } from "./data/airlines.ts";
import { AIRPORTS, suggestAirports } from "./data/airports.ts";
import { decodeOffer } from "./codes.ts";
import { fareCalendar, type EngineDeps } from "./engine.ts";
import { FlightError } from "./errors.ts";
import { randomCode } from "./references.ts";
import type { FlightBooking, FlightStore } from "./store.ts";
import type { FlightSupplier } from "./supplier.ts";

/** How long the pages count down after a fare is selected. */
export const SELECTION_TTL_MS = 15 * 60_000;
/** How often the sweep gives back the seats of unpaid holds. */
export const EXPIRE_HOLDS_INTERVAL_MS = 60_000;
export const EXPIRE_HOLDS_JOB = "flights.expire-holds";

export type BookInput = {
  fareSourceCode: string;
  passengers: PassengerInput[];
  contact: ContactInput;
  extras: ExtrasSelection;
  userId?: string;
};

export type FlightService = {
  airports(): readonly Airport[];
  suggestAirports(q: string, limit?: number): Airport[];
  airlines(): readonly Airline[];
  search(query: FlightSearchQuery, options?: { limit?: number }): Promise<FlightSearchResponse>;
  /** `range`: days centred on the first leg's date, or every day from `from` to `to`. */
  fareCalendar(search: FlightSearch, range?: number | { from: string; to: string }): Promise<FareCalendarDay[]>;
  revalidate(fareSourceCode: string): Promise<Revalidation>;
  fareRules(fareSourceCode: string): Promise<FareRules>;
  extraServices(fareSourceCode: string): Promise<ExtraServicesData>;
  setFlightExpiry(fareSourceCode: string): Promise<{ sessionId: string; expiresAt: string }>;
  validateFlightExpiry(sessionId: string): Promise<{ expired: boolean; expiresAt: string }>;
  book(input: BookInput): Promise<FlightBooking>;
  ticket(reference: string): Promise<FlightBooking>;
  cancel(reference: string): Promise<FlightBooking>;
  getBooking(reference: string): Promise<FlightBooking | null>;
  findBooking(reference: string, surname: string): Promise<FlightBooking | null>;
  bookingsForUser(userId: string): Promise<FlightBooking[]>;
  /** Gives back the seats of holds that ran out before `now`; answers how many. */
  expireHolds(now?: Date): Promise<number>;
};

export type FlightServiceDeps = {
  supplier: FlightSupplier;
  store: FlightStore;
  secret: string;
  now: () => Date;
};

const normaliseReference = (reference: string) => reference.trim().toUpperCase();

export function createFlightService(deps: FlightServiceDeps): FlightService {
  const engine: EngineDeps = { secret: deps.secret, now: deps.now, inventory: deps.store };

  /** A held booking past its time is expired on read (seats given back). */
  async function fresh(booking: FlightBooking | null): Promise<FlightBooking | null> {
    if (!booking) return null;
    const now = deps.now();
    if (
      (booking.status === "held" || booking.status === "pending") &&
      booking.holdExpiresAt &&
      booking.holdExpiresAt.getTime() <= now.getTime()
    ) {
      return (
        (await deps.store.releaseBooking(booking.reference, "expired", now, { by: "read" })) ??
        (await deps.store.getBooking(booking.reference))
      );
    }
    return booking;
  }

  return {
    airports: () => AIRPORTS,
    suggestAirports: (q, limit) => suggestAirports(q, limit),
    airlines: () => AIRLINES,
    search: (query, options) => deps.supplier.search(query, options),
    fareCalendar: (search, range) => fareCalendar(engine, search, range),
    revalidate: (code) => deps.supplier.revalidate(code),
    fareRules: (code) => deps.supplier.fareRules(code),
    extraServices: (code) => deps.supplier.extraServices(code),

    async setFlightExpiry(code) {
      const now = deps.now();
      decodeOffer(deps.secret, code, now.getTime());
      const session = {
        id: randomBytes(16).toString("base64url"),
        fareSourceCode: code,
        expiresAt: new Date(now.getTime() + SELECTION_TTL_MS),
        createdAt: now,
      };
      await deps.store.saveSelectionSession(session);
      return { sessionId: session.id, expiresAt: session.expiresAt.toISOString() };
    },

    async validateFlightExpiry(sessionId) {
      const session = typeof sessionId === "string" && sessionId.length <= 64 ? await deps.store.getSelectionSession(sessionId) : null;
      if (!session) throw new FlightError("NOT_FOUND", "This flight selection has expired or does not exist. Please search again.");
      return { expired: session.expiresAt.getTime() <= deps.now().getTime(), expiresAt: session.expiresAt.toISOString() };
    },

    async book(input) {
      const passengers = input.passengers ?? [];
      if (passengers.length === 0) throw new FlightError("VALIDATION", "Add the passengers.", { passengers: ["Add the passengers."] });
      const infants = passengers.filter((p) => p.type === "INF").length;
      const adults = passengers.filter((p) => p.type === "ADT").length;
      if (infants > adults)
        throw new FlightError("VALIDATION", "Each infant needs an adult: no more infants than adults.", {
          passengers: ["Each infant needs an adult."],
        });
      let extras = input.extras ?? { baggage: [], meals: [], seats: [] };
      const empty = extras.baggage.length === 0 && extras.meals.length === 0 && extras.seats.length === 0;
      let extrasTotal = { amount: 0, currency: "PHP" };
      if (!empty) {
        const offer = await deps.supplier.extraServices(input.fareSourceCode);
        const types: PassengerType[] = passengers.map((p) => p.type);
        try {
          // Kept as the offer spells it (seats and service names from the offer), for the documents.
          ({ total: extrasTotal, selection: extras } = priceExtras(offer, extras, types));
        } catch (error) {
          if (error instanceof ExtrasSelectionError) throw new FlightError("VALIDATION", error.message, { extras: [error.message] });
          throw error;
        }
      }
      return deps.supplier.book({
        reference: randomCode(6),
        fareSourceCode: input.fareSourceCode,
        passengers,
        contact: input.contact,
        extras,
        extrasTotal,
        userId: input.userId ?? null,
      });
    },

    ticket: (reference) => deps.supplier.ticket(normaliseReference(reference)),

    async cancel(reference) {
      const booking = await fresh(await deps.store.getBooking(normaliseReference(reference)));
      if (!booking) throw new FlightError("NOT_FOUND", "We could not find that booking.");
      if (booking.status === "expired")
        throw new FlightError("INVALID_STATE", "This booking's hold had already run out; its seats were released.");
      return deps.supplier.cancel(booking.reference);
    },

    getBooking: async (reference) => fresh(await deps.store.getBooking(normaliseReference(reference))),
    findBooking: async (reference, surname) => fresh(await deps.store.findBooking(normaliseReference(reference), surname)),
    bookingsForUser: async (userId) => Promise.all((await deps.store.bookingsForUser(userId)).map(async (b) => (await fresh(b))!)),

    async expireHolds(now = deps.now()) {
      let count = 0;
      for (;;) {
        const due = await deps.store.expiredHolds(now, 100);
        if (due.length === 0) return count;
        for (const reference of due) {
          if (await deps.store.releaseBooking(reference, "expired", now, { by: "sweep" })) count += 1;
        }
        if (due.length < 100) return count;
      }
    },
  };
}

/** The recurring sweep of unpaid holds (any instance; one run per interval). */
export function registerFlightJobs(
  jobs: { every(name: string, intervalMs: number, handler: () => Promise<void>, options?: { maxAttempts?: number }): void },
  flights: Pick<FlightService, "expireHolds">,
  logger: { info(obj: object, msg?: string): void },
) {
  jobs.every(
    EXPIRE_HOLDS_JOB,
    EXPIRE_HOLDS_INTERVAL_MS,
    async () => {
      const expired = await flights.expireHolds();
      if (expired > 0) logger.info({ expired }, "flight holds expired");
    },
    { maxAttempts: 1 },
  );
}
