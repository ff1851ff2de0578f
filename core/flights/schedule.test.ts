import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../../contracts/flights.ts";
import { aircraft } from "./data/aircraft.ts";
import { findAirport } from "./data/airports.ts";
import { airlineHubs } from "./data/airlines.ts";
import { ROUTE_SOURCES, ROUTES, routeCitation, routeSource } from "./data/network.ts";
import { validateSearch } from "./engine.ts";
import { isFlightError } from "./errors.ts";
import { connects, flightsBetween, legOptions, minimumConnection, servedAirports } from "./schedule.ts";

describe("schedules", () => {
  it("are the same for the same route and date, and differ a little from day to day", () => {
    const a = flightsBetween("MNL", "CEB", "2026-12-18");
    expect(flightsBetween("MNL", "CEB", "2026-12-18")).toBe(a);
    expect(a.length).toBeGreaterThanOrEqual(20);
    // Cebu Pacific flies MNL–CEB 108 times a week (from March 2026): the same 15 flights every day, a 16th on three
    // days of the week, at slightly different times from day to day.
    const cebuPacific = (date: string) => flightsBetween("MNL", "CEB", date).filter((f) => f.airline === "5J");
    const [x, y] = [cebuPacific("2026-12-18"), cebuPacific("2026-12-19")];
    for (const day of [x, y]) expect([15, 16]).toContain(day.length);
    const daily = x.filter((f) => y.some((g) => g.flightNumber === f.flightNumber));
    expect(daily.length).toBeGreaterThanOrEqual(15);
    const timesOn = (flights: typeof x) =>
      daily.map((f) => flights.find((g) => g.flightNumber === f.flightNumber)?.departureDateTime.slice(11));
    expect(timesOn(y)).not.toEqual(timesOn(x));
    const week = Array.from({ length: 7 }, (_, i) => cebuPacific(addDays("2026-12-14", i)).length);
    expect(week.reduce((t, n) => t + n, 0)).toBe(108);
  });

  it("flies no turboprop from NAIA, and no Cebgo flight from Manila (it left NAIA on 29 March 2026)", () => {
    for (const r of ROUTES) {
      if (r.a === "MNL" || r.b === "MNL") expect(aircraft(r.aircraft).turboprop, `${r.airline} ${r.a}-${r.b}`).toBe(false);
    }
    for (const date of ["2026-03-29", "2026-12-18", "2027-04-02"]) {
      for (const to of servedAirports()) {
        expect(flightsBetween("MNL", to, date).filter((f) => f.airline === "DG" || f.operatingAirline === "DG")).toEqual([]);
      }
    }
    expect(airlineHubs("DG").hubs).not.toContain("MNL");
  });

  it("flies jets nonstop from Manila to Caticlan on PAL, Cebu Pacific and AirAsia", () => {
    const flights = flightsBetween("MNL", "MPH", "2026-12-18");
    expect(new Set(flights.map((f) => f.airline))).toEqual(new Set(["PR", "5J", "Z2"]));
    for (const f of flights) expect(aircraft(f.aircraft).turboprop).toBe(false);
    // AirAsia: 54 flights a week from Manila to Caticlan (October 2025), about 8 a day.
    expect(flights.filter((f) => f.airline === "Z2").length).toBeGreaterThanOrEqual(7);
    expect(flightsBetween("CEB", "MPH", "2026-12-18").some((f) => f.airline === "Z2")).toBe(true);
  });

  it("sells no AirAsia Manila–Davao flight (suspended in January 2025)", () => {
    for (const date of ["2026-12-18", "2027-01-15"]) {
      expect(flightsBetween("MNL", "DVO", date).some((f) => f.airline === "Z2")).toBe(false);
      expect(flightsBetween("DVO", "MNL", date).some((f) => f.airline === "Z2")).toBe(false);
    }
  });

  it("takes close to two hours from Manila to Davao and about 1 h 25 to Cebu, gate to gate", () => {
    const davao = flightsBetween("MNL", "DVO", "2026-12-18")[0];
    expect(davao.durationMinutes).toBeGreaterThanOrEqual(110);
    expect(davao.durationMinutes).toBeLessThanOrEqual(120);
    expect(flightsBetween("MNL", "CEB", "2026-12-18")[0].durationMinutes).toBe(85);
  });

  it("names a public source for every route it sells, dated where the source shows a date", () => {
    for (const r of ROUTES) {
      const citation = routeCitation(r);
      expect(citation, `${r.airline} ${r.a}-${r.b}`).toBeDefined();
      expect(citation?.source.url).toMatch(/^https?:\/\//);
      if (citation?.source.published) expect(citation.source.published).toMatch(/^\d{4}(-\d{2}){0,2}$/);
    }
    for (const key of Object.keys(ROUTE_SOURCES)) {
      const [airline, pair] = key.split(":");
      const [a, b] = pair.split("-");
      expect(
        ROUTES.some((r) => r.airline === airline && r.a === a && r.b === b),
        key,
      ).toBe(true);
    }
    expect(routeSource({ airline: "Z2", a: "MNL", b: "MPH" })?.published).toBe("2025-10-10");
  });

  it("gives every flight of a day a unique airline + number, departing on its date in local time", () => {
    const date = "2026-12-18";
    const seen = new Set<string>();
    for (const r of ROUTES) {
      for (const [from, to] of [
        [r.a, r.b],
        [r.b, r.a],
      ]) {
        for (const f of flightsBetween(from, to, date)) {
          if (f.airline !== r.airline) continue;
          expect(seen.has(f.key), f.key).toBe(false);
          seen.add(f.key);
          expect(f.departureDateTime.slice(0, 10)).toBe(date);
          expect(f.arrives).toBeGreaterThan(f.departs);
          expect(findAirport(f.origin)).toBeDefined();
        }
      }
      seen.clear();
    }
  });

  it("connections never break the minimum connection time or the 12-hour limit", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(["MNL", "ENI"], ["DVO", "NRT"], ["CEB", "LAX"], ["ILO", "HKG"], ["USU", "DVO"], ["MNL", "IAO"], ["TAG", "SIN"]),
        fc.integer({ min: 1, max: 200 }),
        ([from, to], day) => {
          for (const option of legOptions(from, to, addDays("2026-11-22", day))) {
            for (let i = 1; i < option.length; i++) {
              expect(connects(option[i - 1], option[i])).toBe(true);
              expect(option[i].departs - option[i - 1].arrives).toBeGreaterThanOrEqual(
                minimumConnection(option[i - 1], option[i]) * 60_000,
              );
            }
            expect(option[0].origin).toBe(from);
            expect(option.at(-1)!.destination).toBe(to);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it("refuses more infants than adults and more than 9 seats", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        (adults, children, infants) => {
          const ok = infants <= adults && adults + children <= 9;
          let valid = true;
          try {
            validateSearch(
              {
                tripType: "oneway",
                legs: [{ origin: "MNL", destination: "CEB", date: "2026-12-18" }],
                passengers: { adults, children, infants },
                cabin: "economy",
              },
              "2026-11-22",
            );
          } catch (e) {
            expect(isFlightError(e, "VALIDATION")).toBe(true);
            valid = false;
          }
          expect(valid).toBe(ok);
        },
      ),
    );
  });
});
