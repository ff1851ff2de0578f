/**
 * "Find your trip" by reference + last name through the API: wrong last names are limited per
 * booking reference, whatever client address they come from (the look-up, the post-ticketing
 * routes), the signed-in owner is never blocked, and only the owner sees contact details and dates
 * of birth in full; right names sent at the same moment never count against each other. On PGlite,
 * then PostgreSQL (where parallel guesses really race). The pages: app/lib/trip-lookup.test.ts; the
 * confirmation e-mail's link that needs no last name: app/lib/trip-link.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKind } from "../db/test-database.ts";
import { bookTestFlight, signedInCookie, TEST_TRAVELLER, testClient } from "./test-flight-booking.ts";
import { type HttpTestApp, openHttpTestApp } from "./test-http-app.ts";

let t: HttpTestApp;
let ownerCookie = "";
const base = "/api/booking/flight";

beforeAll(async () => {
  t = await openHttpTestApp();
  ownerCookie = await signedInCookie(t, "liza.owner@example.com");
}, 60_000);
afterAll(() => t?.close());

const book = (cookie?: string) => bookTestFlight(t, cookie);
const client = (cookie?: string) => testClient(t, cookie);
/** Each look-up from a new client address: the per-client limit never applies. */
const lookUp = (reference: string, lastName: string, cookie?: string) =>
  client(cookie)(`${base}/bookings/${reference}?last_name=${encodeURIComponent(lastName)}`);

type Seen = { data: { contact: typeof TEST_TRAVELLER.contact; passengers: { dateOfBirth: string }[] } };

describe(`trip look-up by reference + last name (${testDatabaseKind})`, () => {
  it("after 5 wrong last names from 5 addresses, the reference answers 429 — even to the right one", async () => {
    const reference = await book();
    for (const name of ["Santos", "Reyes", "Cruz", "Bautista", "Garcia"]) expect((await lookUp(reference, name)).status).toBe(404);
    const refused = await lookUp(reference, "Mendoza");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many wrong last names for this booking reference/);
    expect((await lookUp(reference, "Soberano")).status).toBe(429);
    // The post-ticketing routes name the booking the same way, and are refused the same way.
    expect((await client()(`${base}/void-quote`, { reference, last_name: "Soberano" })).status).toBe(429);
    expect((await client()(`${base}/requests?reference=${reference}&last_name=Soberano`)).status).toBe(429);
    // Other bookings are not affected.
    expect((await lookUp(await book(), "Soberano")).status).toBe(200);
  });

  it("counts only wrong last names: right ones in between do not use up the allowance", async () => {
    const reference = await book();
    for (let i = 0; i < 4; i++) expect((await lookUp(reference, `Wrong${"x".repeat(i)}`)).status).toBe(404);
    for (let i = 0; i < 6; i++) expect((await lookUp(reference, "soberano")).status).toBe(200);
    expect((await client()(`${base}/void-quote`, { reference, last_name: "Nope" })).status).toBe(404);
    expect((await lookUp(reference, "Soberano")).status).toBe(429);
  });

  it("20 parallel wrong guesses get at most 5 answers; the rest wait", async () => {
    const reference = await book();
    const statuses = await Promise.all(Array.from({ length: 20 }, async (_, i) => (await lookUp(reference, `Guess${i}`)).status));
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    expect(statuses.every((s) => s === 404 || s === 429)).toBe(true);
  });

  it("10 right last names sent at the same moment all get in, with wrong ones among them; only the wrong ones count", async () => {
    const reference = await book();
    const right = Array.from({ length: 10 }, (_, i) => lookUp(reference, i % 2 ? "Soberano" : "SOBERANO"));
    const wrong = ["Santos", "Reyes", "Cruz", "Bautista"].map((name) => lookUp(reference, name));
    const [rights, wrongs] = await Promise.all([Promise.all(right), Promise.all(wrong)]);
    expect(rights.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(wrongs.map((r) => r.status)).toEqual(Array(4).fill(404));
    // Four wrong names counted, no right one: the fifth wrong name is still answered, the next attempt waits.
    expect((await lookUp(reference, "Garcia")).status).toBe(404);
    expect((await lookUp(reference, "Soberano")).status).toBe(429);
  });

  it("masks e-mail, phone and dates of birth for a look-up; the signed-in owner sees them and is never blocked", async () => {
    const reference = await book(ownerCookie);
    const stranger = (await (await lookUp(reference, "Soberano")).json()) as Seen;
    expect(stranger.data.contact).toEqual({ email: "l•••@e••••.com", dialCode: "+63", phone: "••• ••• 4567" });
    expect(stranger.data.passengers[0].dateOfBirth).toBe("");
    expect(JSON.stringify(stranger)).not.toMatch(/liza\.soberano@|9171234567|1998-01-04/);

    for (let i = 0; i < 6; i++) await lookUp(reference, `Wrong${i}`);
    expect((await lookUp(reference, "Soberano")).status).toBe(429);
    const owner = await lookUp(reference, "Soberano", ownerCookie);
    expect(owner.status).toBe(200);
    const full = (await owner.json()) as Seen;
    expect(full.data.contact).toEqual(TEST_TRAVELLER.contact);
    expect(full.data.passengers[0].dateOfBirth).toBe("1998-01-04");
  });
});
