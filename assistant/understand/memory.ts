/**
 * What a conversation remembers across kinds of question: the place, the days and the party. Each
 * intent names them its own way (a flight's destination and departure, a hotel's place and check-in,
 * a tide's place and date, the planner's `to`); the memory keeps them in one vocabulary, so "a hotel
 * there for those nights" after a flight, "tides on the 13th" after a hotel, or "a flight from Manila"
 * after a guide question start from what was said before. Only what the new question leaves out is
 * filled in; nothing it says is overridden.
 */
import type { ChatIntent, ChatSlots } from "../../contracts/assistant.ts";
import { addDays } from "./dates.ts";
import { findPlaces, placeById, placeForIata } from "./gazetteer.ts";
import { normalise } from "./text.ts";
import { INTENT_SLOTS, keepFor } from "./slots.ts";

/** The remembered facts: a gazetteer place, the trip's first and last day, the flight's origin, the party. */
export type Memory = Pick<
  ChatSlots,
  "place" | "area" | "origin" | "date" | "dateTo" | "adults" | "children" | "childrenAges" | "infants" | "rooms" | "timeOfDay"
>;

const PARTY = ["adults", "children", "childrenAges", "infants", "rooms"] as const;

/** The memory after a turn whose slots were `slots`. */
export function remember(memory: Memory | undefined, slots: ChatSlots, intent?: ChatIntent): Memory {
  const out: Memory = { ...(memory ?? {}) };
  const destination = slots.destination ? placeForIata(slots.destination)?.id : undefined;
  const place = slots.place ?? destination ?? (slots.to && placeById(slots.to) ? slots.to : undefined);
  if (place) {
    // The area within it ("Moalboal" in Cebu) goes with the place it was said with.
    // A question with no area of its own (an advisory, a guide) about the same place keeps the area said before.
    // A safety or fee question names an area only when it asks about one ("ligtas ba sa Session Road?").
    const hasArea = !intent || (INTENT_SLOTS[intent].includes("area") && intent !== "safety_info" && intent !== "fees_info");
    if (slots.area) out.area = slots.area;
    else if (place !== out.place || (slots.place && hasArea)) delete out.area;
    out.place = place;
  }
  // A trip's start: a flight's origin, or the planner's `from` where it has an airport ("galing Davao").
  const from = slots.from ? placeById(slots.from)?.iata : undefined;
  if (slots.origin ?? from) out.origin = slots.origin ?? from;
  // A question's own day moves the trip's, unless it comes before the trip (the weather "now", ahead of the stay).
  const start = slots.checkIn ?? slots.departureDate ?? (slots.date && out.date && slots.date < out.date ? undefined : slots.date);
  if (start) {
    const end = slots.checkOut ?? slots.returnDate ?? slots.dateTo;
    if (end && end > start) out.dateTo = end;
    // The same first day asked again without its last keeps the last ("a hotel for those nights" after a weather question).
    else if (start !== out.date) delete out.dateTo;
    out.date = start;
  }
  // The part of the day a flight was asked for, for a change of day after another question ("make it the 13th instead").
  if (slots.departureDate) {
    if (slots.timeOfDay) out.timeOfDay = slots.timeOfDay;
    else delete out.timeOfDay;
  }
  for (const k of PARTY) if (slots[k] !== undefined) (out as Record<string, unknown>)[k] = slots[k];
  return out;
}

/**
 * The slots of a new question with what it leaves out taken from memory, in that intent's own
 * vocabulary; `nights` is a stay's length said with no day ("3 nights"), counted from the remembered day.
 */
export function recall(intent: ChatIntent, slots: ChatSlots, memory: Memory | undefined, nights?: number): ChatSlots {
  if (!memory) return slots;
  const place = memory.place ? placeById(memory.place) : undefined;
  const from: ChatSlots = {};
  if (memory.place) from.place = memory.place;
  // The area said before, where the question names no other place ("tide didto?", "a hotel there").
  const samePlace = !slots.place || slots.place === memory.place;
  if (memory.area && samePlace && !slots.area && (intent === "hotel_search" || intent === "tide" || intent === "weather_info"))
    from.area = memory.area;
  if (intent === "hotel_search") {
    if (memory.date && !slots.checkIn) {
      from.checkIn = memory.date;
      const out = nights ? addDays(memory.date, nights) : memory.dateTo;
      if (out) from.checkOut = out;
    }
    // "hotel there for two nights" after a flight: those nights from the day carried over.
    if (slots.checkIn && !slots.checkOut && nights) from.checkOut = addDays(slots.checkIn, nights);
  } else if (intent === "flight_search" || intent === "fare_calendar") {
    const iata = place?.iata;
    if (iata && slots.origin !== iata && !slots.destination) from.destination = iata;
    const to = slots.destination ?? from.destination;
    if (memory.origin && memory.origin !== to && !slots.origin) from.origin = memory.origin;
    // "balik Davao" while talking about Cebu, where the trip began in Davao: from the place we were talking about.
    else if (!slots.origin && iata && to && iata !== to) from.origin = iata;
    // The trip's days ("same dates", "flights for that stay"): there on the first, back on the last.
    if (memory.date && !slots.departureDate && intent === "flight_search") {
      from.departureDate = memory.date;
      if (memory.dateTo && !slots.returnDate && slots.tripType !== "one-way") {
        from.returnDate = memory.dateTo;
        from.tripType = "round-trip";
      }
    }
    // "flight from Manila Feb 13" for a stay there of Feb 13–15: there on its first day, back on its last.
    else if (
      intent === "flight_search" &&
      slots.departureDate === memory.date &&
      memory.dateTo &&
      iata &&
      to === iata &&
      !slots.returnDate &&
      slots.tripType !== "one-way"
    ) {
      from.returnDate = memory.dateTo;
      from.tripType = "round-trip";
    }
  } else if (intent === "itinerary") {
    if (memory.date && !slots.departureDate) from.departureDate = memory.date;
  } else if (intent === "tide" || intent === "weather_info" || intent === "safety_info") {
    if (memory.date && !slots.date) from.date = memory.date;
  } else if (intent === "transport_info") {
    const area = memory.area ? findPlaces(normalise(memory.area))[0]?.place.id : undefined;
    // "how do we get there from Cebu?": there is the place we were talking about.
    if (memory.place && !slots.to && slots.from !== (area ?? memory.place)) from.to = area ?? memory.place;
    // "pano pumunta sa Oslob?" while talking about Cebu: from the place we were talking about.
    else if (memory.place && slots.to && !slots.from && slots.to !== memory.place) from.from = memory.place;
  }
  for (const k of PARTY) if (memory[k] !== undefined) (from as Record<string, unknown>)[k] = memory[k];
  // A place the question names itself replaces the remembered one, and with it the remembered days' meaning stays.
  return keepFor(intent, { ...from, ...slots });
}

/** Slots of one intent seen as another's, for "e yung hotel doon?" after a flight search. */
export function carryOver(from: ChatSlots, to: ChatIntent): ChatSlots {
  const place = from.place ?? (from.destination ? placeForIata(from.destination)?.id : undefined) ?? from.to;
  const carried: ChatSlots = {
    ...from,
    ...(place ? { place } : {}),
    ...(to === "hotel_search" && from.departureDate ? { checkIn: from.departureDate } : {}),
    ...(to === "hotel_search" && from.returnDate ? { checkOut: from.returnDate } : {}),
    ...(from.date === undefined && from.departureDate ? { date: from.departureDate } : {}),
  };
  // The way there goes to the area said ("Moalboal"), not to its destination's centre.
  const area = from.area ? findPlaces(normalise(from.area))[0]?.place.id : undefined;
  if (to === "transport_info" && place) carried.to = area ?? place;
  if ((to === "flight_search" || to === "fare_calendar") && from.place) carried.destination = placeById(from.place)?.iata;
  return keepFor(to, carried);
}
