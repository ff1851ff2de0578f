/** Location and hotel-code suggestions for the search form (`locations/suggest`, `codes/suggest`). */
import { DEFAULT_HOTEL_COUNTRY } from "../../contracts/hotels.ts";
import { DESTINATIONS, normalisePlace } from "./destinations.ts";
import { inventory } from "./inventory.ts";

export type LocationSuggestion = {
  /** What the destination field takes: "City, Country" (§5 splits it again). */
  label: string;
  city: string;
  country: string;
  type: "destination" | "area";
  /** "Aklan" or "Boracay, Aklan" for an area. */
  region: string;
  latitude: number;
  longitude: number;
  hotelCount: number;
};

export type CodeSuggestion = { hotelCode: string; hotelName: string; city: string; starRating: number };

export function suggestLocations(q: string, limit = 8): LocationSuggestion[] {
  const query = normalisePlace(q);
  if (query.length < 2) return [];
  const starts: LocationSuggestion[] = [];
  const contains: LocationSuggestion[] = [];
  const push = (names: string[], s: LocationSuggestion) => {
    const n = names.map(normalisePlace);
    if (n.some((x) => x.startsWith(query))) starts.push(s);
    else if (n.some((x) => x.includes(query))) contains.push(s);
  };
  for (const d of DESTINATIONS) {
    const count = inventory().byDestination.get(d.code)?.length ?? 0;
    push([d.name, ...d.aliases], {
      label: `${d.name}, ${DEFAULT_HOTEL_COUNTRY}`,
      city: d.name,
      country: DEFAULT_HOTEL_COUNTRY,
      type: "destination",
      region: d.province,
      latitude: d.latitude,
      longitude: d.longitude,
      hotelCount: count,
    });
    for (const a of d.areas) {
      if (d.areas.length === 1) continue;
      push([a.name], {
        label: `${a.name}, ${DEFAULT_HOTEL_COUNTRY}`,
        city: a.name,
        country: DEFAULT_HOTEL_COUNTRY,
        type: "area",
        region: `${d.name}, ${d.province}`,
        latitude: a.latitude,
        longitude: a.longitude,
        hotelCount: Math.ceil(count / d.areas.length),
      });
    }
  }
  return [...starts, ...contains].slice(0, limit);
}

export function suggestCodes(q: string, limit = 10): CodeSuggestion[] {
  const query = q.trim().toLowerCase();
  if (query.length < 2) return [];
  const starts: CodeSuggestion[] = [];
  const contains: CodeSuggestion[] = [];
  for (const h of inventory().hotels) {
    const s = { hotelCode: h.hotelId, hotelName: h.hotelName, city: h.destination.name, starRating: h.starRating };
    if (h.hotelId.toLowerCase().startsWith(query)) starts.push(s);
    else if (h.searchText.includes(query)) contains.push(s);
    if (starts.length >= limit) break;
  }
  return [...starts, ...contains].slice(0, limit);
}
