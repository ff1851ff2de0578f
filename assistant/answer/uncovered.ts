/**
 * Honest limits for places: a stay asked for where we have no hotels says so, names the nearest place
 * we do cover (by distance, from our own data) with its hotel search for the same dates and party, and
 * offers the team. Never a search question, never a search run for a place we do not have.
 */
import type { ChatLink } from "../../contracts/assistant.ts";
import { addDays } from "../../contracts/flights.ts";
import { haversineKm, isInPhilippines, type LatLng } from "../../contracts/geo.ts";
import { manilaDate } from "../../contracts/manila-time.ts";
import { findPlaces, placeById } from "../understand/gazetteer.ts";
import { correctWord, isKnownWord } from "../understand/spelling.ts";
import { airportByCode, HOTEL_DESTINATION_POSITIONS, PH_AIRPORT_POSITIONS } from "../understand/place-data.ts";
import { resolvePlace } from "../understand/places.ts";
import { CONTACT_LINK } from "./help.ts";
import { flightResultsHref, hotelResultsHref } from "./links.ts";
import { STAY_DEFAULT_ADULTS } from "./party.ts";
import type { Answer, AnswerTurn } from "./types.ts";
import { say } from "./wording.ts";

/** Where a place lies, from what our data knows of it (its own centre, its guide or planner place, its airport). */
function whereIs(placeId: string): { name: string; at?: LatLng; abroad: boolean } {
  const g = placeById(placeId);
  const resolved = resolvePlace(placeId);
  const airport = g?.iata ? airportByCode(g.iata) : undefined;
  const at =
    g?.lat !== undefined && g.lng !== undefined
      ? { lat: g.lat, lng: g.lng }
      : resolved?.lat !== undefined && resolved.lng !== undefined
        ? { lat: resolved.lat, lng: resolved.lng }
        : airport
          ? { lat: airport.latitude, lng: airport.longitude }
          : undefined;
  const abroad = g?.kind === "country" || (airport !== undefined && airport.country !== "PH") || (at !== undefined && !isInPhilippines(at));
  return { name: g?.name ?? resolved?.name ?? placeId, ...(at ? { at } : {}), abroad };
}

/** The reply when the stay asked for is somewhere we have no hotels, else null (the search answers). */
export function uncoveredStay(turn: AnswerTurn): Answer | null {
  const { slots } = turn.understanding;
  if (!slots.place || resolvePlace(slots.place)?.hotelDestination) return null;
  const place = whereIs(slots.place);
  const links: ChatLink[] = [];
  let text: string;
  if (place.abroad) {
    text = say(
      turn.register,
      `We don't have hotels in ${place.name}: Lakbay's hotels are in the Philippines only.`,
      `Wala pa po kaming hotels sa ${place.name}: sa Philippines lang po ang hotels ng Lakbay.`,
    );
  } else {
    const near = place.at
      ? HOTEL_DESTINATION_POSITIONS.map((d) => ({ d, km: haversineKm(place.at!, d) })).sort((a, b) => a.km - b.km)[0]
      : undefined;
    const checkInDate = slots.checkIn ?? addDays(manilaDate(turn.now), 14);
    const checkOutDate = slots.checkOut && slots.checkOut > checkInDate ? slots.checkOut : addDays(checkInDate, 2);
    if (near) {
      links.push({
        href: hotelResultsHref({
          destination: near.d.name,
          checkInDate,
          checkOutDate,
          rooms: slots.rooms ?? 1,
          adults: slots.adults ?? STAY_DEFAULT_ADULTS,
          children: slots.children ?? 0,
        }),
        label: `Hotels in ${near.d.name}`,
      });
    }
    const nearest = near ? ` The nearest place we cover is ${near.d.name}, about ${Math.round(near.km / 10) * 10 || 10} km away.` : "";
    text = say(
      turn.register,
      `We don't cover ${place.name} yet, so I can't show hotels there.${nearest}`,
      `Wala pa po kaming hotels sa ${place.name}.${nearest}`,
    );
  }
  text += ` ${say(
    turn.register,
    "Our team can help with the rest: write to them with the contact form.",
    "Our team can help po: write to them with the contact form.",
  )}`;
  return { intent: "out_of_scope", text, cards: [], links: [...links, CONTACT_LINK], slots, results: [] };
}

/**
 * The reply when a flight is asked to a place no airline we sell flies to (Batanes, Camiguin), else null:
 * said plainly, with the nearest airport we do fly to (by distance, from our own data), and the team.
 */
export function uncoveredFlight(turn: AnswerTurn): Answer | null {
  const { slots } = turn.understanding;
  if (!slots.place || slots.destination) return null;
  return noFlightsTo(turn, slots.place);
}

/** A way asked to or from a place our trip planner does not know (an island only ferries reach). */
const FLIGHT_ASKED = /\b(?:flights?|fly|flying|lipad|eroplano|plane|airport)\b/i;

/**
 * The reply when a way is asked between places and one end is a place we know of but neither plan
 * routes to nor fly to (Camiguin, Batanes), else null: said plainly, with the nearest airport we sell.
 */
export function uncoveredTrip(turn: AnswerTurn): Answer | null {
  const { slots } = turn.understanding;
  for (const end of [slots.to ?? slots.destination, slots.from ?? slots.origin]) {
    // Only a place our gazetteer keeps for this (its coordinates, nothing of ours there): any other is the planner's.
    if (!end || placeById(end)?.lat === undefined || resolvePlace(end)) continue;
    // A place with an airport of its own is flown to: the planner's answer stands.
    const at = whereIs(end).at;
    if (!at || PH_AIRPORT_POSITIONS.some((a) => haversineKm(at, a) < 15)) continue;
    const answer = noFlightsTo(turn, end);
    if (!answer) continue;
    if (FLIGHT_ASKED.test(turn.message)) return answer;
    const planner = say(
      turn.register,
      `Our trip planner doesn't cover ${whereIs(end).name} yet, so I can't show the way there.`,
      `Wala pa po sa trip planner namin ang ${whereIs(end).name}, kaya hindi ko maipakita ang daan papunta.`,
    );
    return { ...answer, text: `${planner} ${answer.text}` };
  }
  return null;
}

function noFlightsTo(turn: AnswerTurn, placeId: string): Answer | null {
  const { slots } = turn.understanding;
  const place = whereIs(placeId);
  if (place.abroad || !place.at) return null;
  const near = PH_AIRPORT_POSITIONS.map((a) => ({ a, km: haversineKm(place.at!, a) })).sort((x, y) => x.km - y.km)[0];
  const km = near ? Math.round(near.km / 10) * 10 || 10 : 0;
  const text = [
    say(turn.register, `We don't sell flights to ${place.name}.`, `Wala po kaming flights papuntang ${place.name}.`),
    near
      ? say(
          turn.register,
          `The nearest airport we sell flights to is ${near.a.city} (${near.a.code}), about ${km} km away.`,
          `Ang pinakamalapit na airport na may flights kami ay ${near.a.city} (${near.a.code}), mga ${km} km ang layo.`,
        )
      : "",
    say(
      turn.register,
      "Our team can help with the rest: write to them with the contact form.",
      "Our team can help po: write to them with the contact form.",
    ),
  ]
    .filter(Boolean)
    .join(" ");
  // With where from and when, the flights to that airport on that day.
  const links: ChatLink[] = [];
  if (near && slots.origin && slots.departureDate && slots.origin !== near.a.code)
    links.push({
      href: flightResultsHref({
        tripType: "oneway",
        legs: [{ origin: slots.origin, destination: near.a.code, date: slots.departureDate }],
        passengers: { adults: slots.adults ?? 1, children: slots.children ?? 0, infants: slots.infants ?? 0 },
        cabin: slots.cabin === "premium-economy" ? "premium" : (slots.cabin ?? "economy"),
      }),
      label: `Flights to ${near.a.city}`,
    });
  return { intent: "out_of_scope", text, cards: [], links: [...links, CONTACT_LINK], slots, results: [] };
}

/** A name typed as an end of a flight ("Delhi to Manila", "from Jeddah"): capitalised, before "to" or after "from". */
const END_NAMES = [
  /\b(?:from|galing(?: sa)?|gikan(?: sa)?|hali(?: sa)?|manipud(?: iti)?)\s+([A-Z][a-z]{2,}(?:\s[A-Z][a-z]{2,})?)\b/g,
  /\b([A-Z][a-z]{2,}(?:\s[A-Z][a-z]{2,})?)\s+(?:to|papuntang|papunta|pa|padulong|agturong)\s+[A-Za-z]/g,
];

/** Words that begin a request before "to" ("Flights to", "Going to", "Back to"): never a place's name. */
const NOT_A_PLACE =
  /^(?:flights?|fly|flying|fli|going|go|goin|back|balik|uwi|pauwi|punta|trip|travel\w*|tickets?|tix|way|how|cheap\w*|book\w*|return\w*|round|one|also|and|then|need|want|wanna|pls|please|plz|hi|hello|hey|we|i|us|ako|kami|kita|lipad|moving|move|transfer|connecting|next|this|that|from|airport|route|fares?|plane|eroplano|ticket|hotel|sorry|ok|okay|sige|yes|no|my|our|the|is|are|can|could|would|what|which|when|where|who|send|ship|cargo|message|reply|answer|switch|change|bring|lakbay|earliest|latest|family|pamilya|mom|dad|wife|husband|kids?|anak)$/;

/** The name of a flight's end that no list of ours knows (not a place, an airport, nor any word we know), if any. */
export function unknownEndName(message: string): string | undefined {
  for (const re of END_NAMES) {
    for (const m of message.matchAll(re)) {
      const name = m[1];
      const words = name.toLowerCase().split(" ");
      if (words.some((w) => NOT_A_PLACE.test(w) || (!isKnownWord(w) && correctWord(w) !== w))) continue;
      if (findPlaces(name.toLowerCase()).length > 0) continue;
      return name;
    }
  }
  return undefined;
}

/**
 * The reply when a flight is asked from or to a place we have never heard of ("Delhi to Manila"), else
 * null: said plainly (no search question), with the list of airports we sell and the team.
 */
export function unknownFlightEnd(turn: AnswerTurn): Answer | null {
  const { slots } = turn.understanding;
  if (slots.origin && slots.destination) return null;
  const name = unknownEndName(turn.message);
  if (!name) return null;
  const text = say(
    turn.register,
    `I don't know an airport we sell flights to or from in ${name}, so I can't search that trip. If you meant another place, type its city or airport code; our team can help with the rest: write to them with the contact form.`,
    `Wala po kaming alam na airport na may flights kami sa ${name}, kaya hindi ko ma-search ang trip na iyan. Kung ibang lugar po ang ibig ninyong sabihin, i-type ang city o airport code; our team can help po: write to them with the contact form.`,
  );
  return { intent: "out_of_scope", text, cards: [], links: [CONTACT_LINK], slots, results: [] };
}
