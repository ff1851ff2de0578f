import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distributeGuests } from "../../contracts/hotels.ts";
import { php } from "../../contracts/money.ts";
import type { NewHotelBooking } from "../../core/hotels/hotel-store.ts";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../test-database.ts";
import { createHotelStore } from "./hotel-store.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.cleanup());

let seq = 0;
function booking(over: Partial<NewHotelBooking> = {}): NewHotelBooking {
  seq += 1;
  return {
    id: randomUUID(),
    reference: `H${seq.toString(36).toUpperCase().padStart(5, "0")}`,
    userId: null,
    hotelId: "BOR001",
    roomId: "BOR001-R1",
    checkIn: "2027-02-10",
    checkOut: "2027-02-12",
    rooms: 1,
    occupancy: distributeGuests(1, 2, 0),
    guest: { firstName: "Juan", lastName: "Dela Cruz", email: "juan@example.com", phone: "+639171234567", specialRequests: "" },
    total: php(1_000_000),
    policy: { cancellable: true, freeCancellationUntil: "2027-02-07", penaltyPercent: 50, description: "" },
    ...over,
  };
}

/** A pending booking that must be made (its reference is fresh). */
async function create(store: ReturnType<typeof createHotelStore>, b: NewHotelBooking, now: Date) {
  const made = await store.createPending(b, now);
  if (!made) throw new Error(`reference ${b.reference} already taken`);
  return made;
}

describe(`hotel store (${testDatabaseKind})`, () => {
  it("refuses a reference another booking has, writing nothing (the checkout draws another)", async () => {
    const store = createHotelStore(database.db);
    const first = booking({ hotelId: "TST009", roomId: "TST009-R1" });
    expect(await store.createPending(first, new Date())).toMatchObject({ reference: first.reference });
    const clash = booking({
      reference: first.reference,
      hotelId: "TST009",
      roomId: "TST009-R1",
      guest: { ...first.guest, lastName: "Reyes" },
    });
    expect(await store.createPending(clash, new Date())).toBeNull();
    expect(await store.get(first.reference)).toMatchObject({ guest: { lastName: "Dela Cruz" } });
  });

  it("confirms once: a retried confirmation answers the same booking, another payment is not kept, no more rooms are taken", async () => {
    const store = createHotelStore(database.db);
    const b = await create(store, booking({ hotelId: "TST001", roomId: "TST001-R1" }), new Date());
    const paymentId = randomUUID();
    const first = await store.confirm(b.reference, { units: 5, paymentId, confirmationNumber: "C1" }, new Date());
    const again = await store.confirm(b.reference, { units: 5, paymentId, confirmationNumber: "C2" }, new Date());
    const other = await store.confirm(b.reference, { units: 5, paymentId: randomUUID(), confirmationNumber: "C3" }, new Date());
    expect(first.ok && first.created).toBe(true);
    expect(again.ok && !again.created && again.booking.confirmationNumber).toBe("C1");
    expect(other).toMatchObject({ ok: false, reason: "paid_by_other", booking: { paymentId } });
    const counts = await store.bookedCounts("TST001", ["2027-02-10", "2027-02-11", "2027-02-12"]);
    expect(Object.fromEntries(counts.get("TST001-R1")!)).toEqual({ "2027-02-10": 1, "2027-02-11": 1 });
  });

  it("never overbooks: 250 concurrent bookings of the last 7 rooms, exactly 7 succeed", async () => {
    const store = createHotelStore(database.db);
    const units = 7;
    const pending = await Promise.all(
      Array.from({ length: 250 }, (_, i) =>
        create(
          store,
          booking({
            hotelId: "TST002",
            roomId: "TST002-R1",
            // Overlapping stays: every one contains the night of the 11th.
            checkIn: i % 2 ? "2027-02-10" : "2027-02-11",
            checkOut: i % 3 ? "2027-02-12" : "2027-02-13",
          }),
          new Date(),
        ),
      ),
    );
    const results = await Promise.all(
      pending.map((b) =>
        store.confirm(b.reference, { units, paymentId: randomUUID(), confirmationNumber: `C-${b.reference}` }, new Date()),
      ),
    );
    const ok = results.filter((r) => r.ok);
    expect(ok).toHaveLength(units);
    expect(results.filter((r) => !r.ok && r.reason === "sold_out")).toHaveLength(250 - units);
    const rows = await database.db.execute(
      sql`select night::text as night, booked, units from hotel_room_night where hotel_id = 'TST002' order by night`,
    );
    const list = ((rows as unknown as { rows: { night: string; booked: number; units: number }[] }).rows ?? rows) as {
      night: string;
      booked: number;
      units: number;
    }[];
    for (const r of list) expect(Number(r.booked)).toBeLessThanOrEqual(units);
    expect(Number(list.find((r) => r.night === "2027-02-11")!.booked)).toBe(units);
    // Unconfirmed bookings stay pending (the checkout marks them failed and refunds).
    expect((await store.get(pending.find((_, i) => !results[i].ok)!.reference))!.status).toBe("pending_payment");
  }, 120_000);

  it("cancelling releases the nights for the next traveller", async () => {
    const store = createHotelStore(database.db);
    const a = await create(store, booking({ hotelId: "TST003", roomId: "TST003-R1", rooms: 2 }), new Date());
    const b = await create(store, booking({ hotelId: "TST003", roomId: "TST003-R1", rooms: 1 }), new Date());
    expect((await store.confirm(a.reference, { units: 2, paymentId: randomUUID(), confirmationNumber: "A" }, new Date())).ok).toBe(true);
    const refused = await store.confirm(b.reference, { units: 2, paymentId: randomUUID(), confirmationNumber: "B" }, new Date());
    expect(refused.ok ? "" : refused.reason).toBe("sold_out");
    const cancelled = await store.cancel(a.reference, 500_000, new Date());
    expect(cancelled?.status).toBe("cancelled");
    expect(cancelled?.refunded).toBe(500_000);
    expect(await store.cancel(a.reference, 0, new Date())).toBeNull();
    expect((await store.confirm(b.reference, { units: 2, paymentId: randomUUID(), confirmationNumber: "B" }, new Date())).ok).toBe(true);
  });

  it("lists a user's bookings and marks unpaid ones failed", async () => {
    const store = createHotelStore(database.db);
    const b = await create(store, booking({ hotelId: "TST004", roomId: "TST004-R1" }), new Date());
    expect((await store.markFailed(b.reference, "payment_failed", new Date()))?.status).toBe("failed");
    expect(await store.markFailed(b.reference, "again", new Date())).toBeNull();
    expect((await store.confirm(b.reference, { units: 3, paymentId: randomUUID(), confirmationNumber: "X" }, new Date())).ok).toBe(false);
  });

  it("finds the stays a traveller already holds at a hotel: paid or being paid, overlapping nights, by account, e-mail or reference", async () => {
    const store = createHotelStore(database.db);
    const at = { hotelId: "TST005", roomId: "TST005-R1" };
    const guest = (email: string) => ({ firstName: "Ana", lastName: "Reyes", email, phone: "+639171234567", specialRequests: "" });
    const paid = await create(store, booking({ ...at, guest: guest("Ana.Reyes@Example.com") }), new Date());
    await store.confirm(paid.reference, { units: 5, paymentId: randomUUID(), confirmationNumber: "P" }, new Date());
    const paying = await create(store, booking({ ...at, roomId: "TST005-R2", guest: guest("other@example.com") }), new Date());
    await store.claimPayment(paying.reference, "key-paying", null, new Date());
    // Not held: an unpaid booking nobody is paying, a stay on other nights, one at another hotel.
    await create(store, booking({ ...at, guest: guest("ana.reyes@example.com") }), new Date());
    await create(
      store,
      booking({ ...at, checkIn: "2027-02-12", checkOut: "2027-02-14", guest: guest("ana.reyes@example.com") }),
      new Date(),
    );
    const elsewhere = await create(
      store,
      booking({ hotelId: "TST006", roomId: "TST006-R1", guest: guest("ana.reyes@example.com") }),
      new Date(),
    );
    await store.confirm(elsewhere.reference, { units: 5, paymentId: randomUUID(), confirmationNumber: "E" }, new Date());

    const stay = { hotelId: "TST005", checkIn: "2027-02-11", checkOut: "2027-02-13" };
    const byEmail = await store.heldStays({ ...stay, userId: null, email: " ana.reyes@EXAMPLE.com", references: [] });
    expect(byEmail.map((b) => b.reference)).toEqual([paid.reference]);
    const byReference = await store.heldStays({ ...stay, userId: null, email: null, references: [paying.reference] });
    expect(byReference.map((b) => [b.reference, b.status])).toEqual([[paying.reference, "pending_payment"]]);
    expect(await store.heldStays({ ...stay, checkIn: "2027-02-12", userId: null, email: "ana.reyes@example.com", references: [] })).toEqual(
      [],
    );
    expect(await store.heldStays({ ...stay, userId: null, email: null, references: [] })).toEqual([]);
  });
});
