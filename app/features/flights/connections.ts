/**
 * The connections of a leg as a traveller plans around them: where the change is, when the first
 * flight lands and the next leaves (local times at that airport), how long the wait is, and a warning
 * when it is short or overnight. Thresholds (docs/decisions/013-flight-checkout.md):
 * - short: under 60 min when both flights are domestic, under 90 min otherwise (the minimum connecting
 *   times Philippine hubs publish are 45–60 min domestic, 60–90 international; less leaves no margin);
 * - overnight: the wait crosses local midnight, or lasts more than 6 hours and takes in any of 00:00–05:00.
 */
export const SHORT_CONNECTION_MINUTES = { domestic: 60, international: 90 } as const;
export const LONG_NIGHT_WAIT_MINUTES = 6 * 60;

export type ConnectionWarning = "short" | "overnight";

export type Connection = {
  /** IATA code of the connecting airport, and its city when known. */
  airport: string;
  city?: string;
  /** Local ISO times at the connecting airport. */
  arrival: string;
  departure: string;
  minutes: number;
  domestic: boolean;
  warnings: ConnectionWarning[];
};

type SegmentTimes = { departureAirport: string; arrivalAirport: string; departureDateTime: string; arrivalDateTime: string };
export type AirportPlace = (code: string) => { city?: string; country?: string } | undefined;

/** Minutes since local midnight of a local ISO time ("…T23:40:00+08:00" → 1420). */
function wallMinutes(iso: string): number {
  return Number(iso.slice(11, 13)) * 60 + Number(iso.slice(14, 16));
}

export function legConnections(segments: readonly SegmentTimes[], place: AirportPlace = () => undefined): Connection[] {
  return segments.slice(1).map((next, i) => {
    const prev = segments[i];
    const minutes = Math.round((Date.parse(next.departureDateTime) - Date.parse(prev.arrivalDateTime)) / 60_000);
    const countries = [prev.departureAirport, prev.arrivalAirport, next.arrivalAirport].map((c) => place(c)?.country);
    // Unknown countries (no directory at hand) count as domestic: the milder threshold, no false alarm.
    const known = countries.find(Boolean);
    const domestic = countries.every((c) => c === undefined || c === known);
    const start = wallMinutes(prev.arrivalDateTime);
    const crossesMidnight = prev.arrivalDateTime.slice(0, 10) !== next.departureDateTime.slice(0, 10);
    const inSmallHours = start < 5 * 60 || start + minutes > 24 * 60;
    const warnings: ConnectionWarning[] = [];
    if (minutes < SHORT_CONNECTION_MINUTES[domestic ? "domestic" : "international"]) warnings.push("short");
    if (crossesMidnight || (minutes > LONG_NIGHT_WAIT_MINUTES && inSmallHours)) warnings.push("overnight");
    return {
      airport: prev.arrivalAirport,
      city: place(prev.arrivalAirport)?.city,
      arrival: prev.arrivalDateTime,
      departure: next.departureDateTime,
      minutes,
      domestic,
      warnings,
    };
  });
}
