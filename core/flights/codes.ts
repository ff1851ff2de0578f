/**
 * Fare source codes: opaque, tamper-proof offer tokens. A code carries what is needed to price the
 * offer again (flights, fare family, cabin, passenger mix), the search session it belongs to, when it
 * was issued and the total it was offered at, signed with HMAC-SHA256. Anything altered, signed with
 * another secret, from another session or older than the session lifetime is refused with one message.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { CABINS, type Cabin, type Passengers } from "../../contracts/flights.ts";
import { FARE_EXPIRED_MESSAGE, FlightError } from "./errors.ts";

/** A search session (and its codes) lives 30 minutes, as a consolidator's does. */
export const SESSION_TTL_MS = 30 * 60_000;

export type OfferSegmentRef = { airline: string; flightNumber: string; origin: string; destination: string; date: string };

export type Offer = {
  sessionId: string;
  /** Epoch ms when the session (not the code) began. */
  sessionStartedAt: number;
  cabin: Cabin;
  family: string;
  passengers: Passengers;
  legs: OfferSegmentRef[][];
  /** The offered total, centavos. */
  total: number;
  currency: string;
};

type Wire = { v: 1; s: string; t0: number; c: number; f: string; p: [number, number, number]; l: string[][]; a: number; cur: string };

export function newSessionId(): string {
  return randomBytes(12).toString("base64url");
}

function sign(secret: string, body: string): string {
  return createHmac("sha256", secret).update(body).digest("base64url").slice(0, 32);
}

export function encodeOffer(secret: string, offer: Offer): string {
  const wire: Wire = {
    v: 1,
    s: offer.sessionId,
    t0: Math.floor(offer.sessionStartedAt / 1000),
    c: CABINS.indexOf(offer.cabin),
    f: offer.family,
    p: [offer.passengers.adults, offer.passengers.children, offer.passengers.infants],
    l: offer.legs.map((leg) => leg.map((s) => `${s.airline}${s.flightNumber}.${s.origin}.${s.destination}.${s.date}`)),
    a: offer.total,
    cur: offer.currency,
  };
  const body = Buffer.from(JSON.stringify(wire)).toString("base64url");
  return `${body}.${sign(secret, body)}`;
}

const SEGMENT = /^([A-Z0-9]{2})(\d{1,4})\.([A-Z]{3})\.([A-Z]{3})\.(\d{4}-\d{2}-\d{2})$/;

/**
 * Reads and checks a code. Throws FARE_EXPIRED for anything that is not a code we issued, a code
 * of another session (when `sessionId` is given) or one whose session is older than 30 minutes
 * (unless `allowStale`, which revalidation uses to issue a fresh code for an old one).
 */
export function decodeOffer(secret: string, code: string, now: number, options: { sessionId?: string; allowStale?: boolean } = {}): Offer {
  const fail = () => new FlightError("FARE_EXPIRED", FARE_EXPIRED_MESSAGE);
  if (typeof code !== "string" || code.length > 4000) throw fail();
  const dot = code.lastIndexOf(".");
  if (dot <= 0) throw fail();
  const body = code.slice(0, dot);
  const mac = Buffer.from(code.slice(dot + 1));
  const expected = Buffer.from(sign(secret, body));
  if (mac.length !== expected.length || !timingSafeEqual(mac, expected)) throw fail();
  let wire: Wire;
  try {
    wire = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Wire;
  } catch {
    throw fail();
  }
  if (wire.v !== 1 || !CABINS[wire.c]) throw fail();
  const legs = wire.l.map((leg) =>
    leg.map((s) => {
      const m = SEGMENT.exec(s);
      if (!m) throw fail();
      return { airline: m[1], flightNumber: m[2], origin: m[3], destination: m[4], date: m[5] };
    }),
  );
  const offer: Offer = {
    sessionId: wire.s,
    sessionStartedAt: wire.t0 * 1000,
    cabin: CABINS[wire.c],
    family: wire.f,
    passengers: { adults: wire.p[0], children: wire.p[1], infants: wire.p[2] },
    legs,
    total: wire.a,
    currency: wire.cur,
  };
  if (options.sessionId !== undefined && options.sessionId !== offer.sessionId) throw fail();
  if (!options.allowStale && now - offer.sessionStartedAt > SESSION_TTL_MS) throw fail();
  return offer;
}

export function isStale(offer: Offer, now: number): boolean {
  return now - offer.sessionStartedAt > SESSION_TTL_MS;
}
