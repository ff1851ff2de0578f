import { describe, expect, it } from "vitest";
import { buildExtras, seatMap } from "./extras.ts";
import { familiesFor } from "./fares.ts";
import type { ScheduledFlight } from "./schedule.ts";

const flight: ScheduledFlight = {
  key: "PR2041@2026-12-18",
  airline: "PR",
  operatingAirline: "PR",
  flightNumber: "2041",
  origin: "MNL",
  destination: "MPH",
  date: "2026-12-18",
  departs: 365,
  arrives: 435,
  departureDateTime: "2026-12-18T06:05:00+08:00",
  arrivalDateTime: "2026-12-18T07:15:00+08:00",
  durationMinutes: 70,
  aircraft: "32N",
  distanceKm: 300,
  domestic: true,
};

describe("seat maps", () => {
  it("mark the A321neo's exit rows (10 and 25) on every seat of those rows, and no other", () => {
    const [family] = familiesFor("PR", "economy");
    const map = seatMap(flight, 0, "economy", family, new Set(), { capacity: 234, sold: 0 });
    const exitRows = map.rows.filter((r) => r.seats.every((s) => s.ExitRow)).map((r) => r.row);
    expect(exitRows).toEqual([10, 25]);
    expect(map.rows.flatMap((r) => r.seats).filter((s) => s.ExitRow)).toHaveLength(12);
  });

  it("head priority boarding as boarding, not as a meal", () => {
    const [family] = familiesFor("PR", "economy");
    const offer = buildExtras({
      legs: [[flight]],
      tripType: "oneway",
      cabin: "economy",
      family,
      validatingAirline: "PR",
      taken: new Map(),
      inventory: () => ({ capacity: 234, sold: 0 }),
    });
    const boarding = offer.DynamicMeal.find((g) => g.Services[0].some((s) => s.ServiceName === "Priority boarding"));
    expect(boarding?.Title).toBe("Boarding");
  });
});
