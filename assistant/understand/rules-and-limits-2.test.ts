/**
 * Kinds of failure from blind-12's first run (issue 24), each tested with sentences of its own: the part of
 * the day on a tide or a way there, a weekday or a bare weekend beside a dated day, who may fly and what may
 * go in the bags as fare questions, a booking's change in Cebuano and Hiligaynon, when a festival falls, a
 * point in a place of ours, and rentals, tables and tours we do not book.
 */
import { describe, expect, it } from "vitest";
import { findDates } from "./dates.ts";
import { findPlaces } from "./gazetteer.ts";
import { limitAsked } from "./limits.ts";
import { correctText } from "./spelling.ts";
import { normalise } from "./text.ts";
import { understand } from "./understand.ts";
import { talker } from "./talk.fixture.ts";

const now = new Date("2027-03-02T02:00:00Z"); // Tuesday 10:00 in Manila
const read = (m: string) => understand(m, {}, now);

const talk = talker(now, { memory: true });

describe("the part of the day asked beside a tide or a way there", () => {
  it("keeps it on a tide question and on a trip planner question", () => {
    expect(read("low tide sa Moalboal sa Mar 20 ng hapon?").slots).toMatchObject({ timeOfDay: "afternoon" });
    expect(read("high tide in Siargao on the 12th, early morning?").slots.timeOfDay).toBeDefined();
    expect(read("how long is the ferry from Dumaguete to Siquijor at night").slots).toMatchObject({ timeOfDay: "night" });
  });
});

describe("a weekday or a weekend beside a dated day", () => {
  it("reads 'sat mar 20' as the 20th, whatever the weekday's coming date", () => {
    expect(findDates("cebu to davao sat mar 20 back tue mar 23", now).days).toEqual(["2027-03-20", "2027-03-23"]);
    expect(findDates("hotel mar 26 (fri) to mar 28 (sun)", now).days).toEqual(["2027-03-26", "2027-03-28"]);
  });

  it("lets a bare weekend give way to the days named with it, but keeps 'this weekend'", () => {
    expect(findDates("long weekend ng Apr 9, uwi Apr 11", now).days).toEqual(["2027-04-09", "2027-04-11"]);
    expect(findDates("hotel this weekend", now).days).toEqual(["2027-03-06", "2027-03-07"]);
  });

  it("knows Valentine's Day", () => {
    expect(findDates("dinner on valentine's day", new Date("2027-01-20T02:00:00Z")).days).toEqual(["2027-02-14"]);
    expect(findDates("araw ng mga puso sa Tagaytay", new Date("2027-01-20T02:00:00Z")).days).toEqual(["2027-02-14"]);
  });
});

describe("who may fly and what may go in the bags: fare questions, not searches or refusals", () => {
  it("reads a baby on the lap, a baby's age, and a pregnancy in Cebuano as fare rules", () => {
    for (const m of [
      "does an infant ride free on lap? she's 8 months",
      "pwede ba musakay ang 3 weeks old nga bata sa eroplano?",
      "7 months na ko nagburod, makasakay pa ba ko og eroplano?",
      "may bereavement discount ba sa fare? namatayan kami",
    ]) {
      const u = read(m);
      expect(u.intent, m).toBe("fees_info");
      expect(u.slots.topic, m).toBe("fare_rules");
    }
  });

  it("reads a refund when the airline cancels as the fare's rules, and one's own cancelling as a change", () => {
    expect(read("if the flight gets cancelled because of the storm, refundable ba?").slots.topic).toBe("fare_rules");
    expect(read("kung i-cancel ko na lang ang booking ko, may refund?").intent).toBe("manage_booking");
  });

  it("reads medicines in the hand-carry and props in the checked bag as baggage", () => {
    const meds = read("pwede ba ang gamot na syrup sa hand carry?");
    expect(meds.intent).toBe("fees_info");
    expect(meds.slots.topic).toBe("baggage");
    expect(read("can i put a tripod in my check in bag").slots.topic).toBe("baggage");
    expect(limitAsked("where can we find a doctor in cebu")).toBe("health");
  });

  it("reads a pet in the plane's cabin beside a route as the flight, not a cabin to stay in", () => {
    expect(read("davao to cebu mar 15, 1 adult, allowed ba pusa sa cabin?").intent).toBe("flight_search");
    expect(read("cabin in sagada mar 15-17 for 2").intent).toBe("hotel_search");
  });
});

describe("a booking's change, and whose staff", () => {
  it("reads Cebuano and Hiligaynon 'change' and 'move the ... flight' as a reissue", () => {
    for (const m of [
      "ma-usab pa ba ang adlaw sa akong flight? ref 7KQ4MZ, Dimaano",
      "ang balik namon pa-Iloilo, pwede ma-usob sa Mar 30? ref 7KQ4MZ, apelyido Dimaano",
      "please move my sister's departure to Mar 18, booking 7KQ4MZ surname Dimaano",
    ]) {
      const u = read(m);
      expect(u.intent, m).toBe("manage_booking");
      expect(u.slots.action, m).toBe("reissue");
      expect(u.slots.reference, m).toBe("7KQ4MZ");
    }
  });

  it("never takes 'misspelled' or the next sentence's first word for a last name", () => {
    const u = read("My surname is misspelled on the ticket. Ref 7KQ4MZ. Can you fix it?");
    expect(u.intent).toBe("manage_booking");
    expect(u.slots.lastName).toBeUndefined();
  });

  it("reads a search for someone's staff as the search, and our staff asked for as the team", () => {
    const u = read("book 4 pax Cebu to Davao Mar 20 for the governor and his staff");
    expect(u.intent).toBe("flight_search");
    expect(u.slots.adults).toBe(4);
    expect(read("can I talk to your staff please").intent).toBe("contact");
  });

  it("reads 'one-way' with a hyphen as a flight", () => {
    expect(read("One-way Davao to Manila on Mar 25, just me").intent).toBe("flight_search");
  });

  it("counts grown-ups joined with a linker ('isa ka adult kag duha ka senior')", () => {
    expect(read("Iloilo to Manila Mar 10, isa ka adult kag duha ka senior").slots.adults).toBe(3);
  });
});

describe("festivals: when they fall is the guide's, their shows and seats are not ours", () => {
  it("answers when a festival falls with its place", () => {
    const u = read("kanus-a ang Kadayawan karon nga tuig?");
    expect(u.intent).toBe("destination_info");
    expect(u.slots.place).toBe("davao");
    expect(read("MassKara this year, kelan?").intent).toBe("destination_info");
  });

  it("still refuses a schedule of shows or seats", () => {
    expect(read("ano ang schedule ng street dancing sa Dinagyang?").intent).toBe("out_of_scope");
    expect(read("grandstand passes for Panagbenga, can you get us some?").intent).toBe("out_of_scope");
  });
});

describe("a point in a place of ours, kept as written", () => {
  it("keeps a hospital, a mall or a venue named with its city or area", () => {
    expect(read("hotel near Chong Hua Cebu, mar 10-12").slots.near).toMatch(/chong hua/i);
    expect(read("hotel duol sa Robinsons Cybergate Davao, mar 10-12, 2 adults").slots.near).toMatch(/robinsons cybergate/i);
    expect(read("hotel walking distance to the Kadayawan route, Mar 10-12").slots.near).toMatch(/kadayawan route/i);
    expect(read("inn near St. Paul College Dumaguete mar 10-12").slots.near).toMatch(/st\. paul college/i);
  });

  it("does not take a place with a general word for a point", () => {
    expect(read("hotel near Davao City proper mar 10-12").slots.near ?? "").not.toMatch(/proper/);
  });
});

describe("what we do not book", () => {
  it("refuses rentals, a restaurant's table, promo codes, tours of our own and bookings through us", () => {
    for (const m of [
      "can we rent vans in Iloilo for 2 days?",
      "motorbike for rent in Siargao magkano?",
      "pa-book naman ng table for 6 sa isang resto sa Makati",
      "any angkas voucher codes?",
      "do you have tours in Bohol?",
      "may island hopping ba kayo sa Coron?",
      "can I book the Kawasan canyoneering through you?",
      "jet ski sa Boracay, ma-book ko ba dito?",
    ]) {
      expect(read(m).intent, m).toBe("out_of_scope");
    }
  });

  it("still helps with a hotel or a flight asked to be booked here", () => {
    expect(read("ma-book ko ba dito ang hotel sa Iloilo?").intent).toBe("hotel_search");
  });
});

describe("everyday words left as typed, and landmarks and airports by their own names", () => {
  it("keeps Tagalog 'bago' and 'pala' and Cebuano 'apil' and 'human sa'", () => {
    expect(correctText(normalise("bago mag 9am pala"))).toBe("bago mag 9am pala");
    expect(correctText(normalise("i-apil ang bata"))).toContain("apil");
    expect(read("pila ang bayad sa Chocolate Hills? moadto mi human sa Pasko").intent).toBe("fees_info");
    expect(read("I want to talk to a human").intent).toBe("contact");
  });

  it("reads 'how much is the fee at' a landmark as its entrance fee, not a terminal's", () => {
    expect(read("how much is the fee at Chocolate Hills?").slots.topic).toBe("entrance_fee");
    expect(read("magkano ang bayad sa terminal sa Tagbilaran port").slots.topic).toBe("terminal_fee");
    expect(read("magkano environmental fee sa El Nido").slots.topic).toBe("environmental_fee");
  });

  it("finds a guide's landmark named without its kind or as one of two ('Mines View', 'Magellan's Cross')", () => {
    expect(findPlaces("sunrise sa mines view").map((m) => m.place.id)).toEqual(["baguio"]);
    expect(findPlaces("magellan's cross tomorrow").map((m) => m.place.id)).toEqual(["cebu"]);
  });

  it("knows an airport by its own name, and a city corrected to its airport is that airport", () => {
    expect(findPlaces("haneda").map((m) => m.place.iata)).toEqual(["HND"]);
    const [, second] = talk("manila to seoul apr 2 to 6, 2 adults", "tokyo pala, haneda");
    expect(second!.slots).toMatchObject({ origin: "MNL", destination: "HND" });
    expect(read("from Mactan airport to Cebu City by taxi").slots).toMatchObject({ from: "airport-ceb", to: "cebu" });
  });

  it("reads 'what's <place> like' as a question about the place, whatever days come with it", () => {
    expect(read("What's Siquijor like this weekend?").intent).toBe("destination_info");
    expect(read("what's the weather like in Sagada this weekend").intent).toBe("weather_info");
  });
});

describe("a conversation's follow-ups", () => {
  it("takes a count corrected with 'pala' as the party, for the searches after it", () => {
    const [, second, third] = talk("cebu to davao mar 20 umaga, 3 kami", "ay 4 pala", "hotel sa Lanang mar 20-22");
    expect(second!.intent).toBe("flight_search");
    expect(second!.slots.adults).toBe(4);
    expect(third!.slots.adults).toBe(4);
  });

  it("reads 'even earlier, before 7am' as the earliest flights", () => {
    const [, second] = talk("Cebu to Manila sa Mar 20, ako lang", "mas maaga pa, bago mag 7am?");
    expect(second!.intent).toBe("flight_search");
    expect(second!.slots.sort).toBe("earliest");
    expect(second!.slots.timeOfDay).toBeUndefined();
  });

  it("extends a stay to the day said, keeping its first day", () => {
    const [, second] = talk("hotel in Panglao Mar 10 to 12, 2 adults", "can we extend to mar 14?");
    expect(second!.slots).toMatchObject({ checkIn: "2027-03-10", checkOut: "2027-03-14" });
  });

  it("reads a day of the month alone as the day of the trip being talked about", () => {
    const [, second, third] = talk("hotel in El Nido Apr 14-17, 2 adults", "tide on the 15th?", "weather on the 28th?");
    expect(second!.slots.date).toBe("2027-04-15");
    expect(third!.slots.date).toBe("2027-03-28");
  });

  it("flies back on the stay's last day when the flight leaves on its first", () => {
    const [, second] = talk("Siargao hotel Apr 2-5, 2 adults", "flight from Cebu apr 2");
    expect(second!.slots).toMatchObject({ origin: "CEB", departureDate: "2027-04-02", returnDate: "2027-04-05" });
  });
});

describe("more of blind-12's kinds: pets, plans, hedges, hospitals, names, places by their areas", () => {
  it("reads 'pwde dog' as a pet-friendly stay and a pet on a bus trip as the way there", () => {
    expect(read("baguio mar 5-7, pede aso?").slots.amenities).toContain("pet-friendly");
    expect(read("gaano katagal ang bus manila to vigan? pwede ba pusa?").intent).toBe("transport_info");
  });

  it("reads a weather question with a plan in passing as the weather, and a plan with lessons in it as a plan", () => {
    expect(read("maulan ba sa Coron sa April? plano ko mag-dive").intent).toBe("weather_info");
    const u = read("3 day itinerary sa Siargao, may surf lessons at island hopping");
    expect(u.intent).toBe("itinerary");
    expect(u.slots.days).toBe(3);
    expect(read("book us surf lessons in Siargao").intent).toBe("out_of_scope");
  });

  it("does not take a part of the day given as a reason for the flight's", () => {
    const u = read("Cebu to Manila Mar 12, the earliest please, kasi may meeting ako sa hapon");
    expect(u.slots.sort).toBe("earliest");
    expect(u.slots.timeOfDay).toBeUndefined();
  });

  it("reads 'safe b', a hospital nearby and 'first name is wrong'", () => {
    expect(read("safe b maglakad sa Cebu pag gabi?").intent).toBe("safety_info");
    const h = read("may ospital ba malapit sa Panglao?");
    expect(h.intent).toBe("safety_info");
    expect(h.slots.topic).toBe("emergency");
    expect(read("the first name is wrong on our ticket, Jhun should be Jun").intent).toBe("manage_booking");
    expect(read("sige kausapin ko na lang ang tao nyo").intent).toBe("contact");
  });

  it("gives an area named alone its place, for a safety question too", () => {
    const u = read("ligtas ba sa Camp John Hay sa gabi?");
    expect(u.slots.place).toBe("baguio");
    expect(u.slots.area).toBe("Camp John Hay");
  });

  it("reads two places weighed as a question for the guide, not a stay", () => {
    expect(read("is it better to stay in Panglao or Tagbilaran?").intent).toBe("destination_info");
  });

  it("knows Cubao is in Manila and 'bangka' is no booking reference", () => {
    expect(read("bus from Cubao to Vigan ilang oras?").slots).toMatchObject({ from: "manila" });
    expect(read("kailangan pa ba ng booking ng bangka papuntang Apo Island?").slots.reference).toBeUndefined();
  });
});

describe("a typhoon feared in a weather question, an island's fee, and the area a fee is asked for", () => {
  it("reads the weather asked with 'baka may bagyo' as the weather, and a typhoon asked about as safety", () => {
    expect(read("anong panahon sa Siargao sa Mar 12? baka may bagyo").intent).toBe("weather_info");
    expect(read("may bagyo ba sa Siargao sa Mar 12?").intent).toBe("safety_info");
  });

  it("reads 'may fee?' after an island as its environmental fee, and keeps the area asked", () => {
    expect(read("Cebu to Bantayan Island by ferry, may fee ba?").slots.topic).toBe("environmental_fee");
    expect(read("island hopping in Coron, any fee?").slots.topic).not.toBe("environmental_fee");
    expect(read("magkano environmental fee sa Bantayan?").slots).toMatchObject({ place: "cebu", area: "Bantayan Island" });
  });
});
