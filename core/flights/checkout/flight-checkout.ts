/**
 * The flight checkout: from a revalidated fare to a paid, ticketed booking with its e-ticket mailed.
 *
 *   start (set flight expiry) → passengers → add-ons → book (a hold) → pay → ticket → mail
 *
 * The selection is kept on the server (a `checkout`, named by the flight-expiry session id) so every
 * step survives a reload or a lost connection, and the server prices everything itself: the fare
 * from the engine, add-ons from the supplier's offer (`priceExtras`), never a client total.
 *
 * Money is never lost between steps and a booking keeps one payment: paying is in flight-payment.ts
 * (a claim on the booking before the charge, a settle job queued before it, every payment the
 * booking cannot keep refunded at once).
 */
import type { BookingView, CheckoutView, PriceLine } from "../../../contracts/flight-checkout.ts";
import { EMPTY_EXTRAS, type ExtraServicesData, type ExtrasSelection } from "../../../contracts/flight-extras.ts";
import { passengerLabel, type PricedExtrasLine, priceExtras, withMandatoryServices } from "../../../contracts/extras-selection.ts";
import type { Airline, Airport, ContactInput, FareItinerary, PassengerInput, Revalidation } from "../../../contracts/flights.ts";
import { addMoney, sumMoney, type Money } from "../../../contracts/money.ts";
import { passengerTypes } from "../../../contracts/passengers.ts";
import type { TravelNote } from "../../../contracts/travel-notes.ts";
import type { JobQueue } from "../../jobs/jobs.ts";
import type { Locale } from "../../../i18n/locales.ts";
import type { MailService } from "../../mail/mail-service.ts";
import { documentLanguage, mailLanguage } from "../../mail/render.ts";
import { confirmationMail, eTicketPdf } from "./flight-documents.ts";
import type { PaymentMethodInput } from "../../payments/payments.ts";
import type { PaymentService } from "../../payments/payment-service.ts";
import {
  CONFIRMATION_MAIL_JOB,
  createFlightPayments,
  type PaymentOutcome,
  REFUND_MAIL_JOB,
  SETTLE_JOB,
  type SettlePayload,
} from "./flight-payment.ts";
import type { PaymentClaimStore } from "./payment-claims.ts";
import { FlightError } from "../errors.ts";
import { travelNotes, tripLegsFromItinerary } from "../../travel-notes/travel-notes.ts";
import type { Logger } from "../../shared/logger.ts";

export type CheckoutRecord = {
  sessionId: string;
  fareSourceCode: string;
  fare: FareItinerary;
  searchUrl: string;
  expiresAt: Date;
  passengers: PassengerInput[] | null;
  contact: ContactInput | null;
  extras: ExtrasSelection;
  bookingReference: string | null;
};

/** Persistence for checkouts; db/ implements it. */
export type CheckoutStore = {
  create(record: CheckoutRecord, now: Date): Promise<void>;
  get(sessionId: string): Promise<CheckoutRecord | null>;
  update(sessionId: string, patch: Partial<Pick<CheckoutRecord, "passengers" | "contact" | "extras">>, now: Date): Promise<void>;
  /**
   * Claims the right to book this checkout (one booking per checkout, even on a double submit):
   * true for the first caller, or when an earlier claim is older than `staleBefore` (its process died).
   */
  claimBooking(sessionId: string, now: Date, staleBefore: Date): Promise<boolean>;
  setBookingReference(sessionId: string, reference: string, now: Date): Promise<void>;
  releaseClaim(sessionId: string): Promise<void>;
  setExpiry(sessionId: string, expiresAt: Date): Promise<void>;
};

/** A booking as the engine keeps it (what the checkout needs of it). */
export type FlightBookingRecord = Omit<BookingView, "extrasLines" | "paidWith"> & {
  extrasLines: PriceLine[];
  paidWith: string | null;
  /** The language its mails and e-ticket go out in (core/flights/store.ts FlightBooking.language); absent: English. */
  language?: Locale | null;
};

/** What the checkout needs of the flight engine (services.flights implements it). */
export type CheckoutFlights = {
  airports(): readonly Airport[];
  revalidate(fareSourceCode: string): Promise<Revalidation>;
  setFlightExpiry(fareSourceCode: string): Promise<{ sessionId: string; expiresAt: string }>;
  extraServices(fareSourceCode: string): Promise<ExtraServicesData>;
  book(input: {
    fareSourceCode: string;
    passengers: PassengerInput[];
    contact: ContactInput;
    extras: ExtrasSelection;
    /** The add-ons as priced from the offer, kept with the booking for its pages and e-ticket. */
    extrasLines: PriceLine[];
    userId: string | null;
  }): Promise<{ reference: string }>;
  /** Issues the tickets of a held booking marked paid; idempotent (a ticketed booking stays as it is). */
  ticket(reference: string): Promise<FlightBookingRecord>;
  getBooking(reference: string): Promise<FlightBookingRecord | null>;
  findBooking(reference: string, lastName: string): Promise<FlightBookingRecord | null>;
  bookingsForUser(userId: string): Promise<FlightBookingRecord[]>;
};

export {
  CONFIRMATION_MAIL_JOB,
  type PaymentOutcome,
  REFUND_MAIL_JOB,
  SETTLE_AFTER_MS,
  SETTLE_JOB,
  type SettlePayload,
} from "./flight-payment.ts";
const CLAIM_STALE_MS = 2 * 60_000;

export type FlightCheckoutDeps = {
  store: CheckoutStore;
  flights: CheckoutFlights;
  /** Names for the e-ticket (airports and airlines by code). */
  directory: { airport(code: string): Airport | undefined; airline(code: string): Airline | undefined };
  mail: Pick<MailService, "send">;
  appName: string;
  appUrl: string;
  /** The confirmation mail's link that opens a booking without a last name (core/shared/trip-links.ts). */
  tripLink?: (reference: string) => string;
  payments: Pick<PaymentService, "create" | "get" | "refund" | "reserveKey" | "paymentFor">;
  /** Which payment may pay a booking (flight-payment.ts). */
  claims: PaymentClaimStore;
  jobs: Pick<JobQueue, "enqueue">;
  now?: () => Date;
  /** Money lines (tickets issued); see core/shared/logger.ts. */
  logger?: Logger;
};

export function createFlightCheckout(deps: FlightCheckoutDeps) {
  const now = deps.now ?? (() => new Date());
  const { store, flights } = deps;
  const paying = createFlightPayments({ ...deps, now });
  const countryByCode = new Map(flights.airports().map((a) => [a.code, a.country]));
  const countryOf = (code: string) => countryByCode.get(code) ?? "PH";
  const extrasCache = new Map<string, { at: number; data: ExtraServicesData }>();

  async function offer(fareSourceCode: string): Promise<ExtraServicesData> {
    const cached = extrasCache.get(fareSourceCode);
    if (cached && now().getTime() - cached.at < 60_000) return cached.data;
    const data = await flights.extraServices(fareSourceCode);
    extrasCache.set(fareSourceCode, { at: now().getTime(), data });
    if (extrasCache.size > 500) extrasCache.delete(extrasCache.keys().next().value as string);
    return data;
  }

  function international(fare: FareItinerary): boolean {
    return fare.legs.some((leg) =>
      leg.segments.some((s) => countryOf(s.departureAirport) !== "PH" || countryOf(s.arrivalAirport) !== "PH"),
    );
  }

  async function view(record: CheckoutRecord): Promise<CheckoutView> {
    const types = passengerTypes(countsOf(record.fare));
    let extrasLines: PriceLine[] = [];
    let extrasTotal: Money = { amount: 0, currency: record.fare.totalFare.currency };
    if (record.extras.baggage.length || record.extras.meals.length || record.extras.seats.length) {
      try {
        const priced = priceExtras(await offer(record.fareSourceCode), record.extras, types);
        extrasLines = addOnPriceLines(priced.lines, record.passengers);
        extrasTotal = priced.total;
      } catch {
        // The offer changed under a saved selection (a seat was sold): the add-ons step says so.
      }
    }
    return {
      sessionId: record.sessionId,
      expiresAt: record.expiresAt.toISOString(),
      expired: record.expiresAt.getTime() <= now().getTime(),
      searchUrl: record.searchUrl,
      fare: record.fare,
      passengerTypes: types,
      international: international(record.fare),
      passengers: record.passengers,
      contact: record.contact,
      extras: record.extras,
      extrasLines,
      extrasTotal,
      total: addMoney(record.fare.totalFare, extrasTotal),
      bookingReference: record.bookingReference,
    };
  }

  function bookingNotes(booking: BookingView): TravelNote[] {
    return travelNotes({
      legs: tripLegsFromItinerary(booking.fare, countryOf),
      passengers: booking.passengers.map((p) => ({ type: p.type, nationality: p.nationality, dateOfBirth: p.dateOfBirth })),
      now: now(),
    });
  }

  return {
    /** After revalidation: the checkout for this fare, with its expiry (spec: set-flight-expiry). */
    async start(fareSourceCode: string, searchUrl = "/flights"): Promise<{ sessionId: string; expiresAt: string }> {
      const revalidation = await flights.revalidate(fareSourceCode);
      if (!revalidation.isValid || !revalidation.fareItinerary) {
        throw new FlightError("SOLD_OUT", revalidation.message ?? "This flight is no longer available. Please choose another.");
      }
      const code = revalidation.fareSourceCode;
      const expiry = await flights.setFlightExpiry(code);
      await store.create(
        {
          sessionId: expiry.sessionId,
          fareSourceCode: code,
          fare: revalidation.fareItinerary,
          searchUrl: searchUrl.startsWith("/flights/results") ? searchUrl : "/flights",
          expiresAt: new Date(expiry.expiresAt),
          passengers: null,
          contact: null,
          extras: EMPTY_EXTRAS,
          bookingReference: null,
        },
        now(),
      );
      return expiry;
    },

    async get(sessionId: string): Promise<CheckoutView | null> {
      const record = await store.get(sessionId);
      return record ? view(record) : null;
    },

    async savePassengers(sessionId: string, details: { passengers: PassengerInput[]; contact: ContactInput }): Promise<void> {
      await store.update(sessionId, { passengers: details.passengers, contact: details.contact }, now());
    },

    /** The add-ons on offer and the selection to start from (mandatory services already in). */
    async extrasOffer(sessionId: string): Promise<{ offer: ExtraServicesData; selection: ExtrasSelection } | null> {
      const record = await store.get(sessionId);
      if (!record) return null;
      const data = await offer(record.fareSourceCode);
      const types = passengerTypes(countsOf(record.fare));
      return { offer: data, selection: withMandatoryServices({ offer: data, passengers: types }, record.extras) };
    },

    /** Checks and prices a selection from the offer (throws ExtrasSelectionError), then keeps it. */
    async saveExtras(sessionId: string, selection: ExtrasSelection): Promise<void> {
      const record = await store.get(sessionId);
      if (!record) throw new FlightError("NOT_FOUND", "This booking session was not found. Search again to choose a flight.");
      const names = record.passengers?.map((p) => travellerName(p));
      const priced = priceExtras(await offer(record.fareSourceCode), selection, passengerTypes(countsOf(record.fare)), names);
      await store.update(sessionId, { extras: priced.selection }, now());
    },

    /** Creates the booking (a hold on the seats) once per checkout; answers its reference. */
    async book(sessionId: string, userId: string | null): Promise<{ reference: string }> {
      const record = await store.get(sessionId);
      if (!record) throw new FlightError("NOT_FOUND", "This booking session was not found. Search again to choose a flight.");
      if (record.bookingReference) return { reference: record.bookingReference };
      if (record.expiresAt.getTime() <= now().getTime()) {
        throw new FlightError("FARE_EXPIRED", "Your selected fare has expired. Please search again for the latest prices.");
      }
      if (!record.passengers || !record.contact) throw new FlightError("VALIDATION", "Enter the passenger details first.");
      const at = now();
      if (!(await store.claimBooking(sessionId, at, new Date(at.getTime() - CLAIM_STALE_MS)))) {
        // A second click while the first is booking: wait for it briefly, then answer with its booking.
        for (let i = 0; i < 20; i++) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          const again = await store.get(sessionId);
          if (again?.bookingReference) return { reference: again.bookingReference };
        }
        throw new FlightError("INVALID_STATE", "This booking is already being made. Please wait a moment and reload the page.");
      }
      try {
        const current = await view(record);
        const { reference } = await flights.book({
          fareSourceCode: record.fareSourceCode,
          passengers: record.passengers,
          contact: record.contact,
          extras: record.extras,
          extrasLines: current.extrasLines,
          userId,
        });
        await store.setBookingReference(sessionId, reference, now());
        return { reference };
      } catch (error) {
        await store.releaseClaim(sessionId);
        throw error;
      }
    },

    async booking(reference: string): Promise<BookingView | null> {
      return flights.getBooking(reference);
    },

    findBooking(reference: string, lastName: string): Promise<BookingView | null> {
      return flights.findBooking(reference, lastName);
    },

    bookingsForUser(userId: string): Promise<BookingView[]> {
      return flights.bookingsForUser(userId);
    },

    /** Pays for a held booking (flight-payment.ts): one payment kept per booking, any other refunded at once. */
    pay(reference: string, input: { method: PaymentMethodInput; idempotencyKey: string }): Promise<PaymentOutcome> {
      return paying.pay(reference, input);
    },

    /** After a challenge or wallet approval: how the payment ended, from the gateway itself. */
    completePayment: paying.completePayment,

    /** The settle job: finishes every payment it was queued for (crash, closed tab, a late approval). */
    settleJob: paying.settleJob,

    /** What the trip page says about a payment of this booking that was refunded because it was not needed. */
    refundNotice: paying.refundNotice,

    sendRefundMail: paying.sendRefundMail,

    /** The PDF e-ticket of a ticketed booking: in Filipino when asked for from a /fil page or booked in Filipino. */
    eticketPdf(booking: BookingView & { language?: Locale | null }): Promise<Uint8Array> {
      return eTicketPdf(booking, deps.directory, bookingNotes(booking), deps.appName, documentLanguage(booking.language));
    },

    /** The confirmation mail job: the e-ticket to the booking's contact address, once. */
    async sendConfirmation(reference: string): Promise<void> {
      const booking = await flights.getBooking(reference);
      if (!booking || booking.status !== "ticketed") return;
      const notes = bookingNotes(booking);
      const locale = mailLanguage(booking.language);
      const pdf = await eTicketPdf(booking, deps.directory, notes, deps.appName, locale);
      const tripLink = deps.tripLink?.(booking.reference);
      await deps.mail.send(confirmationMail(booking, pdf, { appName: deps.appName, appUrl: deps.appUrl, notes, tripLink, locale }));
    },

    /** Test hook (E2E_TEST_ROUTES only): the checkout's fare guarantee runs out in `ms`. */
    async expireCheckoutIn(sessionId: string, ms: number): Promise<void> {
      await store.setExpiry(sessionId, new Date(now().getTime() + ms));
    },

    travelNotes(checkout: CheckoutView): TravelNote[] {
      const passengers =
        checkout.passengers?.map((p) => ({ type: p.type, nationality: p.nationality, dateOfBirth: p.dateOfBirth })) ??
        checkout.passengerTypes.map((type) => ({ type, nationality: "PH" }));
      return travelNotes({ legs: tripLegsFromItinerary(checkout.fare, countryOf), passengers, now: now() });
    },

    bookingNotes,
  };
}

export type FlightCheckout = ReturnType<typeof createFlightCheckout>;

/** "Seat 1C, 5J313 MNL–CEB, passenger 1" → "…, Maria Clara Santos" once the names are known. */
/**
 * Priced add-on lines as a booking keeps them (its "extras-priced" event): named for the travellers,
 * with whose they are and what they are, so a refund or a date change can treat each traveller's own.
 */
export function addOnPriceLines(lines: readonly PricedExtrasLine[], passengers: PassengerInput[] | null): PriceLine[] {
  return lines.map((l) => ({
    label: namedLine(l.label, l.passengerIndex, passengers),
    amount: l.amount,
    kind: l.kind,
    ...(l.passengerIndex === undefined ? {} : { passengerIndex: l.passengerIndex }),
    ...(l.kind === "seat" && l.flightIndex !== undefined ? { flightIndex: l.flightIndex } : {}),
  }));
}

function namedLine(label: string, passengerIndex: number | undefined, passengers: PassengerInput[] | null): string {
  const p = passengerIndex === undefined ? undefined : passengers?.[passengerIndex];
  if (!p || passengerIndex === undefined) return label;
  return label.replace(passengerLabel(passengerIndex), travellerName(p));
}

/** "Ana Dela Cruz" for ANA DELA CRUZ: how a refusal or a price line names a traveller. */
function travellerName(p: Pick<PassengerInput, "givenName" | "surname">): string {
  return `${p.givenName} ${p.surname}`.toLowerCase().replace(/(^|[\s'-])\p{L}/gu, (m) => m.toUpperCase());
}

function countsOf(fare: FareItinerary): { adults: number; children: number; infants: number } {
  const count = (type: string) => fare.perPassenger.find((p) => p.type === type)?.quantity ?? 0;
  return { adults: count("ADT"), children: count("CHD"), infants: count("INF") };
}

/** The sum of priced lines, for callers that only have lines. */
export function linesTotal(lines: PriceLine[], currency: string): Money {
  return sumMoney(
    lines.map((l) => l.amount),
    currency,
  );
}

/** The checkout's jobs: settling payments whose page never came back, and the confirmation mail. */
export function registerCheckoutJobs(jobs: Pick<JobQueue, "register">, checkout: FlightCheckout) {
  jobs.register<SettlePayload>(SETTLE_JOB, (payload) => checkout.settleJob(payload), { maxAttempts: 8 });
  jobs.register<{ reference: string }>(CONFIRMATION_MAIL_JOB, (payload) => checkout.sendConfirmation(payload.reference), {
    maxAttempts: 5,
  });
  jobs.register<{ reference: string; paymentId: string }>(
    REFUND_MAIL_JOB,
    (payload) => checkout.sendRefundMail(payload.reference, payload.paymentId),
    { maxAttempts: 5 },
  );
}
