/**
 * The flight API of spec §7 and routes.md through the whole HTTP host: search, suggestions,
 * revalidation, fare rules, extra services, flight expiry, booking and trip look-up. Bad input
 * gets a 4xx with a message and changes nothing; the server's `message` carries engine errors.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLIGHT_PAYMENT_MESSAGES } from "../../contracts/flight-checkout.ts";
import { addDays, manilaToday, type FareItinerary, type FlightSearchResponse } from "../../contracts/flights.ts";
import { testDatabaseKind } from "../../db/test-database.ts";
import type { Services } from "../services.ts";
import { openHttpTestApp, type HttpTestApp } from "../test-http-app.ts";

let services: Services;
let app: HttpTestApp["app"];
let testApp: HttpTestApp;
let ip = 0;

beforeAll(async () => {
  testApp = await openHttpTestApp();
  ({ services, app } = testApp);
});

afterAll(() => testApp?.close());

function client() {
  const address = `198.51.100.${++ip}`;
  return (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", address);
    headers.set("origin", services.env.appUrl);
    if (init.body) headers.set("content-type", "application/json");
    return app.request(url, { ...init, headers });
  };
}

const date = addDays(manilaToday(), 30);
const base = "/api/booking/flight";

async function firstFare(call = client(), route = "origin=MNL&destination=CEB"): Promise<FareItinerary> {
  const res = await call(`${base}/search?${route}&departureDate=${date}&adults=1`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: FlightSearchResponse };
  return body.data.fareItineraries[0];
}

describe(`flight API (${testDatabaseKind})`, () => {
  it("searches with the routes.md shape, the filters and the sort applied", async () => {
    const call = client();
    const res = await call(`${base}/search?origin=MNL&destination=CEB&departureDate=${date}&adults=2&stops=0&sort=earliest`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: FlightSearchResponse };
    expect(data.sessionId).toEqual(expect.any(String));
    expect(data.fareItineraries.length).toBeGreaterThan(3);
    const times = data.fareItineraries.map((f) => f.legs[0].segments[0].departureDateTime);
    expect([...times].sort()).toEqual(times);
    for (const fare of data.fareItineraries) {
      expect(fare.legs[0].stops).toBe(0);
      expect(fare.totalFare).toEqual({ amount: expect.any(Number), currency: "PHP" });
      expect(fare.legs[0].segments[0]).toMatchObject({
        departureAirport: "MNL",
        arrivalAirport: "CEB",
        departureDateTime: expect.stringMatching(/\+08:00$/),
      });
    }
  });

  it("searches by place names as well as codes", async () => {
    const res = await client()(`${base}/search?origin=Manila&destination=el%20nido&departureDate=${date}&limit=5`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: FlightSearchResponse & { limit: number } };
    expect(data.limit).toBe(5);
    expect(data.fareItineraries.length).toBeGreaterThan(0);
    for (const fare of data.fareItineraries) {
      expect(fare.legs[0].segments[0].departureAirport).toBe("MNL");
      expect(fare.legs[0].segments.at(-1)?.arrivalAirport).toBe("ENI");
    }
    const unknown = await client()(`${base}/search?origin=Atlantis&destination=CEB&departureDate=${date}`);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      message: "Some search fields are not right.",
      reason: "input.invalid",
      errors: { origin: ["From must be a 3-letter airport code."] },
    });
  });

  it.each([
    ["origin=MNL&destination=MNL", "destination", "From and To must be different airports."],
    ["origin=MNL&destination=CEB&adults=12", "adults", "Adults must be at most 9."],
    ["origin=M%00L&destination=CEB", "origin", "This value is not allowed."],
  ])("refuses a bad search (%s) with a field message", async (query, field, message) => {
    const res = await client()(`${base}/search?${query}&departureDate=${date}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(body.errors[field]).toContain(message);
  });

  it("suggests airports by code, city or name, and lists airlines", async () => {
    const call = client();
    const byCity = (await (await call(`${base}/airports/suggest?q=caticlan`)).json()) as { data: { code: string }[] };
    expect(byCity.data[0].code).toBe("MPH");
    const byCode = (await (await call(`${base}/airports/suggest?q=ENI`)).json()) as { data: { code: string }[] };
    expect(byCode.data[0].code).toBe("ENI");
    const airlines = (await (await call(`${base}/airlines`)).json()) as { data: { code: string }[] };
    expect(airlines.data.map((a) => a.code)).toEqual(expect.arrayContaining(["PR", "5J", "2P", "DG", "Z2", "T6"]));
    expect((await call(`${base}/airports/suggest?q=${"x".repeat(61)}`)).status).toBe(400);
  });

  it("revalidates, gives real fare rules and extra services in the spec's shape", async () => {
    const call = client();
    const fare = await firstFare(call);
    const post = (path: string, body: unknown) => call(`${base}/${path}`, { method: "POST", body: JSON.stringify(body) });
    const reval = (await (await post("revalidate", { fare_source_code: fare.fareSourceCode })).json()) as { data: { isValid: boolean } };
    expect(reval.data.isValid).toBe(true);
    const rules = (await (await post("fare-rules", { fare_source_code: fare.fareSourceCode })).json()) as {
      data: { FareRules: { Category: string }[]; BaggageInfos: { FlightNo: string }[] };
    };
    expect(rules.data.FareRules.map((r) => r.Category).join(" ")).toMatch(/PENALTIES/);
    expect(rules.data.BaggageInfos.length).toBe(fare.legs[0].segments.length);
    const extras = (await (await post("extra-services", { fare_source_code: fare.fareSourceCode })).json()) as {
      data: {
        ExtraServicesResponse: { ExtraServicesResult: { ExtraServicesData: { DynamicBaggage: unknown[]; DynamicSeat: unknown[] } } };
      };
    };
    expect(extras.data.ExtraServicesResponse.ExtraServicesResult.ExtraServicesData.DynamicBaggage.length).toBeGreaterThan(0);
  });

  it("answers a tampered fare code, a bad body and a missing field with a 4xx and a message", async () => {
    const call = client();
    const fare = await firstFare(call);
    const tampered = `${fare.fareSourceCode.slice(0, -3)}AAA`;
    const post = (path: string, body: string) => call(`${base}/${path}`, { method: "POST", body });
    const bad = await post("revalidate", JSON.stringify({ fare_source_code: tampered }));
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(((await bad.json()) as { message: string }).message).toMatch(/fare/i);
    expect((await post("fare-rules", "{not json")).status).toBe(400);
    expect((await post("extra-services", JSON.stringify({}))).status).toBe(400);
    expect((await post("revalidate", JSON.stringify({ fare_source_code: 42 }))).status).toBe(400);
  });

  it("sets and validates a flight expiry, books with passengers and finds the trip by reference + last name", async () => {
    const call = client();
    const fare = await firstFare(call, "origin=CEB&destination=DVO");
    const post = (path: string, body: unknown) => call(`${base}/${path}`, { method: "POST", body: JSON.stringify(body) });
    const set = (await (await post("set-flight-expiry", { fare_source_code: fare.fareSourceCode })).json()) as {
      data: { session_id: string; expires_at: string };
    };
    expect(Date.parse(set.data.expires_at)).toBeGreaterThan(Date.now());
    const valid = (await (await post("validate-flight-expiry", { session_id: set.data.session_id })).json()) as {
      data: { expired: boolean };
    };
    expect(valid.data.expired).toBe(false);

    const passenger = { title: "Ms", givenName: "Liza", surname: "Soberano", dateOfBirth: "1998-01-04", gender: "F", nationality: "PH" };
    const contact = { email: "liza@example.com", dialCode: "+63", phone: "9171234567" };
    // A child's birth date for an adult: refused, nothing booked.
    const refused = await post("booking", {
      session_id: set.data.session_id,
      passengers: [{ ...passenger, dateOfBirth: "2020-01-01" }],
      contact,
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors["p0.dateOfBirth"]).toEqual([
      "An adult must be 12 or older on the day of travel.",
    ]);

    const booked = await post("booking", { session_id: set.data.session_id, passengers: [passenger], contact });
    expect(booked.status).toBe(201);
    const { data } = (await booked.json()) as { data: { reference: string; status: string; total: { amount: number } } };
    expect(data.status).toBe("held");
    expect(data.total.amount).toBe(fare.totalFare.amount);
    // Booking the same checkout again answers the same booking (one per checkout).
    const again = (await (await post("booking", { session_id: set.data.session_id })).json()) as { data: { reference: string } };
    expect(again.data.reference).toBe(data.reference);

    const found = await call(`${base}/bookings/${data.reference}?last_name=soberano`);
    expect(found.status).toBe(200);
    expect(JSON.stringify(await found.json())).not.toContain("userId");
    expect((await call(`${base}/bookings/${data.reference}?last_name=Cruz`)).status).toBe(404);
    expect((await call(`${base}/bookings/nope?last_name=Cruz`)).status).toBe(400);
  });

  it("answers the spec's fallback message when the engine fails unexpectedly", async () => {
    const call = client();
    const broken = () => Promise.reject(new Error("supplier connection reset"));
    const flights = services.flights as unknown as Record<string, unknown>;
    const checkout = services.flightCheckout as unknown as Record<string, unknown>;
    const saved = { ...flights };
    const savedCheckout = { ...checkout };
    for (const name of ["revalidate", "fareRules", "extraServices", "validateFlightExpiry"]) flights[name] = broken;
    for (const name of ["start", "get"]) checkout[name] = broken;
    try {
      const post = async (path: string, body: unknown) => {
        const res = await call(`${base}/${path}`, { method: "POST", body: JSON.stringify(body) });
        return { status: res.status, message: ((await res.json()) as { message: string }).message };
      };
      expect(await post("revalidate", { fare_source_code: "x" })).toEqual({ status: 500, message: "Failed to revalidate flight" });
      expect(await post("fare-rules", { fare_source_code: "x" })).toEqual({ status: 500, message: "Failed to fetch fare rules" });
      expect(await post("extra-services", { fare_source_code: "x" })).toEqual({ status: 500, message: "Failed to get extra services" });
      expect(await post("set-flight-expiry", { fare_source_code: "x" })).toEqual({ status: 500, message: "Failed to set flight expiry" });
      expect(await post("validate-flight-expiry", { session_id: "abcdefgh" })).toEqual({
        status: 500,
        message: "Failed to validate flight expiry",
      });
      expect(await post("booking", { session_id: "abcdefgh" })).toEqual({ status: 500, message: "Failed to book flight" });
    } finally {
      Object.assign(flights, saved);
      Object.assign(checkout, savedCheckout);
    }
  });

  it("pays for a held booking: for the client that booked it, with the payment form's fields", async () => {
    const call = client();
    const fare = await firstFare(call, "origin=MNL&destination=ILO");
    const post = (path: string, body: unknown, cookie = "") =>
      call(`${base}/${path}`, { method: "POST", body: JSON.stringify(body), headers: cookie ? { cookie } : {} });
    const set = (await (await post("set-flight-expiry", { fare_source_code: fare.fareSourceCode })).json()) as {
      data: { session_id: string };
    };
    const passenger = { title: "Mr", givenName: "Jose", surname: "Rizal", dateOfBirth: "1990-06-19", gender: "M", nationality: "PH" };
    const contact = { email: "jose@example.com", dialCode: "+63", phone: "9171234567" };
    const booked = await post("booking", { session_id: set.data.session_id, passengers: [passenger], contact });
    expect(booked.status).toBe(201);
    const trip = booked.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { reference } = ((await booked.json()) as { data: { reference: string } }).data;
    const card = { method: "card", cardNumber: "4242 4242 4242 4242", expiry: "08/30", cvc: "123", cardName: "Jose Rizal" };
    const pay = { reference, idempotencyKey: `api-test-${reference}`, ...card };

    // Another client (no trip cookie, not signed in) is told there is no such booking; nothing is charged.
    expect((await post("payment", pay)).status).toBe(404);
    const wrong = await post("payment", { ...pay, cardNumber: "4242" }, trip);
    expect(wrong.status).toBe(400);
    expect(Object.keys(((await wrong.json()) as { errors: Record<string, string[]> }).errors)).toEqual(["cardNumber"]);
    expect((await post("payment", { ...pay, idempotencyKey: "x" }, trip)).status).toBe(400);

    // A fault of ours while paying (the gateway out of reach, the database restarting): the gateway may
    // have taken the money, so the traveller is told we are checking, never that nothing was charged.
    const payments = services.payments as unknown as Record<string, unknown>;
    const create = payments.create;
    payments.create = () => Promise.reject(new Error("connection terminated unexpectedly"));
    try {
      const fault = await post("payment", { ...pay, idempotencyKey: `api-fault-${reference}` }, trip);
      // The database restarting: 503, try again shortly (the same key pays once), in the route's words.
      expect(fault.status).toBe(503);
      expect(fault.headers.get("retry-after")).toBe("5");
      const { message } = (await fault.json()) as { message: string };
      expect(message).toBe(FLIGHT_PAYMENT_MESSAGES.checking);
      expect(message).not.toMatch(/nothing was charged/i);
    } finally {
      payments.create = create;
    }

    const paid = await post("payment", pay, trip);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ data: { kind: "paid", reference } });
    expect((await services.flightCheckout.booking(reference))?.status).toBe("ticketed");
  });

  it("refuses an unknown booking session", async () => {
    const res = await client()(`${base}/booking`, { method: "POST", body: JSON.stringify({ session_id: "no-such-session" }) });
    expect(res.status).toBe(404);
  });
});
