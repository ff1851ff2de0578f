/**
 * The transport planner's words shared by the server and the browser: modes of travel, where a fact
 * comes from, and how durations are written. The network itself is in core/transport.
 */

/**
 * How you ride a leg. `boat` is a small open boat (bangka) on a short crossing; `ferry` a fast craft,
 * RoRo or passenger ship; `car` a taxi, Grab, tricycle or habal-habal ride (the leg's `vehicle` says which).
 */
export type Mode = "flight" | "ferry" | "boat" | "bus" | "van" | "car";

/** Where a fact was read: a public page or data file, with its date when it shows one. */
export type Source = { name: string; url?: string; published?: string };

export const MODE_LABELS: Record<Mode, string> = {
  flight: "Flight",
  ferry: "Ferry",
  boat: "Boat",
  bus: "Bus",
  van: "Van",
  car: "Road transfer",
};

/** "5 h 40 min", "45 min". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
