/**
 * Kinds of message the third blind set showed the readers missing (decision 029), each in sentences of our
 * own: a day with its part of the day, weekdays as people shorten them, one night said as "overnight",
 * parties said in words, cheap words as a sort.
 */
import { describe, expect, it } from "vitest";
import { understand } from "./understand.ts";

// Saturday 28 November 2026, 10:00 in Manila.
const now = new Date("2026-11-28T02:00:00Z");
const u = (m: string) => understand(m, {}, now);

describe("days and parts of the day", () => {
  it("reads a day followed by 'gabi' as the evening of that day, never as nights", () => {
    expect(u("iloilo to manila jan 8 gabi, 3 kami").slots).toMatchObject({ departureDate: "2027-01-08", timeOfDay: "evening", adults: 3 });
    expect(u("hotel sa boracay dec 20 3 gabi").slots).toMatchObject({ checkIn: "2026-12-20", checkOut: "2026-12-23" });
  });

  it("reads shortened weekdays and a weekday with its day of the month", () => {
    expect(u("davao to cebu this thurs pls").slots.departureDate).toBe("2026-12-03");
    expect(u("cebu to manila fri the 11th").slots.departureDate).toBe("2026-12-11");
    expect(u("hotel in baguio sat to sun next weekend").slots).toMatchObject({ checkIn: "2026-12-05", checkOut: "2026-12-06" });
    expect(u("sun and beach in boracay").slots).not.toHaveProperty("date");
  });

  it("reads 'overnight' as one night and a day of the month before '1 night' as the check-in", () => {
    expect(u("bohol hotel dec 18 overnight").slots).toMatchObject({ checkIn: "2026-12-18", checkOut: "2026-12-19" });
    expect(u("hotel sa dumaguete 20 December 1 night").slots).toMatchObject({ checkIn: "2026-12-20", checkOut: "2026-12-21" });
  });
});

describe("parties in words", () => {
  it("counts a baby given in months, children listed after 'ages', and a child of 12 or more as an adult on a flight", () => {
    expect(u("cebu to davao dec 10, 2 adults 1 kid tapos baby 8 months").slots).toMatchObject({ adults: 2, children: 1, infants: 1 });
    expect(u("doha to manila dec 12, 2 adults, 3 kids ages 13, 7 and 5").slots).toMatchObject({
      adults: 3,
      children: 2,
      childrenAges: [7, 5],
    });
  });

  it("counts 'kasama ang nanay', 'aming tatlo', 'couple' and Bisaya '3 mi'", () => {
    expect(u("manila to iloilo dec 9, kasama ang nanay ko").slots.adults).toBe(2);
    expect(u("hotel sa baguio para sa aming tatlo dec 3 to 5").slots.adults).toBe(3);
    expect(u("el nido hotel dec 3 to 6 for a couple").slots.adults).toBe(2);
    expect(u("hotel sa moalboal dec 3-5 3 mi").slots.adults).toBe(3);
    expect(u("boracay hotel for a couple of nights from dec 3").slots.adults).toBeUndefined();
  });
});

describe("cheap words and services we don't give", () => {
  it("keeps 'tipid', 'budget', 'murang' as the cheapest order", () => {
    expect(u("manila to bacolod dec 4 yung tipid").slots.sort).toBe("cheapest");
    expect(u("budget hotel sa iloilo dec 4 to 6").slots.sort).toBe("cheapest");
  });

  it("reads a request for a service we don't give as out of scope, whatever place and day come with it", () => {
    expect(u("book us a ferry ticket batangas to calapan dec 5").intent).toBe("out_of_scope");
    expect(u("pa-book naman ng island hopping tour sa coron dec 6").intent).toBe("out_of_scope");
    expect(u("how much is grab from mactan airport to it park").intent).toBe("out_of_scope");
    expect(u("ferry from batangas to calapan, how long?").intent).toBe("transport_info");
  });
});

describe("trips and routes", () => {
  it("reads a return the same day as a round trip on that day", () => {
    expect(u("cebu to manila dec 9 first flight, back same day").slots).toMatchObject({
      departureDate: "2026-12-09",
      returnDate: "2026-12-09",
      tripType: "round-trip",
    });
  });

  it("reads 'kelan mura' with a month as the fare calendar", () => {
    expect(u("kelan mura cebu to davao sa february").intent).toBe("fare_calendar");
    expect(u("kelan mura cebu to davao sa february").slots).toMatchObject({ origin: "CEB", destination: "DVO", month: 2 });
  });

  it("keeps a destination no airline we sell flies to, so the answer can say so", () => {
    expect(u("flights to batanes dec 12").slots).toMatchObject({ place: "batanes" });
    expect(u("flights to batanes dec 12").slots).not.toHaveProperty("destination");
  });
});
