/**
 * The search form's values read back from a query string as typed, valid or not, so a search
 * with a mistake comes back with the traveller's own input and the messages beside it.
 */
import { CABINS, TRIP_TYPES, type Cabin, type TripType } from "../../../contracts/flights.ts";
import type { SearchFormValues } from "./search-form.tsx";

const text = (value: string | null | undefined, max = 60) => (value ?? "").slice(0, max);
const count = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 9 ? n : fallback;
};

export function searchFormValues(params: URLSearchParams): SearchFormValues {
  const tripType = TRIP_TYPES.includes(params.get("tripType") as TripType) ? (params.get("tripType") as TripType) : "oneway";
  const origins = params.getAll("origin");
  const destinations = params.getAll("destination");
  const dates = params.getAll("departureDate");
  const rows = Math.max(1, Math.min(5, Math.max(origins.length, destinations.length, dates.length)));
  return {
    tripType,
    legs: Array.from({ length: rows }, (_, i) => ({
      origin: text(origins[i]),
      destination: text(destinations[i]),
      date: text(dates[i], 10),
    })),
    returnDate: text(params.get("returnDate"), 10),
    adults: Math.max(1, count(params.get("adults"), 1)),
    children: count(params.get("children"), 0),
    infants: count(params.get("infants"), 0),
    cabin: CABINS.includes(params.get("cabin") as Cabin) ? (params.get("cabin") as Cabin) : "economy",
  };
}
