/**
 * Details of a trip the understanding settles after reading: who flies as an adult, and which airport
 * "from the airport" means.
 */
import type { ChatIntent, ChatSlots } from "../../contracts/assistant.ts";
import { GAZETTEER, placeById } from "./gazetteer.ts";
import { addDays } from "./dates.ts";
import { normalise } from "./text.ts";
import { findAirport } from "../../core/flights/data/airports.ts";

/** On a flight a child of 12 or more flies as an adult (contracts/passengers.ts): "kids aged 3, 8 and 14" is one more adult. */
export function flightParty(slots: ChatSlots): void {
  const ages = slots.childrenAges;
  if (!ages?.some((a) => a >= 12)) return;
  const grown = ages.filter((a) => a >= 12).length;
  slots.childrenAges = ages.filter((a) => a < 12);
  if (slots.childrenAges.length === 0) delete slots.childrenAges;
  slots.adults = (slots.adults ?? 1) + grown;
  const children = (slots.children ?? ages.length) - grown;
  if (children > 0) slots.children = children;
  else delete slots.children;
}

/** "How do I get there from the airport?": the airport of the place asked about. */
export function fromAirport(intent: ChatIntent, slots: ChatSlots, message: string): ChatSlots {
  // "from the airport" names no place of its own, so it wins over an origin the conversation supplied.
  if (intent !== "transport_info" || !slots.to || !FROM_AIRPORT.test(normalise(message))) return slots;
  const to = placeById(slots.to);
  const within = to?.within ? placeById(to.within) : undefined;
  const iata = to?.iata ?? within?.iata ?? (to?.hotel ? GAZETTEER.find((p) => p.hotel === to.hotel && p.iata)?.iata : undefined);
  const airport = iata ? placeById(`airport-${iata.toLowerCase()}`) : undefined;
  return airport ? { ...slots, from: airport.id } : slots;
}

const FROM_AIRPORT = /\b(?:from|galing(?: sa)?|mula(?: sa)?|gikan(?: sa)?) (?:the )?airport\b/;

/** Days said relative to the one being talked about, and by how many days they move it. */
export const SHIFTS: [RegExp, number][] = [
  [/\b(?:the )?(?:day after(?! tomorrow)|next day|following day|a day later|kinabukasan|isang araw pagkatapos)\b/g, 1],
  [/\b(?:the )?(?:day before|previous day|a day earlier|isang araw bago|night before|gabi bago)\b/g, -1],
  [/\b(?:one|a|isang|1) (?:week|linggo) (?:later|after|pagkatapos)\b/g, 7],
  [/\b(?:two|2) days later\b/g, 2],
];

/** "the night before", "gabi bago ang flight": a stay of one night before the day talked about. */
export const NIGHT_BEFORE = /\b(?:the )?night before|gabi bago\b/;

/** Every day of a search moved by `n` days ("the day after"). */
export function shifted(slots: ChatSlots, n: number): ChatSlots {
  const out = { ...slots };
  for (const k of ["departureDate", "returnDate", "checkIn", "checkOut", "date"] as const) {
    const v = out[k];
    if (v) out[k] = addDays(v, n);
  }
  return out;
}

/**
 * "balik 17" on a trip leaving Jan 15, "hanggang 2" on a stay from Dec 30: a day of the month said for
 * the end is the first such day after the start, not one in this month before it.
 */
export function inOrder<U extends { slots: ChatSlots }>(u: U): U {
  const s = u.slots;
  const fix = (start: string | undefined, end: string | undefined) => {
    if (!start || !end || end >= start) return end;
    const day = end.slice(8, 10);
    let candidate = `${start.slice(0, 8)}${day}`;
    if (candidate <= start) {
      const next = new Date(`${start.slice(0, 8)}01T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      candidate = `${next.toISOString().slice(0, 8)}${day}`;
    }
    return Number.isNaN(Date.parse(`${candidate}T00:00:00Z`)) || new Date(`${candidate}T00:00:00Z`).getUTCDate() !== Number(day)
      ? end
      : candidate;
  };
  const returnDate = fix(s.departureDate, s.returnDate);
  const checkOut = fix(s.checkIn, s.checkOut);
  if (returnDate === s.returnDate && checkOut === s.checkOut) return u;
  return { ...u, slots: { ...s, ...(returnDate ? { returnDate } : {}), ...(checkOut ? { checkOut } : {}) } };
}

/**
 * "Clark na lang" after Manila to Siargao: a lone airport said as a follow-up replaces the end of the trip
 * it lies nearer to (Clark is Manila's other airport, so it is where from); slots as the follow-up read them.
 */
export function nearerEnd(now: ChatSlots, previous: ChatSlots): ChatSlots {
  if (!now.destination || now.origin || !previous.origin || !previous.destination) return now;
  const [a, o, d] = [now.destination, previous.origin, previous.destination].map((c) => findAirport(c));
  if (!a || !o || !d) return now;
  const km = (x: typeof a, y: typeof a) =>
    Math.hypot(x.latitude - y.latitude, (x.longitude - y.longitude) * Math.cos((x.latitude * Math.PI) / 180));
  if (km(a, o) >= km(a, d)) return now;
  const { destination, ...rest } = now;
  return { ...rest, origin: destination };
}
