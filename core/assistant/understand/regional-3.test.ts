/**
 * Kinds of message the ninth blind set showed the readers missing, each in sentences of our own:
 * nights in Tausug, Hiligaynon, Bikol, Ilocano, Kapampangan and Pangasinan, the Malay-derived weekdays
 * of Mindanao's south, Tausug numbers, Maranao and Bikol words for children, a bare "aga" (morning) and
 * "pinaka-sayu" (earliest).
 */
import { describe, expect, it } from "vitest";
import { understand } from "./understand.ts";

// Wednesday 10 February 2027, 10:00 in Manila.
const now = new Date("2027-02-10T02:00:00Z");
const u = (m: string) => understand(m, {}, now);

describe("nights in the languages we read", () => {
  it("counts nights with each language's word and linker", () => {
    expect(u("hotel ha Zamboanga, upat dum, Feb 20").slots).toMatchObject({ checkIn: "2027-02-20", checkOut: "2027-02-24" });
    expect(u("kwarto sa Iloilo, 3 ka gab-i halin Feb 14").slots).toMatchObject({ checkIn: "2027-02-14", checkOut: "2027-02-17" });
    expect(u("hotel sa Legazpi, tolong banggi poon Feb 12").slots).toMatchObject({ checkIn: "2027-02-12", checkOut: "2027-02-15" });
    expect(u("hotel sa Legazpi, 3 banggi poon Feb 12").slots).toMatchObject({ checkIn: "2027-02-12", checkOut: "2027-02-15" });
    expect(u("Hotel idiay Laoag wenno Vigan, tallo a rabii manipud Feb 22").slots).toMatchObject({ checkOut: "2027-02-25" });
    expect(u("hotel king Clark, adwa a bengi, Feb 18").slots).toMatchObject({ checkIn: "2027-02-18", checkOut: "2027-02-20" });
    expect(u("hotel ed Baguio, 2 labi, Feb 19").slots).toMatchObject({ checkIn: "2027-02-19", checkOut: "2027-02-21" });
    expect(u("kwarto ha Davao, tu dum sugod Feb 26").slots).toMatchObject({ checkIn: "2027-02-26", checkOut: "2027-03-01" });
  });

  it("keeps a day of the month before a night word a day", () => {
    expect(u("Cebu to Davao Feb 27 banggi").slots.departureDate).toBe("2027-02-27");
  });
});

describe("weekdays of Mindanao's south (Tausug, Malay-derived)", () => {
  it("reads each weekday, the glottal stop of Friday however written", () => {
    expect(u("ticket Zamboanga pa Cebu ha Isnin").slots.departureDate).toBe("2027-02-15");
    expect(u("ticket Zamboanga pa Cebu ha Selasa").slots.departureDate).toBe("2027-02-16");
    expect(u("Davao pa Manila ha Hamis").slots.departureDate).toBe("2027-02-11");
    expect(u("Manila pa Zamboanga ha Jumaat").slots.departureDate).toBe("2027-02-12");
    expect(u("Manila pa Zamboanga ha Juma'at").slots.departureDate).toBe("2027-02-12");
    expect(u("Cebu pa Zamboanga ha Sabtu").slots.departureDate).toBe("2027-02-13");
    expect(u("Cebu pa Zamboanga ha Ahad").slots.departureDate).toBe("2027-02-14");
  });
});

describe("children, mornings and the earliest flight", () => {
  it("knows Maranao wata and Bikol aki as children", () => {
    expect(u("Davao to Manila Feb 20, 2 adults 2 wata").slots).toMatchObject({ adults: 2, children: 2 });
    expect(u("Legazpi pa Manila Feb 20, 2 adults ag 1 aki").slots).toMatchObject({ adults: 2, children: 1 });
  });

  it("reads a bare aga between commas as the morning, and pinaka-sayu as the earliest", () => {
    expect(u("Bacolod to Manila, aga, Feb 15").slots.timeOfDay).toBe("morning");
    expect(u("Cebu pa Zamboanga Feb 15, ang pinaka-sayu").slots.sort).toBe("earliest");
  });
});
