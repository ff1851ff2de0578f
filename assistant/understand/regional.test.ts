/**
 * Kinds of message the fifth blind set showed the readers missing (decision 029), each in sentences of our
 * own: the everyday words of Cebuano, Hiligaynon, Ilocano and Bikol kept as typed, their numbers and
 * linkers in a party, their words for "from", "to", "until" and "how do I get there", a route written as
 * a pair of codes, and a stay's length in weeks.
 */
import { describe, expect, it } from "vitest";
import type { ChatContext } from "../../contracts/assistant.ts";
import { correctText } from "./spelling.ts";
import { normalise } from "./text.ts";
import { understand } from "./understand.ts";

// Saturday 28 November 2026, 10:00 in Manila.
const now = new Date("2026-11-28T02:00:00Z");
const u = (m: string, context: ChatContext = {}) => understand(m, context, now);

describe("words of other Philippine languages", () => {
  it("keeps them as typed instead of repairing them into places or travel words", () => {
    expect(correctText(normalise("adda kadi bus manipud laoag?"))).toBe("adda kadi bus manipud laoag");
    expect(correctText(normalise("mapan kami idiay vigan"))).toBe("mapan kami idiay vigan");
    expect(correctText(normalise("kht walang wifi basta malinis"))).toContain("kht walang wifi basta");
  });

  it("reads their words for from and to, whatever order the places come in", () => {
    expect(u("adda kadi flight manipud Cebu mapan Manila inton Disiembre 9?").slots).toMatchObject({
      origin: "CEB",
      destination: "MNL",
      departureDate: "2026-12-09",
    });
    expect(u("flight padulong Davao gikan Iloilo sa Dec 14").slots).toMatchObject({ origin: "ILO", destination: "DVO" });
  });

  it("reads a route written as a pair of codes as that route, whatever else the message names", () => {
    expect(u("back in Singapore on the 8th, any mnl-sin flight that day?").slots).toMatchObject({ origin: "MNL", destination: "SIN" });
    expect(u("Visiting Cebu after. Cheapest DVO-MNL on Friday?").slots).toMatchObject({ origin: "DVO", destination: "MNL" });
  });

  it("asks the trip planner how to get somewhere, in Cebuano, Ilocano and Tagalog with 'po'", () => {
    expect(u("Unsaon pag-adto sa Moalboal gikan sa Cebu City?")).toMatchObject({ intent: "transport_info", slots: { to: "moalboal" } });
    expect(u("Kasano ti mapan idiay Sagada manipud Baguio?")).toMatchObject({
      intent: "transport_info",
      slots: { from: "baguio", to: "sagada" },
    });
    expect(u("paano po pumunta sa underground river galing Puerto Princesa?").slots).toMatchObject({
      from: "puerto-princesa",
      to: "underground-river",
    });
  });
});

describe("parties in other Philippine languages", () => {
  it("reads numbers with their linkers and the children's ages after them", () => {
    expect(u("flight Davao to Manila Jan 5, 3 ka adult ug 1 ka bata nga 6 anyos").slots).toMatchObject({
      adults: 3,
      children: 1,
      childrenAges: [6],
    });
    expect(u("Laoag to Manila Dec 20, dua kami a dadakkel ken dua nga ubbing, 9 ken 6").slots).toMatchObject({
      adults: 2,
      children: 2,
      childrenAges: [9, 6],
    });
    expect(u("hotel sa Iloilo Dec 3 to 5, 4 ka kwarto").slots).toMatchObject({ rooms: 4 });
  });

  it("counts a group's size as everyone in it, children named after it included", () => {
    expect(u("hotel idiay Laoag Dec 10 to 12, lima kami — tallo nga apok").slots).toMatchObject({ adults: 2, children: 3 });
    // Added, not among them: "plus".
    expect(u("hotel in Cebu Dec 10 to 12, 3 kami plus 2 kids").slots).toMatchObject({ adults: 3, children: 2 });
  });

  it("adds groups of grown-ups joined together, and counts a companion named by role", () => {
    expect(u("Cebu to Manila Jan 20, 18 students + 3 teachers").slots).toMatchObject({ adults: 21 });
    expect(u("flight Iloilo to Manila Dec 9, me and my caregiver").slots).toMatchObject({ adults: 2 });
    expect(u("Manila to Cebu Dec 9, 2 adults and a 9 year old").slots).toMatchObject({ adults: 2, children: 1, childrenAges: [9] });
  });

  it("reads 'kids 8 & 12' and '7 ug 4 anyos' as two ages", () => {
    expect(u("hotel in Bohol Dec 1 to 3, 2 adults, kids 8 & 12").slots).toMatchObject({ children: 2, childrenAges: [8, 12] });
    expect(u("travel tax sa duha ka bata nga 9 ug 5 anyos").slots).toMatchObject({ ages: [9, 5] });
  });
});

describe("days said as a range or an end", () => {
  it("reads a range of days with no month, in English and with 'agingga' and 'hangtod'", () => {
    expect(u("hotel sa Vigan 12 agingga 14").slots).toMatchObject({ checkIn: "2026-12-12", checkOut: "2026-12-14" });
    expect(u("hotel in Dumaguete, 3 to 6").slots).toMatchObject({ checkIn: "2026-12-03", checkOut: "2026-12-06" });
    expect(u("hotel in Cebu, kids 7-10 years old").slots).not.toHaveProperty("checkIn");
  });

  it("reads a day-first date as that month, not as a day of this one", () => {
    expect(u("Cebu to Manila on 12 feb").slots.departureDate).toBe("2027-02-12");
  });

  it("reads 'until' a day as the end of the stay already being talked about", () => {
    const first = u("hotel in Makati Dec 10 to 12");
    const next = u("hangtod 15 na lang", { lastIntent: first.intent, slots: first.slots });
    expect(next.slots).toMatchObject({ checkIn: "2026-12-10", checkOut: "2026-12-15" });
  });

  it("reads 'for a week' as seven nights from the day given", () => {
    expect(u("hotel in Baguio for a week from Dec 20").slots).toMatchObject({ checkIn: "2026-12-20", checkOut: "2026-12-27" });
    expect(u("a week in Siargao, what to do?").intent).toBe("destination_info");
  });
});

describe("wishes", () => {
  it("does not filter by a thing the traveller can do without, and reads Cebuano cheap words as a sort", () => {
    expect(u("hotel sa Baguio Dec 3 to 5, kahit walang aircon").slots).not.toHaveProperty("amenities");
    expect(u("hotel in Cebu Dec 3 to 5 with pool, no need for breakfast").slots.amenities).toEqual(["pool"]);
    expect(u("hotel sa Dumaguete Dec 3 to 5, ang pinakabarato").slots.sort).toBe("cheapest");
    expect(u("Manila to Cebu Dec 3, pinaka-una nga flight").slots.sort).toBe("earliest");
  });
});

describe("short questions and follow-ups in other Philippine languages", () => {
  it("reads today, tomorrow and the parts of the day in Cebuano, Hiligaynon, Ilocano and Bikol", () => {
    expect(u("uwan ba sa Cebu karon?").slots).toMatchObject({ place: "cebu", date: "2026-11-28" });
    expect(u("init ba sa Iloilo buas?").slots.date).toBe("2026-11-29");
    expect(u("Ania ti tiempo idiay Vigan inton Disiembre 3?")).toMatchObject({ intent: "weather_info", slots: { date: "2026-12-03" } });
    expect(u("taob sa Siargao ugma?")).toMatchObject({ intent: "tide", slots: { date: "2026-11-29" } });
    const flight = u("Manila to Iloilo Dec 8");
    const context: ChatContext = { lastIntent: flight.intent, slots: flight.slots };
    expect(u("iti bigat koma", context).slots).toMatchObject({ destination: "ILO", timeOfDay: "morning" });
    expect(u("igwa sa aga?", context).slots).toMatchObject({ destination: "ILO", timeOfDay: "morning" });
    expect(u("maysa laeng, siak", context).slots).toMatchObject({ destination: "ILO", adults: 1 });
  });

  it("reads 'balik' with a day as the way back, and with a place as a flight home from where the talk is", () => {
    const out = u("Manila to Bacolod Jan 20");
    expect(u("balik 24", { lastIntent: out.intent, slots: out.slots }).slots).toMatchObject({
      departureDate: "2027-01-20",
      returnDate: "2027-01-24",
    });
    const stay = u("hotel sa Bacolod Jan 20 to 24");
    const memory = { place: "bacolod", date: "2027-01-20", dateTo: "2027-01-24", origin: "MNL" };
    expect(u("balik Manila Sunday sa gabii", { lastIntent: stay.intent, slots: stay.slots, memory })).toMatchObject({
      intent: "flight_search",
      slots: { origin: "BCD", destination: "MNL", departureDate: "2026-11-29", timeOfDay: "evening" },
    });
  });

  it("reads a cheapest-day question in Cebuano as a fare calendar for the month named", () => {
    expect(u("Unsang adlawa ang pinakabarato Cebu-Davao karong Enero?")).toMatchObject({
      intent: "fare_calendar",
      slots: { origin: "CEB", destination: "DVO", month: 1 },
    });
  });

  it("reads a hotel 'the night before' a flight as one night ending on the flight's day", () => {
    const flight = u("Manila to Tokyo Feb 2");
    const memory = { place: "tokyo", date: "2027-02-02" };
    expect(u("hotel near NAIA the night before", { lastIntent: flight.intent, slots: flight.slots, memory }).slots).toMatchObject({
      checkIn: "2027-02-01",
      checkOut: "2027-02-02",
    });
  });
});

describe("what the traveller asks, whatever the words", () => {
  it("asks whether a booking went through as its status, and a misspelt name in Cebuano as a correction", () => {
    expect(u("did my flight booking go through? never got a confirmation").intent).toBe("booking_status");
    expect(u("Sayop ang ngalan sa akong bana sa ticket, ref K7P2QX, Dela Cruz").intent).toBe("manage_booking");
  });

  it("answers the season, viewpoints and access as questions about the place", () => {
    expect(u("Kailan ang pinakamagandang panahon para pumunta ng Siargao?").intent).toBe("destination_info");
    expect(u("sunrise viewpoints in Bohol?").intent).toBe("destination_info");
    expect(u("Is Alona Beach manageable with a wheelchair?").intent).toBe("destination_info");
  });

  it("reads a fee to enter an island as its environmental fee", () => {
    expect(u("how much the fee to enter the island in Boracay?").slots.topic).toBe("environmental_fee");
  });

  it("reads money changing, festival tickets and work papers as things we don't do", () => {
    expect(u("where to exchange dollars in El Nido?").intent).toBe("out_of_scope");
    expect(u("tickets para sa Kadayawan festival?").intent).toBe("out_of_scope");
    expect(u("paano kumuha ng OEC?").intent).toBe("out_of_scope");
    expect(u("flight tickets to Davao for Kadayawan festival aug 15").intent).toBe("flight_search");
  });
});
