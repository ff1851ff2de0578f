/**
 * A small site on a real database for the move and backup tests (scripts/move-to-postgres.test.ts,
 * db/backup.test.ts), made by the real services (post-ticketing.fixture.ts, hotel-payments.fixture.ts):
 * an account with a session, a contact message, a post and its search document, an assistant
 * conversation, and bookings of every kind that moves money: flights ticketed, refunded after the
 * ticket and cancelled before it (held, never paid); stays confirmed, cancelled with a refund and left
 * unpaid.
 */
import { randomUUID } from "node:crypto";
import { EMPTY_EXTRAS } from "../../contracts/flight-extras.ts";
import type { Db } from "../client.ts";
import { contactMessage, post, searchDocument, session, user } from "../schema.ts";
import { seedChatConversation } from "./chat-store.fixture.ts";
import { CARD, hotelCheckoutFixture } from "./hotel-payments.fixture.ts";
import { adult, contact, ptrHarness } from "./post-ticketing.fixture.ts";

export type Site = {
  flights: { ticketed: string; refunded: string; cancelled: string };
  hotels: { confirmed: string; cancelled: string; pending: string };
  userId: string;
};

/** The booking services of a site on `db`, with a clock that starts on 1 December 2026. */
export function siteServices(db: Db) {
  let clock = new Date("2026-12-01T02:00:00Z");
  const harness = ptrHarness(() => clock);
  const world = harness.build(db, `site-${randomUUID().slice(0, 8)}`);
  const hotels = hotelCheckoutFixture(db);
  return {
    world,
    hotels,
    /** Time passes and the due jobs run (twice: a request's job, then its mail). */
    async later(minutes: number) {
      clock = new Date(clock.getTime() + minutes * 60_000);
      await world.jobs.runDue();
      await world.jobs.runDue();
    },
    /** A ticketed flight, paid by card. */
    async ticketedFlight(surname = "Dela Cruz") {
      return (await world.ticketed("economy-classic", [adult(surname)])).booking.reference;
    },
    /** A confirmed stay, paid by card. */
    async confirmedStay() {
      const { reference } = await hotels.newBooking();
      await hotels.pay(reference, `site-${randomUUID()}`, CARD);
      return reference;
    },
    stop: () => harness.stop(),
  };
}

/** Fills `db` with the site described above; returns its references. */
export async function fillSite(db: Db): Promise<Site> {
  const userId = randomUUID();
  await db.insert(user).values({ id: userId, name: "Maria Santos", email: `maria-${userId.slice(0, 8)}@example.com`, emailVerified: true });
  await db.insert(session).values({ id: randomUUID(), token: randomUUID(), userId, expiresAt: new Date("2027-01-01T00:00:00Z") });
  await db.insert(contactMessage).values({
    reference: `C-${userId.slice(0, 6).toUpperCase()}`,
    name: "Maria Santos",
    email: "maria@example.com",
    subject: "Baggage",
    message: "How many kilos may I bring?",
    userId,
    transcript: [{ role: "user", text: "baggage?" }] as never,
  });
  await db.insert(post).values({
    kind: "blog",
    slug: `siargao-${userId.slice(0, 8)}`,
    title: "Siargao in the dry season",
    summary: "Waves, islands and where to stay.",
    body: "# Siargao\n\nCloud 9 at low tide.",
    category: "guides",
    author: "Lakbay",
    status: "published",
    publishAt: new Date("2026-11-01T00:00:00Z"),
    seedUpdate: { title: "t", summary: "s", body: "b", category: "c", author: "a" },
  });
  // Its search document has a generated column (the tsvector), which the target computes again.
  await db.insert(searchDocument).values({
    id: `post:${userId}`,
    kind: "blog",
    title: "Siargao in the dry season",
    summary: "Waves, islands and where to stay.",
    url: `/blog/siargao-${userId.slice(0, 8)}`,
    visibleFrom: new Date("2026-11-01T00:00:00Z"),
  });
  await seedChatConversation(db, { userId }, 4, "Flights to Cebu");

  const s = siteServices(db);
  try {
    const ticketed = await s.ticketedFlight();
    const refunded = await s.ticketedFlight("Santos");
    await s.later(24 * 60); // past the void window: a refund
    const quote = await s.world.ptr.quoteRefund(refunded, [0]);
    await s.world.ptr.execute(refunded, "refund", quote.id);
    await s.later(3 * 24 * 60);
    const fare = await s.world.pick("economy-classic", "2026-12-19");
    const held = await s.world.flights.book({
      fareSourceCode: fare.fareSourceCode,
      passengers: [adult("Reyes")],
      contact,
      extras: EMPTY_EXTRAS,
    });
    await s.world.flights.cancel(held.reference);

    const confirmed = await s.confirmedStay();
    const cancelled = await s.confirmedStay();
    const terms = await s.hotels.checkout.cancelQuote(cancelled);
    await s.hotels.checkout.cancel(cancelled, { quoteToken: terms!.quoteToken });
    const pending = (await s.hotels.newBooking()).reference;
    return { flights: { ticketed, refunded, cancelled: held.reference }, hotels: { confirmed, cancelled, pending }, userId };
  } finally {
    await s.stop();
  }
}
