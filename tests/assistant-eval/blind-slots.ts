/**
 * The blind sets' slots, judged "by the place meant, not the spelling" (tests/assistant-eval/blind.ts):
 * which value the engine gave a labelled slot, and whether it is the labelled one by the sets' conventions.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CIRCUITS } from "../../contracts/circuits.ts";
import { pointNamed } from "../../core/hotels/area-points.ts";
import { DESTINATIONS } from "../../core/hotels/destinations.ts";
import { PLACES } from "../../core/transport/index.ts";
import type { BlindSet } from "./blind-set.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

const slug = (v: string) =>
  v
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

type GazetteerEntry = { id: string; name: string; iata?: string; hotel?: string; circuit?: string; transport?: string; within?: string };
/** The site's gazetteer, read by id only (an engine's place value is one of its ids); absent is fine. */
const GAZETTEER: GazetteerEntry[] = (() => {
  const path = join(ROOT, "assistant/understand/gazetteer.json");
  if (!existsSync(path)) return [];
  try {
    const data = JSON.parse(readFileSync(path, "utf8")) as { places?: GazetteerEntry[] };
    return Array.isArray(data.places) ? data.places : [];
  } catch {
    return [];
  }
})();

/**
 * The identities a `place` value stands for: its slug, and (through the set's placeIds table, the
 * hotel destinations with their names and aliases, the guides, the transport planner's places and the
 * gazetteer's ids) the hotel destination code and guide slug of the place meant.
 */
export function placeKeys(value: string, set: BlindSet): Set<string> {
  const s = slug(value);
  const keys = new Set<string>([s]);
  const addDestination = (code: string) => {
    keys.add(`hotel:${code.toUpperCase()}`);
    for (const [id, p] of Object.entries(set.placeIds)) {
      if (p.hotelDestination?.toUpperCase() === code.toUpperCase()) {
        keys.add(id);
        if (p.guide) keys.add(p.guide);
      }
    }
  };
  const addCircuit = (circuit: string) => {
    keys.add(circuit);
    for (const [id, p] of Object.entries(set.placeIds)) if (p.guide === circuit) keys.add(id);
  };
  const own = set.placeIds[s];
  if (own) {
    // A place with no hotel destination of ours (the format allows null: General Santos, Kalibo town).
    if (own.hotelDestination) addDestination(own.hotelDestination);
    if (own.guide) addCircuit(own.guide);
  }
  for (const d of DESTINATIONS) {
    if (d.code.toUpperCase() === value.toUpperCase() || slug(d.name) === s || (d.aliases ?? []).some((a) => slug(a) === s))
      addDestination(d.code);
  }
  for (const c of CIRCUITS) {
    if (c.slug === s || slug(c.name) === s || c.slug.startsWith(`${s}-`)) addCircuit(c.slug);
  }
  for (const p of PLACES) {
    if (p.id === s || slug(p.name) === s) {
      if (p.circuitSlug) addCircuit(p.circuitSlug);
    }
  }
  for (const g of GAZETTEER) {
    if (g.id === s) {
      if (g.hotel) addDestination(g.hotel);
      if (g.circuit) addCircuit(g.circuit);
      // A place inside a guide's destination ("Mount Pulag" in the Cordilleras) is that guide's place,
      // as the sets label it ("the travel-guide slug where a guide covers the place").
      for (let up = g.within ? GAZETTEER.find((x) => x.id === g.within) : undefined, depth = 0; up && depth < 3; depth++) {
        if (up.circuit) addCircuit(up.circuit);
        up = up.within ? GAZETTEER.find((x) => x.id === up!.within) : undefined;
      }
    }
  }
  return keys;
}

/**
 * The identities of a trip planner end (from/to): a place name or a transport place id stand for that
 * place (the gazetteer ties a name to its planner place); an IATA code (the traveller named the airport)
 * stands for that airport only, never for its city.
 */
export function endKeys(value: string): Set<string> {
  const s = slug(value);
  const keys = new Set<string>([s]);
  if (/^[A-Z]{3}$/.test(value.trim())) {
    keys.add(`airport:${s}`);
    for (const p of PLACES) if (p.iata?.toLowerCase() === s) keys.add(p.id);
    return keys;
  }
  for (const g of GAZETTEER) {
    if (g.id === s || slug(g.name) === s || (g.transport && g.transport === s)) {
      keys.add(g.id);
      keys.add(slug(g.name));
      if (g.transport) keys.add(g.transport);
      // A town known only by its airport ("Kalibo"): the planner starts at that airport.
      else if (g.iata) keys.add(`airport:${g.iata.toLowerCase()}`);
    }
  }
  for (const p of PLACES) {
    if (p.id === s || slug(p.name) === s) {
      keys.add(p.id);
      keys.add(slug(p.name));
      if (p.iata) keys.add(`airport:${p.iata.toLowerCase()}`);
    }
  }
  return keys;
}

export const intersects = (a: Set<string>, b: Set<string>) => [...a].some((k) => b.has(k));
const lower = (v: unknown) => (typeof v === "string" ? v.trim().toLowerCase() : v);
const asSet = (v: unknown): string[] | null => (Array.isArray(v) ? [...new Set(v.map((x) => String(lower(x))))].sort() : null);

/** The value the engine gave a labelled slot (undefined when it has none). */
/**
 * Slot names a set may use for the engine's own (blind-4 names a stay's days as the hotel pages' fields,
 * `checkInDate` and `checkOutDate`, because its writer never saw the engine's names).
 */
const SLOT_ALIASES: Record<string, string> = { checkInDate: "checkIn", checkOutDate: "checkOut" };

export function gotSlot(label: string, u: Record<string, unknown>, r: Record<string, unknown>, intent?: string): unknown {
  const name = SLOT_ALIASES[label] ?? label;
  const pick = (n: string) => (u[n] !== undefined ? u[n] : r[n]);
  // A set may label an itinerary's first day `date` (blind-3's convention); the engine keeps it as the
  // trip's departure day, which the planner link carries as `start`.
  if (name === "date" && intent === "itinerary" && pick("date") === undefined) return pick("departureDate");
  if (name === "timeOfDay") {
    const own = pick("timeOfDay");
    if (own !== undefined) return own;
    // The set allows earliest/latest to be carried as a sort.
    const sort = pick("sort");
    return sort === "earliest" || sort === "latest" ? sort : undefined;
  }
  return pick(name);
}

/** Every name of every hotel area (its name and other names), as slugs, for matching an area by the area meant. */
const AREA_NAMES: string[][] = DESTINATIONS.flatMap((d) => (d.areas ?? []).map((a) => [a.name, ...(a.aliases ?? [])].map(slug)));

function sameHotelArea(got: string, want: string): boolean {
  const a = slug(got);
  const b = slug(want);
  if (!a || !b) return false;
  if (a === b || a.startsWith(`${b}-`) || b.startsWith(`${a}-`)) return true;
  return AREA_NAMES.some(
    (names) => names.some((n) => n === a || n.startsWith(`${a}-`)) && names.some((n) => n === b || n.startsWith(`${b}-`)),
  );
}

/** Whether the engine's value of one labelled slot is the labelled one, by the set's conventions. */
export function slotRight(name: string, want: unknown, got: unknown, set: BlindSet, text: string): boolean {
  if (got === undefined || got === null) return false;
  switch (name) {
    case "origin":
    case "destination": {
      if (typeof got !== "string" || typeof want !== "string") return false;
      if (got.toUpperCase() === want.toUpperCase()) return true;
      // "KLO is acceptable where the traveller just says Boracay".
      return want.toUpperCase() === "MPH" && got.toUpperCase() === "KLO" && /bora/i.test(text) && !/caticlan/i.test(text);
    }
    case "place":
      return typeof got === "string" && typeof want === "string" && intersects(placeKeys(want, set), placeKeys(got, set));
    case "from":
    case "to":
      return typeof got === "string" && typeof want === "string" && intersects(endKeys(want), endKeys(got));
    case "area": {
      if (typeof got !== "string" || typeof want !== "string") return false;
      const area = set.areaIds[want];
      const g = slug(got);
      if (g === want) return true;
      // A set without an area table names areas as our data does ("iloilo business park", "mactan",
      // "quezon city"): by the area meant — the same name, the name with its kind or town ("Mactan
      // Island", "Urbiztondo, San Juan"), or one of the hotel area's other names.
      if (!area && Object.keys(set.areaIds).length === 0) return sameHotelArea(got, want);
      if (!area) return false;
      // The area by any of its names in our data ("Gen Luna" is General Luna, "Stn 2" Station 2).
      return area.hotelArea.split(/\s*(?:\/|\(|\))\s*/).some((part) => part && (slug(part) === g || sameHotelArea(got, part)));
    }
    case "near": {
      if (typeof got !== "string" || typeof want !== "string") return false;
      const a = slug(got);
      const b = slug(want);
      if (a.length > 0 && (a === b || a.includes(b) || b.includes(a))) return true;
      // The point by its full name or the traveller's short one ("Mactan-Cebu International Airport" and
      // "Mactan airport"): every word of the shorter name is a word of the longer.
      const [short, long] = [a, b].sort((x, y) => x.length - y.length).map((x) => new Set(x.split("-").filter(Boolean)));
      if (short!.size >= 2 && [...short!].every((w) => long!.has(w))) return true;
      // "the airport", "the pier": a point said by its kind alone is the point of that kind the engine named.
      const kind = b.replace(/^(?:the|ang|yung)-/, "");
      if (/^(?:airport|port|pier|jetty|terminal|wharf)$/.test(kind) && a.split("-").includes(kind)) return true;
      // An area named by another of its names in our data ("Ayala Avenue" is one of Makati CBD's).
      if (sameHotelArea(got, want)) return true;
      // A point by any of its names in a destination's data ("MOA" is SM Mall of Asia).
      return DESTINATIONS.some((d) => {
        const p = pointNamed(d, got);
        return p !== null && p === pointNamed(d, want);
      });
    }
    case "timeOfDay": {
      // "Wednesday night": the engine's "night" is the results page's evening window with the red-eyes after
      // it (depart=evening,early), so a night asked is the evening the sets label.
      if (typeof got === "string" && typeof want === "string" && lower(got) === "night" && lower(want) === "evening") return true;
      return typeof got === "string" && typeof want === "string" && lower(got) === lower(want);
    }
    case "tripType": {
      // The flight pages' values ("return", "oneway") are the engine's "round-trip" and "one-way".
      const trip = (v: unknown) =>
        typeof v === "string"
          ? (({ return: "round-trip", oneway: "one-way" } as Record<string, string>)[lower(v) as string] ?? lower(v))
          : v;
      return trip(got) === trip(want);
    }
    case "maxPrice": {
      // By amount: the set labels `{ amount, currency }` (blind-1) and an engine may give either shape.
      const amountOf = (v: unknown) =>
        typeof v === "number" ? v : typeof v === "object" && v && "amount" in v ? (v as { amount: unknown }).amount : undefined;
      const amount = amountOf(got);
      return typeof amount === "number" && amount === amountOf(want);
    }
    case "month": {
      // Set 9 writes a month as YYYY-MM; the engine's month is its number, in the year of its next
      // occurrence from the set's clock in Manila (the current month counts as this year's).
      if (typeof want === "string" && /^\d{4}-\d{2}$/.test(want)) {
        if (typeof got !== "number") return false;
        const [year, month] = want.split("-").map(Number);
        const today = new Date(set.clock.getTime() + 8 * 3_600_000).toISOString();
        const [thisYear, thisMonth] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
        return got === month && year === thisYear + (month < thisMonth ? 1 : 0);
      }
      return got === want;
    }
    case "cabin":
      // The flight pages' "premium" is the engine's "premium-economy".
      return (
        typeof got === "string" &&
        typeof want === "string" &&
        got
          .trim()
          .toLowerCase()
          .replace(/-economy$/, "") ===
          want
            .trim()
            .toLowerCase()
            .replace(/-economy$/, "")
      );
    default: {
      const ws = asSet(want);
      if (ws) {
        const gs = asSet(got);
        return !!gs && gs.length === ws.length && gs.every((x, i) => x === ws[i]);
      }
      if (typeof want === "string") return typeof got === "string" && lower(got) === lower(want);
      if (typeof want === "number") return got === want;
      return JSON.stringify(got) === JSON.stringify(want);
    }
  }
}
