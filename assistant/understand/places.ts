/**
 * The gazetteer's lookup for the answers (understanding, not a domain): a `place` slot (an id or a name: "el-nido-palawan", "El Nido", "coron", "CEB") as each service
 * knows it: the travel guide (circuit), the transport planner's place, the hotels' destination.
 */
import { CIRCUITS, type Circuit } from "../../contracts/circuits.ts";
import { findPlace as findHotelPlace, normalisePlace } from "../../core/hotels/destinations.ts";
import { findPlace as findTransportPlace, PLACES, type Place } from "../../core/transport/index.ts";
import { placeById } from "./gazetteer.ts";

export type ResolvedPlace = {
  /** What to call it in a reply. */
  name: string;
  circuit?: Circuit;
  transport?: Place;
  /** The name the hotel search knows ("El Nido", "Cebu City"). */
  hotelDestination?: string;
  /** The travel guide of the destination an area lies in (Moalboal → the Cebu guide), when the place has none of its own. */
  areaOfCircuit?: Circuit;
  lat?: number;
  lng?: number;
};

const slugOf = (text: string) => normalisePlace(text).replace(/ /g, "-");

function circuitOf(text: string): Circuit | undefined {
  const slug = slugOf(text);
  const name = normalisePlace(text);
  return (
    CIRCUITS.find((c) => c.slug === slug) ??
    CIRCUITS.find((c) => normalisePlace(c.name) === name) ??
    CIRCUITS.find((c) => c.slug.startsWith(`${slug}-`)) ??
    CIRCUITS.find((c) => c.airports.includes(text.toUpperCase()))
  );
}

function transportOf(text: string, circuit: Circuit | undefined): Place | undefined {
  const slug = slugOf(text);
  const name = normalisePlace(text);
  return (
    findTransportPlace(slug) ??
    (circuit ? PLACES.find((p) => p.circuitSlug === circuit.slug) : undefined) ??
    PLACES.find((p) => normalisePlace(p.name) === name) ??
    PLACES.find((p) => p.iata === text.toUpperCase()) ??
    // "batangas" is Batangas Port, "tagbilaran" its town or port.
    PLACES.find((p) => normalisePlace(p.name).startsWith(`${name} `))
  );
}

/** The guide of a hotel destination: by its name, else the guide flown to through its airport (Puerto Princesa's is the Underground River's). */
function guideOfDestination(d: { name: string; code: string; latitude: number; longitude: number }): Circuit | undefined {
  const km = (c: Circuit) => Math.hypot((c.lat - d.latitude) * 111, (c.lng - d.longitude) * 111 * Math.cos((d.latitude * Math.PI) / 180));
  const near = CIRCUITS.filter((c) => c.airports.includes(d.code) && km(c) <= 80).sort((a, b) => km(a) - km(b));
  return circuitOf(d.name) ?? near[0];
}

/** A place name as the guides and hotels compare them ("El Nido" → "el nido"). */
export { normalisePlace };

export function resolvePlace(text: string | undefined): ResolvedPlace | null {
  const value = text?.trim();
  if (!value || value.length > 80) return null;
  const transportFirst = findTransportPlace(slugOf(value));
  const circuit =
    circuitOf(value) ?? (transportFirst?.circuitSlug ? CIRCUITS.find((c) => c.slug === transportFirst.circuitSlug) : undefined);
  const transport = transportOf(value, circuit);
  const hotel =
    findHotelPlace(value) ?? (circuit ? findHotelPlace(circuit.name) : null) ?? (transport ? findHotelPlace(transport.name) : null);
  if (!circuit && !transport && !hotel) {
    // A place inside another we know ("Mount Pulag" in the Cordilleras): that place's guide, hotels and weather, by its own name.
    const within = placeById(value)?.within;
    const outer = within ? resolvePlace(within) : null;
    return outer ? { ...outer, name: placeById(value)?.name ?? outer.name } : null;
  }
  const lat = circuit?.lat ?? transport?.lat ?? hotel?.latitude;
  const lng = circuit?.lng ?? transport?.lng ?? hotel?.longitude;
  return {
    name: circuit?.name ?? transport?.name ?? hotel?.destination.name ?? value,
    ...(circuit ? { circuit } : {}),
    ...(transport ? { transport } : {}),
    ...(hotel ? { hotelDestination: hotel.area ? hotel.area.name : hotel.destination.name } : {}),
    ...(!circuit && hotel && guideOfDestination(hotel.destination) ? { areaOfCircuit: guideOfDestination(hotel.destination) } : {}),
    ...(lat !== undefined && lng !== undefined ? { lat, lng } : {}),
  };
}
