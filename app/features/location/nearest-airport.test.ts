import { describe, expect, it } from "vitest";
import { PHILIPPINE_AIRPORTS } from "../../../core/flights/data/airports.ts";
import { distanceFromYouText } from "./distance-from-you.tsx";
import { nearestAirport, PH_AIRPORT_POINTS } from "./nearest-airport.ts";

describe("nearest airport", () => {
  it("keeps the same coordinates as the flight engine's Philippine airports", () => {
    expect(PH_AIRPORT_POINTS.map(([code, lat, lng]) => ({ code, lat, lng }))).toEqual(
      PHILIPPINE_AIRPORTS.map((a) => ({ code: a.code, lat: a.latitude, lng: a.longitude })),
    );
  });

  it("finds the airport a traveller would fly from", () => {
    expect(nearestAirport({ lat: 14.5547, lng: 121.0244 })?.code).toBe("MNL"); // Makati
    expect(nearestAirport({ lat: 10.3157, lng: 123.8854 })?.code).toBe("CEB"); // Cebu City
    expect(nearestAirport({ lat: 11.9674, lng: 121.9248 })?.code).toBe("MPH"); // Boracay
    expect(nearestAirport({ lat: 14.5547, lng: 121.0244 }, new Set(["CRK", "CEB"]))?.code).toBe("CRK");
  });
});

describe("distance from you", () => {
  it("reads naturally", () => {
    expect(distanceFromYouText(0.4)).toBe("less than 1 km from you");
    expect(distanceFromYouText(3.26)).toBe("about 3.3 km from you");
    expect(distanceFromYouText(1234.4)).toBe("about 1,234 km from you");
  });
});
