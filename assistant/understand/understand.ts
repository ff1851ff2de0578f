/**
 * The understanding step of the built-in engine: one message and the conversation's context → an
 * intent and its slots, with no I/O. The message is read in one pass, each reader taking what it
 * understood out of the text before the next: booking reference and name, spelling, day shifts
 * ("the day after"), counts and budgets, dates, places, closed choices; then the intent from strong
 * rules or the classifier. A follow-up ("cheaper?", "for 3 instead", "e sa Cebu?") or an answer to the
 * question the engine asked (`context.awaiting`) is merged into the previous turn's slots.
 */
import { CHAT_MESSAGE_MAX, type ChatContext, type ChatIntent, type ChatSlots, type Understanding } from "../../contracts/assistant.ts";
import { bareLastName, findBooking } from "./booking-refs.ts";
import { fromChavacano } from "./chavacano.ts";
import { classify } from "./classifier.ts";
import { findFareFamily } from "./fare-families.ts";
import { addDays, findDates, findNights } from "./dates.ts";
import { findPlaces, placeById } from "./gazetteer.ts";
import { isWeak, ruleIntent } from "./intent-rules.ts";
import { findQuantities } from "./quantities.ts";
import { findTimeOfDay } from "./time-of-day.ts";
import { keepFor, placeRoles } from "./slots.ts";
import { correctText } from "./spelling.ts";
import { asksForStay, nearPointOfKind, readHotelPlaces, takeHotelWishes } from "./hotel-qualifiers.ts";
import { carryOver, recall } from "./memory.ts";
import { normalise, takeAll } from "./text.ts";
import { findChoices } from "./topics.ts";
import { travellerRuleAsked } from "./traveller-rules.ts";
import { pickedIndex } from "./picks.ts";
import {
  ANAPHOR,
  BEFORE_HOUR,
  EXTEND,
  FLIGHT_WORDS,
  FOLLOW_UP_CUE,
  GOING_TO,
  HOTEL_WORDS,
  OWN_BOOKING,
  PLACE_ASKED,
  REASON,
  REFINEMENT,
  REPLACES,
  RETURN_CUE,
} from "./cues.ts";
import { fromAirport, inOrder, NIGHT_BEFORE, nearerEnd, SHIFTS, shifted } from "./trip-details.ts";

export { missingSlots, nextContext } from "./slots.ts";
import { dayOfTheTrip, fresh, type Reading } from "./reading.ts";

const BOOKING: ChatIntent[] = ["booking_status", "manage_booking"];

/** A fare's rules asked about in so many words ("what are the fare rules on my ticket?"). */
const RULES_ASKED = /\b(?:fare (?:rules?|conditions)|what are the rules)\b/;

function read(message: string, now: Date): Reading {
  const raw = message.slice(0, CHAT_MESSAGE_MAX);
  // Codes typed in capitals ("TAG"), and short names that are words unless typed so ("USA", "LA").
  const capitals = new Set([...(raw.match(/\b[A-Z]{3}\b/g) ?? []), ...(raw.match(/\b[A-Z]{2,4}\b/g) ?? []).map((w) => w.toLowerCase())]);
  const normal = normalise(raw);
  const booking = findBooking(raw, normal);
  let text = correctText(booking.rest);
  let shift: number | undefined;
  for (const [re, n] of SHIFTS) {
    text = takeAll(text, re, () => {
      shift ??= n;
    });
  }
  // Nights first: "isang gabi", "1 nyt" are a stay's length, not one traveller.
  const early = findNights(text);
  text = early.rest;
  const wishes = takeHotelWishes(text);
  text = wishes.rest;
  const q = findQuantities(text);
  const d = findDates(q.rest, now);
  text = d.rest;
  const stay = readHotelPlaces(text, findPlaces(text, capitals), normal);
  const mentions = stay.mentions;
  const roles = placeRoles(text, mentions);
  const choices = findChoices(text);
  // "does my 10 month old pay a fare?": the rule is asked about the traveller the party reader took out.
  if (!choices.topic && travellerRuleAsked(normal)) choices.topic = "fare_rules";
  // A hotel's cancellation policy is the hotel's, not a fare's.
  if (choices.topic === "fare_rules" && HOTEL_WORDS.test(text)) delete choices.topic;
  const fareFamily = findFareFamily(booking.rest);
  // A fare's rules or baggage, asked about a fare rather than about a booking of the traveller's own.
  // "what are the fare rules on my ticket?" asks what the rules are, not for a change.
  const rulesAsked = booking.reference === undefined && RULES_ASKED.test(normal);
  const fareQuestion =
    booking.reference === undefined &&
    (!OWN_BOOKING.test(normal) || rulesAsked) &&
    (fareFamily !== undefined || choices.topic === "fare_rules" || choices.topic === "baggage");
  const feeTopic =
    choices.topic !== undefined &&
    !["signal", "emergency", "advisory"].includes(choices.topic) &&
    (choices.topic !== "fare_rules" || fareQuestion);
  const signalsText = mentions.reduceRight((t, m) => t.slice(0, m.index) + " ".repeat(m.end - m.index) + t.slice(m.end), text);
  const rule = ruleIntent({
    raw: raw.toLowerCase(),
    text: signalsText.replace(/\s+/g, " ").trim(),
    places: roles.alternatives ? 1 : roles.all.length,
    hasReference: booking.reference !== undefined,
    hasAction: booking.action !== undefined,
    asksChange:
      /\b(?:refunds?|void|re-?book\w*|re-?issue|palit (?:date|petsa)|change (?:the |my |our )?(?:(?:return|departure|travel|flight) )?date)\b/.test(
        text,
      ) ||
      (choices.topic === "fare_rules" && OWN_BOOKING.test(normal) && !rulesAsked),
    hasDays: q.days !== undefined,
    hasNights: (early.nights ?? d.nights) !== undefined,
    hasFeeTopic: feeTopic,
    fareQuestion,
    monthOnly: d.month !== undefined && d.days.length === 0,
    hasAges: q.ages !== undefined || q.childrenAges !== undefined,
    hasDates: d.days.length > 0,
  });
  // "earliest, before 8am": the earliest first says it; the hour is no part of the day of its own.
  // "the earliest, kay may check-up siya sa hapon": a part of the day said as the reason is not the flight's.
  const sorted = choices.sort === "earliest" || choices.sort === "latest";
  const timeOfDay = findTimeOfDay(sorted ? normal.replace(BEFORE_HOUR, " ").replace(REASON, " ") : normal);
  const slots: ChatSlots = {
    ...choices,
    ...(fareFamily ? { fareFamily } : {}),
    ...(fareFamily && !choices.topic ? { topic: "fare_rules" as const } : {}),
    ...(q.ages ? { ages: q.ages } : {}),
    ...(q.childrenAges ? { childrenAges: q.childrenAges } : {}),
    ...(timeOfDay ? { timeOfDay } : {}),
    ...(booking.reference ? { reference: booking.reference } : {}),
    ...(booking.lastName ? { lastName: booking.lastName } : {}),
    ...(booking.action ? { action: booking.action } : {}),
    ...(q.adults ? { adults: q.adults } : {}),
    ...(q.children ? { children: q.children } : {}),
    ...(q.infants ? { infants: q.infants } : {}),
    ...(q.rooms ? { rooms: q.rooms } : {}),
    ...(q.days ? { days: q.days } : {}),
    ...(q.maxPrice ? { maxPrice: q.maxPrice } : {}),
    ...(d.month ? { month: d.month } : {}),
    ...(stay.area ? { area: stay.area } : {}),
    ...(stay.near ? { near: stay.near } : {}),
    ...(wishes.stars ? { stars: wishes.stars } : {}),
    ...(wishes.amenities ? { amenities: wishes.amenities } : {}),
  };
  let intent = rule;
  let confidence = 0.9;
  if (!intent) {
    const nb = classify(signalsText);
    if (nb.known > 0 && nb.confidence >= 0.3) {
      intent = nb.intent;
      confidence = nb.confidence;
    } else confidence = 0.3;
    // "Coron diving, old people OK?": a word of chat beside a place is a question about the place.
    if (intent === "small_talk" && roles.all.length > 0) intent = "destination_info";
  }
  const weak = rule !== null && ["booking_status", "flight_search", "itinerary"].includes(rule) && isWeak(rule, signalsText);
  const stayDetails = Boolean(stay.area || stay.near || wishes.stars || wishes.amenities || d.days.length || q.adults || q.rooms);
  if (asksForStay(intent, weak || rule === null, normal, stayDetails)) intent = "hotel_search";
  // No word for a hotel, but a stay's details: a price a night, or amenities, with days ("a month in Siargao,
  // Jan 4 to Feb 1, good wifi, under ₱2,500 a night", "find me a place Jan 3 to Feb 1 with a gym").
  const nightly = /\b(?:a|per|kada|isang|every) (?:night|gabi)\b|\/ ?(?:night|nyt|gabi)\b/.test(normal);
  // One place, a range of days and who goes, or stars or an area: a stay ("la union dec 12-14, 8 pax",
  // "station 1 boracay 4 star, dec 24-27").
  const stayLike = d.range && roles.all.length === 1 && Boolean(q.adults || wishes.stars || stay.area || stay.near);
  if (
    intent !== "hotel_search" &&
    (rule === null || intent === "destination_info" || intent === "weather_info") &&
    (nightly || wishes.amenities || stayLike) &&
    d.days.length > 0 &&
    !FLIGHT_WORDS.test(normal) &&
    // "What's Moalboal like for a weekend?": a question about the place, whatever days come with it.
    !(intent === "destination_info" && PLACE_ASKED.test(normal)) &&
    // "weather in Sagada this weekend": an area and days alone do not make a weather question a stay.
    !(intent === "weather_info" && !nightly && !wishes.amenities && !q.adults && !wishes.stars && !stay.near)
  )
    intent = "hotel_search";
  return {
    intent,
    fromClassifier: rule === null,
    ...(stay.place ? { hotelPlace: stay.place } : {}),
    // A route with its two ends and a day ("mnl-ceb dec 11") is a flight however few words it has.
    weakRule:
      rule !== null &&
      ["booking_status", "flight_search", "itinerary"].includes(rule) &&
      isWeak(rule, signalsText) &&
      !(rule === "flight_search" && roles.origin !== undefined && roles.destination !== undefined && d.days.length > 0),
    confidence,
    slots,
    roles,
    days: d.days,
    range: d.range,
    nights: early.nights ?? d.nights,
    ...(q.weeks ? { weeks: q.weeks } : {}),
    ...(d.until ? { until: d.until } : {}),
    shift,
    ...(NIGHT_BEFORE.test(normal) ? { nightBefore: true } : {}),
    count: q.count,
    ...(q.companions ? { companions: q.companions } : {}),
    ...(q.amongParty ? { amongParty: true } : {}),
    cue: FOLLOW_UP_CUE.test(normal),
    anaphor: ANAPHOR.test(normal),
    returnCue: RETURN_CUE.test(normal),
    message,
  };
}

/** Merges a follow-up's slots into the previous turn's. */
function merge(intent: ChatIntent, previous: ChatSlots, r: Reading, awaiting?: keyof ChatSlots): ChatSlots {
  let base: ChatSlots = { ...previous };
  if (r.shift) base = shifted(base, r.shift);
  const lone =
    (intent === "flight_search" || intent === "fare_calendar") && r.roles.single && !awaiting && !GOING_TO.test(r.message.toLowerCase());
  const now = lone ? nearerEnd(fresh(intent, r, awaiting), previous) : fresh(intent, r, awaiting);
  if (intent === "flight_search" && r.days.length === 1 && !r.range && r.returnCue && !awaiting) {
    delete now.departureDate;
    now.returnDate = r.days[0];
    now.tripType = "round-trip";
  }
  // "make it the earliest one" after "morning": the first flight of the day, not the first of the morning.
  if (intent === "flight_search" && (now.sort === "earliest" || now.sort === "latest") && !now.timeOfDay) delete base.timeOfDay;
  // "w/ 2 frens" after a search: the party searched and the companions; "one of us is a kid": a grown-up fewer.
  const before = previous.adults;
  if (r.companions && before !== undefined) now.adults = Math.min(before + r.companions, 30);
  if (r.amongParty && before !== undefined && now.children && r.slots.adults === undefined)
    now.adults = Math.max(1, before - now.children - (now.infants ?? 0));
  // "near the airport pls" after a stay was searched: that destination's airport.
  if (intent === "hotel_search" && !now.near && previous.place) {
    const point = nearPointOfKind(normalise(r.message), placeById(previous.place)?.hotel);
    if (point) now.near = point;
  }
  // "2 nights lang pala", "make it 4 nights": the stay keeps its day and takes that length.
  if (intent === "hotel_search" && r.nights && !now.checkIn && previous.checkIn) now.checkOut = addDays(previous.checkIn, r.nights);
  // "extend to Feb 3", "i-extend hanggang 5": the stay keeps its first day and ends on the day said.
  if (
    intent === "hotel_search" &&
    EXTEND.test(normalise(r.message)) &&
    r.days.length === 1 &&
    previous.checkIn &&
    r.days[0]! > previous.checkIn
  ) {
    now.checkIn = previous.checkIn;
    now.checkOut = r.days[0]!;
  }
  if (intent === "hotel_search" && now.checkIn && !now.checkOut && previous.checkIn && previous.checkOut) {
    const nights = Math.round((Date.parse(previous.checkOut) - Date.parse(previous.checkIn)) / 86_400_000);
    now.checkOut = addDays(now.checkIn, nights);
  }
  // "with breakfast po", "infinity pool too?": a wish adds to those asked before, unless it replaces them.
  if (
    intent === "hotel_search" &&
    now.amenities &&
    base.amenities &&
    !/\b(?:instead|na lang|nalang|lang pala|only|lang)\b/.test(normalise(r.message))
  )
    now.amenities = [...new Set([...base.amenities, ...now.amenities])];
  // Another subject ("terminal fee sa Caticlan?" after "refund policy Sulit"): the previous one's details go.
  if (now.topic && now.topic !== base.topic) {
    for (const k of ["fareFamily", "ages", "origin", "destination"] as const) if (intent === "fees_info") delete base[k];
  }
  // A new day asked about replaces the previous range ("and on Sunday?" after "this weekend").
  if (now.date && !now.dateTo) delete base.dateTo;
  if (awaiting === "lastName" && !now.lastName && !now.reference) {
    const name = bareLastName(r.message);
    if (name) now.lastName = name;
  }
  return keepFor(intent, { ...base, ...now });
}

/** Questions asked between a search and a change to it ("any typhoon there?", "malamig ba dun?"). */
const INTERLUDES: ChatIntent[] = ["safety_info", "weather_info", "tide", "destination_info", "transport_info", "fees_info"];

/**
 * A short change to the search made before a question of another kind ("make it Dec 13 instead", "2 nights
 * na lang pala" after a weather question): that search again, from the conversation's memory, with the change.
 * A number of nights is a stay's; another day is the flight's when a flight was searched, else the stay's.
 */
function backToSearch(r: Reading, prev: ChatIntent | undefined, context: ChatContext): Understanding | null {
  const memory = context.memory;
  if (!prev || !INTERLUDES.includes(prev) || !memory?.date) return null;
  if (r.message.trim().split(/\s+/).length > 8 || r.roles.all.length > 0 || (r.intent !== "small_talk" && !r.fromClassifier && !r.weakRule))
    return null;
  const nightsOnly = r.nights !== undefined && r.days.length === 0;
  // A day said in place of the search's ("instead", "na lang"), or the way back's; "eh sa lunes?" asks the last question again.
  const newDay = r.days.length > 0 && (REPLACES.test(normalise(r.message)) || r.returnCue);
  if (!nightsOnly && !newDay) return null;
  const intent: ChatIntent = nightsOnly || !memory.origin ? "hotel_search" : "flight_search";
  const slots = recall(intent, fresh(intent, r), memory, r.nights);
  if (intent === "flight_search" && memory.timeOfDay && !slots.timeOfDay) slots.timeOfDay = memory.timeOfDay;
  return { intent, slots: fromAirport(intent, slots, r.message), confidence: Math.max(r.confidence, 0.7), followUp: true };
}

/**
 * "kag pauli Dec 24 sa aga", "back home on the 27th" right after a stay, in a trip that began with a flight:
 * the flight home, from the stay's place to where the trip began, that day.
 */
function homeward(r: Reading, context: ChatContext): Understanding | null {
  const memory = context.memory;
  if (!memory?.origin || !memory.place || !r.returnCue || r.days.length !== 1 || r.range || r.roles.all.length > 0) return null;
  if (r.intent && r.intent !== "hotel_search" && r.intent !== "flight_search" && !r.fromClassifier && !r.weakRule) return null;
  // "flight back friday instead" names the flight: the trip's round trip (below), not this.
  const text = normalise(r.message);
  if (r.message.trim().split(/\s+/).length > 8 || HOTEL_WORDS.test(text) || FLIGHT_WORDS.test(text)) return null;
  const from = placeById(memory.place)?.iata;
  if (!from || from === memory.origin) return null;
  const slots: ChatSlots = { ...fresh("flight_search", r), origin: from, destination: memory.origin, departureDate: r.days[0]! };
  delete slots.returnDate;
  delete slots.tripType;
  for (const k of ["adults", "children", "childrenAges", "infants"] as const)
    if (slots[k] === undefined && memory[k] !== undefined) (slots as Record<string, unknown>)[k] = memory[k];
  return { intent: "flight_search", slots: keepFor("flight_search", slots), confidence: Math.max(r.confidence, 0.7), followUp: true };
}

/**
 * What the message asks, given the conversation so far (`now` is the clock dates are read against,
 * in Philippine time). Never throws: whatever it is given, it answers an intent.
 */
export function understand(message: string, context: ChatContext, now: Date): Understanding {
  return inOrder(reading(fromChavacano(message), context, now));
}

function reading(message: string, context: ChatContext, now: Date): Understanding {
  const r = dayOfTheTrip(read(message, now), context, message);
  const prev = context.lastIntent;
  const prevSlots = context.slots ?? {};
  const awaiting = context.awaiting;
  const usable = prev && prev !== "small_talk" && prev !== "out_of_scope" && prev !== "clarify" && prev !== "contact";

  const back = usable ? backToSearch(r, prev, context) : null;
  if (back) return back;
  const home = prev === "hotel_search" ? homeward(r, context) : null;
  if (home) return home;

  if (usable) {
    // "the second one" after flights or hotels: the same search, one of its cards picked.
    if ((prev === "flight_search" || prev === "hotel_search") && pickedIndex(message) !== undefined)
      return { intent: prev, slots: prevSlots, confidence: 0.9, followUp: true };
    const additions = Object.keys(fresh(prev, r, awaiting)).length > 0;
    // A short question the classifier alone placed elsewhere ("4 star?", "may pool?", "magkano?", "hapon")
    // refines what was just asked when it adds to it or names a refinement, and names no place of its own.
    const refines =
      r.fromClassifier &&
      r.roles.all.length === 0 &&
      message.trim().split(/\s+/).length <= 6 &&
      (additions || REFINEMENT.test(normalise(message)));
    // "sige jan 12 na lang": an okay with a day in it is a choice, not small talk.
    const chat = r.intent === "small_talk" && (r.days.length > 0 || additions);
    const own = r.intent && !r.weakRule && !refines && !chat ? r.intent : null;
    const answersAwaiting = awaiting === "lastName" && !own && bareLastName(message) !== undefined;
    // A day picked after a fare calendar ("Jan 14 then", "book Mar 6 for 2"): the flights that day.
    if (prev === "fare_calendar" && (!own || own === "fare_calendar" || own === "flight_search") && r.days.length > 0 && !r.slots.month) {
      const slots = merge("flight_search", keepFor("flight_search", prevSlots), r, awaiting);
      return { intent: "flight_search", slots, confidence: Math.max(r.confidence, 0.7), followUp: true };
    }
    // "refundable ba?", "free cancellation?" right after hotels: the hotels' cancellation, not a fare's.
    if (
      prev === "hotel_search" &&
      own === "fees_info" &&
      r.slots.topic === "fare_rules" &&
      !r.slots.fareFamily &&
      !FLIGHT_WORDS.test(normalise(message))
    )
      return { intent: prev, slots: merge(prev, prevSlots, r, awaiting), confidence: Math.max(r.confidence, 0.7), followUp: true };
    const sameIntentTweak = own === prev && (r.cue || r.shift !== undefined || message.trim().split(/\s+/).length <= 6);
    if (
      (!own && (additions || r.cue || r.shift !== undefined || answersAwaiting || refines)) ||
      sameIntentTweak ||
      (own === null && r.intent === prev)
    ) {
      return { intent: prev, slots: merge(prev, prevSlots, r, awaiting), confidence: Math.max(r.confidence, 0.7), followUp: true };
    }
    // "can I refund it?" after a look-up: the booking just asked about, by the reference and last name the
    // traveller gave in this conversation (the booking's use cases check the pair again on every action).
    if (own && BOOKING.includes(own) && BOOKING.includes(prev) && !r.slots.reference && prevSlots.reference) {
      const who = { reference: prevSlots.reference, ...(prevSlots.lastName ? { lastName: prevSlots.lastName } : {}) };
      return { intent: own, slots: { ...who, ...fresh(own, r) }, confidence: r.confidence, followUp: true };
    }
    if (own && r.anaphor && own !== prev) {
      const slots = fromAirport(own, recall(own, { ...carryOver(prevSlots, own), ...fresh(own, r) }, context.memory, r.nights), message);
      return { intent: own, slots, confidence: r.confidence, followUp: true };
    }
  }
  const intent = r.intent ?? (r.roles.all.length > 0 ? "destination_info" : "out_of_scope");
  const slots = recall(intent, fresh(intent, r), context.memory, r.nights);
  // "flight back friday instead" after a hotel: the trip's first day stays, the day said is the return.
  const start = context.memory?.date;
  // "a hotel near NAIA the night before": one night, ending on the day the conversation is about.
  if (intent === "hotel_search" && r.nightBefore && start && r.days.length === 0) {
    slots.checkIn = addDays(start, -1);
    slots.checkOut = start;
  }
  // With a place named ("balik Davao Tuesday") the day is the flight there, one way.
  if (intent === "flight_search" && r.returnCue && r.days.length === 1 && !r.range && start && usable && r.roles.all.length === 0) {
    // A weekday said for the way back is the first one after the trip starts ("back sunday" on a Dec 2 trip).
    let back = r.days[0];
    while (back <= start && Date.parse(start) - Date.parse(r.days[0]) < 7 * 86_400_000) back = addDays(back, 7);
    if (back <= start) return { intent, slots, confidence: r.confidence };
    slots.departureDate = start;
    slots.returnDate = back;
    slots.tripType = "round-trip";
  }
  return { intent, slots: fromAirport(intent, slots, message), confidence: r.confidence };
}
