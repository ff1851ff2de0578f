/**
 * Exit-row seats through the real engine (issue 17): the add-ons step refuses one for a child, and the
 * engine's booking gate (which the booking API goes through) refuses it too, with the reason.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isExitRowSeat } from "../../contracts/extras-selection.ts";
import type { ExtrasSelection } from "../../contracts/flight-extras.ts";
import { addDays, manilaToday, type FlightSearchResponse } from "../../contracts/flights.ts";
import { testDatabaseKind } from "../../db/test-database.ts";
import { openHttpTestApp, type HttpTestApp } from "../test-http-app.ts";

let t: HttpTestApp;
beforeAll(async () => {
  t = await openHttpTestApp();
});
afterAll(() => t?.close());

const base = "/api/booking/flight";
const headers = () => ({ "x-forwarded-for": "198.51.100.77", origin: t.services.env.appUrl, "content-type": "application/json" });

describe(`exit-row seats (${testDatabaseKind})`, () => {
  it("are refused for a child at the add-ons step and at booking, and given to an adult", async () => {
    const date = addDays(manilaToday(), 30);
    const res = await t.app.request(`${base}/search?origin=MNL&destination=CEB&departureDate=${date}&adults=1&children=1&stops=0`, {
      headers: headers(),
    });
    const fare = ((await res.json()) as { data: FlightSearchResponse }).data.fareItineraries[0];
    const offer = await t.services.flights.extraServices(fare.fareSourceCode);
    const seat = offer.DynamicSeat[0].rows.flatMap((r) => r.seats).find((s) => isExitRowSeat(s) && s.AvailablityType === "Available");
    expect(seat?.ExitRow).toBe(true);
    const childInExit: ExtrasSelection = { baggage: [], meals: [], seats: [{ flightIndex: 0, passengerIndex: 1, seat: seat! }] };
    const message = `Seat ${seat!.SeatCode} on ${seat!.FlightNumber} is in an exit row. Children cannot sit in an exit row. Please choose another seat for passenger 2.`;

    const set = await t.app.request(`${base}/set-flight-expiry`, {
      method: "POST",
      headers: headers(),
      body: JSON.stringify({ fare_source_code: fare.fareSourceCode }),
    });
    const sessionId = ((await set.json()) as { data: { session_id: string } }).data.session_id;
    await expect(t.services.flightCheckout.saveExtras(sessionId, childInExit)).rejects.toMatchObject({ code: "exit-row", message });

    const adult = {
      type: "ADT" as const,
      title: "Mr",
      givenName: "Juan",
      surname: "Dela Cruz",
      dateOfBirth: "1988-03-02",
      gender: "M" as const,
      nationality: "PH",
    };
    const child = { ...adult, type: "CHD" as const, title: "Miss", givenName: "Lia", dateOfBirth: "2019-05-20", gender: "F" as const };
    const contact = { email: "juan@example.com", dialCode: "+63", phone: "9171234567" };
    await expect(
      t.services.flights.book({ fareSourceCode: fare.fareSourceCode, passengers: [adult, child], contact, extras: childInExit }),
    ).rejects.toMatchObject({ code: "VALIDATION", message });

    const adultInExit: ExtrasSelection = { ...childInExit, seats: [{ ...childInExit.seats[0], passengerIndex: 0 }] };
    await expect(t.services.flightCheckout.saveExtras(sessionId, adultInExit)).resolves.toBeUndefined();
  });
});
