/**
 * Which slots each intent keeps, which it needs before it can answer (the answering part asks for the
 * first missing one and records it as `awaiting`), and the roles of places in a message ("from X",
 * "pa-X", "X to Y", "MNL-PPS").
 */
import type { ChatContext, ChatIntent, ChatSlots, Understanding } from "../../contracts/assistant.ts";
import type { PlaceMention } from "./gazetteer.ts";

type SlotName = keyof ChatSlots;

export const INTENT_SLOTS: Record<ChatIntent, readonly SlotName[]> = {
  flight_search: [
    "origin",
    "destination",
    "departureDate",
    "returnDate",
    "adults",
    "children",
    "childrenAges",
    "infants",
    "tripType",
    "cabin",
    "maxPrice",
    "sort",
    "timeOfDay",
    "place",
    // "earliest flight please, Economy Flex fare": the fare asked for, kept with the search.
    "fareFamily",
  ],
  fare_calendar: ["origin", "destination", "month", "departureDate", "adults", "cabin", "place", "sort"],
  hotel_search: [
    "place",
    "area",
    "near",
    "checkIn",
    "checkOut",
    "adults",
    "children",
    "childrenAges",
    "infants",
    "rooms",
    "maxPrice",
    "sort",
    "stars",
    "amenities",
  ],
  booking_status: ["reference", "lastName"],
  manage_booking: ["action", "reference", "lastName", "departureDate", "returnDate"],
  // "environmental fee sa Bantayan": the area the fee is asked for, with its place.
  fees_info: ["topic", "place", "area", "fareFamily", "ages", "origin", "destination", "date"],
  weather_info: ["place", "area", "date", "month"],
  // "ligtas ba sa Session Road?": the area asked about, with its place.
  safety_info: ["topic", "place", "area", "date"],
  // "low tide tomorrow morning": the part of the day asked, kept with the day.
  tide: ["place", "area", "date", "dateTo", "timeOfDay"],
  // The day of the trip asked about ("bus to Baguio bukas"), kept with the way there.
  // "bus to Baguio bukas ng hapon", "from the airport at night": the part of the day goes with it too.
  transport_info: ["from", "to", "date", "timeOfDay"],
  destination_info: ["place", "area", "month"],
  itinerary: ["place", "days", "month", "departureDate", "returnDate", "adults", "children", "childrenAges", "infants"],
  contact: ["reference"],
  small_talk: [],
  out_of_scope: [],
  clarify: [],
};

const REQUIRED: Partial<Record<ChatIntent, readonly SlotName[]>> = {
  flight_search: ["origin", "destination", "departureDate"],
  fare_calendar: ["origin", "destination"],
  hotel_search: ["place"],
  booking_status: ["reference", "lastName"],
  manage_booking: ["action", "reference", "lastName"],
  fees_info: ["topic"],
  weather_info: ["place"],
  tide: ["place"],
  transport_info: ["to", "from"],
  destination_info: ["place"],
  itinerary: ["place"],
};

/** The slots the intent still needs, in the order to ask for them. */
export function missingSlots(u: Pick<Understanding, "intent" | "slots">): SlotName[] {
  return (REQUIRED[u.intent] ?? []).filter((s) => u.slots[s] === undefined);
}

/** Only the slots that intent uses. */
export function keepFor(intent: ChatIntent, slots: ChatSlots): ChatSlots {
  const out: Record<string, unknown> = {};
  // A flight's `place` only stands for a destination no airline we sell flies to: with a destination it goes.
  const flight = intent === "flight_search" || intent === "fare_calendar";
  for (const k of INTENT_SLOTS[intent]) if (slots[k] !== undefined && !(flight && k === "place" && slots.destination)) out[k] = slots[k];
  return out as ChatSlots;
}

/** What the conversation should carry after this turn (stored with it; read by the next `understand`). */
export function nextContext(u: Understanding, previous: ChatContext): ChatContext {
  if (u.intent === "small_talk" || u.intent === "out_of_scope" || u.intent === "clarify" || u.intent === "contact")
    return { lastIntent: previous.lastIntent, slots: previous.slots };
  const awaiting = missingSlots(u)[0];
  return { lastIntent: u.intent, slots: u.slots, ...(awaiting ? { awaiting } : {}) };
}

export type Roles = {
  origin?: PlaceMention;
  destination?: PlaceMention;
  single?: PlaceMention;
  all: PlaceMention[];
  /** "Boracay or Siargao?": places to choose between, not a route. */
  alternatives?: boolean;
  /** The two ends were told apart by their order alone (no "from", "to" or pair of codes). */
  byOrder?: boolean;
};

// "from" in Tagalog, Cebuano (gikan), Hiligaynon (halin), Ilocano (manipud), Waray (tikang), Kapampangan (ibat), Pangasinan (manlapu).
const ORIGIN_BEFORE =
  /\b(?:from|galing(?: sa| ng)?|mula(?: sa| ng)?|fr|frm|leaving|departing|out of|gikan(?: sa)?|halin(?: sa)?|manipud(?: idiay)?|tikang(?: ha)?|ibat(?: king)?|manlapu(?: ed)?|desde|de)\s*$/;
// "to": Cebuano padulong/paingon, Ilocano mapan (idiay), Waray ngadto/pakadto, Bikol magduman, Pangasinan onla (ed).
const DEST_BEFORE =
  /(?:\b(?:to|papuntang|papunta(?: sa| ng)?|patungong|patungo(?: sa)?|pa|going to|into|pauwi(?: ng| sa)?|uwi(?: ng| sa)?|towards|flights? to|fly to|2|padulong(?: sa)?|paingon(?: sa)?|mapan(?: idiay| iti)?|ngadto(?: ha)?|pakadto(?: ha)?|magduman(?: sa)?|onla(?: ed)?|para(?: el| la)?)|\bpa-)\s*$/;
/** "MNL-SIN", "Davao - Manila", "CEB→MNL": a route written as a pair is read as one, whatever else the message names. */
const PAIR_BETWEEN = /^\s*(?:-|–|—|>|->|→|to)\s*$/;

/** Who is the origin and who the destination among the places of a message. */
export function placeRoles(text: string, mentions: readonly PlaceMention[]): Roles {
  // "El Nido, Palawan": the larger place right after the smaller one adds nothing.
  // "Tokyo pala, Haneda": a city named with one of its own airports is that airport.
  const all = mentions.filter((m, i) => {
    const prev = mentions[i - 1];
    if (prev && prev.place.within === m.place.id && /^[\s,]*$/.test(text.slice(prev.end, m.index))) return false;
    return !mentions.some((o) => {
      if (o.place.kind !== "airport" || o.place.within !== m.place.id || m.place.kind === "airport") return false;
      // ...said as one place corrected or made precise, never the two ends of a way ("from Mactan airport to Cebu City").
      const between = text.slice(Math.min(o.end, m.end), Math.max(o.index, m.index));
      return /^[\s,.;:!?]*(?:(?:pala|pla|ay|oh|i mean|na|lang|yung|ung|ang|mismo|po|actually|rather|specifically)[\s,.;:!?]*)*$/.test(
        between,
      );
    });
  });
  // "Tagaytay overnight … tanaw ang Taal": one place named twice is one place, unless it is a route's two ends.
  if (all.length > 1 && new Set(all.map((m) => m.place.id)).size === 1) {
    const before = text.slice(Math.max(0, all[1]!.index - 24), all[1]!.index);
    if (!ORIGIN_BEFORE.test(before) && !DEST_BEFORE.test(before) && !/-\s*$/.test(before)) all.splice(1);
  }
  const roles: Roles = { all };
  if (all.length === 2 && /^\s*(?:or|o|vs\.?|versus|at|and)\s*$/.test(text.slice(all[0].end, all[1].index))) {
    return { all, single: all[0], alternatives: true };
  }
  for (let i = 1; i < all.length; i++) {
    const between = text.slice(all[i - 1].end, all[i].index);
    if (/^\s*[-–—>→]/.test(between) && PAIR_BETWEEN.test(between) && all[i - 1].place.id !== all[i].place.id)
      return { all, origin: all[i - 1], destination: all[i] };
  }
  const free: PlaceMention[] = [];
  all.forEach((m, i) => {
    const before = text.slice(Math.max(0, m.index - 24), m.index);
    const prev = all[i - 1];
    if (ORIGIN_BEFORE.test(before)) roles.origin ??= m;
    else if (DEST_BEFORE.test(before) || (prev && /^\s*-\s*$/.test(text.slice(prev.end, m.index)))) roles.destination ??= m;
    else free.push(m);
  });
  if (!roles.origin && !roles.destination && free.length >= 2) {
    roles.origin = free[0];
    roles.destination = free[1];
    roles.byOrder = true;
  } else if (roles.origin && !roles.destination && free.length) roles.destination = free[0];
  else if (!roles.origin && roles.destination && free.length) {
    // Not another name of the place going to ("sa Sinulog ... Manila to Cebu": from Manila).
    const other = free.filter((m) => m.place.id !== roles.destination!.place.id);
    // "hearings in CDO, Davao and Zamboanga. First leg: Manila to Cagayan de Oro": the place right before "to" is where from.
    const adjacent = other.find((m) => /^\s*(?:to|pa|papuntang|papunta sa|-|→)\s*$/.test(text.slice(m.end, roles.destination!.index)));
    roles.origin = adjacent ?? other.find((m) => m.index < roles.destination!.index) ?? other[0] ?? free[0];
  } else if (!roles.origin && !roles.destination && free.length === 1) roles.single = free[0];
  // "flights to Cebu for Sinulog": a second name of the place already going to is not where from.
  if (roles.origin && roles.destination && roles.origin.place.id === roles.destination.place.id) delete roles.origin;
  return roles;
}
