/**
 * Kinds of message the third blind set showed the readers missing (decision 029), each in sentences of our
 * own: a day with its part of the day, weekdays as people shorten them, one night said as "overnight",
 * parties said in words, cheap words as a sort.
 */
import { describe, expect, it } from "vitest";
import type { ChatContext } from "../../contracts/assistant.ts";
import { remember } from "./memory.ts";
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

describe("conversations across kinds of question", () => {
  /** The turns in order, each reading the context the previous left (as the engine keeps it). */
  const talk = (...messages: string[]) => {
    let context: ChatContext = {};
    return messages.map((m) => {
      const r = understand(m, context, now);
      context = { lastIntent: r.intent, slots: r.slots, memory: remember(context.memory, r.slots) };
      return r;
    });
  };

  it("takes a stay's dates as a flight's there and back ('same dates')", () => {
    const [, flight] = talk("hotel sa coron dec 27-30 4 pax", "flights from manila same dates");
    expect(flight.slots).toMatchObject({
      origin: "MNL",
      destination: "USU",
      departureDate: "2026-12-27",
      returnDate: "2026-12-30",
      tripType: "round-trip",
    });
  });

  it("reads 'flight back sunday instead' after a hotel as the return, the trip's first day kept", () => {
    const [, , back] = talk("cebu to davao dec 2, back dec 4", "hotel in davao for those nights", "flight back sunday instead");
    expect(back.slots).toMatchObject({ departureDate: "2026-12-02", returnDate: "2026-12-06", tripType: "round-trip" });
  });

  it("takes 'sige jan 20 na lang' after a fare calendar as the flights that day, and 'tulugan' as a stay", () => {
    const [, day, stay] = talk("kelan mura cebu to manila sa january", "sige jan 20 na lang", "murang tulugan sa manila jan 20-22");
    expect(day.intent).toBe("flight_search");
    expect(day.slots).toMatchObject({ origin: "CEB", destination: "MNL", departureDate: "2027-01-20" });
    expect(stay.intent).toBe("hotel_search");
    expect(stay.slots).toMatchObject({ checkIn: "2027-01-20", checkOut: "2027-01-22", sort: "cheapest" });
  });
});

describe("questions about a place", () => {
  it("reads whether a place suits someone, or is enough for some days, as a question about the place", () => {
    expect(u("is coron ok for a 4 year old?").intent).toBe("destination_info");
    expect(u("2 days in bohol enough?").intent).toBe("destination_info");
    expect(u("is el nido too hard for seniors, lots of walking?").intent).toBe("destination_info");
    expect(u("plan 3 days in bohol").intent).toBe("itinerary");
  });
});

describe("the way there", () => {
  it("reads 'X mula Y' as from Y to X, and 'Caticlan airport' as the airport", () => {
    expect(u("paano pumunta ng sagada mula baguio?").slots).toMatchObject({ from: "baguio", to: "sagada" });
    expect(u("from caticlan airport to boracay, how?").slots.from).toBe("airport-mph");
  });

  it("takes 'there from the airport' as from the airport of the area last asked about, to that area", () => {
    let context: ChatContext = {};
    for (const m of ["hotel in moalboal dec 12-16 just me", "how do i get there from the airport"]) {
      const r = understand(m, context, now);
      context = { lastIntent: r.intent, slots: r.slots, memory: remember(context.memory, r.slots) };
    }
    expect(context.slots).toMatchObject({ from: "airport-ceb", to: "moalboal" });
  });

  it("asks about the area said before when the place is not named again ('tide didto?')", () => {
    let context: ChatContext = {};
    let last = understand("hotel sa bantayan dec 26-28", context, now);
    context = { lastIntent: last.intent, slots: last.slots, memory: remember(context.memory, last.slots) };
    last = understand("tide didto sa dec 27?", context, now);
    expect(last.slots).toMatchObject({ place: "cebu", area: "Bantayan Island", date: "2026-12-27" });
  });
});

describe("more kinds (blind-2, a tuning set)", () => {
  it("keeps a medical mission's flight a flight, and Bisaya 'duha' a number, not Doha", () => {
    expect(u("doctors team of 6, cebu to tacloban dec 10").intent).toBe("flight_search");
    expect(u("medical mission group, manila to cotabato dec 9, 12 pax").intent).toBe("flight_search");
    expect(u("duha mi padung davao").slots.destination).not.toBe("DOH");
  });

  it("takes the airport named for a terminal fee, and a route with a one-way flight over a ship", () => {
    expect(u("magkano terminal fee sa davao airport?").slots).toMatchObject({ topic: "terminal_fee", origin: "DVO" });
    expect(u("one way cebu to manila dec 8, sasakay ng barko after").intent).toBe("flight_search");
  });

  it("reads how long between two places as the way there, and which airport as a question about a place", () => {
    expect(u("cebu city to moalboal by bus, ilang oras?").intent).toBe("transport_info");
    expect(u("which airport is nearest to el nido?").intent).toBe("destination_info");
  });

  it("reads a stay from a nightly price or amenities with days, without the word hotel", () => {
    const r = u("somewhere in siargao dec 3 to 10 with wifi, under 2k a night");
    expect(r.intent).toBe("hotel_search");
    expect(r.slots).toMatchObject({ checkIn: "2026-12-03", checkOut: "2026-12-10", amenities: ["wifi"] });
  });

  it("reads Bisaya parts of the day and 'less pricey'", () => {
    expect(u("cebu to davao dec 9 buntag").slots.timeOfDay).toBe("morning");
    expect(u("anything less pricey in boracay dec 9 to 11 hotel").slots.sort).toBe("cheapest");
  });
});

describe("families said in more ways", () => {
  it("counts toddlers and grandchildren as children, a newborn in weeks as a baby, and twins of an age as two", () => {
    expect(u("hotel sa bacolod dec 3 to 5, 2 adults at 1 toddler").slots).toMatchObject({ adults: 2, children: 1 });
    expect(u("manila to cebu dec 9, 2 weeks old na baby, kaming mag-asawa").slots).toMatchObject({ adults: 2, infants: 1 });
    expect(u("cebu to manila dec 9, 2 adults 2 kids, twins 7 years old").slots).toMatchObject({ children: 2, childrenAges: [7, 7] });
  });

  it("reads a grandparent or parent travelling with one child, in Taglish and Bisaya", () => {
    expect(u("ako at anak ko na 6 years old, cebu to davao dec 3").slots).toMatchObject({ adults: 1, children: 1, childrenAges: [6] });
    expect(u("uban nako akong apo, 9 anyos, hotel sa iloilo dec 3 hangtod 5").slots).toMatchObject({
      adults: 1,
      children: 1,
      checkIn: "2026-12-03",
      checkOut: "2026-12-05",
    });
  });
});

describe("kinds from blind-4 (a tuning set), in sentences of our own", () => {
  it("reads 'anong araw mura', Bisaya 'unsang adlawa barato' and 'price calendar' with a month as the fare calendar", () => {
    expect(u("anong araw mura manila to cebu sa march?").slots).toMatchObject({ month: 3 });
    expect(u("anong araw mura manila to cebu sa march?").intent).toBe("fare_calendar");
    expect(u("unsang adlawa barato ang plete davao to manila sa marso?").intent).toBe("fare_calendar");
  });

  it("keeps a flight a flight when the traveller says they go back to work, or the cheapest way to fly", () => {
    expect(u("cebu to doha feb 3 one way, balik trabaho").intent).toBe("flight_search");
    expect(u("what's the cheapest way to fly from davao to cebu on friday").intent).toBe("flight_search");
  });

  it("counts Bisaya 'duha mi ka tawo' and a baby 'namin' in months", () => {
    expect(u("naa bay flight cebu to davao dec 9? duha mi ka tawo").slots.adults).toBe(2);
    expect(u("davao to manila dec 5, 2 adults + baby namin 9 months").slots.infants).toBe(1);
  });

  it("answers hand-carry weight as baggage, a fee included in a ticket as the fee, and a discount on a fee as the fee", () => {
    expect(u("7kg lang ba hand carry sa promo?").slots.topic).toBe("baggage");
    expect(u("kasama na ba sa ticket ang terminal fee sa naia?").intent).toBe("fees_info");
    expect(u("senior discount sa entrance fee ng underground river?").intent).toBe("fees_info");
  });

  it("reads safety 'for tourists', wheelchair access to a place, ground transport words, issued tickets, greetings and rentals", () => {
    expect(u("is bohol safe for tourists now?").intent).toBe("safety_info");
    expect(u("is the el nido tour ok for seniors in wheelchair?").intent).toBe("destination_info");
    expect(u("moalboal 2 oslob transpo?").intent).toBe("transport_info");
    expect(u("na-issue na ba ticket ko?").intent).toBe("booking_status");
    expect(u("Mali po spelling ng pangalan ko sa ticket").intent).toBe("manage_booking");
    expect(u("yo whats up").intent).toBe("small_talk");
    expect(u("can you rent me a motorbike in siargao").intent).toBe("out_of_scope");
  });
});

describe("stays and same-day cancellations", () => {
  it("reads one place, a range of days and a party or stars as a stay", () => {
    expect(u("la union dec 12-14, 8 pax").intent).toBe("hotel_search");
    expect(u("station 2 boracay 3 star, dec 20-23").slots).toMatchObject({ stars: 3, checkIn: "2026-12-20", checkOut: "2026-12-23" });
    expect(u("manila dec 12-14 weather").intent).toBe("weather_info");
  });

  it("reads cancelling a booking made earlier today as a void, and an older one as a refund", () => {
    expect(u("cancel ko na flight, ref 4LMN8Q, Reyes, kakabook ko lang kaninang umaga").slots.action).toBe("void");
    expect(u("cancel my booking K7Q2ZM, Cruz, booked last week").slots.action).toBe("refund");
  });
});
