/**
 * Honest limits for places: a stay asked for where we have no hotels says so, names the nearest place
 * we do cover (by distance, from our own data) with its hotel search for the same dates and party, and
 * offers the team. Never a search question, never a search run for a place we do not have.
 */
import type { ChatLink } from "../../../contracts/assistant.ts";
import { addDays } from "../../../contracts/flights.ts";
import { haversineKm, isInPhilippines, type LatLng } from "../../../contracts/geo.ts";
import { manilaDate } from "../../../contracts/manila-time.ts";
import { placeById } from "../understand/gazetteer.ts";
import { airportByCode, HOTEL_DESTINATION_POSITIONS, PH_AIRPORT_POSITIONS } from "../understand/place-data.ts";
import { resolvePlace } from "../understand/places.ts";
import { CONTACT_LINK } from "./help.ts";
import { flightResultsHref, hotelResultsHref } from "./links.ts";
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
          adults: slots.adults ?? 2,
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
  const place = whereIs(slots.place);
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
