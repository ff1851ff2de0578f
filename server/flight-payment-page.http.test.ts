/**
 * The flight payment page's form through the whole HTTP host and React Router's production build: the
 * page hands the form to flights.pay, whose parse is the only one (issue 25), and says what it found
 * the way the page always did — a card field's message beside the field, an out-of-date form (its
 * attempt key not one) in words of its own, a wallet sent to the gateway. Nothing is charged for a
 * refused form.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { FlightPayInput } from "../contracts/flight-checkout-inputs.ts";
import { addDays, type FlightSearchResponse, manilaToday } from "../contracts/flights.ts";
import { testDatabaseKind } from "../db/test-database.ts";
import { type HttpTestApp, openBuiltHttpTestApp } from "./test-http-app.ts";

let t: HttpTestApp;
beforeAll(async () => {
  t = await openBuiltHttpTestApp();
}, 60_000);
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

const ADDRESS = "198.18.7.1";

/** A held MNL–ILO booking made through the API, and the trip cookie of the browser that made it. */
async function heldBooking(): Promise<{ reference: string; cookie: string }> {
  const { env } = t.services;
  const api = async (p: string, body?: unknown) =>
    t.app.request(new URL(`/api/booking/flight/${p}`, env.appUrl).href, {
      method: body ? "POST" : "GET",
      headers: { "content-type": "application/json", origin: env.appUrl, "x-forwarded-for": ADDRESS },
      body: body ? JSON.stringify(body) : undefined,
    });
  const date = addDays(manilaToday(), 30);
  const found = (await (await api(`search?origin=MNL&destination=ILO&departureDate=${date}&adults=1`)).json()) as {
    data: FlightSearchResponse;
  };
  const fare = found.data.fareItineraries[0];
  const set = (
    (await (await api("set-flight-expiry", { fare_source_code: fare.fareSourceCode })).json()) as { data: { session_id: string } }
  ).data;
  const passenger = { title: "Ms", givenName: "Ana", surname: "Reyes", dateOfBirth: "1991-03-04", gender: "F", nationality: "PH" };
  const contact = { email: "ana@example.ph", dialCode: "+63", phone: "9171234567" };
  const booked = await api("booking", { session_id: set.session_id, passengers: [passenger], contact });
  expect(booked.status).toBe(201);
  const cookie = booked.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { reference: ((await booked.json()) as { data: { reference: string } }).data.reference, cookie };
}

async function submit(reference: string, cookie: string, fields: Record<string, string>) {
  const { env } = t.services;
  const res = await t.app.request(new URL(`/flights/payment?ref=${reference}`, env.appUrl).href, {
    method: "POST",
    headers: {
      accept: "text/html",
      "content-type": "application/x-www-form-urlencoded",
      origin: env.appUrl,
      cookie,
      "x-forwarded-for": ADDRESS,
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("location"), text: await res.text() };
}

const parses = () => {
  const spy = vi.spyOn(FlightPayInput, "safeParse");
  return () => spy.mock.calls.length;
};

describe(`the flight payment page (${testDatabaseKind})`, () => {
  it("a card refused by its own rules, a form out of date, then a wallet: one parse each, and nothing charged until the wallet", async () => {
    const { reference, cookie } = await heldBooking();
    const card = { method: "card", cardNumber: "4242 4242 4242 4243", expiry: "12/30", cvc: "123", cardName: "Ana Reyes" };

    let count = parses();
    const badCard = await submit(reference, cookie, { ...card, idempotencyKey: `flight:${reference}:page-1` });
    expect(badCard.status).toBe(400);
    expect(badCard.text).toContain("This card number is not valid. Check the digits on the front of your card.");
    expect(badCard.text).not.toContain("Some payment details are not right.");
    expect(count()).toBe(1);
    vi.restoreAllMocks();

    count = parses();
    const stale = await submit(reference, cookie, { ...card, cardNumber: "4242 4242 4242 4242", idempotencyKey: "x" });
    expect(stale.status).toBe(400);
    expect(stale.text).toContain("This payment form is out of date. Please try again.");
    expect(count()).toBe(1);
    expect(await t.services.payments.findByIdempotencyKey("x")).toBeFalsy();
    vi.restoreAllMocks();

    count = parses();
    const wallet = await submit(reference, cookie, { method: "gcash", idempotencyKey: `flight:${reference}:page-2` });
    expect(wallet.status).toBe(302);
    expect(wallet.location).toMatch(/^\/payments\/sandbox\/wallet\//);
    expect(count()).toBe(1);
    expect(await t.services.payments.findByIdempotencyKey(`flight:${reference}:page-2`)).toMatchObject({ method: "gcash" });
  });
});
