/**
 * The post-ticketing API (routes.md: void-quote, void, refund-quote, refund, reissue-quote, reissue,
 * cancel, requests) through the whole HTTP host. Every refusal of issue 8's "must withstand" list
 * gets a clear message and changes nothing: someone else's booking, a second request of a type
 * already open, a void after the window, an execute without a quote, a refund of an already
 * refunded ticket, a reissue to a sold-out flight; two accepts execute once.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, type FareItinerary, manilaToday } from "../../contracts/flights.ts";
import { PTR_MESSAGES, type PtrRequestView } from "../../contracts/post-ticketing.ts";
import { PTR_EXECUTE_JOB } from "../../core/flights/post-ticketing.ts";
import { flightInventory, flightTicket, job, payment } from "../../db/schema.ts";
import { testDatabaseKind } from "../../db/test-database.ts";
import type { Services } from "../services.ts";
import { openHttpTestApp, type HttpTestApp } from "../test-http-app.ts";
import { apiClient, base, card, ticketedBooking as fixtureBooking, liza } from "./post-ticketing.fixture.ts";

let services: Services;
let testApp: HttpTestApp;
let ip = 0;

beforeAll(async () => {
  testApp = await openHttpTestApp();
  ({ services } = testApp);
});

afterAll(() => testApp?.close());

function client() {
  return apiClient(testApp, `198.51.100.${++ip}`);
}

const ticketedBooking = (family?: string, date?: string, passengers?: (typeof liza & { type?: "ADT" | "CHD" })[]) =>
  fixtureBooking(testApp, `198.51.100.${++ip}`, family, date, passengers);

const keyOf = (it: FareItinerary) => {
  const s = it.legs[0].segments[0];
  return `${s.marketingAirline}${s.flightNumber}@${s.departureDateTime.slice(0, 10)}/Y`;
};

describe(`post-ticketing API (${testDatabaseKind})`, () => {
  it("void quote → void: in process with an expected time; two accepts and a retry execute once; the status look-up filters", async () => {
    const { reference } = await ticketedBooking();
    const { post, call } = client();
    const who = { reference, last_name: "soberano" };
    const quote = await post("void-quote", { ...who, passengers: [0] });
    expect(quote.status).toBe(201);
    const q = quote.body.data as PtrRequestView;
    expect(q).toMatchObject({ type: "void", status: "completed", resolution: "quote_ready" });
    const [a, b] = await Promise.all([post("void", { ...who, request_id: q.id }), post("void", { ...who, request_id: q.id })]);
    const retry = await post("void", { ...who, request_id: q.id });
    for (const r of [a, b, retry]) {
      expect(r.status).toBe(202);
      expect(r.body.data).toMatchObject({ id: q.id, status: "in_process", slaMinutes: 5 });
    }
    const jobs = await services.database.db.select().from(job).where(eq(job.name, PTR_EXECUTE_JOB));
    expect(jobs.filter((j) => (j.payload as { requestId: string }).requestId === q.id)).toHaveLength(1);

    // A second void while one is in process: refused, nothing new.
    const second = await post("void-quote", { ...who, passengers: [0] });
    expect(second).toMatchObject({ status: 409, body: { message: PTR_MESSAGES.alreadyOpen("void") } });

    const open = await call(`${base}/requests?reference=${reference}&last_name=Soberano&status=in_process`);
    expect(((await open.json()) as { data: PtrRequestView[] }).data.map((r) => r.id)).toEqual([q.id]);
    const done = await call(`${base}/requests?reference=${reference}&last_name=Soberano&status=completed`);
    expect(((await done.json()) as { data: PtrRequestView[] }).data).toEqual([]);
    expect((await call(`${base}/requests?reference=${reference}&last_name=Soberano&status=bogus`)).status).toBe(400);
  });

  it("refuses someone else's booking with the same answer as no booking, and changes nothing", async () => {
    const { reference } = await ticketedBooking();
    const { post, call } = client();
    for (const [p, body] of [
      ["void-quote", { reference, last_name: "Cruz" }],
      ["refund-quote", { reference, last_name: "Cruz" }],
      ["reissue-quote", { reference, last_name: "Cruz", dates: [addDays(manilaToday(), 40)] }],
      ["refund", { reference, last_name: "Cruz", request_id: "00000000-0000-0000-0000-000000000000" }],
      ["cancel", { reference, last_name: "Cruz" }],
    ] as const) {
      expect(await post(p, body)).toMatchObject({ status: 404, body: { message: PTR_MESSAGES.notFound } });
    }
    // Five wrong last names for one reference: the next guess waits (server/guards.ts lookUpByReference).
    expect((await call(`${base}/requests?reference=${reference}&last_name=Cruz`)).status).toBe(429);
    expect(await services.postTicketing.requests(reference)).toEqual([]);
  });

  it("refuses an execute without a quote, and bad input with 4xx", async () => {
    const { reference } = await ticketedBooking();
    const { post } = client();
    const who = { reference, last_name: "Soberano" };
    expect(await post("refund", { ...who, request_id: "00000000-0000-0000-0000-000000000000" })).toMatchObject({
      status: 404,
      body: { message: PTR_MESSAGES.noQuote },
    });
    expect(await post("void", { ...who, request_id: "not-a-uuid" })).toMatchObject({
      status: 404,
      body: { message: PTR_MESSAGES.noQuote },
    });
    expect((await post("void-quote", { ...who, passengers: [7] })).status).toBe(422);
    expect((await post("void-quote", { ...who, passengers: [] })).status).toBe(400);
    expect((await post("void-quote", { reference: "x\u0000", last_name: "a" })).status).toBe(400);
    expect((await post("reissue-quote", { ...who, dates: ["2020-01-01"] })).status).toBe(422);
    expect((await post("reissue-quote", { ...who, dates: ["soon"] })).status).toBe(400);
  });

  it("refuses a void after the window, and a refund of an already refunded ticket", async () => {
    const { reference } = await ticketedBooking();
    const { post } = client();
    const who = { reference, last_name: "Soberano" };
    // The ticket was issued yesterday (Philippine time).
    await services.database.db.update(flightTicket).set({ issuedAt: new Date(Date.now() - 86_400_000) });
    expect(await post("void-quote", who)).toMatchObject({ status: 409, body: { message: PTR_MESSAGES.voidWindowExpired } });

    const quote = (await post("refund-quote", who)).body.data as PtrRequestView;
    expect(quote.quote?.amountBack.amount).toBeGreaterThan(0);
    expect((await post("refund", { ...who, request_id: quote.id })).status).toBe(202);
    await services.postTicketing.runExecute(quote.id);
    const [paid] = await services.database.db.select().from(payment).where(eq(payment.reference, reference));
    expect(paid.amountRefunded).toBe(quote.quote?.amountBack.amount);
    const again = await post("refund-quote", who);
    expect(again).toMatchObject({ status: 409, body: { message: "The ticket of LIZA SOBERANO has already been refunded." } });
    // The old quote accepted again: still one refund.
    expect((await post("refund", { ...who, request_id: quote.id })).body.data).toMatchObject({ resolution: "refunded" });
    const [after] = await services.database.db.select().from(payment).where(eq(payment.reference, reference));
    expect(after.amountRefunded).toBe(paid.amountRefunded);
  });

  it("refuses a reissue to a flight sold out since the quote, charging nothing; a reissue with nothing due needs no payment", async () => {
    const { reference } = await ticketedBooking("economy-flex");
    const { post } = client();
    const who = { reference, last_name: "Soberano" };
    const quote = await post("reissue-quote", { ...who, dates: [addDays(manilaToday(), 33)] });
    expect(quote.status).toBe(201);
    const q = quote.body.data as PtrRequestView;
    const [first, second] = q.quote?.options ?? [];
    await services.database.db
      .insert(flightInventory)
      .values({ key: keyOf(first.itinerary), capacity: 10, sold: 10 })
      .onConflictDoUpdate({ target: flightInventory.key, set: { sold: 10, capacity: 10 } });
    const refused = await post("reissue", {
      ...who,
      request_id: q.id,
      option_id: first.id,
      idempotency_key: `reissue-${reference}-1`,
      payment_method: { type: "card", card },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/sold out/);
    const payments = await services.database.db.select().from(payment).where(eq(payment.reference, reference));
    expect(payments).toHaveLength(1); // the original one only
    const cheaper = q.quote?.options?.find((o) => o.amountDue.amount === 0 && o.id !== first.id) ?? second;
    const ok = await post("reissue", {
      ...who,
      request_id: q.id,
      option_id: cheaper.id,
      idempotency_key: `reissue-${reference}-2`,
      payment_method: { type: "card", card },
    });
    expect(ok.status).toBe(202);
    expect((ok.body.data as { request: PtrRequestView }).request).toMatchObject({ status: "in_process", optionId: cheaper.id });
  });

  it("reissue-quote for chosen passengers splits the booking: the new reference in the request, the child refundable by its own traveller's name", async () => {
    const jose = { ...liza, title: "Mr", givenName: "Jose", surname: "Rizal", gender: "M", dateOfBirth: "1991-06-19" };
    const { reference } = await ticketedBooking("economy-classic", addDays(manilaToday(), 30), [liza, jose]);
    const { post, call } = client();
    const who = { reference, last_name: "Soberano" };
    const date = addDays(manilaToday(), 34);
    expect((await post("reissue-quote", { ...who, dates: [date], passengers: [9] })).status).toBe(400);
    expect((await post("reissue-quote", { ...who, dates: [date], passengers: ["1"] })).status).toBe(400);
    expect((await post("reissue-quote", { ...who, dates: [date], passengers: [] })).status).toBe(400);
    expect(await post("reissue-quote", { ...who, dates: [date], passengers: [2] })).toMatchObject({
      status: 422,
      body: { message: PTR_MESSAGES.choosePassengers },
    });
    expect(await post("reissue-quote", { reference, last_name: "Bonifacio", dates: [date], passengers: [1] })).toMatchObject({
      status: 404,
      body: { message: PTR_MESSAGES.notFound },
    });

    const quote = await post("reissue-quote", { ...who, dates: [date], passengers: [1] });
    expect(quote.status).toBe(201);
    const q = quote.body.data as PtrRequestView;
    expect(q).toMatchObject({ passengers: [1], newReference: null, quote: { split: true } });
    expect(q.quote?.notes[0]).toMatch(/^JOSE RIZAL will get a new booking reference/);
    const option = q.quote!.options![0];
    const body = {
      ...who,
      request_id: q.id,
      option_id: option.id,
      idempotency_key: `split-${reference}`,
      payment_method: { type: "card", card },
    };
    // Two accepts at once: one payment, one job.
    const [a, b] = await Promise.all([post("reissue", body), post("reissue", body)]);
    for (const r of [a, b]) expect(r.status).toBe(202);
    const jobs = await services.database.db.select().from(job).where(eq(job.name, PTR_EXECUTE_JOB));
    expect(jobs.filter((j) => (j.payload as { requestId: string }).requestId === q.id)).toHaveLength(1);
    const paid = await services.database.db.select().from(payment).where(eq(payment.reference, reference));
    expect(paid.filter((p) => p.status === "succeeded")).toHaveLength(2); // the booking's and the change's

    await services.postTicketing.runExecute(q.id);
    const listed = await call(`${base}/requests?reference=${reference}&last_name=Soberano`);
    const done = ((await listed.json()) as { data: PtrRequestView[] }).data.find((r) => r.id === q.id)!;
    expect(done.resolution).toBe("reissued");
    const child = done.newReference!;
    expect(done.message).toContain(child);
    // The new booking answers to its traveller's last name, not to the one who stayed.
    expect((await post("refund-quote", { reference: child, last_name: "Soberano" })).status).toBe(404);
    const refund = await post("refund-quote", { reference: child, last_name: "rizal" });
    expect(refund.status).toBe(201);
    expect((refund.body.data as PtrRequestView).quote?.amountBack.amount).toBeGreaterThan(0);
    // The traveller who moved cannot be changed again on the old booking.
    expect(await post("reissue-quote", { ...who, dates: [date], passengers: [1] })).toMatchObject({
      status: 409,
      body: { message: `JOSE RIZAL has moved to booking ${child}.` },
    });
  });

  it("a date change of the child alone, or leaving the child alone, answers why (422), never 'Please check the search.'", async () => {
    const kid = { ...liza, type: "CHD" as const, title: "Miss", givenName: "Lia", dateOfBirth: "2019-05-20" };
    const { reference } = await ticketedBooking("economy-classic", undefined, [liza, kid]);
    const { post } = client();
    const who = { reference, last_name: "Soberano", dates: [addDays(manilaToday(), 40)] };
    expect(await post("reissue-quote", { ...who, passengers: [1] })).toMatchObject({
      status: 422,
      body: { message: PTR_MESSAGES.adultWithChild, errors: { passengers: [PTR_MESSAGES.adultWithChild] } },
    });
    expect(await post("reissue-quote", { ...who, passengers: [0] })).toMatchObject({
      status: 422,
      body: { message: PTR_MESSAGES.adultStaysWithChild },
    });
    expect((await post("reissue-quote", { ...who, passengers: [0, 1] })).status).toBe(201);
  });

  it("cancels an unticketed hold and refuses to cancel a ticketed booking", async () => {
    const { reference } = await ticketedBooking();
    const { post } = client();
    expect(await post("cancel", { reference, last_name: "Soberano" })).toMatchObject({
      status: 409,
      body: { message: "This booking is ticketed: it can be voided or refunded, not cancelled." },
    });
  });
});
