import { describe, expect, it } from "vitest";
import { type FlightSearchQuery, MAX_PAGE_RESULTS, MAX_RESULTS } from "../../contracts/flights.ts";
import { RETURN_MNL_CEB } from "../../tests/support/flight-search.ts";
import { decodeOffer } from "./codes.ts";
import { findAirport, suggestAirports } from "./data/airports.ts";
import { fareCalendar, searchFlights, validateSearch } from "./engine.ts";
import { isFlightError } from "./errors.ts";
import { SOURCED_PASSENGER_SERVICE_CHARGES } from "./fares.ts";
import { blockMinutes, haversineKm } from "./geo.ts";
import { checkItinerary, deps, noFilters, NOW, oneway, SECRET } from "./engine.fixture.ts";

describe("airports and geography", () => {
  it("suggests by code, city and words, Philippine airports first", () => {
    expect(suggestAirports("ceb")[0].code).toBe("CEB");
    expect(suggestAirports("manila")[0].code).toBe("MNL");
    expect(suggestAirports("el nido")[0].code).toBe("ENI");
    expect(suggestAirports("boracay").map((a) => a.code)).toEqual(expect.arrayContaining(["MPH", "KLO"]));
    expect(suggestAirports("tokyo").map((a) => a.code)).toEqual(expect.arrayContaining(["NRT", "HND"]));
    expect(suggestAirports("")).toEqual([]);
  });

  it("has TAG at Panglao and DRP, ENI curated", () => {
    expect(findAirport("TAG")?.latitude).toBeCloseTo(9.5719, 3);
    expect(findAirport("DRP")?.timeZone).toBe("Asia/Manila");
    expect(findAirport("eni")?.country).toBe("PH");
    expect(findAirport("DOH")?.timeZone).toBe("Asia/Qatar");
  });

  it("measures great circles and block times like the reference table", () => {
    const km = haversineKm(findAirport("MNL")!, findAirport("CEB")!);
    expect(Math.round(km)).toBeGreaterThan(560);
    expect(Math.round(km)).toBeLessThan(575);
    expect(blockMinutes(km, false)).toBe(85);
    expect(blockMinutes(haversineKm(findAirport("CRK")!, findAirport("MPH")!), true)).toBe(75);
  });
});

describe("search", () => {
  it("answers MNL–CEB with several airlines, fare families, ISO times with offsets", async () => {
    const res = await searchFlights(deps, oneway("MNL", "CEB"));
    expect(res.totalCount).toBeGreaterThan(50);
    expect(res.filterOptions.airlines.map((a) => a.code).sort()).toEqual(["5J", "PR", "Z2"]);
    expect(new Set(res.fareItineraries.map((i) => i.fareFamily))).toContain("tipid");
    const lcc = res.fareItineraries.find((i) => i.validatingAirline === "5J")!;
    expect(lcc.fareType).toBe("WebFare");
    expect(res.fareItineraries.find((i) => i.validatingAirline === "PR")!.fareType).toBe("Public");
    expect(lcc.legs[0].segments[0].departureDateTime).toMatch(/^2026-12-18T\d\d:\d\d:00\+08:00$/);
    expect(res.filterOptions.price!.min).toEqual(res.fareItineraries[0].totalFare);
  });

  it("gives Tokyo arrival times in +09:00 and Los Angeles in -08:00", async () => {
    const nrt = await searchFlights(deps, oneway("MNL", "NRT"));
    expect(nrt.fareItineraries[0].legs[0].segments.at(-1)!.arrivalDateTime).toMatch(/\+09:00$/);
    const lax = await searchFlights(deps, oneway("MNL", "LAX"));
    expect(lax.fareItineraries[0].legs[0].segments.at(-1)!.arrivalDateTime).toMatch(/-08:00$/);
  });

  it("connects Manila to El Nido through a hub (turboprops left NAIA in 2026)", async () => {
    const res = await searchFlights(deps, oneway("MNL", "ENI"));
    expect(res.fareItineraries.length).toBeGreaterThan(0);
    expect(res.fareItineraries.every((i) => i.legs[0].stops >= 1)).toBe(true);
    const direct = await searchFlights(deps, oneway("CRK", "ENI"));
    expect(direct.fareItineraries.some((i) => i.legs[0].stops === 0 && i.validatingAirline === "T6")).toBe(true);
  });

  it("charges terminal fees with a source at NAIA, Mactan and Davao, and calls Clark's amount indicative (no source)", async () => {
    const pscName = async (from: string, to: string) =>
      (await searchFlights(deps, oneway(from, to))).fareItineraries[0].perPassenger[0].taxes.find((t) => t.code === "PSC")?.name;
    expect(await pscName("MNL", "CEB")).toBe("Passenger service charge (terminal fee, included in the ticket)");
    expect(await pscName("CRK", "ENI")).toMatch(/indicative amount\)$/);
    expect(Object.keys(SOURCED_PASSENGER_SERVICE_CHARGES).sort()).toEqual(["CEB", "DVO", "MNL"]);
  });

  it("sells only economy on low-cost carriers and business on full-service ones", async () => {
    const res = await searchFlights(deps, { ...oneway("MNL", "CEB"), search: { ...oneway("MNL", "CEB").search, cabin: "business" } });
    expect(res.fareItineraries.length).toBeGreaterThan(0);
    expect(res.fareItineraries.every((i) => i.validatingAirline === "PR")).toBe(true);
  });

  it("refuses impossible searches with field messages", () => {
    const bad = (patch: object) => {
      try {
        validateSearch({ ...oneway("MNL", "CEB").search, ...patch }, "2026-11-22");
        return null;
      } catch (e) {
        expect(isFlightError(e, "VALIDATION")).toBe(true);
        return e;
      }
    };
    expect(bad({ passengers: { adults: 1, children: 0, infants: 2 } })).not.toBeNull();
    expect(bad({ passengers: { adults: 5, children: 5, infants: 0 } })).not.toBeNull();
    expect(bad({ legs: [{ origin: "MNL", destination: "CEB", date: "2026-11-01" }] })).not.toBeNull();
    expect(bad({ legs: [{ origin: "MNL", destination: "XXX", date: "2026-12-01" }] })).not.toBeNull();
    expect(bad({})).toBeNull();
  });

  it("prices go up when the flight fills and when departure is near", async () => {
    const res = await searchFlights(deps, oneway("MNL", "DVO"));
    const it0 = res.fareItineraries.find((i) => i.legs[0].stops === 0)!;
    const seg = it0.legs[0].segments[0];
    const key = `${seg.marketingAirline}${seg.flightNumber}@2026-12-18/Y`;
    const full = await searchFlights(
      { ...deps, inventory: { loadInventory: async () => new Map([[key, { capacity: 180, sold: 175 }]]) } },
      { ...oneway("MNL", "DVO"), filters: { ...noFilters, maxStops: 0 } },
    );
    const same = full.fareItineraries.find(
      (i) => i.fareFamily === it0.fareFamily && i.legs[0].segments[0].flightNumber === seg.flightNumber,
    )!;
    expect(same.totalFare.amount).toBeGreaterThan(it0.totalFare.amount);
    expect(same.seatsRemaining).toBe(5);
    const soon = await searchFlights(deps, oneway("MNL", "DVO", "2026-11-24"));
    const far = await searchFlights(deps, oneway("MNL", "DVO", "2027-03-24"));
    expect(soon.filterOptions.price!.min.amount).toBeGreaterThan(far.filterOptions.price!.min.amount);
  });

  it("combines return trips and multi-city trips into one-ticket itineraries", async () => {
    const ret = await searchFlights(deps, {
      search: {
        tripType: "return",
        legs: [
          { origin: "MNL", destination: "PPS", date: "2026-12-18" },
          { origin: "PPS", destination: "MNL", date: "2026-12-22" },
        ],
        passengers: { adults: 2, children: 1, infants: 1 },
        cabin: "economy",
      },
      filters: noFilters,
      sort: "best",
    });
    expect(ret.fareItineraries.length).toBeGreaterThan(10);
    for (const it of ret.fareItineraries) {
      expect(it.legs).toHaveLength(2);
      expect(
        new Set(it.legs.flatMap((l) => l.segments.map((s) => (s.marketingAirline === "PR" ? "PR" : s.marketingAirline)))),
      ).toHaveProperty("size");
      checkItinerary(it, { adults: 2, children: 1, infants: 1 });
    }
    const multi = await searchFlights(deps, {
      search: {
        tripType: "multicity",
        legs: [
          { origin: "MNL", destination: "CEB", date: "2026-12-18" },
          { origin: "CEB", destination: "TAG", date: "2026-12-20" },
          { origin: "TAG", destination: "MNL", date: "2026-12-23" },
        ],
        passengers: { adults: 1, children: 0, infants: 0 },
        cabin: "economy",
      },
      filters: noFilters,
      sort: "cheapest",
    });
    for (const it of multi.fareItineraries) expect(it.legs.map((l) => l.segments[0].departureAirport)).toEqual(["MNL", "CEB", "TAG"]);
  });

  it("fare calendar gives the cheapest total per day around the date, none in the past", async () => {
    const days = await fareCalendar(deps, { ...oneway("MNL", "CEB", "2026-11-23").search }, 7);
    expect(days.map((d) => d.date)).toEqual([
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
    ]);
    expect(days[0].cheapest).toBeNull();
    expect(days[1].cheapest).toBeNull();
    expect(days[4].cheapest!.amount).toBeGreaterThan(0);
    const res = await searchFlights(deps, oneway("MNL", "CEB", "2026-11-24"));
    expect(days[4].cheapest).toEqual(res.filterOptions.price!.min);
  });

  it("fare calendar over a range: every day from..to, the return moving with the departure, none past the horizon", async () => {
    const search = RETURN_MNL_CEB;
    const days = await fareCalendar(deps, search, { from: "2026-12-11", to: "2026-12-25" });
    expect(days).toHaveLength(15);
    expect(days[0].date).toBe("2026-12-11");
    expect(days.at(-1)!.date).toBe("2026-12-25");
    const shifted = await searchFlights(deps, {
      search: {
        ...search,
        legs: [
          { ...search.legs[0], date: "2026-12-20" },
          { ...search.legs[1], date: "2026-12-24" },
        ],
      },
      filters: noFilters,
      sort: "cheapest",
    });
    expect(days[9].cheapest).toEqual(shifted.filterOptions.price!.min);
    // The booking horizon is 2027-11-17 (360 days from 2026-11-22): a day whose return would be past it has no price.
    const late = await fareCalendar(
      deps,
      {
        ...search,
        legs: [
          { ...search.legs[0], date: "2027-11-10" },
          { ...search.legs[1], date: "2027-11-14" },
        ],
      },
      {
        from: "2027-11-12",
        to: "2027-11-16",
      },
    );
    expect(late.map((d) => d.cheapest !== null)).toEqual([true, true, false, false, false]);
  });

  it("answers every fare when asked (the results page groups them), MAX_RESULTS otherwise", async () => {
    const query: FlightSearchQuery = {
      ...oneway("MNL", "CEB"),
      search: RETURN_MNL_CEB,
    };
    const usual = await searchFlights(deps, query);
    expect(usual.filteredCount).toBeGreaterThan(MAX_RESULTS);
    expect(usual.fareItineraries).toHaveLength(MAX_RESULTS);
    const all = await searchFlights(deps, query, { limit: MAX_PAGE_RESULTS });
    expect(all.fareItineraries).toHaveLength(all.filteredCount);
  });

  it("codes are bound to the session and the offer", async () => {
    const res = await searchFlights(deps, oneway("MNL", "CEB"));
    const code = res.fareItineraries[0].fareSourceCode;
    const offer = decodeOffer(SECRET, code, NOW.getTime());
    expect(offer.sessionId).toBe(res.sessionId);
    expect(offer.total).toBe(res.fareItineraries[0].totalFare.amount);
    const expired = (fn: () => unknown) => expect(fn).toThrow(/no longer available/);
    expired(() => decodeOffer(SECRET, code, NOW.getTime() + 31 * 60_000));
    expired(() => decodeOffer(SECRET, code, NOW.getTime(), { sessionId: "another" }));
    expired(() => decodeOffer("another-secret", code, NOW.getTime()));
    const [body, mac] = code.split(".");
    const tampered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, "base64url").toString()), a: 100 })).toString(
      "base64url",
    );
    expired(() => decodeOffer(SECRET, `${tampered}.${mac}`, NOW.getTime()));
    expired(() => decodeOffer(SECRET, "garbage", NOW.getTime()));
  });
});
