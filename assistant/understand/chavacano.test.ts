/** Chavacano read as a language of its own (issue 24, blind-11 kinds 1 and 4), with sentences of our own. */
import { describe, expect, it } from "vitest";
import { fromChavacano } from "./chavacano.ts";
import { understand } from "./understand.ts";

const now = new Date("2026-12-10T02:30:00Z");
const u = (text: string) => understand(text, {}, now);

describe("Chavacano", () => {
  it("reads dates with 'de' and the month, 'el' and a day, Spanish month short forms and the way back", () => {
    expect(u("Vuelo de Zamboanga pa Cebu el 19 de Diciembre, dos adulto").slots).toMatchObject({
      origin: "ZAM",
      destination: "CEB",
      departureDate: "2026-12-19",
      adults: 2,
    });
    expect(u("Cebu a Zamboanga ida y vuelta, 5 de Enero y regreso 12 de Enero").slots).toMatchObject({
      departureDate: "2027-01-05",
      returnDate: "2027-01-12",
      tripType: "round-trip",
    });
    expect(u("Zamboanga pa Manila el 27, tres pasahero").slots).toMatchObject({ departureDate: "2026-12-27", adults: 3 });
  });

  it("reads nights from a day, tonight and near for a room", () => {
    expect(u("Hotel na Davao, 2 noches desde 28 Dic, tres adulto").slots).toMatchObject({
      checkIn: "2026-12-28",
      checkOut: "2026-12-30",
      adults: 3,
    });
    const room = u("tiene pa cuarto na Cebu esta noche, dos persona");
    expect(room.intent).toBe("hotel_search");
    expect(room.slots).toMatchObject({ checkIn: "2026-12-10", checkOut: "2026-12-11", adults: 2 });
  });

  it("reads the party with 'conmigo' and a child's age in 'años'", () => {
    expect(u("Manila pa Zamboanga el 20, conmigo mi esposo y mi hija 6 años").slots).toMatchObject({
      adults: 2,
      children: 1,
      childrenAges: [6],
    });
  });

  it("reads the time of day and the order asked", () => {
    expect(u("vuelo Zamboanga pa Davao 16 de Diciembre na mañana").slots.timeOfDay).toBe("morning");
    expect(u("vuelo Zamboanga pa Davao mañana").slots.departureDate).toBe("2026-12-11");
    expect(fromChavacano("el mas barato porfa")).toBe("the cheapest please");
    expect(fromChavacano("tiene mas temprano?")).toBe("any earlier?");
  });

  it("reads a request to book something for the traveller, and Christmas in Hiligaynon", () => {
    expect(u("Puede tu compra conmigo un ticket del bus pa Pagadian?").intent).toBe("out_of_scope");
    expect(fromChavacano("puede tu reserva conmigo un mesa")).toBe("can you book for me un mesa");
    expect(u("Maayo bala ang panahon sa Iloilo sa Paskwa?").slots.date).toBe("2026-12-25");
  });

  it("leaves a message with no Chavacano word as it is", () => {
    for (const text of ["pwede na ba mag-book sa Cebu?", "y u no reply", "hotel na malapit sa dagat", "El Nido 3 nights"])
      expect(fromChavacano(text)).toBe(text);
  });
});

describe("the cheapest day of a month is a fare calendar, in any language", () => {
  it("reads which day is cheapest, asked in English, Tagalog, Cebuano and Chavacano", () => {
    for (const text of [
      "Iloilo to Manila, which day is cheapest in March?",
      "Anong araw pinakamura Cebu to Davao sa Pebrero?",
      "Unsa nga adlaw pinakabarato Davao pa Cebu sa Marso?",
      "Davao to Cebu, kanus-a barato sa Enero?",
      "zam ceb cual dia el mas barato na Febrero?",
    ]) {
      const got = u(text);
      expect(got.intent, text).toBe("fare_calendar");
      expect(got.slots.sort, text).toBe("cheapest");
      expect(got.slots.month, text).toBeDefined();
    }
  });
});
