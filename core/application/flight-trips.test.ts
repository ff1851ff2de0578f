import { describe, expect, it } from "vitest";
import { php } from "../../contracts/money.ts";
import type { FlightBooking } from "../flights/store.ts";
import { bookingOf, CONTACT, owner, stranger, tripWorld } from "./booking-access.fixture.ts";
import { createFlightTripsApplication, NO_ETICKET_YET } from "./flight-trips.ts";
import { invoke } from "./use-case.ts";

const holder = { ...stranger, tripReferences: ["H3LD99"] };
const ISSUED = new Date("2026-11-25T02:00:00Z"); // 10:00 in Manila: the void window ends at midnight there

function setup(now = "2026-11-25T10:00:00Z") {
  const world = tripWorld();
  world.bookings.set("H3LD99", bookingOf("H3LD99", { status: "held" }));
  const payments = [{ paidWith: "Visa •••• 4242", what: "Tickets", amount: php(345000), refunded: php(0) }];
  const app = createFlightTripsApplication({
    access: world.access,
    checkout: {
      refundNotice: async (_reference, paymentId) => (paymentId === "pay_2" ? "Your second payment was refunded in full." : null),
      bookingNotes: () => [],
      eticketPdf: async (booking) => new TextEncoder().encode(`%PDF ${booking.reference}`),
      travelNotes: () => [],
    },
    postTicketing: {
      paidOn: async () => php(345000),
      payments: async () => payments as never,
      changePaid: async (_reference, requestId) => (requestId === "r1" ? (payments[0] as never) : null),
    },
    flights: {
      airports: () => [{ code: "MNL", city: "Manila" }] as never,
      airlines: () => [{ code: "5J", name: "Cebu Pacific" }] as never,
      getBooking: async (reference) =>
        ({ reference, tickets: [{ status: "issued", issuedAt: ISSUED }], events: [] }) as unknown as FlightBooking,
    },
    now: () => new Date(now),
  });
  return { app };
}

describe("flights.trip", () => {
  it("gives the owner the trip page in full: what was paid, each payment, and a refunded payment's notice", async () => {
    const { app } = setup();
    const found = await invoke(app.trip, { reference: "k7q2zm", refunded: "pay_2" }, owner);
    if (!found.ok) throw new Error(found.error.message);
    expect(found.value.booking.contact).toEqual(CONTACT);
    expect("userId" in found.value.booking).toBe(false);
    expect(found.value.paid).toEqual(php(345000));
    expect(found.value.payments.map((p) => p.what)).toEqual(["Tickets"]);
    expect(found.value.refundNotice).toBe("Your second payment was refunded in full.");
  });

  it("answers anyone else as for no booking, and lists no payments for an unpaid hold", async () => {
    const { app } = setup();
    expect(await invoke(app.trip, { reference: "K7Q2ZM" }, stranger)).toMatchObject({ ok: false, error: { code: "not_found" } });
    const held = await invoke(app.trip, { reference: "H3LD99" }, holder);
    expect(held).toMatchObject({ ok: true, value: { paid: null, payments: [], refundNotice: null } });
    if (held.ok) expect(held.value.booking.contact.email).not.toBe(CONTACT.email);
  });
});

describe("flights.eTicket", () => {
  it("is the ticketed booking's PDF for its booker; a hold has none yet; a stranger gets not_found", async () => {
    const { app } = setup();
    const pdf = await invoke(app.eTicket, { reference: "K7Q2ZM" }, owner);
    expect(pdf.ok && new TextDecoder().decode(pdf.value.pdf)).toBe("%PDF K7Q2ZM");
    expect(await invoke(app.eTicket, { reference: "H3LD99" }, holder)).toMatchObject({
      ok: false,
      error: { code: "conflict", message: NO_ETICKET_YET },
    });
    expect(await invoke(app.eTicket, { reference: "K7Q2ZM" }, stranger)).toMatchObject({ ok: false, error: { code: "not_found" } });
  });
});

describe("flights.voidWindow and flights.changePayment", () => {
  it("says the tickets can be voided until midnight in Manila on the day they were issued, and not after", async () => {
    const open = await invoke(setup("2026-11-25T15:59:00Z").app.voidWindow, { reference: "K7Q2ZM" }, owner);
    expect(open).toEqual({ ok: true, value: { end: "2026-11-25T16:00:00.000Z", open: true } });
    const closed = await invoke(setup("2026-11-25T16:01:00Z").app.voidWindow, { reference: "K7Q2ZM" }, owner);
    expect(closed).toEqual({ ok: true, value: { end: "2026-11-25T16:00:00.000Z", open: false } });
  });

  it("shows a date change's own payment to the booker only", async () => {
    const { app } = setup();
    expect(await invoke(app.changePayment, { reference: "K7Q2ZM", request_id: "r1" }, owner)).toMatchObject({
      ok: true,
      value: { what: "Tickets" },
    });
    expect(await invoke(app.changePayment, { reference: "K7Q2ZM", request_id: "r2" }, owner)).toEqual({ ok: true, value: null });
    expect(await invoke(app.changePayment, { reference: "K7Q2ZM", request_id: "r1" }, stranger)).toMatchObject({ ok: false });
  });
});
