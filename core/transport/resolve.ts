/** A place of the transport network by what a traveller types: its id, its IATA code or its name. */
import { airportPlaceId, findPlace, PLACES, type Place } from "./index.ts";

const byName = new Map(PLACES.map((p) => [p.name.toLowerCase(), p]));

/** A place by id ("el-nido"), IATA code ("MNL") or name ("El Nido", any case); undefined when none matches. */
export function resolvePlace(query: string): Place | undefined {
  const q = query.trim();
  if (/^[A-Za-z]{3}$/.test(q)) {
    const airport = findPlace(airportPlaceId(q));
    if (airport) return airport;
  }
  return (
    findPlace(q.toLowerCase()) ?? byName.get(q.toLowerCase()) ?? PLACES.find((p) => p.name.toLowerCase().startsWith(`${q.toLowerCase()} (`))
  );
}
