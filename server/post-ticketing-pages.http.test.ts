/**
 * The date change's payment return page (`/flights/bookings/REF/reissue?request=&option=&payment_id=`)
 * through the whole HTTP host and React Router's production build (`npm test` builds first), on the
 * test database (PGlite, then PostgreSQL): an address naming the booking's own ticket payment, with
 * the quote's option or a made-up one, is refused with a 400 and a clear message and changes
 * nothing; the change's own payment is accepted for the option it was made for, whatever the
 * address says, and the ticket payment is never refunded.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, manilaToday } from "../contracts/flights.ts";
import { NOT_THIS_CHANGE, PTR_EXECUTE_JOB } from "../core/flights/post-ticketing.ts";
import { job } from "../db/schema.ts";
import { testDatabaseKind } from "../db/test-database.ts";
import { ticketedBooking } from "./api/post-ticketing.fixture.ts";
import { type HttpTestApp, openBuiltHttpTestApp } from "./test-http-app.ts";
import { grantTripAccess } from "./trip-access.ts";

let t: HttpTestApp;
beforeAll(async () => {
  t = await openBuiltHttpTestApp();
}, 60_000);
afterAll(() => t?.close());

/** A GET of a page by a browser that holds the trip (its signed trip cookie). */
async function page(url: string, reference: string) {
  const { env } = t.services;
  const cookie = grantTripAccess({ secret: env.authSecret, publicDeployment: env.publicDeployment }, null, reference).split(";")[0];
  const res = await t.app.request(new URL(url, env.appUrl).href, {
    headers: { accept: "text/html", cookie, "x-forwarded-for": "198.18.9.1" },
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("location"), text: await res.text() };
}

describe(`the date change's payment return page (${testDatabaseKind})`, () => {
  it("the ticket's payment in the address (any option) changes nothing; the change's own payment counts for its own option", async () => {
    const { reference } = await ticketedBooking(t, "198.18.9.2");
    const ptr = t.services.postTicketing;
    const ticketPayment = (await t.services.payments.findByIdempotencyKey(`pay-${reference}`))!;
    const before = (await t.services.flights.getBooking(reference))!;
    const quote = await ptr.quoteReissue(reference, [addDays(manilaToday(), 32)]);
    const option = quote.quote!.options![0];
    expect(option.amountDue.amount).toBeGreaterThan(0);
    const reissuePage = `/flights/bookings/${reference}/reissue?request=${quote.id}`;

    for (const opt of [option.id, "zz"]) {
      const answer = await page(`${reissuePage}&option=${opt}&payment_id=${ticketPayment.id}`, reference);
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(NOT_THIS_CHANGE);
    }
    expect(await ptr.request(reference, quote.id)).toMatchObject({ status: "completed", resolution: "quote_ready" });
    const jobs = await t.services.database.db.select().from(job).where(eq(job.name, PTR_EXECUTE_JOB));
    expect(jobs).toEqual([]);
    expect((await t.services.flights.getBooking(reference))?.total).toEqual(before.total);
    expect((await t.services.payments.get(ticketPayment.id))?.amountRefunded.amount).toBe(0);

    // The change's own payment (GCash, approved), returned with a made-up option: accepted for the quote's.
    const started = await ptr.executeReissue(reference, quote.id, {
      optionId: option.id,
      idempotencyKey: `change-${reference}`,
      method: { type: "gcash" },
    });
    expect(started.kind).toBe("redirect");
    const own = (await t.services.payments.findByIdempotencyKey(`change-${reference}`))!;
    await t.services.payments.approveWallet(own.id);
    const back = await page(`${reissuePage}&option=zz&payment_id=${own.id}`, reference);
    expect(back.status).toBe(302);
    expect(back.location).toBe(reissuePage);
    expect(await ptr.request(reference, quote.id)).toMatchObject({ status: "in_process", optionId: option.id });
    expect((await t.services.payments.get(ticketPayment.id))?.amountRefunded.amount).toBe(0);
    expect((await t.services.payments.get(own.id))?.amountRefunded.amount).toBe(0);
  });
});
