/**
 * A ticketed flight booking made through the HTTP host (search, set-flight-expiry, booking) and paid
 * by card through the checkout, for the post-ticketing tests of the API and of the pages.
 */
import { expect } from "vitest";
import { addDays, type FareItinerary, type FlightSearchResponse, manilaToday } from "../../contracts/flights.ts";
import type { HttpTestApp } from "../test-http-app.ts";

export const base = "/api/booking/flight";
export const card = { number: "4242424242424242", expiry: "12/30", cvc: "123", name: "Liza Soberano" };
export const liza = { title: "Ms", givenName: "Liza", surname: "Soberano", dateOfBirth: "1998-01-04", gender: "F", nationality: "PH" };

/** Calls from one client address, same-origin, JSON bodies. */
export function apiClient(t: HttpTestApp, address: string) {
  const call = (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", address);
    headers.set("origin", t.services.env.appUrl);
    if (init.body) headers.set("content-type", "application/json");
    return t.app.request(url, { ...init, headers });
  };
  const post = async (p: string, body: unknown) => {
    const res = await call(`${base}/${p}`, { method: "POST", body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { data?: unknown; message?: string; errors?: Record<string, string[]> } };
  };
  return { call, post };
}

/** Books `passengers` on a direct MNL–CEB flight of `family` on `date`, pays by card (key `pay-REF`) and tickets it. */
export async function ticketedBooking(
  t: HttpTestApp,
  address: string,
  family = "economy-classic",
  date = addDays(manilaToday(), 30),
  passengers: (typeof liza & { type?: "ADT" | "CHD" })[] = [liza],
): Promise<{ reference: string; fare: FareItinerary }> {
  const { call, post } = apiClient(t, address);
  const children = passengers.filter((p) => p.type === "CHD").length;
  const party = `adults=${passengers.length - children}${children ? `&children=${children}` : ""}`;
  const res = await call(`${base}/search?origin=MNL&destination=CEB&departureDate=${date}&${party}&stops=0&limit=200`);
  const fare = ((await res.json()) as { data: FlightSearchResponse }).data.fareItineraries.find((f) => f.fareFamily === family);
  if (!fare) throw new Error(`no ${family} fare`);
  const set = (await post("set-flight-expiry", { fare_source_code: fare.fareSourceCode })).body.data as { session_id: string };
  const booked = await post("booking", {
    session_id: set.session_id,
    passengers,
    contact: { email: "liza@example.com", dialCode: "+63", phone: "9171234567" },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const { reference } = booked.body.data as { reference: string };
  const paid = await t.services.flightCheckout.pay(reference, { method: { type: "card", card }, idempotencyKey: `pay-${reference}` });
  expect(paid.kind).toBe("paid");
  return { reference, fare };
}
