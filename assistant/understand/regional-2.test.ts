/**
 * Kinds of message the sixth blind set showed the readers missing (decision 029), each in sentences of our
 * own: Waray and Kapampangan words, short names that are also words, a name several places share, sea
 * ports, grown-ups by trade, a single parent, wishes that add up, days written around other words.
 */
import { describe, expect, it } from "vitest";
import type { ChatContext } from "../../contracts/assistant.ts";
import { understand } from "./understand.ts";

// Saturday 28 November 2026, 10:00 in Manila.
const now = new Date("2026-11-28T02:00:00Z");
const u = (m: string, context: ChatContext = {}) => understand(m, context, now);

describe("places", () => {
  it("reads a short name that is also a word as a place only in capitals", () => {
    expect(u("hotel ha Iloilo Dec 4 to 6, usa la nga kwarto").slots).toMatchObject({ place: "iloilo", rooms: 1 });
    expect(u("flights from Manila to the USA on Dec 3").slots.destination).toBe("LAX");
    expect(u("tide sa Bohol Dec 5, mag-swimming la kami").slots.place).toBe("bohol");
  });

  it("chooses among places sharing a name by the other place named", () => {
    expect(u("Puerto Princesa to Sabang by van, how long?").slots).toMatchObject({ from: "puerto-princesa", to: "underground-river" });
    // The shared name as the message's last word.
    expect(u("how long is the van from Puerto Princesa to Sabang").slots).toMatchObject({ to: "underground-river" });
  });

  it("knows the planner's sea ports by the names travellers give them", () => {
    expect(u("ferry gikan sa Sasa pa-Samal, unsa oras?").slots).toMatchObject({ from: "port-davao", to: "samal" });
    expect(u("Surigao port to Dapa, what time is the boat?").slots.to).toBe("port-dapa");
  });

  it("takes a festival as its city's, and its tickets as something we don't sell", () => {
    expect(u("flights to Iloilo for Dinagyang jan 24").slots).toMatchObject({ destination: "ILO", departureDate: "2027-01-24" });
    expect(u("tickets para sa Kadayawan?").intent).toBe("out_of_scope");
    expect(u("weather sa Pulag sa December?").slots.place).toBe("mt-pulag");
  });
});

describe("what is asked", () => {
  it("reads a route with a day as a trip, whatever else the message says", () => {
    expect(u("Uuwi na for good! Doha to Manila Dec 20, ako at 2 anak: 10 at 7").intent).toBe("flight_search");
    expect(u("After the hike, Clark to Cebu Dec 9").intent).toBe("flight_search");
    expect(u("Cebu to Davao jan 6 2 pax 1 way").slots).toMatchObject({ origin: "CEB", destination: "DVO", tripType: "one-way" });
  });

  it("reads a place beside a word of chat, a permit and something to bring on board as what they are", () => {
    expect(u("Siargao surfing, ok ba for beginners?").intent).toBe("destination_info");
    expect(u("Mt Pulag permit, saan kukuha?").intent).toBe("destination_info");
    expect(u("can I bring my golf bag on the plane?").slots.topic).toBe("baggage");
    expect(u("Can I bring my cat on the plane?").intent).toBe("contact");
  });

  it("answers the fee asked first when two are named", () => {
    expect(u("magkano terminal fee sa Mactan, pati travel tax?").slots.topic).toBe("terminal_fee");
    expect(u("travel tax magkano, pati terminal fee sa Mactan?").slots.topic).toBe("travel_tax");
  });

  it("reads moving a booking to a day as a date change to that day", () => {
    expect(u("Can I move my Cebu flight from Dec 7 to Dec 9? ref K2M4PX, last name Uy").slots).toMatchObject({
      action: "reissue",
      departureDate: "2026-12-09",
    });
    expect(u("I need to change my return to Jan 3, ref K2M4PX, Uy").slots).toMatchObject({ action: "reissue", returnDate: "2027-01-03" });
  });
});

describe("parties and wishes", () => {
  it("counts grown-ups by trade, a family room and a single parent", () => {
    expect(u("Bohol hotel Jan 8 to 10, 5 teachers kami").slots.adults).toBe(5);
    expect(u("hotel sa Bacolod Dec 3 to 5, isang family room").slots.rooms).toBe(1);
    expect(u("single mom here w/ 2 kids, Manila to Davao Dec 20").slots).toMatchObject({ adults: 1, children: 2 });
    expect(u("Aku, ing asawa ku at ing anak mi, Clark to Cebu Dec 20").slots.adults).toBe(2);
  });

  it("adds a wish to the ones asked before unless it replaces them", () => {
    const first = u("hotel in Panglao Dec 3 to 5 beachfront");
    const context: ChatContext = { lastIntent: first.intent, slots: first.slots };
    expect(u("with breakfast too", context).slots.amenities).toEqual(["beachfront", "breakfast"]);
    expect(u("pool na lang", context).slots.amenities).toEqual(["pool"]);
  });
});

describe("days", () => {
  it("does not read 'w/' as a week, and reads 'the night of' a day as that one night", () => {
    expect(u("hotel sa Station 1 w/ breakfast, dec 26 3 nights").slots).toMatchObject({ checkIn: "2026-12-26", checkOut: "2026-12-29" });
    expect(u("Cebu hotel near the airport for the night of Dec 20").slots).toMatchObject({ checkIn: "2026-12-20", checkOut: "2026-12-21" });
  });

  it("reads '2nyt' as tonight and 'the 28th' said on the 28th as next month's", () => {
    expect(u("hotel sa Lanang 2nyt").slots).toMatchObject({ checkIn: "2026-11-28", checkOut: "2026-11-29" });
    expect(u("Baguio weather on the 28th?").slots.date).toBe("2026-12-28");
  });

  it("reads the morning in Waray", () => {
    expect(u("Tacloban to Manila Dec 9 ha aga").slots.timeOfDay).toBe("morning");
  });
});

describe("a town's guide", () => {
  it("is the guide flown to through its airport when close by, and none when the nearest is far", async () => {
    const { resolvePlace } = await import("./places.ts");
    expect(resolvePlace("Puerto Princesa")?.areaOfCircuit?.slug).toBe("underground-river-palawan");
    expect(resolvePlace("Manila")?.areaOfCircuit).toBeUndefined();
  });
});

describe("side questions", () => {
  it("reads a route and a day with bags in passing as the flights, and bags asked first or priced as the fee", () => {
    expect(u("Manila to Dubai Jan 9, one way, may extra baggage ba?").intent).toBe("flight_search");
    expect(u("Davao to Manila Dec 4 bringing my surfboard").intent).toBe("flight_search");
    expect(u("extra baggage cebu to davao dec 4 how much").intent).toBe("fees_info");
  });

  it("reads a festival's schedule or tickets as something we don't have, and a table to book as something we don't do", () => {
    // When a festival or its parade falls is its place's guide's (blind-12's round, decision 029); its schedule of shows is not ours.
    expect(u("kelan ang Panagbenga parade?").intent).toBe("destination_info");
    expect(u("anong schedule ng Panagbenga parade?").intent).toBe("out_of_scope");
    expect(u("book us a table in Boracay for dinner").intent).toBe("out_of_scope");
  });

  it("keeps a place and its second name as one place", () => {
    expect(u("Stay in Sabang near the Underground River, Dec 3 one night").intent).toBe("hotel_search");
    expect(u("flights to Cebu for Sinulog, from Manila jan 15").slots).toMatchObject({ origin: "MNL", destination: "CEB" });
  });
});

describe("more kinds from the sixth set", () => {
  it("reads 'usa la ako' and 'for me' as one traveller, and 'yung aga' as the morning", () => {
    expect(u("flight Tacloban to Cebu Dec 9, usa la ako").slots.adults).toBe(1);
    expect(u("Manila to Seoul Dec 9, economy for me").slots.adults).toBe(1);
    const flight = u("Tacloban to Manila Dec 9");
    expect(u("yung aga la", { lastIntent: flight.intent, slots: flight.slots }).slots.timeOfDay).toBe("morning");
  });

  it("asks a place question when 'worth a day' or 'how many hours for the visit' sits beside a way there", () => {
    expect(u("How far is Oslob from Moalboal? Worth a day?").intent).toBe("destination_info");
    expect(u("Chocolate Hills, how many hours for the visit?").intent).toBe("destination_info");
    expect(u("is Bohol ok with a baby?").intent).toBe("destination_info");
  });

  it("answers safety about the place asked first, and the alert level as an advisory", () => {
    expect(u("is Cebu safe? my parents in Davao are worried").slots.place).toBe("cebu");
    expect(u("Taal alert level?").slots.topic).toBe("advisory");
  });

  it("keeps the search when a card is picked", () => {
    const flight = u("Clark to Cebu Jan 9");
    expect(u("the second one", { lastIntent: flight.intent, slots: flight.slots })).toMatchObject({
      intent: "flight_search",
      slots: { origin: "CRK", destination: "CEB" },
    });
  });

  it("reads a shipping line's berths, a day tour's price, tour slots and a food delivery as things we don't do", () => {
    expect(u("pa-book ng OceanJet ticket Cebu to Bohol").intent).toBe("out_of_scope");
    expect(u("Apo Island day tour from Dauin, magkano?").intent).toBe("out_of_scope");
    expect(u("Tour C sa El Nido, pa-reserve ng 2 slots").intent).toBe("out_of_scope");
    expect(u("pwede mag-order ng pizza delivery sa hotel?").intent).toBe("out_of_scope");
  });

  it("reads 'tyd' as the tide", () => {
    expect(u("tyd sa Coron dec 10?").intent).toBe("tide");
  });
});

describe("kinds from the seventh set", () => {
  it("reads a weekday said with its date as one day, and 'uli' as the way back", () => {
    expect(u("mnl-ceb fri dec 4 balik sun dec 6").slots).toMatchObject({ departureDate: "2026-12-04", returnDate: "2026-12-06" });
    const out = u("Manila to Bohol Dec 22");
    expect(u("uli Dec 28", { lastIntent: out.intent, slots: out.slots }).slots).toMatchObject({ returnDate: "2026-12-28" });
  });

  it("reads a date change with 'imbes na' as the first day, and 'pa-change ng date' as a date change", () => {
    expect(u("pa-change ng date ng flight ko, ref K2M4PX, Uy. Gawing Dec 9 imbes na Dec 8").slots).toMatchObject({
      action: "reissue",
      departureDate: "2026-12-09",
    });
  });

  it("reads '2+2', 'kids both 3', 'my mum', 'ubos 1,500' and a weekday with pm", () => {
    expect(u("hotel in Cebu Dec 5 to 7, 2+2 (4yo twins)").slots).toMatchObject({ adults: 2, children: 2 });
    expect(u("hotel in Bohol Dec 5 to 7, 2 adults and 2 kids both 5").slots.childrenAges).toEqual([5, 5]);
    expect(u("Manila to Cebu Dec 9 for me and my mum").slots.adults).toBe(2);
    expect(u("Iloilo to Manila Jan 3, ubos 1,500 lang").slots.maxPrice).toEqual({ amount: 150000, currency: "PHP" });
    expect(u("cebu-mnl fri pm").slots.timeOfDay).toBe("afternoon");
    expect(u("Cebu to Davao Dec 7, yung pinakaunang flight").slots.sort).toBe("earliest");
  });

  it("reads a typhoon over 'safe', a gale warning as safety, and one place named twice as one", () => {
    expect(u("Siargao safe now? may bagyo?").slots.topic).toBe("signal");
    expect(u("naay gale warning karon sa Bohol? ma-cancel ba ang boats?").intent).toBe("safety_info");
    expect(u("Tagaytay overnight Fri to Sat, 2 adults, tanaw ang Taal").intent).toBe("hotel_search");
    expect(u("may envi fee ba sa Siargao?").slots.topic).toBe("environmental_fee");
  });
});

describe("follow-ups from the seventh set", () => {
  it("acts on a booking with the reference and last name given earlier in the conversation", () => {
    const look = u("status ng booking K7P2QX, apelyido Salazar");
    expect(u("pwede ba ilipat sa Dec 15?", { lastIntent: look.intent, slots: look.slots }).slots).toMatchObject({
      reference: "K7P2QX",
      lastName: "Salazar",
      action: "reissue",
    });
  });

  it("replaces the end of the trip a lone airport lies nearer to", () => {
    const trip = u("Manila to Siargao Dec 12");
    const context: ChatContext = { lastIntent: trip.intent, slots: trip.slots };
    expect(u("clark na lang", context).slots).toMatchObject({ origin: "CRK", destination: "IAO" });
    expect(u("how about Cebu?", context).slots).toMatchObject({ origin: "MNL", destination: "CEB" });
  });

  it("reads 'how go' as the way there", () => {
    expect(u("Dumaguete to Dauin how go?").intent).toBe("transport_info");
  });
});

describe("where to, said outright", () => {
  it("keeps a place said as where to as the destination, whatever lies nearer", () => {
    const trip = u("Cotabato to Manila Dec 10");
    expect(u("ay Cebu pala ang punta namin", { lastIntent: trip.intent, slots: trip.slots }).slots).toMatchObject({
      origin: "CBO",
      destination: "CEB",
    });
  });
});

describe("Chavacano", () => {
  it("reads its days, numbers, from and to, months and nights", () => {
    expect(u("flight de Zamboanga para Manila diciembre 20, dos adultos y un nino de 5").slots).toMatchObject({
      origin: "ZAM",
      destination: "MNL",
      departureDate: "2026-12-20",
      adults: 2,
    });
    expect(u("hotel na Boracay 3 noche desde mañana").slots).toMatchObject({ checkIn: "2026-11-29", checkOut: "2026-12-02" });
    expect(u("Con una infant de 9 meses, ZAM-CEB dec 20").slots.infants).toBe(1);
  });

  it("reads its best-month question, a date change and a boat ticket for what they are", () => {
    expect(u("Cuando man el mejor mes para Siargao?").intent).toBe("destination_info");
    const look = u("status del booking K7P2QX, apelyido Lim");
    expect(u("quiere kame cambia para Dec 22", { lastIntent: look.intent, slots: look.slots }).slots).toMatchObject({
      action: "reissue",
      departureDate: "2026-12-22",
    });
    expect(u("ka mo vende ticket de lancha para Basilan?").intent).toBe("out_of_scope");
  });
});

describe("more honest limits", () => {
  it("reads a passport renewal, motion-sickness tablets, a delivery and grandstand seats as things we don't do", () => {
    expect(u("pwede nyo i-renew ang passport ko?").intent).toBe("out_of_scope");
    expect(u("what tablet for motion sickness on the van to El Nido?").intent).toBe("out_of_scope");
    expect(u("pa-deliver ng cake sa hotel namin sa Cebu").intent).toBe("out_of_scope");
    expect(u("book us grandstand seats for the Sinulog parade").intent).toBe("out_of_scope");
  });
});
