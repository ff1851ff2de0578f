/**
 * The money invariant of issue 16, read from a database through the repositories: for every hotel
 * booking and every family of flight bookings (a booking and the ones split off it, which share its
 * payments), money taken − money refunded = what the traveller owes. The property tests
 * (payment-purpose.property.test.ts, post-ticketing*.test.ts, hotel-payments.property.test.ts) and the
 * move to PostgreSQL (db/move.ts, which checks it on both sides) compute it here, once.
 *
 * - Hotel: taken and refunded are the booking's succeeded hotel payments; owed is the total of a
 *   confirmed stay, what a cancelled stay kept (total − refunded), nothing otherwise.
 * - Flight family: taken and refunded are its members' succeeded flight payments; owed is every
 *   payment a "paid" or "reissued" record names (each once) minus what completed voids and refunds
 *   gave back by their quotes.
 */
import { and, eq } from "drizzle-orm";
import type { HotelBookingRecord } from "../../core/hotels/hotel-store.ts";
import type { FlightBooking } from "../../core/flights/store.ts";
import type { Db } from "../client.ts";
import { flightBooking, hotelBooking, payment } from "../schema.ts";
import { createFlightStore } from "./flight-store.ts";
import { createHotelStore } from "./hotel-store.ts";

/** One booking's (or flight family's) money, in centavos. */
export type BookingMoney = {
  kind: "flight" | "hotel";
  /** The booking, or the first booking of a flight family. */
  reference: string;
  /** The family's bookings (a hotel booking: itself). */
  members: string[];
  status: string;
  taken: number;
  refunded: number;
  owed: number;
};

/** What the traveller owes for a hotel booking in its current state. */
export function hotelOwed(b: Pick<HotelBookingRecord, "status" | "total" | "refunded">): number {
  if (b.status === "confirmed") return b.total.amount;
  if (b.status === "cancelled") return b.total.amount - b.refunded;
  return 0;
}

/** The flight bookings by reference, and their families: each booking with the ones split off it (and off those), keyed by the first. */
export async function flightFamilies(getBooking: (reference: string) => Promise<FlightBooking | null>, references: string[]) {
  const bookings = new Map<string, FlightBooking>();
  for (const ref of references) bookings.set(ref, (await getBooking(ref))!);
  const rootOf = (ref: string): string => {
    const from = bookings.get(ref)!.events.find((e) => e.type === "split" && typeof e.detail.fromReference === "string");
    return from ? rootOf(String(from.detail.fromReference)) : ref;
  };
  const families = new Map<string, string[]>();
  for (const ref of bookings.keys()) families.set(rootOf(ref), [...(families.get(rootOf(ref)) ?? []), ref]);
  return { bookings, families };
}

/** Every booking's money (all of them, or those `only` names: hotel references and flight family roots). */
export async function bookingMoney(db: Db, only?: { hotels?: string[]; flightRoots?: string[] }): Promise<BookingMoney[]> {
  const flights = createFlightStore(db);
  const hotels = createHotelStore(db);
  const out: BookingMoney[] = [];
  const succeeded = async (reference: string, kind: "flight" | "hotel") =>
    db
      .select({ id: payment.id, amount: payment.amount, refunded: payment.amountRefunded })
      .from(payment)
      .where(and(eq(payment.reference, reference), eq(payment.kind, kind), eq(payment.status, "succeeded")));

  const stayRefs = only?.hotels ?? (await db.select({ r: hotelBooking.reference }).from(hotelBooking)).map((x) => x.r);
  for (const reference of stayRefs) {
    const b = await hotels.get(reference);
    if (!b) continue;
    const paid = await succeeded(reference, "hotel");
    out.push({
      kind: "hotel",
      reference,
      members: [reference],
      status: b.status,
      taken: paid.reduce((s, p) => s + p.amount, 0),
      refunded: paid.reduce((s, p) => s + p.refunded, 0),
      owed: hotelOwed(b),
    });
  }

  const flightRefs = (await db.select({ r: flightBooking.reference }).from(flightBooking)).map((x) => x.r);
  const { bookings, families } = await flightFamilies((ref) => flights.getBooking(ref), flightRefs);
  for (const [root, members] of families) {
    if (only?.flightRoots && !only.flightRoots.includes(root)) continue;
    const payments = (await Promise.all(members.map((ref) => succeeded(ref, "flight")))).flat();
    const amounts = new Map<string, number>();
    for (const ref of members) {
      for (const p of await db.select({ id: payment.id, amount: payment.amount }).from(payment).where(eq(payment.reference, ref)))
        amounts.set(p.id, p.amount);
    }
    const used = new Set<string>();
    let owed = 0;
    for (const ref of members) {
      for (const e of bookings.get(ref)!.events) {
        const id = typeof e.detail.paymentId === "string" ? e.detail.paymentId : null;
        if (!id || used.has(id) || (e.type !== "paid" && e.type !== "reissued")) continue;
        used.add(id);
        owed += amounts.get(id) ?? 0;
      }
      for (const r of await flights.requestsFor(ref)) {
        if (r.status === "completed" && (r.resolution === "voided" || r.resolution === "refunded")) owed -= r.quote!.amountBack.amount;
      }
    }
    out.push({
      kind: "flight",
      reference: root,
      members,
      status: bookings.get(root)!.status,
      taken: payments.reduce((s, p) => s + p.amount, 0),
      refunded: payments.reduce((s, p) => s + p.refunded, 0),
      owed,
    });
  }
  return out;
}

/** The bookings whose money breaks the invariant, in words (none when it holds). */
export function moneyBreaches(money: BookingMoney[]): string[] {
  return money
    .filter((m) => m.taken - m.refunded !== m.owed)
    .map(
      (m) =>
        `${m.kind} ${m.reference}${m.members.length > 1 ? ` (${m.members.join(", ")})` : ""} (${m.status}): taken ${m.taken} − refunded ${m.refunded} ≠ owed ${m.owed}`,
    );
}
