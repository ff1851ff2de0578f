/**
 * A date change for some of a booking's travellers, on a real database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): they move to a new booking with their seats, tickets and their part of
 * the money; an infant stays with an adult; a job run again makes no second booking; a new flight
 * sold out since the quote refunds the difference; a refund of the new booking draws on its own share.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PassengerInput } from "../../contracts/flights.ts";
import { EMPTY_EXTRAS } from "../../contracts/flight-extras.ts";
import { PTR_MESSAGES } from "../../contracts/post-ticketing.ts";
import type { MailMessage } from "../../core/mail/mail-service.ts";
import { flightBooking, flightInventory, user } from "../schema.ts";
import { testDatabaseKind } from "../test-database.ts";
import { adult, card, expectFlightError, inventoryKey, ptrSuite, seatsSold } from "./post-ticketing.fixture.ts";

/** 10:00 in Manila on 1 December 2026. */
const START = new Date("2026-12-01T02:00:00Z");

describe(`a date change for some travellers splits the booking (${testDatabaseKind})`, () => {
  let clock: Date;
  const now = () => clock;
  const mails: MailMessage[] = [];
  const suite = ptrSuite(now, "s", {
    mails,
    eachTest: () => {
      clock = START;
    },
  });
  const infant = (): PassengerInput => ({ ...adult("Dela Cruz", "Baby"), type: "INF", title: "MSTR", dateOfBirth: "2026-03-01" });

  /** Quotes a change of `chosen` to 20 December and accepts the cheapest option, paying by card. */
  async function acceptSplit(reference: string, chosen: number[], key: string) {
    const quote = await suite.world.ptr.quoteReissue(reference, ["2026-12-20"], chosen);
    const option = quote.quote!.options![0];
    const outcome = await suite.world.ptr.executeReissue(reference, quote.id, {
      optionId: option.id,
      idempotencyKey: key,
      method: { type: "card", card },
    });
    expect(outcome.kind).toBe("accepted");
    return { quote, option };
  }

  it("moves 1 of 2 adults to a new booking: seats, tickets, money and the mail follow them; the other stays", async () => {
    const owner = `user-split-${Date.now()}`;
    await suite.database.db.insert(user).values({ id: owner, name: "Juan Dela Cruz", email: `${owner}@example.test`, emailVerified: true });
    const a = await suite.world.ticketed("economy-classic", [adult(), adult("Santos", "Maria")]);
    await suite.database.db.update(flightBooking).set({ userId: owner }).where(eq(flightBooking.reference, a.booking.reference));
    const oldKey = inventoryKey(a.fare);
    const soldOld = (await seatsSold(suite.database.db, oldKey))!;
    const perAdult = a.booking.itinerary.perPassenger[0].totalFare.amount;
    clock = new Date("2026-12-02T02:00:00Z");

    const quote = await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [1]);
    expect(quote.passengers).toEqual([1]);
    expect(quote.quote?.split).toBe(true);
    expect(quote.quote?.paid.amount).toBe(perAdult);
    expect(quote.quote?.notes[0]).toBe(
      `Maria Santos will get a new booking reference for the new flights; the others keep booking ${a.booking.reference} and their flights.`,
    );
    const option = quote.quote!.options![0];
    // Priced for the one traveller who moves: her new fare against what was paid for her, one change fee.
    expect(option.itinerary.perPassenger).toEqual([expect.objectContaining({ type: "ADT", quantity: 1 })]);
    expect(option.fareDifference.amount).toBe(Math.max(0, option.itinerary.totalFare.amount - perAdult));
    expect(option.changeFee.amount).toBe(1000_00);
    // The new flight's stock, known before the change.
    await suite.database.db
      .insert(flightInventory)
      .values({ key: inventoryKey(option.itinerary), capacity: 150, sold: 40 })
      .onConflictDoUpdate({ target: flightInventory.key, set: { sold: 40, capacity: 150 } });

    const outcome = await suite.world.ptr.executeReissue(a.booking.reference, quote.id, {
      optionId: option.id,
      idempotencyKey: "split-key-1",
      method: { type: "card", card },
    });
    expect(outcome.kind).toBe("accepted");
    clock = new Date(clock.getTime() + 15 * 60_000);
    await suite.world.jobs.runDue();
    await suite.world.jobs.runDue(); // the mail job

    const done = await suite.world.ptr.request(a.booking.reference, quote.id);
    expect(done?.resolution).toBe("reissued");
    const childRef = done!.newReference!;
    expect(childRef).toMatch(/^[A-Z2-9]{6}$/);
    expect(childRef).not.toBe(a.booking.reference);
    expect(done?.message).toContain(`new booking, ${childRef}`);

    const parent = (await suite.world.flights.getBooking(a.booking.reference))!;
    expect(parent.status).toBe("ticketed");
    expect(parent.tickets.map((t) => t.status)).toEqual(["issued", "exchanged"]);
    expect(parent.itinerary.legs[0].segments[0].departureDateTime.slice(0, 10)).toBe("2026-12-18");
    expect(parent.events.find((e) => e.type === "split")?.detail).toMatchObject({
      toReference: childRef,
      passengers: [1],
      requestId: quote.id,
    });

    const child = (await suite.world.flights.getBooking(childRef))!;
    expect(child.status).toBe("ticketed");
    expect(child.passengers.map((p) => `${p.givenName} ${p.surname}`)).toEqual(["Maria Santos"]);
    expect(child.tickets).toEqual([expect.objectContaining({ passengerIndex: 0, status: "issued" })]);
    expect(child.tickets[0].number).not.toBe(parent.tickets[1].number);
    expect(child.airlinePnr).not.toBe(parent.airlinePnr);
    expect(child.supplierBookingId).not.toBe(parent.supplierBookingId);
    expect(child.contact).toEqual(parent.contact);
    expect(child.userId).toBe(owner);
    expect(child.extras).toEqual(EMPTY_EXTRAS);
    expect(child.itinerary.legs[0].segments[0].departureDateTime.slice(0, 10)).toBe("2026-12-20");
    expect(child.fareTotal.amount).toBe(option.itinerary.totalFare.amount);
    expect(child.total.amount).toBe(perAdult + option.amountDue.amount);
    expect(child.events.find((e) => e.type === "split")?.detail).toMatchObject({
      fromReference: a.booking.reference,
      requestId: quote.id,
    });
    expect(child.events.filter((e) => e.type === "paid").map((e) => e.detail.paymentId)).toEqual([a.payment.id]);
    // "My trips" lists both.
    expect((await suite.world.flights.bookingsForUser(owner)).map((b) => b.reference).sort()).toEqual(
      [a.booking.reference, childRef].sort(),
    );

    // One seat back on the old flight, one taken on the new one.
    expect(await seatsSold(suite.database.db, oldKey)).toBe(soldOld - 1);
    expect(await seatsSold(suite.database.db, inventoryKey(option.itinerary))).toBe(41);

    const mail = mails.find((m) => m.subject.includes("reissued"))!;
    expect(mail.text).toContain(`New booking reference: ${childRef}`);
    expect(mail.attachments?.map((x) => x.filename)).toEqual([`e-ticket-${childRef}.pdf`]);

    // The moved traveller cannot be changed or refunded on the parent any more; the other one can.
    await expectFlightError(suite.world.ptr.quoteRefund(a.booking.reference, [1]), `Maria Santos has moved to booking ${childRef}.`);
    expect((await suite.world.ptr.quoteRefund(a.booking.reference, [0])).passengers).toEqual([0]);
  });

  it("a split of a split: each booking holds only its own travellers' money, their earlier change fees included", async () => {
    const a = await suite.world.ticketed("economy-classic", [adult(), adult("Santos", "Maria"), adult("Reyes", "Ana")]);
    clock = new Date("2026-12-02T02:00:00Z");
    // Maria and Ana move to the 20th together: a new booking with their fares and both change fees.
    const first = await acceptSplit(a.booking.reference, [1, 2], "split-of-split-1");
    clock = new Date(clock.getTime() + 16 * 60_000);
    await suite.world.jobs.runDue();
    await suite.world.jobs.runDue();
    const middle = (await suite.world.ptr.request(a.booking.reference, first.quote.id))!.newReference!;
    const before = await suite.world.ptr.paidOn(middle);
    expect(before.amount).toBe((await suite.world.flights.getBooking(middle))!.total.amount);
    // Then Ana alone moves again: she takes her fare and her half of the first change with her.
    const quote = await suite.world.ptr.quoteReissue(middle, ["2026-12-21"], [1]);
    const option = quote.quote!.options![0];
    const outcome = await suite.world.ptr.executeReissue(middle, quote.id, {
      optionId: option.id,
      idempotencyKey: "split-of-split-2",
      method: { type: "card", card },
    });
    expect(outcome.kind).toBe("accepted");
    clock = new Date(clock.getTime() + 16 * 60_000);
    await suite.world.jobs.runDue();
    await suite.world.jobs.runDue();
    const second = await suite.world.ptr.request(middle, quote.id);
    expect(second?.resolution).toBe("reissued");
    const last = second!.newReference!;
    // Maria and Ana were priced alike: each holds half of what their booking held, Ana plus her second change.
    expect((await suite.world.ptr.paidOn(middle)).amount).toBe(before.amount / 2);
    expect((await suite.world.ptr.paidOn(last)).amount).toBe(before.amount / 2 + option.amountDue.amount);
    for (const ref of [a.booking.reference, middle, last]) {
      const b = (await suite.world.flights.getBooking(ref))!;
      expect({ ref, paid: (await suite.world.ptr.paidOn(ref)).amount }).toEqual({ ref, paid: b.total.amount });
    }
  });

  it("keeps an infant with an adult: neither left behind nor moved alone", async () => {
    const a = await suite.world.ticketed("economy-classic", [adult(), adult("Santos", "Maria"), infant()]);
    clock = new Date("2026-12-02T02:00:00Z");
    await expectFlightError(
      suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [2]),
      "An infant travels on an adult's lap: choose the adult with the infant.",
    );
    await expectFlightError(
      suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [0, 1]),
      "An infant travels on an adult's lap: include the infant with the adult.",
    );
    await expectFlightError(suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [5]), PTR_MESSAGES.choosePassengers);
    const quote = await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"], [1, 2]);
    expect(quote.quote?.split).toBe(true);
    // One seat-taking traveller pays the change fee; the infant is searched for as an infant.
    expect(quote.quote?.options?.[0].changeFee.amount).toBe(1000_00);
    expect(quote.quote?.options?.[0].itinerary.perPassenger.map((p) => p.type)).toEqual(["ADT", "INF"]);
    // Everyone chosen: no split, the booking itself moves.
    expect((await suite.world.ptr.quoteReissue(a.booking.reference, ["2026-12-20"])).quote?.split).toBe(false);
  });

  it("a job run again after the split (a crash before completing) makes no second booking", async () => {
    const none = { amount: 0, currency: "PHP" };
    const noAddOns = { extras: EMPTY_EXTRAS, lines: [], total: none, refunds: [] };
    const stays = { fareMoved: none, addOnsMoved: none, extras: EMPTY_EXTRAS, lines: [], extrasTotal: none };
    const a = await suite.world.ticketed("economy-classic", [adult(), adult("Santos", "Maria")]);
    const { quote, option } = await acceptSplit(a.booking.reference, [0], "split-key-2");
    // The supplier's change went through, then the runner died before completing the request.
    const first = await suite.world.supplier.splitReissue(
      a.booking.reference,
      [0],
      option.itinerary,
      { total: a.booking.total, paymentId: null, collected: { amount: 0, currency: "PHP" }, shares: [], addOns: noAddOns, parent: stays },
      quote.id,
    );
    const soldNew = await seatsSold(suite.database.db, inventoryKey(option.itinerary));
    const soldOld = await seatsSold(suite.database.db, inventoryKey(a.fare));
    const again = await suite.world.supplier.splitReissue(
      a.booking.reference,
      [0],
      option.itinerary,
      { total: a.booking.total, paymentId: null, collected: { amount: 0, currency: "PHP" }, shares: [], addOns: noAddOns, parent: stays },
      quote.id,
    );
    expect(again.child.reference).toBe(first.child.reference);
    clock = new Date(clock.getTime() + 15 * 60_000);
    await suite.world.jobs.runDue();
    const done = await suite.world.ptr.request(a.booking.reference, quote.id);
    expect(done).toMatchObject({ resolution: "reissued", newReference: first.child.reference });
    await suite.world.ptr.runExecute(quote.id); // completed already: nothing to do
    expect(await suite.database.db.select().from(flightBooking)).toHaveLength(2);
    expect(await seatsSold(suite.database.db, inventoryKey(option.itinerary))).toBe(soldNew);
    expect(await seatsSold(suite.database.db, inventoryKey(a.fare))).toBe(soldOld);
    expect((await suite.world.flights.getBooking(a.booking.reference))?.events.filter((e) => e.type === "split")).toHaveLength(1);
  });

  it("a new flight sold out since the quote: rejected, the difference refunded, the parent unchanged", async () => {
    const a = await suite.world.ticketed("economy-classic", [adult(), adult("Santos", "Maria")]);
    const { quote, option } = await acceptSplit(a.booking.reference, [1], "split-key-3");
    const soldOld = await seatsSold(suite.database.db, inventoryKey(a.fare));
    await suite.database.db
      .insert(flightInventory)
      .values({ key: inventoryKey(option.itinerary), capacity: 10, sold: 10 })
      .onConflictDoUpdate({ target: flightInventory.key, set: { sold: 10, capacity: 10 } });
    clock = new Date(clock.getTime() + 15 * 60_000);
    await suite.world.jobs.runDue();
    const done = await suite.world.ptr.request(a.booking.reference, quote.id);
    expect(done?.resolution).toBe("rejected");
    expect(done?.message).toMatch(/sold out.*What you paid for the change was refunded\.$/);
    expect(done?.newReference).toBeNull();
    const paid = await suite.world.payments.findByIdempotencyKey("split-key-3");
    expect(paid?.amountRefunded.amount).toBe(option.amountDue.amount);
    const parent = (await suite.world.flights.getBooking(a.booking.reference))!;
    expect(parent.tickets.map((t) => t.status)).toEqual(["issued", "issued"]);
    expect(parent.events.some((e) => e.type === "split")).toBe(false);
    expect(await seatsSold(suite.database.db, inventoryKey(a.fare))).toBe(soldOld);
    expect(await seatsSold(suite.database.db, inventoryKey(option.itinerary))).toBe(10);
    expect(await suite.database.db.select().from(flightBooking)).toHaveLength(1);
  });

  it("a refund of the new booking goes back to the original payment, never above what it has left", async () => {
    const a = await suite.world.ticketed("economy-classic", [adult(), adult("Santos", "Maria")]);
    const { quote, option } = await acceptSplit(a.booking.reference, [1], "split-key-4");
    clock = new Date(clock.getTime() + 15 * 60_000);
    await suite.world.jobs.runDue();
    const childRef = (await suite.world.ptr.request(a.booking.reference, quote.id))!.newReference!;
    const change = (await suite.world.payments.findByIdempotencyKey("split-key-4"))!;
    expect(change.amount.amount).toBe(option.amountDue.amount);

    clock = new Date("2026-12-05T02:00:00Z");
    const refund = await suite.world.ptr.quoteRefund(childRef, [0]);
    const back = refund.quote!.amountBack.amount;
    expect(back).toBeGreaterThan(0);
    // Most of the original payment went back already (e.g. the other traveller's refund): leave it less than `back`.
    const room = back - Math.floor(change.amount.amount / 2);
    expect(room).toBeGreaterThan(0);
    await suite.world.payments.refund({
      idempotencyKey: "earlier-refund",
      paymentId: a.payment.id,
      amount: { amount: a.payment.amount.amount - room, currency: "PHP" },
      reason: "Earlier refund",
      owner: { type: "flight-checkout", reference: a.booking.reference },
    });
    const accepted = await suite.world.ptr.execute(childRef, "refund", refund.id);
    expect(accepted.status).toBe("in_process");
    clock = new Date(clock.getTime() + 30 * 60_000);
    await suite.world.jobs.runDue();
    expect((await suite.world.ptr.request(childRef, refund.id))?.resolution).toBe("refunded");
    expect((await suite.world.flights.getBooking(childRef))?.status).toBe("refunded");
    // The original payment gives back exactly what it had left; the rest comes from the change's payment.
    expect((await suite.world.payments.get(a.payment.id))?.amountRefunded.amount).toBe(a.payment.amount.amount);
    expect((await suite.world.payments.get(change.id))?.amountRefunded.amount).toBe(back - room);
    // The parent's remaining traveller is untouched.
    expect((await suite.world.flights.getBooking(a.booking.reference))?.tickets.map((t) => t.status)).toEqual(["issued", "exchanged"]);
  });
});
