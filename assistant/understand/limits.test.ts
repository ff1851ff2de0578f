import { describe, expect, it } from "vitest";
import { limitAsked } from "./limits.ts";
import { normalise } from "./text.ts";

const kind = (text: string) => limitAsked(normalise(text));

describe("services we do not give, by kind", () => {
  it("knows a request to book transport, activities or errands we do not sell", () => {
    expect(kind("book me a bus ticket manila to baguio dec 23")).toBe("tickets");
    expect(kind("pnr train tickets to naga available?")).toBe("tickets");
    expect(kind("can you book a dive boat in Anilao for me")).toBe("activities");
    expect(kind("pa-book ng surf lessons sa siargao")).toBe("activities");
    expect(kind("may wedding coordinator ba kayo sa tagaytay")).toBe("activities");
    expect(kind("pa-order naman ng jollibee sa hotel")).toBe("errands");
    expect(kind("nawala luggage ko sa flight, paano mag-claim")).toBe("errands");
    expect(kind("how much grab from naia t3 to makati")).toBe("ride_fares");
    expect(kind("Can you apply my 20% PWD discount to the airfare?")).toBe("discounts");
    expect(kind("how do i get a DFA passport appointment?")).toBe("papers");
    expect(kind("kailangan ko ba ng dengue vaccine bago pumunta ng palawan")).toBe("health");
    expect(kind("car rental in cebu with driver")).toBe("other");
    expect(kind("pa-book nyo na rin kami ng island hopping tour sa coron")).toBe("activities");
    expect(kind("may tickets po ba kayo sa concert sa moa")).toBe("activities");
    expect(kind("magkano po mrt papuntang ayala")).toBe("tickets");
    expect(kind("saan maganda mag-invest ng ipon ko")).toBe("other");
  });

  it("leaves what we do alone: flights, hotels, the way there, a fare's baggage", () => {
    for (const text of [
      "how do I get a bus from Manila to Baguio",
      "book me a flight manila to cebu dec 5",
      "hotel in boracay with pool dec 20-23",
      "ferry from batangas to calapan schedule",
      "magkano baggage sa cebu pacific",
      "is boracay safe to go now?",
      "senior discount sa entrance fee ng underground river?",
      "flight tickets to cebu for the sinulog festival jan 15",
      "how much is the bus to baguio",
    ])
      expect(kind(text), text).toBeUndefined();
  });

  it("knows more services by kind: rides, dining, cargo, venues, agencies, permits, doctors, disease figures, flight tracking", () => {
    expect(kind("pa-book naman ako ng taxi papuntang airport mamaya")).toBe("ride_fares");
    expect(kind("how much is the trike fare from the pier to alona")).toBe("ride_fares");
    expect(kind("pila ang pamasahe sa jeepney gikan carbon pa-ayala")).toBe("ride_fares");
    expect(kind("any vegan restaurants around Legazpi?")).toBe("dining");
    expect(kind("what's a good resto in Iloilo for a family lunch")).toBe("dining");
    expect(kind("can I send a balikbayan parcel to Davao through you")).toBe("cargo");
    expect(kind("magpadala ng box ng mangga sa Manila by air cargo")).toBe("cargo");
    expect(kind("where can we rent a function hall in Bacolod for a reunion")).toBe("other");
    expect(kind("pwede ba mag-book ng tennis court sa BGC")).toBe("other");
    expect(kind("looking for a caregiver agency in Quezon City")).toBe("other");
    expect(kind("can you trace my son's plane, he left Cebu an hour ago")).toBe("other");
    expect(kind("how to renew my driver's license at LTO Cebu")).toBe("papers");
    expect(kind("requirements for a mayor's permit for a sari-sari store")).toBe("papers");
    expect(kind("recommend a pediatrician in Davao please")).toBe("health");
    expect(kind("anong magandang hospital sa Tacloban")).toBe("health");
    expect(kind("may outbreak ba ng measles sa Iloilo?")).toBe("health");
  });

  it("leaves travel that names a health word, a business trip or baggage alone", () => {
    for (const text of [
      "hotel in Iloilo near a hospital, Jan 3 to 5",
      "cebu to davao friday, business trip pang negosyo",
      "may dala akong balikbayan box, ilang kilo ang baggage manila to dubai",
      "is there a senior discount on domestic flights?",
      "seven months pregnant, may I still board a plane to Siargao?",
      "track my booking ref AB12CD",
    ])
      expect(kind(text), text).toBeUndefined();
  });

  it("knows a booking asked after the thing to book ('..., can you book it?')", () => {
    expect(kind("the fast craft from Dumaguete to Siquijor, pwede nyo ba i-book yan?")).toBe("tickets");
    expect(kind("freediving course in Panglao this weekend, could you book?")).toBe("activities");
    expect(kind("can you book a surfing certification class in La Union")).toBe("activities");
  });

  it("knows train timetables and an activity's course price as things we do not sell", () => {
    expect(kind("lrt schedule from Baclaran tonight?")).toBe("tickets");
    expect(kind("kitesurfing lessons sa Bantayan, magkano?")).toBe("activities");
  });

  it("leaves a fee question that names a paper or a river cruise to the fees", () => {
    expect(kind("seaman ako, exempted ba ako sa travel tax kung may OEC?")).toBeUndefined();
    expect(kind("how much is the Cagayan river cruise fee for kids")).toBeUndefined();
    expect(kind("any cruise ships from Cebu to Palawan in April?")).toBe("tickets");
  });

  it("knows booking a church or a reception hall as a venue we do not book, not a hotel's function room", () => {
    expect(kind("pwede nyo ba i-book ang chapel at reception hall sa Tagaytay?")).toBe("other");
    expect(kind("book a hotel with a function room in Cebu, Feb 3 to 5")).toBeUndefined();
  });
});

describe("more services we do not give (issue 24, blind-10's kinds)", () => {
  it("knows a boat or bus we are asked to book, a race sign-up, a doctor's appointment, a trek's 4x4 and permit, a package", () => {
    expect(kind("may bangka ba papuntang Apo Island? pwede nyo i-book?")).toBe("tickets");
    expect(kind("can you book the ferry from Bogo to Camotes")).toBe("tickets");
    expect(kind("register me for the Condura run 21k category")).toBe("activities");
    expect(kind("sign us up for the Siargao triathlon")).toBe("activities");
    expect(kind("paki-schedule po ako sa dentist sa Iloilo")).toBe("health");
    expect(kind("can you arrange the porters and the permit for Mt Apo")).toBe("activities");
    expect(kind("may tour package ba kayo sa Batanes")).toBe("activities");
  });

  it("leaves a mention of those alone when the question is ours", () => {
    for (const text of [
      "hotel near the marathon start in Clark, Feb 20",
      "will it rain in Iloilo tomorrow? I have a check-up there",
      "boat or plane from Puerto Princesa to Coron?",
      "Underground River permit, pano mag-book?",
    ])
      expect(kind(text), text).toBeUndefined();
  });
});
