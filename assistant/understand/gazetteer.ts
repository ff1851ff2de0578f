/**
 * Every place the app knows, under every name a traveller may type. gazetteer.json holds our own part
 * (local names, misspellings, SMS spellings, and each place's links: airport code, hotel destination
 * code, travel circuit slug, transport place id); at load the app's own data adds its names: the hotel
 * destinations and their aliases, the airports we sell (Philippine and international), the travel
 * circuits and the transport network's places. Built once, when the module loads.
 */
import { z } from "zod";
import { CIRCUITS } from "../../contracts/circuits.ts";
import { AIRPORTS } from "../../core/flights/data/airports.ts";
import { GUIDES } from "../../core/content/guides.ts";
import { DESTINATIONS } from "../../core/hotels/destinations.ts";
import { loadDataFile } from "../../core/shared/data-file.ts";
import { PLACES } from "../../core/transport/places.ts";
import rows from "./gazetteer.json" with { type: "json" };
import { normalise } from "./text.ts";
import { isCommonWord, landmarkNames } from "./landmark-names.ts";

export type GazetteerPlace = {
  /** Stable id, the `place`, `from` and `to` slot value ("el-nido"). */
  id: string;
  name: string;
  kind: "city" | "town" | "island" | "province" | "destination" | "airport" | "country" | "port";
  /** The airport to fly to or from for this place. */
  iata?: string;
  /** core/hotels destination code. */
  hotel?: string;
  /** contracts/circuits.ts slug (the guide, tides and weather pages). */
  circuit?: string;
  /** core/transport place id (the trip planner). */
  transport?: string;
  /** The larger place it lies in ("el-nido" is within "palawan"). */
  within?: string;
  /** A place we do not cover yet: its centre, to name the nearest place we do. */
  lat?: number;
  lng?: number;
  aliases: string[];
};

const placeSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  kind: z.enum(["city", "town", "island", "province", "destination", "airport", "country"]),
  iata: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  hotel: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  circuit: z.string().optional(),
  transport: z.string().optional(),
  within: z.string().optional(),
  lat: z.number().min(4).max(22).optional(),
  lng: z.number().min(116).max(127.5).optional(),
  aliases: z.array(z.string().min(2)),
});
const fileSchema = z
  .strictObject({ _source: z.string(), places: z.array(placeSchema).min(1) })
  .refine((f) => new Set(f.places.map((p) => p.id)).size === f.places.length, "Each place needs an id of its own.")
  .refine((f) => f.places.every((p) => !p.iata || AIRPORTS.some((a) => a.code === p.iata)), "Every iata must be an airport we sell.")
  .refine((f) => f.places.every((p) => !p.hotel || DESTINATIONS.some((d) => d.code === p.hotel)), "Every hotel code must be a destination.")
  .refine((f) => f.places.every((p) => !p.circuit || CIRCUITS.some((c) => c.slug === p.circuit)), "Every circuit must exist.")
  .refine((f) => f.places.every((p) => !p.transport || PLACES.some((t) => t.id === p.transport)), "Every transport id must exist.");

/** Names in the app's data that are everyday words or belong to more than one place. */
const AMBIGUOUS = new Set(["malay", "lio", "anda", "pilar", "sabang", "san juan", "metro", "angeles"].map(normalise));
/** Airport codes that are also common words ("pag" is Tagalog, "can" English): read only in capitals. */
export const WORDLIKE_CODES = new Set(["TAG", "PAG", "CAN", "SIN", "SEA", "SUG", "GUM", "PUS", "HAN", "LAX", "DOH", "FUK", "NGO", "CYP"]);
/**
 * Short names that are everyday words in one of our languages ("usa" is Cebuano and Waray "one", "la"
 * Waray "only", "us" English): read as places only when written in capitals ("USA", "LA").
 */
const WORDLIKE_NAMES = new Set(["usa", "us", "la", "l a"]);

const slug = (s: string) => normalise(s).replace(/ /g, "-");
const beforeBracket = (s: string) => s.replace(/\s*\(.*$/, "").trim();

function build(): GazetteerPlace[] {
  const own = loadDataFile("assistant/understand/gazetteer.json", fileSchema, rows).places as GazetteerPlace[];
  const places = own.map((p) => ({ ...p, aliases: [...p.aliases] }));
  const add = (p: GazetteerPlace | undefined, names: string[]) => p?.aliases.push(...names);
  for (const d of DESTINATIONS)
    add(
      places.find((p) => p.hotel === d.code),
      [d.name, ...d.aliases],
    );
  for (const c of CIRCUITS)
    add(
      places.find((p) => p.circuit === c.slug),
      [c.name],
    );
  for (const t of PLACES) {
    if (t.kind === "airport") continue;
    add(
      places.find((p) => p.transport === t.id),
      [beforeBracket(t.name)],
    );
  }
  for (const a of AIRPORTS) {
    const city = beforeBracket(a.city);
    const owner =
      places.find((p) => p.iata === a.code && p.kind !== "country" && p.kind !== "airport") ??
      places.find((p) => normalise(p.name) === normalise(city));
    if (owner) {
      add(owner, [city]);
      continue;
    }
    const inParens = /\((.+)\)/.exec(a.city)?.[1];
    places.push({
      id: slug(city),
      name: city,
      kind: "city",
      iata: a.code,
      aliases: inParens && a.country !== "PH" ? [inParens] : [],
    });
  }
  for (const a of AIRPORTS) airportPlace(places, a);
  for (const t of PLACES) if (t.kind === "port" && !places.some((p) => p.transport === t.id)) places.push(portPlace(t));
  for (const g of GUIDES) {
    const owner = places.find((p) => p.circuit === g.slug);
    if (!owner) continue;
    const names = g.highlights.flatMap((h) => landmarkNames(h.name));
    for (const n of names) LANDMARKS.add(normalise(n));
    add(owner, names);
  }
  return places;
}

/**
 * Each airport is a place of its own ("Cebu airport", "NAIA T3", "Haneda"): the airport's code for a
 * flight, the planner's airport for a trip, and its city's hotels and guide for anything else.
 */
function airportPlace(places: GazetteerPlace[], a: (typeof AIRPORTS)[number]): void {
  const id = `airport-${a.code.toLowerCase()}`;
  const city = places.find((p) => p.iata === a.code && p.kind !== "airport") ?? places.find((p) => p.name === beforeBracket(a.city));
  const short = a.name
    .replace(/\s*\(.*?\)/g, "")
    .replace(/\s+(?:international\s+)?airport$/i, "")
    .trim();
  const cityWords = new Set(normalise(`${a.city} ${city?.name ?? ""}`).split(/[^a-z0-9]+/));
  const own = normalise(short)
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !cityWords.has(w));
  const names = [
    a.name,
    short,
    `${a.code} airport`,
    `${beforeBracket(a.city)} airport`,
    ...(city ? [`${city.name} airport`, ...city.aliases.filter((n) => n.length > 3).map((n) => `${n} airport`)] : []),
    // "Haneda", "Changi", "Incheon": the airport's own name without its city, when it is one real name.
    // A rare word of the list ("haneda") is still the airport's name.
    ...(own.length === 1 && own[0]!.length >= 5 && !isCommonWord(own[0]!) ? [own[0]!] : []),
  ];
  const existing = places.find((p) => p.id === id);
  if (existing) {
    existing.aliases.push(...names);
    return;
  }
  places.push({
    id,
    name: a.name,
    kind: "airport",
    iata: a.code,
    ...(city?.hotel ? { hotel: city.hotel } : {}),
    ...(city?.circuit ? { circuit: city.circuit } : {}),
    ...(PLACES.some((t) => t.id === id) ? { transport: id } : {}),
    ...(city ? { within: city.id } : {}),
    aliases: names,
  });
}

/** The names of our guides' landmarks ("mines view", "hanging coffins"), normalised. */
const LANDMARKS = new Set<string>();
/** Whether a name is one of a guide's landmarks rather than a town or an area ("the hanging coffins"). */
export const isLandmarkName = (name: string): boolean => LANDMARKS.has(normalise(name).replace(/^the /, ""));

/** Every word of our own places' names and other names. */
const PLACE_WORDS = new Set(rows.places.flatMap((p) => [p.name, ...p.aliases].flatMap((n) => normalise(n).split(" "))));
const GENERIC_PORT_WORDS = new Set([
  "port",
  "terminal",
  "ferry",
  "fast",
  "craft",
  "pier",
  "jetty",
  "harbor",
  "harbour",
  "wharf",
  "city",
  "north",
  "1",
]);

/**
 * A sea port of the trip planner as travellers name it: "Sasa wharf" or "Sasa" for Davao's Sasa ferry
 * terminal, "Dapa port" for Siargao's, "Surigao port" for Surigao City's.
 */
function portPlace(t: (typeof PLACES)[number]): GazetteerPlace {
  const name = beforeBracket(t.name);
  const words = normalise(t.name.replace(/[()]/g, " "))
    .split(" ")
    .filter((w) => w && !GENERIC_PORT_WORDS.has(w));
  const core = normalise(name)
    .split(" ")
    .filter((w) => w && !GENERIC_PORT_WORDS.has(w))
    .join(" ");
  const aliases = new Set<string>([name, `${core} port`, `${core} pier`, `${core} wharf`]);
  for (const w of words) {
    if (PLACE_WORDS.has(w)) continue;
    // A word that is part of no place's name ("Sasa", "Dapa", "Cagban", "Bredco") is the port itself.
    for (const kind of ["port", "pier", "wharf"]) aliases.add(`${w} ${kind}`);
    if (w.length >= 4) aliases.add(w);
  }
  return { id: t.id, name, kind: "port", transport: t.id, lat: t.lat, lng: t.lng, aliases: [...aliases] };
}

export const GAZETTEER: readonly GazetteerPlace[] = build();

const byId = new Map(GAZETTEER.map((p) => [p.id, p]));
/** Normalised name → place id; our own names first, then the app's, never two places for one name. */
const byName = new Map<string, string>();
/** A name several places share ("Sabang"): the places, to choose by the other places the message names. */
const shared = new Map<string, Set<string>>();
for (const pass of [0, 1] as const) {
  for (const p of GAZETTEER) {
    const names = pass === 0 ? [p.name, ...p.aliases.slice(0, rows.places.find((r) => r.id === p.id)?.aliases.length ?? 0)] : p.aliases;
    for (const n of names) {
      const key = normalise(n)
        .replace(/[^a-z0-9 ]+/g, " ")
        .replace(/\s+/g, " ")
        .trim();
      if (key && AMBIGUOUS.has(key)) shared.set(key, (shared.get(key) ?? new Set()).add(p.id));
      if (!key || AMBIGUOUS.has(key) || byName.has(key)) continue;
      // "Caticlan airport" is the airport, not the town or its jetty port.
      if (
        / airport$/.test(key) &&
        p.kind !== "airport" &&
        GAZETTEER.some((o) => o.kind === "airport" && o.aliases.some((a) => normalise(a) === key))
      )
        continue;
      byName.set(key, p.id);
    }
  }
}
const byCode = new Map<string, string>();
for (const p of GAZETTEER) if (p.iata && p.kind !== "country" && !byCode.has(p.iata)) byCode.set(p.iata, p.id);
const longestName = Math.max(...[...byName.keys()].map((k) => k.split(" ").length));

export function placeById(id: string): GazetteerPlace | undefined {
  return byId.get(id);
}

/** The place an airport code stands for ("IAO" → siargao). */
export function placeForIata(code: string): GazetteerPlace | undefined {
  const id = byCode.get(code.toUpperCase());
  return id ? byId.get(id) : undefined;
}

/** Every word of every name, for the spelling corrector. */
export function placeWords(): string[] {
  return [...new Set([...byName.keys()].flatMap((k) => k.split(" ")))];
}

/** "mnl-sin": a three-letter token joined by a hyphen to an airport code is a code too, even one that is a word. */
function inCodePair(text: string, tokens: readonly { word: string; index: number; end: number }[], i: number): boolean {
  const isCode = (t?: { word: string }) => t?.word.length === 3 && byCode.has(t.word.toUpperCase());
  return (
    (text[tokens[i].index - 1] === "-" && isCode(tokens[i - 1]) && tokens[i - 1].end === tokens[i].index - 1) ||
    (text[tokens[i].end] === "-" && isCode(tokens[i + 1]) && tokens[i + 1].index === tokens[i].end + 1)
  );
}

export type PlaceMention = { place: GazetteerPlace; index: number; end: number; viaCode: boolean };

/**
 * The places named in a normalised text, longest name first, left to right. `capitals` are the words
 * the traveller wrote in capitals (so "TAG" is Tagbilaran's airport while "tag" is a word).
 */
export function findPlaces(text: string, capitals: ReadonlySet<string> = new Set()): PlaceMention[] {
  const tokens = [...text.matchAll(/[a-z0-9]+/g)].map((m) => ({ word: m[0], index: m.index, end: m.index + m[0].length }));
  const out: PlaceMention[] = [];
  for (let i = 0; i < tokens.length; ) {
    let hit: PlaceMention | null = null;
    let width = 0;
    for (let n = Math.min(longestName, tokens.length - i); n >= 1 && !hit; n--) {
      const key = tokens
        .slice(i, i + n)
        .map((t) => t.word)
        .join(" ");
      const id = byName.get(key);
      if (id && WORDLIKE_NAMES.has(key) && !capitals.has(key)) continue;
      if (id) {
        hit = { place: byId.get(id)!, index: tokens[i].index, end: tokens[i + n - 1].end, viaCode: false };
        width = n;
      }
    }
    if (!hit && tokens[i].word.length === 3) {
      const code = tokens[i].word.toUpperCase();
      const id = byCode.get(code);
      if (id && (!WORDLIKE_CODES.has(code) || capitals.has(code) || inCodePair(text, tokens, i))) {
        hit = { place: byId.get(id)!, index: tokens[i].index, end: tokens[i].end, viaCode: true };
        width = 1;
      }
    }
    if (hit) {
      out.push(hit);
      i += width;
    } else i++;
  }
  return withSharedNames(tokens, out);
}

/** Whether a place has `key` in its own name or its trip-planner place's name, not only among its other names. */
function ownName(p: GazetteerPlace, key: string): boolean {
  const t = p.transport ? PLACES.find((x) => x.id === p.transport) : undefined;
  return [p.name, t?.name ?? ""].some((n) => ` ${normalise(n).replace(/[^a-z0-9 ]+/g, " ")} `.includes(` ${key} `));
}

/** Two places belong together: one lies in the other, or they share an airport, a guide or hotels. */
function related(a: GazetteerPlace, b: GazetteerPlace): boolean {
  return (
    a.within === b.id ||
    b.within === a.id ||
    (a.iata !== undefined && a.iata === b.iata) ||
    (a.hotel !== undefined && a.hotel === b.hotel) ||
    (a.circuit !== undefined && a.circuit === b.circuit)
  );
}

/** "Puerto Princesa to Sabang": a name several places share is the one that goes with another place named. */
function withSharedNames(tokens: readonly { word: string; index: number; end: number }[], found: PlaceMention[]): PlaceMention[] {
  if (found.length === 0) return found;
  const out = [...found];
  for (let i = 0; i < tokens.length; i++) {
    for (const n of [2, 1]) {
      if (i + n > tokens.length) continue;
      const key = tokens
        .slice(i, i + n)
        .map((t) => t.word)
        .join(" ");
      const ids = shared.get(key);
      if (!ids || out.some((m) => m.index <= tokens[i].index && tokens[i].index < m.end)) continue;
      // The places that carry the name as their own (Sabang's planner place is the Underground River's),
      // before those that only list it among other names (Puerto Princesa's hotels).
      const own = [...ids].map((id) => byId.get(id)!).filter((c) => ownName(c, key));
      const candidates = own.length > 0 ? own : [...ids].map((id) => byId.get(id)!);
      // Another name of a place already named ("Sabang near the Underground River") adds nothing.
      if (candidates.some((c) => found.some((m) => m.place.id === c.id))) continue;
      const pick = candidates.filter((c) => found.some((m) => m.place.id !== c.id && related(c, m.place)));
      if (pick.length === 1) out.push({ place: pick[0]!, index: tokens[i].index, end: tokens[i + n - 1]!.end, viaCode: false });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}
