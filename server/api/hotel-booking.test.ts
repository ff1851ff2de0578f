/**
 * The hotel booking API through the whole HTTP host: booking, a retried payment that charges once,
 * confirmation and cancellation with a refund; a reference locked after wrong last names; a declined
 * card; a room sold out while paying; somebody else's booking.
 */
import { describe, expect, it } from "vitest";
import { HOTEL_CANCEL_MESSAGES } from "../../contracts/hotel-cancellation.ts";
import type { HotelSearchPage, RoomRatesReply } from "../../contracts/hotels.ts";
import { inventory } from "../../core/hotels/inventory.ts";
import { testDatabaseKind } from "../../db/test-database.ts";
import { API, hotelApiSuite, stay } from "./hotels.fixture.ts";

const api = hotelApiSuite();
const client = api.client;

describe(`hotel booking API (${testDatabaseKind})`, () => {
  async function offer(call: ReturnType<typeof client>, code = "TAG004") {
    const found = (await call(`${API}/hotel-search-by-code`, { ...stay, hotelCodes: [code] })).json.data as HotelSearchPage;
    const rates = (await call(`${API}/room-rates`, { hotelId: code, sessionId: found.sessionId })).json.data as RoomRatesReply;
    const open = rates.roomRates.perBookingRates.filter((r) => r.available);
    const room = open.find((r) => r.cancellationPolicy.cancellable) ?? open[0];
    return { sessionId: found.sessionId, room };
  }
  const guest = { firstName: "Maria", lastName: "Santos", email: "maria@example.com", phone: "+63 917 123 4567" };
  const card = { method: "card", cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", cardName: "Maria Santos" };

  it("books, pays once for a retried payment, confirms, and cancels with a refund", async () => {
    const call = client();
    const { sessionId, room } = await offer(call);
    const badGuest = await call(`${API}/book`, { hotelId: "TAG004", sessionId, roomId: room.roomId, guest: { ...guest, email: "nope" } });
    expect(badGuest.status).toBe(400);
    expect(badGuest.json.errors?.guest).toBeDefined();

    const booked = await call(`${API}/book`, { hotelId: "TAG004", sessionId, roomId: room.roomId, guest });
    expect(booked.status).toBe(201);
    const reference = booked.json.data.reference as string;
    expect(reference).toMatch(/^H[A-Z0-9]{5}$/);
    expect(booked.json.data).toMatchObject({ status: "pending_payment", total: room.rates.totalRate });

    const key = `hotel-pay-${reference}-1`;
    const paid = await call(`${API}/payment`, { reference, idempotencyKey: key, ...card });
    expect(paid.status).toBe(200);
    expect(paid.json.data).toMatchObject({ status: "confirmed", booking: { status: "confirmed", confirmationNumber: expect.any(String) } });
    const again = await call(`${API}/payment`, { reference, idempotencyKey: key, ...card });
    expect(again.json.data.status).toBe("confirmed");
    expect(again.json.data.booking.paymentId).toBe(paid.json.data.booking.paymentId);

    // Another browser needs the last name; the wrong one learns nothing.
    const stranger = client();
    expect((await stranger(`${API}/bookings/${reference}?last_name=Cruz`)).status).toBe(404);
    const seen = (await stranger(`${API}/bookings/${reference}?last_name=santos`)).json.data;
    expect(seen.status).toBe("confirmed");
    // Found by last name: the lead guest's e-mail and phone are masked.
    expect(seen.guest).toEqual({ firstName: "Maria", lastName: "Santos", email: "m•••@e••••.com", phone: "••• ••• 4567" });
    expect((await stranger(`${API}/cancel-quote`, { reference })).status).toBe(404);
    expect((await stranger(`${API}/cancel`, { reference, quoteToken: "x" })).status).toBe(404);

    // Cancelling is quoted first; without the quote's token nothing is cancelled.
    const noToken = await call(`${API}/cancel`, { reference });
    expect(noToken.status).toBe(400);
    expect(noToken.json.errors?.quoteToken).toEqual([HOTEL_CANCEL_MESSAGES.quoteRequired]);
    const quote = await call(`${API}/cancel-quote`, { reference });
    expect(quote.status).toBe(200);
    const back = room.cancellationPolicy.cancellable ? room.rates.totalRate.amount : 0;
    expect(quote.json.data).toMatchObject({
      refund: { amount: back, currency: "PHP" },
      penalty: { amount: room.rates.totalRate.amount - back },
      paidWith: "Visa ending 4242",
      quoteToken: expect.any(String),
    });
    const stale = await call(`${API}/cancel`, { reference, quoteToken: "an-old-quote" });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(HOTEL_CANCEL_MESSAGES.quoteChanged);
    expect(stale.json.data.quote).toEqual(quote.json.data);

    const cancelled = await call(`${API}/cancel`, { reference, quoteToken: quote.json.data.quoteToken });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data.booking.status).toBe("cancelled");
    expect(cancelled.json.data.cancellation).toMatchObject({ refund: quote.json.data.refund, penalty: quote.json.data.penalty });
    const payment = await api.host.services.payments.get(paid.json.data.booking.paymentId);
    expect(payment?.amountRefunded.amount).toBe(cancelled.json.data.refund.amount);
    expect(cancelled.json.data.refund.amount).toBe(back);
    expect((await call(`${API}/cancel-quote`, { reference })).status).toBe(409);
  });

  it("refuses a reference after 5 wrong last names from any addresses (429), even the right one", async () => {
    const { sessionId, room } = await offer(client(), "CEB010");
    const booked = await client()(`${API}/book`, { hotelId: "CEB010", sessionId, roomId: room.roomId, guest });
    const reference = booked.json.data.reference as string;
    for (const name of ["Cruz", "Reyes", "Garcia", "Bautista", "Mendoza"])
      expect((await client()(`${API}/bookings/${reference}?last_name=${name}`)).status).toBe(404);
    const refused = await client()(`${API}/bookings/${reference}?last_name=Santos`);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/^Too many wrong last names for this booking reference/);
    expect((await client()(`${API}/cancel-quote`, { reference, last_name: "Santos" })).status).toBe(429);
    expect((await client()(`${API}/cancel`, { reference, last_name: "Santos", quoteToken: "x" })).status).toBe(429);
  });

  it("answers a declined card with its message and keeps the booking payable", async () => {
    const call = client();
    const { sessionId, room } = await offer(call, "CEB010");
    const booked = await call(`${API}/book`, { hotelId: "CEB010", sessionId, roomId: room.roomId, guest });
    expect(booked.json).toMatchObject({ data: { status: "pending_payment" } });
    const reference = booked.json.data.reference;
    const declined = await call(`${API}/payment`, {
      reference,
      idempotencyKey: `k-${reference}-1`,
      ...card,
      cardNumber: "4000 0000 0000 0002",
    });
    expect(declined.status).toBe(402);
    expect(declined.json.message).toMatch(/declined/);
    const challenge = await call(`${API}/payment`, {
      reference,
      idempotencyKey: `k-${reference}-2`,
      ...card,
      cardNumber: "4000 0000 0000 3220",
    });
    expect(challenge.json.data).toMatchObject({ status: "requires_action", url: expect.stringMatching(/^\//) });
    const badCard = await call(`${API}/payment`, { reference, idempotencyKey: `k-${reference}-3`, ...card, cardNumber: "4242" });
    expect(badCard.status).toBe(400);
    expect(badCard.json.errors?.cardNumber).toBeDefined();
  });

  it("refunds in full when the last room sells out while the traveller pays", async () => {
    const hotel = inventory().hotels.find((h) => h.rooms.some((r) => r.units === 1 && r.maxOccupancy >= 2))!;
    const room = hotel.rooms.find((r) => r.units === 1 && r.maxOccupancy >= 2)!;
    const call = client();
    const found = (await call(`${API}/hotel-search-by-code`, { ...stay, hotelCodes: [hotel.hotelId] })).json.data as HotelSearchPage;
    const a = (await call(`${API}/book`, { hotelId: hotel.hotelId, sessionId: found.sessionId, roomId: room.roomId, guest })).json.data
      .reference;
    const b = (await call(`${API}/book`, { hotelId: hotel.hotelId, sessionId: found.sessionId, roomId: room.roomId, guest })).json.data
      .reference;
    // Two rooms booked on purpose by one guest: each payment says "Yes, book another room".
    const [first, second] = await Promise.all([
      call(`${API}/payment`, { reference: a, idempotencyKey: `k-${a}-1`, ...card, confirmDuplicate: true }),
      call(`${API}/payment`, { reference: b, idempotencyKey: `k-${b}-1`, ...card, confirmDuplicate: true }),
    ]);
    const outcomes = [first, second].map((r) => r.json.data?.status ?? JSON.stringify(r.json)).sort();
    expect(outcomes).toEqual(["confirmed", "refunded"]);
    const lost = first.json.data.status === "refunded" ? first : second;
    expect(lost.status).toBe(409);
    expect(lost.json.message).toContain("refunded in full");
    const payment = await api.host.services.payments.get(lost.json.data.booking.paymentId);
    expect(payment?.amountRefunded.amount).toBe(payment?.amount.amount);
    expect(lost.json.data.booking.status).toBe("failed");
  });

  it("refuses to pay for somebody else's booking", async () => {
    const call = client();
    const { sessionId, room } = await offer(call, "DVO003");
    const reference = (await call(`${API}/book`, { hotelId: "DVO003", sessionId, roomId: room.roomId, guest })).json.data.reference;
    expect((await client()(`${API}/payment`, { reference, idempotencyKey: `k-${reference}-x`, ...card })).status).toBe(404);
  });

  it("charges a second booking of a stay already paid only after 'Yes, book another room', and shows the other booking only to its holder", async () => {
    const tab = client();
    const ana = { ...guest, firstName: "Ana", lastName: "Reyes", email: "ana.twotabs@example.com" };
    const { sessionId, room } = await offer(tab, "MNL002");
    const book = async (call: ReturnType<typeof client>, who = ana) =>
      (await call(`${API}/book`, { hotelId: "MNL002", sessionId, roomId: room.roomId, guest: who })).json.data.reference as string;
    const first = await book(tab);
    expect((await tab(`${API}/payment`, { reference: first, idempotencyKey: `k-${first}-1`, ...card })).json.data.status).toBe("confirmed");

    // The same browser (another tab): refused before anything is charged, with a link to the paid stay.
    const second = await book(tab);
    const refused = await tab(`${API}/payment`, { reference: second, idempotencyKey: `k-${second}-1`, ...card });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain(first);
    expect(refused.json.errors?.confirmDuplicate?.[0]).toContain("Nothing was charged");
    expect(refused.json.data.heldStays).toEqual([
      {
        reference: first,
        state: "paid",
        hotelName: expect.any(String),
        roomType: room.roomType,
        rooms: 1,
        checkInDate: stay.checkin,
        checkOutDate: stay.checkout,
      },
    ]);
    expect((await tab(`${API}/bookings/${second}`)).json.data).toMatchObject({ status: "pending_payment", paymentId: null });
    // "false" or any other word is not a yes.
    expect(
      (await tab(`${API}/payment`, { reference: second, idempotencyKey: `k-${second}-2`, ...card, confirmDuplicate: "no" })).status,
    ).toBe(409);

    // Another browser with the same e-mail is warned too, without the other booking's reference.
    const phone = client();
    const third = await book(phone);
    const elsewhere = await phone(`${API}/payment`, { reference: third, idempotencyKey: `k-${third}-1`, ...card });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.json.message).not.toContain(first);
    expect(elsewhere.json.data.heldStays).toEqual([expect.objectContaining({ reference: null, state: "paid" })]);

    // A different guest in another browser is not this traveller: paid at once.
    const stranger = client();
    const theirs = await book(stranger, { ...ana, email: "someone.else@example.com" });
    expect((await stranger(`${API}/payment`, { reference: theirs, idempotencyKey: `k-${theirs}-1`, ...card })).json.data.status).toBe(
      "confirmed",
    );

    // Confirmed: the second room is paid.
    const yes = await tab(`${API}/payment`, { reference: second, idempotencyKey: `k-${second}-3`, ...card, confirmDuplicate: true });
    expect(yes.status).toBe(200);
    expect(yes.json.data.status).toBe("confirmed");
  });
});
