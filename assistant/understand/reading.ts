/**
 * A message as read (its places with their roles, days, counts and choices) and the slots it gives each
 * kind of question: where from and to, which place, and which days.
 */
import type { ChatIntent, ChatSlots } from "../../contracts/assistant.ts";
import type { ChatContext } from "../../contracts/assistant.ts";
import { BARE_DAY, MONTH_NAMED, SAME_DAY_RETURN } from "./cues.ts";
import { addDays } from "./dates.ts";
import { normalise } from "./text.ts";
import { INTENT_SLOTS, keepFor, type Roles } from "./slots.ts";
import { flightParty } from "./trip-details.ts";

const FLIGHTS: readonly ChatIntent[] = ["flight_search", "fare_calendar"];

export type Reading = {
  intent: ChatIntent | null;
  weakRule: boolean;
  /** No rule fired: the intent, if any, is the classifier's. */
  fromClassifier: boolean;
  /** The hotel destination of an area or point named ("Hotel sa Panglao" is Bohol). */
  hotelPlace?: string;
  confidence: number;
  slots: ChatSlots;
  roles: Roles;
  days: string[];
  range: boolean;
  nights?: number;
  /** "for a week from Dec 26": a stay or trip of that many weeks. */
  weeks?: number;
  /** "hanggang 23": the last day of a stay or trip begun before. */
  until?: string;
  shift?: number;
  /** "the night before": a one-night stay ending on the remembered day. */
  nightBefore?: boolean;
  count?: number;
  /** "w/ 2 frens": companions said with the traveller; a follow-up adds them to the party searched. */
  companions?: number;
  /** "one of us is a child", "usa hit amon bata": the children said are counted in the party, not added to it. */
  amongParty?: boolean;
  cue: boolean;
  anaphor: boolean;
  returnCue: boolean;
  message: string;
};

/** The places, dates and counts of a reading, as the slots of `intent`. */
export function placeSlots(intent: ChatIntent, r: Reading, awaiting?: keyof ChatSlots): ChatSlots {
  const { origin, destination, single } = r.roles;
  const s: ChatSlots = {};
  if (FLIGHTS.includes(intent) || intent === "manage_booking") {
    const lone = single && (awaiting === "origin" ? "origin" : "destination");
    const o = origin ?? (lone === "origin" ? single : undefined);
    const de = destination ?? (lone === "destination" ? single : undefined);
    if (o?.place.iata) s.origin = o.place.iata;
    if (de?.place.iata) s.destination = de.place.iata;
    // A place no airline we sell flies to (Batanes, Camiguin): kept, so the answer can say so plainly.
    // So is a place we have hotels in but no airport (Baguio, Tagaytay): the answer names the nearest airport.
    else if (de && (de.place.lat !== undefined || de.place.hotel) && de.place.kind !== "country") s.place = de.place.id;
  } else if (intent === "transport_info") {
    const lone = single && (awaiting === "from" ? "from" : "to");
    const f = origin ?? (lone === "from" ? single : undefined);
    const t = destination ?? (lone === "to" ? single : undefined);
    if (f) s.from = f.place.id;
    if (t) s.to = t.place.id;
  } else {
    // "is Davao safe? relatives in Manila are worried": with no "to", the place asked about comes first.
    const p = (r.roles.byOrder ? r.roles.all[0] : destination) ?? single ?? origin ?? r.roles.all[0];
    if (p) s.place = p.place.id;
    // A terminal fee is an airport's: "sa Mactan airport", "NAIA", "Davao airport".
    const airport = r.roles.all.find((m) => m.place.iata)?.place.iata;
    if (intent === "fees_info" && r.slots.topic === "terminal_fee" && airport) s.origin = airport;
    // Baggage or a fare's rules on a route: the flights between those airports.
    const fares = r.slots.topic === "baggage" || r.slots.topic === "fare_rules";
    if (intent === "fees_info" && fares && origin?.place.iata && destination?.place.iata && origin.place.iata !== destination.place.iata) {
      s.origin = origin.place.iata;
      s.destination = destination.place.iata;
    }
  }
  return s;
}

export function dateSlots(intent: ChatIntent, r: Reading, awaiting?: keyof ChatSlots): ChatSlots {
  const [first, second] = r.days;
  // "hanggang 23": the stay or trip keeps its first day and ends then.
  if (!first && r.until && intent === "hotel_search") return { checkOut: r.until };
  if (!first && r.until && intent === "flight_search") return { returnDate: r.until, tripType: "round-trip" };
  if (!first) return {};
  // A fee is today's ("magkano na ngayon"); only a fare's baggage on a route has a day (the flights that day).
  if (intent === "fees_info" && r.slots.topic !== "baggage" && r.slots.topic !== "fare_rules") return {};
  if (awaiting && ["departureDate", "returnDate", "checkIn", "checkOut", "date"].includes(awaiting) && !second)
    return { [awaiting]: first } as ChatSlots;
  const nights = r.nights ?? (r.weeks ? r.weeks * 7 : undefined);
  if (intent === "hotel_search") {
    const out = second ?? (nights ? addDays(first, nights) : undefined);
    return { checkIn: first, ...(out ? { checkOut: out } : {}) };
  }
  // "balik same day", "day trip": back on the day of going.
  if (intent === "flight_search" && !second && SAME_DAY_RETURN.test(r.message.toLowerCase()))
    return { departureDate: first, returnDate: first, tripType: "round-trip" };
  // "MNL to Boracay Dec 5, 3 nights": back after those nights.
  if (intent === "flight_search" && !second && nights) {
    return { departureDate: first, returnDate: addDays(first, nights), tripType: "round-trip" };
  }
  if (intent === "manage_booking" && !second && r.returnCue) return { returnDate: first };
  // "move my flight from Dec 3 to Dec 5": the day it moves to.
  // "gawing Dec 20 imbes na Dec 19", "Dec 20 instead of Dec 19": the first is the new day.
  if (intent === "manage_booking" && second && !r.returnCue)
    return { departureDate: /\b(?:imbes|instead of|rather than|kaysa)\b/.test(r.message.toLowerCase()) ? first : second };
  if (intent === "flight_search" || intent === "itinerary" || intent === "manage_booking" || intent === "fare_calendar") {
    return {
      departureDate: first,
      ...(second ? { returnDate: second } : {}),
      ...(second && intent === "flight_search" ? { tripType: "round-trip" as const } : {}),
    };
  }
  return { date: first, ...(second && r.range ? { dateTo: second } : {}) };
}

/**
 * "tide on the 13th?" during a stay of Feb 13–14: the day of the trip being talked about, not the coming 13th.
 * Only a day that falls within the trip remembered moves there.
 */
export function dayOfTheTrip(r: Reading, context: ChatContext, message: string): Reading {
  const m = context.memory;
  if (!m?.date || r.days.length !== 1) return r;
  const text = normalise(message);
  if (!BARE_DAY.test(text) || MONTH_NAMED.test(text)) return r;
  const day = r.days[0]!;
  const end = m.dateTo ?? m.date;
  if (day >= m.date && day <= end) return r;
  const within = [m.date, end].map((d) => `${d.slice(0, 8)}${day.slice(8)}`).find((d) => d >= m.date! && d <= end);
  return within ? { ...r, days: [within] } : r;
}

/** A new question's slots: what this message said, its places and dates, its party read for the intent. */
export function fresh(intent: ChatIntent, r: Reading, awaiting?: keyof ChatSlots): ChatSlots {
  const slots: ChatSlots = { ...r.slots, ...placeSlots(intent, r, awaiting), ...dateSlots(intent, r, awaiting) };
  if (intent === "flight_search") flightParty(slots);
  if (intent === "hotel_search" && r.hotelPlace) slots.place = r.hotelPlace;
  // "safe ba sa Session Road?", "sa MOA": an area or a point of one of our destinations, named alone, is in that place.
  else if (r.hotelPlace && !slots.place && INTENT_SLOTS[intent].includes("place") && r.roles.all.length === 0) slots.place = r.hotelPlace;
  // A fare calendar is the cheapest days of a month, however it was asked.
  if (intent === "fare_calendar") slots.sort = "cheapest";
  if (r.count !== undefined) {
    if (awaiting === "days" || (intent === "itinerary" && awaiting !== "adults")) slots.days ??= r.count;
    else slots.adults ??= r.count;
  }
  return keepFor(intent, slots);
}
