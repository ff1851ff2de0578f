/**
 * One parse per request (issue 25): a payment's body is read by its use case's schema once — not by
 * the route's middleware, the API's wrapper, `invoke` and the use case again, as it was. Counted on
 * the schemas' own parse methods while a hotel and a flight are paid through the whole HTTP host.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAYMENT_NOT_AN_OBJECT, PaymentMethodFieldsSchema } from "../../contracts/checkout.ts";
import { FlightPayInput } from "../../contracts/flight-checkout-inputs.ts";
import { addDays, manilaToday } from "../../contracts/flights.ts";
import { HotelPayInput } from "../../contracts/hotel-inputs.ts";
import type { HotelSearchPage, RoomRatesReply } from "../../contracts/hotels.ts";
import { CardFormSchema, PaymentFormSchema } from "../../contracts/payments.ts";
import { countParses } from "./parse-count.fixture.ts";
import { API, hotelApiSuite, stay } from "./hotels.fixture.ts";

const api = hotelApiSuite();
const card = { method: "card", cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", cardName: "Maria Santos" };

afterEach(() => vi.restoreAllMocks());

const others = { PaymentFormSchema, PaymentMethodFieldsSchema };

describe("a payment's body is parsed once", () => {
  it("hotel API: the card's rules and the key are checked in hotels.pay's one parse, paid or refused", async () => {
    const call = api.client();
    const found = (await call(`${API}/hotel-search-by-code`, { ...stay, hotelCodes: ["TAG004"] })).json.data as HotelSearchPage;
    const rates = (await call(`${API}/room-rates`, { hotelId: "TAG004", sessionId: found.sessionId })).json.data as RoomRatesReply;
    const room = rates.roomRates.perBookingRates.find((r) => r.available);
    if (!room) throw new Error("no room available at TAG004");
    const guest = { firstName: "Maria", lastName: "Santos", email: "maria@example.com", phone: "+63 917 123 4567" };
    const booked = await call(`${API}/book`, { hotelId: "TAG004", sessionId: found.sessionId, roomId: room.roomId, guest });
    const reference = booked.json.data.reference as string;

    let counts = countParses({ HotelPayInput, CardFormSchema, ...others });
    const wrong = await call(`${API}/payment`, { reference, idempotencyKey: `parse-${reference}-1`, ...card, cvc: "12" });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.json.errors ?? {})).toEqual(["cvc"]);
    expect(counts()).toEqual({ HotelPayInput: 1, CardFormSchema: 1, PaymentFormSchema: 0, PaymentMethodFieldsSchema: 0 });
    vi.restoreAllMocks();

    counts = countParses({ HotelPayInput, CardFormSchema, ...others });
    const paid = await call(`${API}/payment`, { reference, idempotencyKey: `parse-${reference}-2`, ...card });
    expect(paid.status).toBe(200);
    expect(paid.json.data.status).toBe("confirmed");
    expect(counts()).toEqual({ HotelPayInput: 1, CardFormSchema: 1, PaymentFormSchema: 0, PaymentMethodFieldsSchema: 0 });
  });

  it("flight API: flights.pay's one parse, the same for a key that cannot be one", async () => {
    const call = api.client();
    const date = addDays(manilaToday(), 30);
    const search = await call(`/api/booking/flight/search?origin=MNL&destination=ILO&departureDate=${date}&adults=1`);
    const fare = search.json.data.fareItineraries[0];
    const set = await call("/api/booking/flight/set-flight-expiry", { fare_source_code: fare.fareSourceCode });
    const passenger = { title: "Ms", givenName: "Maria", surname: "Santos", dateOfBirth: "1990-06-19", gender: "F", nationality: "PH" };
    const contact = { email: "maria@example.com", dialCode: "+63", phone: "9171234567" };
    const booked = await call("/api/booking/flight/booking", { session_id: set.json.data.session_id, passengers: [passenger], contact });
    expect(booked.status).toBe(201);
    const reference = booked.json.data.reference as string;

    let counts = countParses({ FlightPayInput, CardFormSchema, ...others });
    const stale = await call("/api/booking/flight/payment", { reference, idempotencyKey: "x", ...card });
    expect(stale.status).toBe(400);
    expect(Object.keys(stale.json.errors ?? {})).toEqual(["idempotencyKey"]);
    // The body's own fields failed, so the card's rules were never reached: still one parse.
    expect(counts()).toEqual({ FlightPayInput: 1, CardFormSchema: 0, PaymentFormSchema: 0, PaymentMethodFieldsSchema: 0 });
    vi.restoreAllMocks();

    counts = countParses({ FlightPayInput, CardFormSchema, ...others });
    const paid = await call("/api/booking/flight/payment", { reference, idempotencyKey: `parse-${reference}-1`, method: "gcash" });
    expect(paid.status).toBe(200);
    expect(paid.json.data).toMatchObject({ kind: "redirect", reference });
    // A wallet needs no card: the card's rules are not asked at all.
    expect(counts()).toEqual({ FlightPayInput: 1, CardFormSchema: 0, PaymentFormSchema: 0, PaymentMethodFieldsSchema: 0 });
  });

  it("a body that is not an object of fields is refused with a clear message, once, by either API", async () => {
    const call = api.client();
    for (const path of [`${API}/payment`, "/api/booking/flight/payment"]) {
      for (const body of [[{ method: "gcash" }], '"gcash"', 42]) {
        const res = await call(path, body);
        expect(res.status).toBe(400);
        expect(res.json.errors).toEqual({ form: [PAYMENT_NOT_AN_OBJECT] });
      }
    }
  });
});
