/**
 * The flight state of spec §3–§4 kept in this tab's session storage, restored on reload: the last
 * search (criteria and results URL), the selected fare (its fare source code and revalidated code)
 * and the checkout it opened. The server keeps the checkout itself; this lets a reloaded or
 * revisited page offer "continue where you were". Reset clears booking, extras, fare rules,
 * revalidation and search alike.
 */
import type { FlightSearch } from "../../../contracts/flights.ts";

export const FLIGHT_STATE_KEY = "lakbay.flight";

export type FlightState = {
  searchCriteria?: FlightSearch;
  flightQueryUrl?: string;
  selectedFlight?: { fareSourceCode: string };
  newValidatedFareSourceCode?: string;
  /** The checkout (flight-expiry session) being filled in. */
  sessionId?: string;
  bookingReference?: string;
};

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadFlightState(): FlightState {
  const store = storage();
  if (!store) return {};
  try {
    const parsed = JSON.parse(store.getItem(FLIGHT_STATE_KEY) ?? "{}") as unknown;
    return parsed && typeof parsed === "object" ? (parsed as FlightState) : {};
  } catch {
    store.removeItem(FLIGHT_STATE_KEY);
    return {};
  }
}

export function saveFlightState(patch: FlightState): FlightState {
  const next = { ...loadFlightState(), ...patch };
  storage()?.setItem(FLIGHT_STATE_KEY, JSON.stringify(next));
  return next;
}

/** Clears the booking, extras, fare rules, revalidation and search (and typed passenger details). */
export function resetFlightState(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key === FLIGHT_STATE_KEY || key.startsWith(`${FLIGHT_STATE_KEY}.`)) store.removeItem(key);
}
