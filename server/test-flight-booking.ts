/**
 * Test helpers on the HTTP test host (server/test-http-app.ts): an account signed in, and a held flight
 * booking made through the API (MNL → CEB in 30 days, one adult), as a guest or with an account.
 */
import { addDays, manilaToday, type FlightSearchResponse } from "../contracts/flights.ts";
import type { HttpTestApp } from "./test-http-app.ts";

export const TEST_TRAVELLER = {
  passenger: { title: "Ms", givenName: "Liza", surname: "Soberano", dateOfBirth: "1998-01-04", gender: "F", nationality: "PH" },
  contact: { email: "liza.soberano@example.com", dialCode: "+63", phone: "9171234567" },
};

let ip = 0;

/** Calls from an address of their own (so the per-client limits stay out of the way), JSON bodies. */
export function testClient(t: HttpTestApp, cookie?: string) {
  const address = `203.0.113.${(++ip % 250) + 1}`;
  return async (url: string, body?: unknown): Promise<Response> => {
    const headers = new Headers({ "x-forwarded-for": address, origin: t.services.env.appUrl });
    if (cookie) headers.set("cookie", cookie);
    if (body !== undefined) headers.set("content-type", "application/json");
    return t.app.request(url, body === undefined ? { headers } : { method: "POST", headers, body: JSON.stringify(body) });
  };
}

/** A new account, signed in: its cookie header. */
export async function signedInCookie(t: HttpTestApp, email: string): Promise<string> {
  const origin = new Headers({ origin: t.services.env.appUrl });
  const password = "sampaguita-2026-long";
  await t.services.auth.api.signUpEmail({ body: { name: "Liza Soberano", email, password }, headers: origin });
  const signedIn = await t.services.auth.api.signInEmail({ body: { email, password }, headers: origin, returnHeaders: true });
  return signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A held booking of TEST_TRAVELLER (with the account of `cookie`, if given): its reference. */
export async function bookTestFlight(t: HttpTestApp, cookie?: string): Promise<string> {
  const call = testClient(t, cookie);
  const base = "/api/booking/flight";
  const date = addDays(manilaToday(t.services.clock()), 30);
  const search = (await (await call(`${base}/search?origin=MNL&destination=CEB&departureDate=${date}&adults=1`)).json()) as {
    data: FlightSearchResponse;
  };
  const fare = search.data.fareItineraries[0];
  const set = (await (await call(`${base}/set-flight-expiry`, { fare_source_code: fare.fareSourceCode })).json()) as {
    data: { session_id: string };
  };
  const booked = await call(`${base}/booking`, {
    session_id: set.data.session_id,
    ...TEST_TRAVELLER,
    passengers: [TEST_TRAVELLER.passenger],
  });
  if (booked.status !== 201) throw new Error(`booking failed: ${booked.status} ${await booked.text()}`);
  return ((await booked.json()) as { data: { reference: string } }).data.reference;
}
