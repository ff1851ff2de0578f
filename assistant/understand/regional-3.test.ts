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
    // "upat kami, duwa a wata": four in all, two of them children (the linker "a" is no adult).
    expect(u("Cotabato pa Manila sa Feb 22, upat kami, duwa a wata (5, 9)").slots).toMatchObject({ adults: 2, children: 2 });
  });

  it("reads a bare aga between commas as the morning, and pinaka-sayu as the earliest", () => {
    expect(u("Bacolod to Manila, aga, Feb 15").slots.timeOfDay).toBe("morning");
    expect(u("Cebu pa Zamboanga Feb 15, ang pinaka-sayu").slots.sort).toBe("earliest");
  });
});

describe("more words of the ninth set's kinds, in sentences of our own", () => {
  it("reads text-speak for nights, infants and parts of the day", () => {
    expect(u("hotl Makati 2 nts frm feb 20").slots).toMatchObject({ checkIn: "2027-02-20", checkOut: "2027-02-22" });
    expect(u("davao 2 clark feb 18 1 adlt 1 inf").slots).toMatchObject({ adults: 1, infants: 1 });
    expect(u("cebu to manila feb 19 mornin pls").slots.timeOfDay).toBe("morning");
    expect(u("Manila to Bacolod Feb 19 arvo").slots.timeOfDay).toBe("afternoon");
  });

  it("reads Bikol sagkod (until), Ilocano paskua (Christmas), Pangasinan sanlabi, ugaw and the ya linker", () => {
    expect(u("hotel sa Legazpi Feb 20 sagkod 23").slots).toMatchObject({ checkIn: "2027-02-20", checkOut: "2027-02-23" });
    expect(u("ania ti tiempo idiay Laoag inton paskua?").slots.date).toBe("2027-12-25");
    expect(u("hotel ed Clark, sanlabi, Feb 12").slots).toMatchObject({ checkIn: "2027-02-12", checkOut: "2027-02-13" });
    expect(u("hotel ed Subic Feb 12 to 14, 2 adults tan 2 ya ugaw").slots).toMatchObject({ adults: 2, children: 2 });
  });

  it("counts the one adult said as 'sa akin' beside children, and 'N tanan' as everyone", () => {
    expect(u("hotel sa Iloilo para sa akin at 3 bata, Feb 20 to 22").slots).toMatchObject({ adults: 1, children: 3 });
    expect(u("Davao to Manila Feb 25, 9 tanan").slots.adults).toBe(9);
  });

  it("reads 'mamayang gabi' as today", () => {
    expect(u("last flight Cebu to Manila mamayang gabi").slots.departureDate).toBe("2027-02-10");
  });
});

describe("intents the ninth set showed mixed up, by kind", () => {
  it("hands a request for a person to the team whatever it is about", () => {
    expect(u("can I talk to a real person about my refund").intent).toBe("contact");
  });

  it("reads adding a traveller to a booking as a change to the booking", () => {
    expect(u("pwede mag-add ng isa pang adult sa booking ko? ref KD83PL Ramos").intent).toBe("manage_booking");
  });

  it("reads a trip's way there and back with its days as flights, not a plan", () => {
    expect(u("4 days off lang, Cebu-Coron Thursday balik Sunday, 2 pax").intent).toBe("flight_search");
  });

  it("reads a change of the way back's day on a booking as a date change", () => {
    expect(u("change our Boracay return from the 14th to the 16th, ref TT22QA, surname Uy").slots.action).toBe("reissue");
  });
});

describe("a day before its month after 'from', and a trip whatever it is for", () => {
  it("reads 'from 20 Feb' as the day, not five o'clock", () => {
    expect(u("resort in El Nido 3 nights from 20 Feb").slots).toMatchObject({ checkIn: "2027-02-20", checkOut: "2027-02-23" });
  });

  it("reads a route with its day as flights even when it says why ('to visit', 'to see')", () => {
    const r = u("Cebu to Taipei on Mar 3 to visit my sister, 2 adults");
    expect(r.intent).toBe("flight_search");
    expect(r.slots).toMatchObject({ origin: "CEB", destination: "TPE", departureDate: "2027-03-03", adults: 2 });
  });
});
