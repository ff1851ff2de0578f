/**
 * The place facts the answers need beside the use cases' results: where our airports and hotel
 * destinations are, and the hotel areas and points a destination has. They belong to the place index the
 * understanding reads (the gazetteer), so the answering part reaches them here, never the domains' data.
 */
import { AIRPORTS, PHILIPPINE_AIRPORTS } from "../../core/flights/data/airports.ts";
import { areasNamed, destinationNamed, pointNamed } from "../../core/hotels/area-points.ts";
import { DESTINATIONS } from "../../core/hotels/destinations.ts";

export { areasNamed, destinationNamed, pointNamed };

/** An airport we sell, by code. */
export const airportByCode = (code: string) => AIRPORTS.find((a) => a.code === code);

/** Philippine airports we sell from, with their positions. */
export const PH_AIRPORT_POSITIONS = PHILIPPINE_AIRPORTS.map((a) => ({ lat: a.latitude, lng: a.longitude, code: a.code, city: a.city }));

/** Our hotel destinations' names and centres. */
export const HOTEL_DESTINATION_POSITIONS = DESTINATIONS.map((d) => ({ name: d.name, lat: d.latitude, lng: d.longitude }));
