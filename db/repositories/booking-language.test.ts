/**
 * The stored language (issue 27, migration 0021) on a real database (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set): the columns are there and nullable; a booking or contact message made
 * while a page in Filipino is served is stored in Filipino, one made outside a request in none
 * (English); read back by reference, the booker's account's choice comes first; and the mails about
 * it go out in that language.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EMPTY_EXTRAS } from "../../contracts/flight-extras.ts";
import type { FareItinerary } from "../../contracts/flights.ts";
import { HOTEL_CONFIRMATION_MAIL_JOB } from "../../core/hotels/hotel-mails.ts";
import { currentRequestLanguage, withRequestLanguage } from "../../core/mail/render.ts";
import { contactMessage, flightBooking, hotelBooking, user } from "../schema.ts";
import { testDatabaseKind } from "../test-database.ts";
import { createAccountRepository } from "./account-repository.ts";
import { createContactStore } from "./contact-store.ts";
import { flightStoreSuite } from "./flight-store.fixture.ts";
import { CARD, hotelCheckoutFixture } from "./hotel-payments.fixture.ts";
import { adult, contact } from "./post-ticketing.fixture.ts";

const suite = flightStoreSuite();

async function newUser(language: string | null = null) {
  const id = randomUUID();
  await suite.database.db.insert(user).values({ id, name: "Ligaya Mercado", email: `${id}@example.ph`, language });
  return id;
}

describe(`the stored language (${testDatabaseKind})`, () => {
  it("migration 0021: a nullable text column `language` on the accounts, both bookings and contact messages", async () => {
    const result = await suite.database.db.execute(
      sql`select table_name, data_type, is_nullable, column_default from information_schema.columns
          where column_name = 'language' and table_schema = current_schema() order by table_name`,
    );
    const rows = ((result as unknown as { rows?: unknown[] }).rows ?? result) as Record<string, unknown>[];
    expect(rows).toEqual(
      ["contact_message", "flight_booking", "hotel_booking", "user"].map((table_name) => ({
        table_name,
        data_type: "text",
        is_nullable: "YES",
        column_default: null,
      })),
    );
    const id = await newUser();
    expect((await suite.database.db.select({ language: user.language }).from(user).where(eq(user.id, id)))[0].language).toBeNull();
  });

  it("the account remembers the language chosen while signed in", async () => {
    const id = await newUser();
    await createAccountRepository(suite.database.db).setLanguage(id, "fil");
    expect((await suite.database.db.select({ language: user.language }).from(user).where(eq(user.id, id)))[0].language).toBe("fil");
  });

  async function bookFlight(userId?: string) {
    const res = await suite.service.search({
      search: {
        tripType: "oneway",
        legs: [{ origin: "MNL", destination: "CEB", date: "2026-12-18" }],
        passengers: { adults: 1, children: 0, infants: 0 },
        cabin: "economy",
      },
      filters: { airlines: [], departWindows: [], arriveWindows: [], baggageIncluded: false, refundableOnly: false, maxStops: 0 },
      sort: "cheapest",
    });
    const it: FareItinerary = res.fareItineraries[0];
    return suite.service.book({ fareSourceCode: it.fareSourceCode, passengers: [adult()], contact, extras: EMPTY_EXTRAS, userId });
  }

  it("a flight booking keeps the language of the page it was made on; the account's choice comes first when read", async () => {
    expect(currentRequestLanguage()).toBeNull();
    const outside = await bookFlight();
    const onFil = await withRequestLanguage("fil", () => bookFlight());
    const onEn = await withRequestLanguage("en", () => bookFlight());
    const stored = async (reference: string) =>
      (
        await suite.database.db
          .select({ language: flightBooking.language })
          .from(flightBooking)
          .where(eq(flightBooking.reference, reference))
      )[0].language;
    expect(await stored(outside.reference)).toBeNull();
    expect(await stored(onFil.reference)).toBe("fil");
    expect(await stored(onEn.reference)).toBe("en");
    expect((await suite.store.getBooking(outside.reference))?.language ?? null).toBeNull();
    expect((await suite.store.getBooking(onFil.reference))?.language).toBe("fil");

    // Booked in English by someone whose account says Filipino: the account's choice; an account with none: the booking's.
    const filipinoAccount = await newUser("fil");
    const booked = await withRequestLanguage("en", () => bookFlight(filipinoAccount));
    expect(await stored(booked.reference)).toBe("en");
    expect((await suite.store.getBooking(booked.reference))?.language).toBe("fil");
    const noChoice = await newUser();
    const booked2 = await withRequestLanguage("fil", () => bookFlight(noChoice));
    expect((await suite.store.getBooking(booked2.reference))?.language).toBe("fil");
  });

  it("a hotel booking made on a /fil page is confirmed by mail in Filipino; one made in English, in English", async () => {
    const f = hotelCheckoutFixture(suite.database.db);
    const filipino = await withRequestLanguage("fil", () => f.newBooking());
    const english = await f.newBooking();
    expect(
      (
        await suite.database.db
          .select({ language: hotelBooking.language })
          .from(hotelBooking)
          .where(eq(hotelBooking.reference, filipino.reference))
      )[0].language,
    ).toBe("fil");
    expect((await f.store.get(english.reference))?.language ?? null).toBeNull();
    for (const b of [filipino, english]) {
      expect((await f.pay(b.reference, `lang-${b.reference}`, CARD)).status).toBe("confirmed");
      await f.runJob(HOTEL_CONFIRMATION_MAIL_JOB, { reference: b.reference });
    }
    const [fil, en] = [filipino, english].map((b) => f.mails.find((m) => m.subject.includes(b.reference))!);
    expect(fil.subject).toMatch(/^Kumpirmado na ang iyong pananatili sa .+ \(H[A-Z0-9]{5}\)$/);
    expect(fil.text).toContain("Kabuuang binayaran: ₱4,806.00.");
    expect(fil.attachments?.[0].filename).toBe(`hotel-voucher-${filipino.reference}.pdf`);
    expect(en.subject).toMatch(/^Your stay at .+ is confirmed \(H[A-Z0-9]{5}\)$/);
    expect(en.text).toContain("Total paid: ₱4,806.00.");
  });

  it("a contact message keeps the page's language, and the staff's reply goes out in it (the account's first)", async () => {
    const store = createContactStore(suite.database.db);
    const staff = await newUser();
    const ack = { to: "a@example.ph", subject: "s", text: "t" };
    const message = (reference: string, userId: string | null = null) => ({
      name: "Ligaya",
      email: "ligaya@example.ph",
      subject: "Baggage",
      message: "Ilang kilo ang puwede?",
      bookingReference: null,
      reference,
      userId,
      transcript: null,
    });
    const sent = await withRequestLanguage("fil", () => store.createWithMail(message(`C-${randomUUID().slice(0, 6)}`) as never, ack));
    const inEnglish = await store.createWithMail(message(`C-${randomUUID().slice(0, 6)}`) as never, ack);
    const filipinoAccount = await newUser("fil");
    const byAccount = await withRequestLanguage("en", () =>
      store.createWithMail(message(`C-${randomUUID().slice(0, 6)}`, filipinoAccount) as never, ack),
    );
    expect(
      (await suite.database.db.select({ language: contactMessage.language }).from(contactMessage).where(eq(contactMessage.id, sent!.id)))[0]
        .language,
    ).toBe("fil");
    const languageOfReply = async (id: string) => {
      let seen: unknown;
      await store.addReplyWithMail(
        id,
        { authorId: staff, authorName: "Ana", body: "Salamat po" },
        (m) => {
          seen = m.language;
          return ack;
        },
        new Date(),
      );
      return seen;
    };
    expect(await languageOfReply(sent!.id)).toBe("fil");
    expect(await languageOfReply(inEnglish!.id)).toBeNull();
    expect(await languageOfReply(byAccount!.id)).toBe("fil");
  });
});
