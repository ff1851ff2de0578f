/**
 * The mixed workload of travellers through the JSON API and the pages' forms (issue 26): flights held
 * and paid by card or wallet, then voided, refunded or re-dated; hotel stays searched, booked, paid by
 * card or wallet and cancelled; the contact form; sign-in; the assistant. Each scenario runs as a new
 * client from its own loopback address (scripts/cluster-client.ts) and records what the traveller was
 * told, to find again in the database afterwards. Driven through the balancer by scripts/cluster.test.ts
 * and against one instance for a long time by scripts/soak.ts.
 */
import { type SQL, sql } from "drizzle-orm";
import { addDays, manilaToday } from "../contracts/flights.ts";
import type { Database } from "../db/client.ts";
import { contactMessage, flightBooking, hotelBooking } from "../db/schema.ts";
import { type Client, client, type Recorded } from "./cluster-client.ts";

export const card = { method: "card", cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", cardName: "Maria Santos" };
export const passenger = { title: "Ms", givenName: "Maria", surname: "Santos", dateOfBirth: "1990-06-19", gender: "F", nationality: "PH" };
export const contact = { email: "maria.santos@example.com", dialCode: "+63", phone: "9171234567" };
export const guest = { firstName: "Maria", lastName: "Santos", email: "maria.santos@example.com", phone: "+63 917 123 4567" };
export const FLIGHT = "/api/booking/flight";
export const HOTEL = "/api/booking/hotel";
export const DEMO = { email: "demo@lakbay.test", password: "lakbay-demo-2026" };
export const STAFF = { email: "staff@lakbay.test", password: "lakbay-staff-2026" };

/** What travellers were told, to find again in the database afterwards. */
export type Told = {
  flightsHeld: string[];
  flightsPaid: { reference: string; by: "card" | "wallet" }[];
  flightPtr: { reference: string; requestId: string; type: "void" | "refund" | "reissue" }[];
  hotelsBooked: string[];
  hotelsPaid: string[];
  hotelsCancelled: string[];
  contacts: string[];
  chats: string[];
  signIns: number;
};

/** A step that did not answer as a healthy site would. */
export class Unexpected extends Error {
  readonly step: string;
  readonly status: number;
  readonly at = Date.now();
  constructor(step: string, status: number, body: string) {
    super(`${step}: ${status} ${body.slice(0, 300)}`);
    this.step = step;
    this.status = status;
  }
}

export function expectStatus<T extends { status: number; text: string }>(step: string, res: T, ...ok: number[]): T {
  if (!ok.includes(res.status)) throw new Unexpected(step, res.status, res.text);
  return res;
}

/** An empty record of what travellers were told. */
export function emptyTold(): Told {
  return {
    flightsHeld: [],
    flightsPaid: [],
    flightPtr: [],
    hotelsBooked: [],
    hotelsPaid: [],
    hotelsCancelled: [],
    contacts: [],
    chats: [],
    signIns: 0,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fare that moved between the traveller's choice and the booking: search again. */
const FARE_MOVED = new Set(["flight.PRICE_CHANGED", "flight.SOLD_OUT"]);

export type WorkloadOptions = {
  /** Where the travellers connect (the balancer, or one instance), and the site's public origin. */
  port: number;
  origin: string;
  log: Recorded[];
  told: Told;
  errors: Unexpected[];
  /** Wallet payments not settled when the traveller came back (reported; the invariant covers their money). */
  walletPending: string[];
};

export function workload(opts: WorkloadOptions) {
  const { log, told, errors, walletPending } = opts;
  const c = { url: opts.origin };
  const traveller = (address?: string) => client({ port: opts.port, origin: opts.origin, log, address });

  async function searchFare(t: Client, date: string, family?: string) {
    const res = expectStatus(
      "flight search",
      await t.get(`${FLIGHT}/search?origin=MNL&destination=CEB&departureDate=${date}&adults=1&stops=0&limit=200`),
      200,
    );
    const fares = res.json.data.fareItineraries as { fareSourceCode: string; fareFamily: string }[];
    const fare = (family && fares.find((f) => f.fareFamily === family)) || fares[0];
    if (!fare) throw new Unexpected("flight search", res.status, "no fare");
    return fare;
  }

  /**
   * A seat held on a fare, searched again when the fare moved between the choice and the booking (409
   * flight.PRICE_CHANGED or SOLD_OUT: prices follow the seats sold, a true answer a traveller meets),
   * as a traveller would; a third such answer in a row is a fault.
   */
  async function holdFlight(t: Client, family?: string): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      const date = addDays(manilaToday(), 20 + Math.floor(Math.random() * 40));
      const fare = await searchFare(t, date, family);
      const set = expectStatus(
        "set-flight-expiry",
        await t.post(`${FLIGHT}/set-flight-expiry`, { fare_source_code: fare.fareSourceCode }),
        200,
      );
      const booking = await t.post(`${FLIGHT}/booking`, { session_id: set.json.data.session_id, passengers: [passenger], contact });
      const moved = booking.status === 409 && FARE_MOVED.has(booking.json?.reason);
      if (moved && attempt < 3) continue;
      const booked = expectStatus("flight booking", booking, 201);
      const reference = booked.json.data.reference as string;
      told.flightsHeld.push(reference);
      return reference;
    }
  }

  async function flightByCard(t: Client) {
    const family = Math.random() < 0.5 ? "economy-flex" : undefined;
    const reference = await holdFlight(t, family);
    const paid = expectStatus(
      "flight card payment",
      await t.post(`${FLIGHT}/payment`, { reference, idempotencyKey: `card-${reference}`, ...card }),
      200,
    );
    if (paid.json.data.kind !== "paid") throw new Unexpected("flight card payment", paid.status, paid.text);
    told.flightsPaid.push({ reference, by: "card" });
    const who = { reference, last_name: "Santos" };
    const roll = Math.random();
    if (roll < 0.3) {
      const quote = expectStatus("void-quote", await t.post(`${FLIGHT}/void-quote`, { ...who, passengers: [0] }), 201);
      expectStatus("void", await t.post(`${FLIGHT}/void`, { ...who, request_id: quote.json.data.id }), 202);
      told.flightPtr.push({ reference, requestId: quote.json.data.id, type: "void" });
      expectStatus("run-now", await t.post("/api/__test/flights/requests/run-now", { reference }), 200);
    } else if (roll < 0.55) {
      const quote = await t.post(`${FLIGHT}/refund-quote`, who);
      // A fare without refunds says so (409); that is the fare's rule, not a fault.
      if (quote.status === 409) return;
      expectStatus("refund-quote", quote, 201);
      expectStatus("refund", await t.post(`${FLIGHT}/refund`, { ...who, request_id: quote.json.data.id }), 202);
      told.flightPtr.push({ reference, requestId: quote.json.data.id, type: "refund" });
      expectStatus("run-now", await t.post("/api/__test/flights/requests/run-now", { reference }), 200);
    } else if (roll < 0.75) {
      const date = addDays(manilaToday(), 62 + Math.floor(Math.random() * 20));
      const quote = await t.post(`${FLIGHT}/reissue-quote`, { ...who, dates: [date] });
      if (quote.status === 409) return;
      expectStatus("reissue-quote", quote, 201);
      const options = (quote.json.data.quote?.options ?? []) as { id: string; amountDue: { amount: number } }[];
      const option = options.find((o) => o.amountDue.amount === 0) ?? options[0];
      if (!option) return;
      const done = await t.post(`${FLIGHT}/reissue`, {
        ...who,
        request_id: quote.json.data.id,
        option_id: option.id,
        idempotency_key: `reissue-${reference}`,
        payment_method: { type: "card", card: { number: card.cardNumber, expiry: card.expiry, cvc: card.cvc, name: card.cardName } },
      });
      // 409: the new flight sold out since the quote (nothing charged).
      if (done.status === 409) return;
      expectStatus("reissue", done, 202);
      told.flightPtr.push({ reference, requestId: quote.json.data.id, type: "reissue" });
      expectStatus("run-now", await t.post("/api/__test/flights/requests/run-now", { reference }), 200);
    }
  }

  /** Sends the traveller to the sandbox wallet, approves there, and comes back to the merchant. */
  async function approveAtWallet(t: Client, url: string, step: string) {
    const walletPath = new URL(url, c.url).pathname;
    const approved = expectStatus(`${step}: wallet approve`, await t.form(walletPath, { intent: "approve" }), 302, 303);
    const back = String(approved.headers.location ?? "");
    if (back)
      expectStatus(
        `${step}: back from the wallet`,
        await t.get(new URL(back, c.url).pathname + new URL(back, c.url).search),
        200,
        302,
        303,
      );
  }

  async function flightByWallet(t: Client) {
    const reference = await holdFlight(t);
    const paid = expectStatus(
      "flight wallet payment",
      await t.post(`${FLIGHT}/payment`, { reference, idempotencyKey: `gcash-${reference}`, method: "gcash" }),
      200,
    );
    if (paid.json.data.kind !== "redirect") throw new Unexpected("flight wallet payment", paid.status, paid.text);
    await approveAtWallet(t, paid.json.data.url, "flight");
    // What the traveller is told after coming back: the trip as it now stands.
    const trip = expectStatus("flight look-up", await t.get(`${FLIGHT}/bookings/${reference}?last_name=Santos`), 200);
    if (["ticketed", "paid"].includes(trip.json.data.status)) told.flightsPaid.push({ reference, by: "wallet" });
    else walletPending.push(`${reference}: ${trip.json.data.status}`);
  }

  async function hotelStay(t: Client) {
    const checkin = addDays(manilaToday(), 30 + Math.floor(Math.random() * 120));
    const stay = {
      checkin,
      checkout: addDays(checkin, 2),
      occupancy: [{ room_no: 1, adult: 2, child: 0, child_age: [0] }],
      requiredCurrency: "PHP",
    };
    const found = expectStatus("hotel search", await t.post(`${HOTEL}/hotel-search-by-code`, { ...stay, hotelCodes: ["TAG004"] }), 200);
    const sessionId = found.json.data.sessionId as string;
    const rates = expectStatus("room rates", await t.post(`${HOTEL}/room-rates`, { hotelId: "TAG004", sessionId }), 200);
    const room = (rates.json.data.roomRates.perBookingRates as { roomId: string; available: boolean }[]).find((r) => r.available);
    if (!room) return; // sold out on those nights: a true answer
    // Each traveller their own e-mail: the same guest twice on one stay is asked to confirm (409).
    const booked = await t.post(`${HOTEL}/book`, {
      hotelId: "TAG004",
      sessionId,
      roomId: room.roomId,
      guest: { ...guest, email: `guest-${t.address}@example.com` },
    });
    if (booked.status === 409) return; // taken between the rates and the booking
    expectStatus("hotel book", booked, 200, 201);
    const reference = booked.json.data.reference as string;
    told.hotelsBooked.push(reference);
    const wallet = Math.random() < 0.3;
    const paying = await t.post(
      `${HOTEL}/payment`,
      wallet
        ? { reference, idempotencyKey: `pay-${reference}`, method: "maya" }
        : { reference, idempotencyKey: `pay-${reference}`, ...card },
    );
    // 409: the last room went to another traveller since the rates; the charge was refunded at once.
    if (paying.status === 409) return;
    const paid = expectStatus("hotel payment", paying, 200);
    if (wallet) {
      if (typeof paid.json.data.url !== "string") throw new Unexpected("hotel wallet payment", paid.status, paid.text);
      await approveAtWallet(t, paid.json.data.url, "hotel");
      const stay = expectStatus("hotel look-up", await t.get(`${HOTEL}/bookings/${reference}?last_name=Santos`), 200);
      if (stay.json.data.status !== "confirmed") {
        walletPending.push(`${reference}: ${stay.json.data.status}`);
        return;
      }
    } else if (paid.json.data.status !== "confirmed") throw new Unexpected("hotel payment", paid.status, paid.text);
    told.hotelsPaid.push(reference);
    if (!wallet && Math.random() < 0.5) {
      const quote = expectStatus("hotel cancel-quote", await t.post(`${HOTEL}/cancel-quote`, { reference, last_name: "Santos" }), 200);
      const token = quote.json.data.quoteToken as string;
      expectStatus("hotel cancel", await t.post(`${HOTEL}/cancel`, { reference, last_name: "Santos", quoteToken: token }), 200);
      told.hotelsCancelled.push(reference);
    }
  }

  async function contactForm(t: Client) {
    const res = expectStatus(
      "contact",
      await t.post("/api/contact", {
        name: "Jose Rizal",
        email: `jose-${Math.random().toString(36).slice(2, 8)}@example.com`,
        subject: "Hotel voucher",
        message: "I cannot find the voucher for my Bohol hotel. Could you send it again?",
        bookingReference: "",
      }),
      201,
    );
    told.contacts.push(res.json.data.reference);
  }

  async function signIn(t: Client, who = DEMO, port?: number) {
    const res = await t.form("/login", { email: who.email, password: who.password, redirectTo: "" }, { port });
    expectStatus("sign-in", res, 302, 303);
    const me = expectStatus("me", await t.get("/api/me", { port }), 200);
    if (me.json.data.email !== who.email) throw new Unexpected("me", me.status, me.text);
    told.signIns += 1;
  }

  async function chat(t: Client) {
    const first = expectStatus("chat", await t.post("/api/chat/messages", { message: "when is low tide in Coron tomorrow" }), 200);
    const conversationId = first.json.data.conversationId as string;
    // The guest's cookie carries the conversation to whichever instance answers next.
    expectStatus("chat follow-up", await t.post("/api/chat/messages", { message: "and the day after?", conversationId }), 200);
    told.chats.push(conversationId);
  }

  const scenarios: [number, (t: Client) => Promise<unknown>][] = [
    [3, flightByCard],
    [2, flightByWallet],
    [3, hotelStay],
    [1, contactForm],
    [1, signIn],
    [1, chat],
  ];
  const weight = scenarios.reduce((s, [w]) => s + w, 0);
  function pick() {
    let r = Math.random() * weight;
    for (const [w, f] of scenarios) if ((r -= w) < 0) return f;
    return scenarios[0][1];
  }

  /** A traveller after another until `until`: each scenario from a fresh address, as a new client. */
  async function travellerLoop(until: () => boolean, counts: Map<string, number>) {
    while (!until()) {
      const t = traveller();
      const scenario = pick();
      try {
        await scenario(t);
        counts.set(scenario.name, (counts.get(scenario.name) ?? 0) + 1);
      } catch (err) {
        errors.push(err instanceof Unexpected ? err : new Unexpected(scenario.name, 0, String((err as Error).message ?? err)));
        await sleep(200);
      } finally {
        t.close();
      }
    }
  }

  return { traveller, holdFlight, flightByCard, flightByWallet, hotelStay, contactForm, signIn, chat, travellerLoop };
}

export type Workload = ReturnType<typeof workload>;

/** How many of each thing travellers were told of. */
export function toldCounts(told: Told) {
  const byType: Record<string, number> = {};
  for (const p of told.flightPtr) byType[p.type] = (byType[p.type] ?? 0) + 1;
  return {
    flightsHeld: told.flightsHeld.length,
    flightsPaid: told.flightsPaid.length,
    byWallet: told.flightsPaid.filter((p) => p.by === "wallet").length,
    voidsRefundsReissues: byType,
    hotelsBooked: told.hotelsBooked.length,
    hotelsPaid: told.hotelsPaid.length,
    hotelsCancelled: told.hotelsCancelled.length,
    contacts: told.contacts.length,
    chats: told.chats.length,
    signIns: told.signIns,
  };
}

/**
 * What travellers were told that the database does not hold (empty when nothing was lost): a booking
 * held, paid, cancelled; a message sent; a conversation (both turns); a void, refund or date change
 * accepted and not carried out. Once the jobs have drained.
 */
export async function lostOfTold(db: Database, told: Told): Promise<string[]> {
  const rowsOf = async <T>(query: SQL) => (await db.db.execute(query)) as unknown as { rows: T[] };
  const flights = new Map(
    (await db.db.select({ r: flightBooking.reference, s: flightBooking.status }).from(flightBooking)).map((b) => [b.r, b.s]),
  );
  const stays = new Map(
    (await db.db.select({ r: hotelBooking.reference, s: hotelBooking.status }).from(hotelBooking)).map((b) => [b.r, b.s]),
  );
  const messages = new Set((await db.db.select({ r: contactMessage.reference }).from(contactMessage)).map((m) => m.r));
  const turns = new Map(
    (
      await rowsOf<{ id: string; n: number }>(sql`
        select c.id, count(m.*)::int as n from chat_conversation c left join chat_message m on m.conversation_id = c.id group by c.id`)
    ).rows.map((r) => [r.id, r.n]),
  );
  const requests = new Map(
    (await rowsOf<{ id: string; status: string }>(sql`select id, status from flight_ptr_request`)).rows.map((r) => [r.id, r.status]),
  );
  const unpaid = ["held", "pending", "expired", "cancelled", "failed", "missing"];
  return [
    ...told.flightsHeld.filter((r) => !flights.has(r)).map((r) => `flight held, missing: ${r}`),
    ...told.flightsPaid
      .filter((p) => unpaid.includes(flights.get(p.reference) ?? "missing"))
      .map((p) => `flight paid (${p.by}), now ${flights.get(p.reference) ?? "missing"}: ${p.reference}`),
    ...told.hotelsBooked.filter((r) => !stays.has(r)).map((r) => `stay booked, missing: ${r}`),
    ...told.hotelsPaid
      .filter((r) => !["confirmed", "cancelled"].includes(stays.get(r) ?? ""))
      .map((r) => `stay paid, now ${stays.get(r)}: ${r}`),
    ...told.hotelsCancelled.filter((r) => stays.get(r) !== "cancelled").map((r) => `stay cancelled, now ${stays.get(r)}: ${r}`),
    ...told.contacts.filter((r) => !messages.has(r)).map((r) => `message missing: ${r}`),
    ...told.chats.filter((id) => (turns.get(id) ?? 0) < 4).map((id) => `conversation short of its turns: ${id}`),
    // Voids, refunds and date changes accepted were carried out.
    ...told.flightPtr
      .filter((p) => requests.get(p.requestId) !== "completed")
      .map((p) => `${p.type} ${p.reference}: ${requests.get(p.requestId)}`),
  ];
}
