/**
 * The blind evaluation (issue 24): the assistant measured on a set written by a helper who never read
 * the engine (tests/assistant-eval/blind-1/, frozen by FROZEN.sha256). The set is scored as its own
 * `_about` texts say; nothing here knows the engine's internals beyond its public shapes
 * (contracts/assistant.ts), its understanding step and the whole engine on the real services.
 *
 * Each message or turn goes through the built-in engine exactly as the regression evaluation runs it
 * (tests/assistant-eval/replies.ts): `engine.respondWithResults` over openHttpTestApp on the set's own
 * clock, a conversation carrying the context the engine returns. The understanding scored is
 * `understand(text, context, now)` with that same context (the engine's first step; pure), so intent and
 * slots are the engine's reading of the message, not what the answer step later made of them.
 *
 * An item is RIGHT when all hold:
 * - intent: the understood intent is the labelled one;
 * - slots: every labelled slot has the labelled value (see `slotRight`); slots that are not labelled are
 *   not required; a slot name the engine does not have is wrong when labelled. A slot the understanding
 *   left out counts when the reply's own slots carry it (the answer step completed it);
 * - reply: not a refusal when `refusal: false` (except for a contact request, where handing over is the
 *   answer); an honest refusal when `refusal: true` (the /contact link, words that say we cannot, and no
 *   flight or hotel search question); every `mustContain` present and no `mustNotContain` (case-
 *   insensitive, in the text, the links' and cards' hrefs and the cards' own words and amounts); when
 *   `expect.link` is given, some link of the reply (its links, then its cards) has that path and every
 *   query parameter the expectation lists with the same value (URL-decoded, case-insensitive); other
 *   parameters may be there.
 * Groundedness is the regression evaluation's: no fact in the reply's text that the turn's tool results
 * do not hold (core/assistant/grounded.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { Caller } from "../../contracts/application.ts";
import { CIRCUITS } from "../../contracts/circuits.ts";
import { formatMoney, type Money } from "../../contracts/money.ts";
import type { ChatCard, ChatContext, ChatReply, Understanding } from "../../contracts/assistant.ts";
import type { Engine } from "../../core/assistant/engine.ts";
import { createAssistant } from "../../server/assistant.ts";
import type { Services } from "../../server/services.ts";
import { ungroundedFacts } from "../../core/assistant/grounded.ts";
import { understand } from "../../core/assistant/understand/understand.ts";
import { pointNamed } from "../../core/hotels/area-points.ts";
import { DESTINATIONS } from "../../core/hotels/destinations.ts";
import { PLACES } from "../../core/transport/index.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, "..", "..");
export const BLIND_SET_DIR = join(HERE, "blind-1");

/** The built-in engine (never the model) over the app's services, as tests/assistant-eval/run.ts builds it. */
export function blindEngine(s: Services): Engine {
  return createAssistant({
    flightsApp: s.flightsApp,
    bookingsApp: s.bookingsApp,
    postTicketingApp: s.postTicketingApp,
    hotelsApp: s.hotelsApp,
    weatherApp: s.weatherApp,
    contentApp: s.contentApp,
    contactApp: s.contactApp,
    itineraries: s.itineraries,
  });
}

// ---------------------------------------------------------------------------------------------------
// The frozen set
// ---------------------------------------------------------------------------------------------------

export class BlindSetChanged extends Error {}

/** Every file FROZEN.sha256 lists, hashed again; throws when one is missing or differs (the set is frozen). */
export function checkFrozen(dir = BLIND_SET_DIR): { file: string; sha256: string }[] {
  const listed = readFileSync(join(dir, "FROZEN.sha256"), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const m = /^([0-9a-f]{64})\s+\*?(.+)$/.exec(l);
      if (!m) throw new BlindSetChanged(`FROZEN.sha256 has a line it cannot read: ${l}`);
      // `sha256sum` run from the set's folder lists bare names; run from the repository's root, the
      // set's own path (tests/assistant-eval/blind-2/messages.json). Nothing outside the set counts.
      const own = `tests/assistant-eval/${basename(dir)}/`;
      const file = m[2]!.startsWith(own) ? m[2]!.slice(own.length) : m[2]!;
      if (file.includes("/")) throw new BlindSetChanged(`FROZEN.sha256 lists a file outside the set: ${m[2]}`);
      return { sha256: m[1]!, file };
    });
  const needed = ["messages.json", "conversations.json", "out-of-scope.json"];
  for (const f of needed) {
    if (!listed.some((l) => l.file === f)) throw new BlindSetChanged(`FROZEN.sha256 does not list ${f}`);
  }
  for (const { file, sha256 } of listed) {
    const path = join(dir, file);
    if (!existsSync(path)) throw new BlindSetChanged(`${file} is missing from the frozen set`);
    const got = createHash("sha256").update(readFileSync(path)).digest("hex");
    if (got !== sha256)
      throw new BlindSetChanged(`${file} changed since it was frozen (sha256 ${got}, frozen ${sha256}): refusing to score`);
  }
  return listed;
}

const Expect = z.strictObject({
  refusal: z.boolean(),
  link: z.string().optional(),
  mustContain: z.array(z.string()).optional(),
  mustNotContain: z.array(z.string()).optional(),
});
const Slots = z.record(z.string(), z.unknown());
const Message = z.strictObject({
  id: z.string(),
  persona: z.string(),
  text: z.string().min(1),
  intent: z.string(),
  slots: Slots,
  tags: z.array(z.string()),
  expect: Expect,
  note: z.string().optional(),
});
const Turn = z.strictObject({
  text: z.string().min(1),
  intent: z.string(),
  slots: Slots,
  // blind-2 tags its conversations, not each turn.
  tags: z.array(z.string()).default([]),
  expect: Expect,
  note: z.string().optional(),
});
const Conversation = z.strictObject({
  id: z.string(),
  persona: z.string(),
  // The changes of topic kind as each set writes them; read by people, not scored.
  topicChanges: z
    .unknown()
    .optional()
    .transform((v) => (Array.isArray(v) ? v.map((x) => (typeof x === "string" ? x : JSON.stringify(x))) : [])),
  turns: z.array(Turn).min(1),
  // blind-4 tags each conversation as a whole; read by people, not scored.
  tags: z.array(z.string()).optional(),
  note: z.string().optional(),
});
const OutOfScope = z.strictObject({
  id: z.string(),
  // blind-4 names who asks and labels each one out_of_scope; the refusal is what is scored, as for every set.
  persona: z.string().optional(),
  intent: z.literal("out_of_scope").optional(),
  text: z.string().min(1),
  tags: z.array(z.string()),
  expect: Expect,
  note: z.string().optional(),
});
const PlaceIds = z.record(
  z.string(),
  z.strictObject({ hotelDestination: z.string(), hotelDestinationName: z.string(), guide: z.string().nullable() }),
);
const AreaIds = z.record(z.string(), z.strictObject({ place: z.string(), hotelArea: z.string() }));

export type BlindSet = {
  /** The set's folder name (blind-1, blind-2, …). */
  name: string;
  clock: Date;
  placeIds: z.infer<typeof PlaceIds>;
  areaIds: z.infer<typeof AreaIds>;
  messages: z.infer<typeof Message>[];
  conversations: z.infer<typeof Conversation>[];
  outOfScope: z.infer<typeof OutOfScope>[];
  hashes: { file: string; sha256: string }[];
};

/** The set, after its hash is checked (a changed set is never scored). */
export function loadBlindSet(dir = BLIND_SET_DIR): BlindSet {
  const hashes = checkFrozen(dir);
  const read = (f: string) => JSON.parse(readFileSync(join(dir, f), "utf8")) as unknown;
  const m = z
    // blind-1 ties its place and area ids to our data in these tables; a set without them names places and
    // areas as our data does (matched by slug and by the place meant).
    .strictObject({
      clock: z.string(),
      _about: z.string(),
      placeIds: PlaceIds.default({}),
      areaIds: AreaIds.default({}),
      messages: z.array(Message),
    })
    .parse(read("messages.json"));
  const c = z
    .strictObject({ clock: z.string(), _about: z.string(), conversations: z.array(Conversation) })
    .parse(read("conversations.json"));
  const o = z.strictObject({ clock: z.string(), _about: z.string(), questions: z.array(OutOfScope) }).parse(read("out-of-scope.json"));
  const clocks = new Set([m.clock, c.clock, o.clock].map((x) => new Date(x).toISOString()));
  if (clocks.size !== 1) throw new Error(`The blind set's files disagree on their clock: ${[...clocks].join(", ")}`);
  return {
    name: basename(dir),
    clock: new Date(m.clock),
    placeIds: m.placeIds,
    areaIds: m.areaIds,
    messages: m.messages,
    conversations: c.conversations,
    outOfScope: o.questions,
    hashes,
  };
}

// ---------------------------------------------------------------------------------------------------
// Slots: "by the place meant, not the spelling"
// ---------------------------------------------------------------------------------------------------

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
  const path = join(ROOT, "core/assistant/understand/gazetteer.json");
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
function placeKeys(value: string, set: BlindSet): Set<string> {
  const s = slug(value);
  const keys = new Set<string>([s]);
  const addDestination = (code: string) => {
    keys.add(`hotel:${code.toUpperCase()}`);
    for (const [id, p] of Object.entries(set.placeIds)) {
      if (p.hotelDestination.toUpperCase() === code.toUpperCase()) {
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
    addDestination(own.hotelDestination);
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
function endKeys(value: string): Set<string> {
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

const intersects = (a: Set<string>, b: Set<string>) => [...a].some((k) => b.has(k));
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

// ---------------------------------------------------------------------------------------------------
// Replies
// ---------------------------------------------------------------------------------------------------

const hrefsOf = (r: ChatReply) => [...r.links.map((l) => l.href), ...r.cards.flatMap((c) => ("href" in c && c.href ? [c.href] : []))];

const isMoney = (v: unknown): v is Money =>
  typeof v === "object" && v !== null && typeof (v as Money).amount === "number" && typeof (v as Money).currency === "string";
/** An amount as the chat widget writes it on a card (app/widget/cards.ts). */
const moneyWords = (v: unknown): string[] => (isMoney(v) ? [formatMoney(v, { compact: true })] : []);

/** What a traveller reads on a card: its words and its amounts (as the widget writes pesos). */
function cardWords(c: ChatCard): string {
  const out: string[] = [];
  const walk = (v: unknown, key = "") => {
    if (key === "href" || key === "kind") return;
    if (typeof v === "string") out.push(v);
    else if (typeof v === "number") out.push(String(v));
    else if (Array.isArray(v)) for (const x of v) walk(x);
    else if (typeof v === "object" && v !== null) {
      const money = moneyWords(v);
      if (money.length) out.push(...money);
      else for (const [k, x] of Object.entries(v)) walk(x, k);
    }
  };
  walk(c);
  return out.join(" \n");
}

const haystack = (r: ChatReply) => [r.text, ...hrefsOf(r), ...r.cards.map(cardWords)].join("\n").toLowerCase();

const pathOf = (u: URL) => u.pathname.replace(/\/+$/, "") || "/";

/**
 * Whether a link parameter carries the expected value: by value (case-insensitive), except a parameter
 * that names a place, compared by the place meant as the set's slots are (a hotel search's destination,
 * a page's `place`, the trip planner's from/to): "Boracay, Philippines" and "Boracay", "davao" and the
 * planner's "davao-city" open the same prefilled page.
 */
function paramRight(path: string, key: string, want: string, got: string | null, set: BlindSet): boolean {
  if (got === null) return false;
  if (got.toLowerCase() === want.toLowerCase()) return true;
  const bare = (v: string) => v.replace(/,\s*philippines$/i, "");
  if (key === "place" || (key === "destination" && path.startsWith("/hotels")))
    return intersects(placeKeys(bare(want), set), placeKeys(bare(got), set));
  if ((key === "from" || key === "to") && path === "/stay-informed/transportation") return intersects(endKeys(want), endKeys(got));
  return false;
}

/** Whether some link of the reply opens `expected`'s path with each of its parameters; and why not. */
export function linkCheck(reply: ChatReply, expected: string, set: BlindSet): { ok: boolean; problem?: string; seen?: string } {
  const want = new URL(expected, "https://lakbay.invalid");
  const candidates = hrefsOf(reply)
    .map((h) => {
      try {
        return new URL(h, "https://lakbay.invalid");
      } catch {
        return null;
      }
    })
    .filter((u): u is URL => u !== null && pathOf(u) === pathOf(want));
  if (candidates.length === 0) return { ok: false, problem: `no link to ${pathOf(want)}`, seen: hrefsOf(reply).slice(0, 3).join(" ") };
  let best: { wrong: string[]; href: string } | null = null;
  for (const c of candidates) {
    const wrong: string[] = [];
    for (const [k, v] of want.searchParams) {
      const got = c.searchParams.get(k);
      if (!paramRight(pathOf(want), k, v, got, set)) wrong.push(`${k}=${v} (got ${got ?? "none"})`);
    }
    if (wrong.length === 0) return { ok: true };
    if (!best || wrong.length < best.wrong.length) best = { wrong, href: c.pathname + c.search };
  }
  return { ok: false, problem: `link params ${best!.wrong.join(", ")}`, seen: best!.href };
}

/** Words that say plainly the assistant cannot do or does not have something (or could not answer). */
const CANNOT =
  /\b(?:can['’]?t|cannot|can not|unable to|not able to)\b|\b(?:don['’]?t|do not|doesn['’]?t|does not)\s+(?:have|cover|offer|sell|know|book|handle|give|do)\b|\b(?:isn['’]?t|is not|aren['’]?t|are not)\s+(?:something|covered|a service|part of|one of|available)|\bnot (?:yet )?(?:something|covered|available|in what)|\boutside (?:what|our|the)\b|could not get an answer|found nothing|nothing on our site|\bwala(?: pa)?(?: po)? (?:kaming|kami|tayong|pa kaming)\b|\bhindi (?:po )?(?:namin|kami)\b|\bpasensya\b/i;

const hasContactLink = (r: ChatReply) =>
  hrefsOf(r).some((h) => {
    try {
      return pathOf(new URL(h, "https://lakbay.invalid")) === "/contact";
    } catch {
      return false;
    }
  });

/** A reply that says it cannot help (and hands over). */
export const isRefusal = (r: ChatReply) => r.intent === "out_of_scope" || (hasContactLink(r) && CANNOT.test(r.text));

const FLIGHT_INTENTS = new Set(["flight_search", "fare_calendar"]);
const FLIGHT_QUESTION =
  /which day do you want to fly|where are you flying|when do you fly back|saan po kayo manggagaling|saan po ang punta|kailan po (?:ang )?(?:alis|lipad)|flying (?:from|to)\b[^.]*\?/i;
const HOTEL_QUESTION = /when do you check (?:in|out)|where do you want to stay|saan po kayo (?:mag-?stay|tutuloy)/i;

/** A reply that asks a flight or hotel search question (or runs such a search). */
export function asksSearch(r: ChatReply, u: Understanding): "flight" | "hotel" | null {
  if (FLIGHT_INTENTS.has(r.intent) || (r.intent === "clarify" && FLIGHT_INTENTS.has(u.intent)) || FLIGHT_QUESTION.test(r.text))
    return "flight";
  if (r.intent === "hotel_search" || (r.intent === "clarify" && u.intent === "hotel_search") || HOTEL_QUESTION.test(r.text)) return "hotel";
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Display observations (not part of the set's checks; reported beside them)
// ---------------------------------------------------------------------------------------------------

export function displayProblems(r: ChatReply): string[] {
  const out: string[] = [];
  const flights = r.cards.filter((c): c is Extract<ChatCard, { kind: "flight" }> => c.kind === "flight");
  const seen = new Map<string, number>();
  for (const f of flights) {
    const k = `${f.flightNumbers.join("+")}@${f.departsAt}`;
    seen.set(k, (seen.get(k) ?? 0) + 1);
  }
  const repeated = [...seen.values()].filter((n) => n > 1).length;
  if (repeated) out.push(`the same flight on ${Math.max(...seen.values())} cards (fare families)`);
  const wholeOnCards = r.cards.some((c) => Object.values(c).some((v) => isMoney(v) && v.amount % 100 === 0));
  if (/₱\s?[\d,]+\.00\b/.test(r.text) && wholeOnCards) out.push("whole pesos written '.00' in the text beside '₱390'-style cards");
  const named = r.cards
    .map((c) => (c.kind === "hotel" ? c.name : c.kind === "flight" ? c.flightNumbers[0] : null))
    .filter((x): x is string => !!x);
  if (named.length >= 2 && named.filter((n) => r.text.includes(n)).length >= 2) out.push("items listed in the text and again on cards");
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Scoring one item
// ---------------------------------------------------------------------------------------------------

export type ItemScore = {
  id: string;
  /** "message" | "turn" | "out-of-scope" */
  set: "message" | "turn" | "out-of-scope";
  turn?: number;
  text: string;
  tags: string[];
  expectedIntent: string | null;
  gotIntent: string;
  replyIntent: string;
  intentRight: boolean;
  /** Labelled slots the engine got wrong: name, wanted, got. */
  wrongSlots: { name: string; want: unknown; got: unknown }[];
  slotsRight: boolean;
  replyProblems: string[];
  replyRight: boolean;
  right: boolean;
  grounded: boolean;
  ungrounded: string[];
  display: string[];
  reply: string;
  links: string[];
  /** Failure kinds (filled by the kinds pass). */
  kinds: string[];
};

type Labelled = { text: string; intent: string | null; slots: Record<string, unknown>; tags: string[]; expect: z.infer<typeof Expect> };

function scoreItem(
  id: string,
  kind: ItemScore["set"],
  item: Labelled,
  u: Understanding,
  reply: ChatReply,
  results: unknown[],
  set: BlindSet,
  contextText: string,
  turn?: number,
): ItemScore {
  const intentRight = item.intent === null || u.intent === item.intent;
  const wrongSlots: ItemScore["wrongSlots"] = [];
  for (const [name, want] of Object.entries(item.slots)) {
    const got = gotSlot(name, u.slots as Record<string, unknown>, reply.slots as Record<string, unknown>, u.intent);
    if (!slotRight(name, want, got, set, contextText)) wrongSlots.push({ name, want, got: got ?? null });
  }
  const problems: string[] = [];
  const e = item.expect;
  if (e.refusal) {
    if (!hasContactLink(reply)) problems.push("refusal: no /contact link");
    if (!isRefusal(reply)) problems.push("refusal: does not say plainly it cannot help");
    const search = asksSearch(reply, u);
    if (search) problems.push(`refusal: asks a ${search} search question`);
  } else if (item.intent !== "contact" && isRefusal(reply)) {
    problems.push("refused though it should help");
  }
  const all = haystack(reply);
  const missing = (e.mustContain ?? []).filter((m) => !all.includes(m.toLowerCase()));
  if (missing.length) problems.push(`missing ${JSON.stringify(missing)}`);
  const present = (e.mustNotContain ?? []).filter((m) => all.includes(m.toLowerCase()));
  if (present.length) problems.push(`contains ${JSON.stringify(present)}`);
  if (e.link) {
    const l = linkCheck(reply, e.link, set);
    if (!l.ok) problems.push(`${l.problem}${l.seen ? ` [${l.seen}]` : ""}`);
  }
  const bad = ungroundedFacts(reply.text, results);
  const slotsRight = wrongSlots.length === 0;
  return {
    id,
    set: kind,
    ...(turn !== undefined ? { turn } : {}),
    text: item.text,
    tags: item.tags,
    expectedIntent: item.intent,
    gotIntent: u.intent,
    replyIntent: reply.intent,
    intentRight,
    wrongSlots,
    slotsRight,
    replyProblems: problems,
    replyRight: problems.length === 0,
    right: intentRight && slotsRight && problems.length === 0,
    grounded: bad.length === 0,
    ungrounded: bad.map((f) => f.text),
    display: displayProblems(reply),
    reply: reply.text,
    links: reply.links.map((l) => l.href),
    kinds: [],
  };
}

// ---------------------------------------------------------------------------------------------------
// Failure kinds
// ---------------------------------------------------------------------------------------------------

export const FAILURE_KINDS = {
  party: "party / groups (adults, children and their ages, infants, rooms)",
  qualifiers: "qualifiers dropped (time of day, stars, amenities, near, price, cabin, sort)",
  subareas: "sub-areas (area within a destination)",
  readAsFlight: "non-flight message read as a flight (intent or a flight question)",
  otherIntent: "other wrong intent",
  followUps: "short follow-ups in a conversation (6 words or fewer) not acted on",
  topicChange: "context lost when the topic changes kind",
  placeQuestions: "questions about a place not answered (the guide's facts or link)",
  dates: "dates (departure, return, check-in/out, day, month, days, trip type)",
  names: "places and names (origin, destination, place, from/to, reference, last name)",
  links: "link does not open the page prefilled though intent and slots were right",
  facts: "reply lacks a fact it must give / says what it must not",
  wronglyRefused: "refused though it should help",
  refusals: "out of scope not refused honestly (/contact, no search question)",
} as const;
export type FailureKind = keyof typeof FAILURE_KINDS;

const PARTY = new Set(["adults", "children", "childrenAges", "infants", "rooms", "ages"]);
const QUALIFIERS = new Set(["timeOfDay", "stars", "amenities", "near", "maxPrice", "cabin", "sort"]);
const DATES = new Set([
  "departureDate",
  "returnDate",
  "checkIn",
  "checkOut",
  "checkInDate",
  "checkOutDate",
  "date",
  "dateTo",
  "month",
  "days",
  "tripType",
]);
const NAMES = new Set(["origin", "destination", "place", "from", "to", "reference", "lastName", "action", "topic"]);

const words = (t: string) => t.trim().split(/\s+/).filter(Boolean).length;

function assignKinds(s: ItemScore, ctx?: { previousIntent: string | null; carried: Set<string> }): void {
  if (s.right) return;
  const k = new Set<FailureKind>();
  if (s.set === "out-of-scope") {
    // Its /contact link and its nearest offer are part of the refusal, not separate facts.
    k.add("refusals");
    if (s.replyProblems.includes("refusal: asks a flight search question")) k.add("readAsFlight");
    s.kinds = [...k];
    return;
  }
  if (s.replyProblems.some((p) => p.startsWith("refusal:"))) k.add("refusals");
  if (s.replyProblems.includes("refused though it should help")) k.add("wronglyRefused");
  if (!s.intentRight && s.expectedIntent && !FLIGHT_INTENTS.has(s.expectedIntent) && FLIGHT_INTENTS.has(s.gotIntent)) k.add("readAsFlight");
  if (s.expectedIntent && !FLIGHT_INTENTS.has(s.expectedIntent) && FLIGHT_QUESTION.test(s.reply)) k.add("readAsFlight");
  if (!s.intentRight && !k.has("readAsFlight")) k.add("otherIntent");
  for (const w of s.wrongSlots) {
    if (PARTY.has(w.name)) k.add("party");
    if (QUALIFIERS.has(w.name)) k.add("qualifiers");
    if (w.name === "area") k.add("subareas");
    if (DATES.has(w.name)) k.add("dates");
    if (NAMES.has(w.name)) {
      if (w.name === "place" && s.tags.includes("subarea")) k.add("subareas");
      else k.add("names");
    }
  }
  // A link that misses what the understanding had right is the answer step's fault; with wrong slots
  // the link is wrong because they are, and the slots' kinds count it.
  if (s.intentRight && s.slotsRight && s.replyProblems.some((p) => p.startsWith("no link") || p.startsWith("link params"))) k.add("links");
  if (s.replyProblems.some((p) => p.startsWith("missing") || p.startsWith("contains"))) {
    if (s.tags.includes("place-question") || s.expectedIntent === "destination_info") k.add("placeQuestions");
    else k.add("facts");
  }
  if (s.tags.includes("place-question") && (!s.intentRight || s.replyProblems.length > 0)) k.add("placeQuestions");
  if (s.set === "turn" && (s.turn ?? 1) > 1) {
    if (words(s.text) <= 6) k.add("followUps");
    if (ctx && ctx.previousIntent !== null && ctx.previousIntent !== s.expectedIntent && s.wrongSlots.some((w) => ctx.carried.has(w.name)))
      k.add("topicChange");
  }
  s.kinds = [...k];
}

// ---------------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------------

export type ConversationScore = { id: string; persona: string; topicChanges: string[]; turns: ItemScore[]; right: boolean };

export type BlindReport = {
  set: string;
  hashes: { file: string; sha256: string }[];
  clock: string;
  counts: { messages: number; conversations: number; turns: number; outOfScope: number; replies: number };
  messages: {
    fullyRight: number;
    intent: number;
    slots: number;
    reply: number;
    byIntent: Record<string, { n: number; right: number }>;
    byTag: Record<string, { n: number; right: number }>;
  };
  conversations: { allTurnsRight: number; right: number; turnAccuracy: number; byTurn: { turn: number; n: number; right: number }[] };
  outOfScope: { honest: number; right: number; messageRefusals: { n: number; right: number } };
  groundedness: number;
  ungrounded: { id: string; facts: string[] }[];
  display: { replies: number; byProblem: Record<string, number> };
  kinds: { kind: FailureKind; label: string; items: number; messages: number; turns: number; outOfScope: number; examples: string[] }[];
  items: ItemScore[];
  conversationScores: ConversationScore[];
  errors: string[];
  ms: number;
};

const share = (n: number, d: number) => (d ? n / d : 1);

/** Scores the frozen blind set on `engine` (built over services that run on the set's clock). */
export async function scoreBlindSet(engine: Engine, set: BlindSet = loadBlindSet()): Promise<BlindReport> {
  const started = performance.now();
  const now = set.clock;
  let client = 0;
  const caller = (): Caller => ({ userId: null, clientIp: `198.51.100.${(client++ % 250) + 1}` });
  const errors: string[] = [];

  async function run(text: string, context: ChatContext) {
    const u = understand(text, context, now);
    const answer = await engine.respondWithResults({ message: text, context, history: [], caller: caller(), now });
    return { u, answer };
  }

  const items: ItemScore[] = [];
  for (const m of set.messages) {
    try {
      const { u, answer } = await run(m.text, {});
      const s = scoreItem(m.id, "message", m, u, answer.reply, answer.results, set, m.text);
      assignKinds(s);
      items.push(s);
    } catch (e) {
      errors.push(`${m.id}: ${(e as Error).stack ?? e}`);
    }
  }

  const conversationScores: ConversationScore[] = [];
  for (const c of set.conversations) {
    let context: ChatContext = {};
    const turns: ItemScore[] = [];
    const carried = new Set<string>();
    let previousIntent: string | null = null;
    let allText = "";
    for (const [i, t] of c.turns.entries()) {
      allText += `\n${t.text}`;
      try {
        const { u, answer } = await run(t.text, context);
        context = answer.context;
        const s = scoreItem(`${c.id}#${i + 1}`, "turn", t, u, answer.reply, answer.results, set, allText, i + 1);
        // A slot is carried when its labelled value was labelled on an earlier turn.
        const carriedHere = new Set(
          Object.keys(t.slots).filter(
            (n) => carried.has(`${n}=${JSON.stringify(t.slots[n])}`) || carried.has(`*=${JSON.stringify(t.slots[n])}`),
          ),
        );
        assignKinds(s, { previousIntent, carried: carriedHere });
        turns.push(s);
        items.push(s);
      } catch (e) {
        errors.push(`${c.id}#${i + 1}: ${(e as Error).stack ?? e}`);
      }
      for (const [n, v] of Object.entries(t.slots)) {
        carried.add(`${n}=${JSON.stringify(v)}`);
        carried.add(`*=${JSON.stringify(v)}`);
      }
      previousIntent = t.intent;
    }
    conversationScores.push({
      id: c.id,
      persona: c.persona,
      topicChanges: c.topicChanges,
      turns,
      right: turns.length === c.turns.length && turns.every((t) => t.right),
    });
  }

  for (const q of set.outOfScope) {
    try {
      const { u, answer } = await run(q.text, {});
      const s = scoreItem(q.id, "out-of-scope", { ...q, intent: null, slots: {} }, u, answer.reply, answer.results, set, q.text);
      assignKinds(s);
      items.push(s);
    } catch (e) {
      errors.push(`${q.id}: ${(e as Error).stack ?? e}`);
    }
  }

  const msgs = items.filter((i) => i.set === "message");
  const turnItems = items.filter((i) => i.set === "turn");
  const oos = items.filter((i) => i.set === "out-of-scope");
  const tally = (xs: ItemScore[], key: (x: ItemScore) => string[]) => {
    const out: Record<string, { n: number; right: number }> = {};
    for (const x of xs)
      for (const k of key(x)) {
        out[k] ??= { n: 0, right: 0 };
        out[k].n++;
        if (x.right) out[k].right++;
      }
    return out;
  };
  const maxTurn = Math.max(0, ...turnItems.map((t) => t.turn ?? 0));
  const byTurn = Array.from({ length: maxTurn }, (_, i) => {
    const at = turnItems.filter((t) => t.turn === i + 1);
    return { turn: i + 1, n: at.length, right: at.filter((t) => t.right).length };
  });
  const messageRefusals = msgs.filter((m) => set.messages.find((x) => x.id === m.id)?.expect.refusal);
  const displayCounts: Record<string, number> = {};
  for (const i of items) for (const d of i.display) displayCounts[d] = (displayCounts[d] ?? 0) + 1;

  const kinds = (Object.keys(FAILURE_KINDS) as FailureKind[])
    .map((kind) => {
      const with_ = items.filter((i) => i.kinds.includes(kind));
      const examples = with_.slice(0, 40).map(describeItem);
      return {
        kind,
        label: FAILURE_KINDS[kind],
        items: with_.length,
        messages: with_.filter((i) => i.set === "message").length,
        turns: with_.filter((i) => i.set === "turn").length,
        outOfScope: with_.filter((i) => i.set === "out-of-scope").length,
        examples,
      };
    })
    .sort((a, b) => b.items - a.items);

  return {
    set: set.name,
    hashes: set.hashes,
    clock: set.clock.toISOString(),
    counts: {
      messages: set.messages.length,
      conversations: set.conversations.length,
      turns: set.conversations.reduce((n, c) => n + c.turns.length, 0),
      outOfScope: set.outOfScope.length,
      replies: items.length,
    },
    messages: {
      fullyRight: msgs.filter((m) => m.right).length,
      intent: msgs.filter((m) => m.intentRight).length,
      slots: msgs.filter((m) => m.slotsRight).length,
      reply: msgs.filter((m) => m.replyRight).length,
      byIntent: tally(msgs, (m) => [m.expectedIntent ?? "-"]),
      byTag: tally(msgs, (m) => (m.tags.length ? m.tags : ["(untagged)"])),
    },
    conversations: {
      allTurnsRight: conversationScores.filter((c) => c.right).length,
      right: share(conversationScores.filter((c) => c.right).length, conversationScores.length),
      turnAccuracy: share(turnItems.filter((t) => t.right).length, turnItems.length),
      byTurn,
    },
    outOfScope: {
      honest: oos.filter((o) => o.right).length,
      right: share(oos.filter((o) => o.right).length, oos.length),
      messageRefusals: { n: messageRefusals.length, right: messageRefusals.filter((m) => m.right).length },
    },
    groundedness: share(items.filter((i) => i.grounded).length, items.length),
    ungrounded: items.filter((i) => !i.grounded).map((i) => ({ id: i.id, facts: i.ungrounded })),
    display: { replies: items.filter((i) => i.display.length > 0).length, byProblem: displayCounts },
    kinds,
    items,
    conversationScores,
    errors,
    ms: Math.round(performance.now() - started),
  };
}

const short = (v: unknown) => (v === null || v === undefined ? "none" : typeof v === "string" ? v : JSON.stringify(v));

/** One line for a failed item: what was asked, what went wrong. */
export function describeItem(s: ItemScore): string {
  const why: string[] = [];
  if (!s.intentRight) why.push(`intent ${s.gotIntent} (want ${s.expectedIntent})`);
  for (const w of s.wrongSlots) why.push(`${w.name} ${short(w.got)} (want ${short(w.want)})`);
  why.push(...s.replyProblems);
  return `${s.id} "${s.text}" → ${why.join("; ")} | reply: ${s.reply.replace(/\s+/g, " ").slice(0, 140)}`;
}

const pct = (n: number, d: number) => `${d ? ((100 * n) / d).toFixed(1) : "100.0"}% (${n}/${d})`;

/** The report as the lines the runner and the test print. */
export function summaryLines(r: BlindReport): string[] {
  const m = r.counts.messages;
  const lines = [
    `${r.set} (${r.counts.messages} messages, ${r.counts.conversations} conversations / ${r.counts.turns} turns, ${r.counts.outOfScope} out of scope) on ${r.clock}, ${r.ms} ms`,
    `single messages fully right: ${pct(r.messages.fullyRight, m)}`,
    `  intent right: ${pct(r.messages.intent, m)}   every labelled slot right: ${pct(r.messages.slots, m)}   reply useful and true: ${pct(r.messages.reply, m)}`,
    `conversations right on every turn: ${pct(r.conversations.allTurnsRight, r.counts.conversations)}`,
    `  turn accuracy: ${pct(Math.round(r.conversations.turnAccuracy * r.counts.turns), r.counts.turns)}; by turn: ${r.conversations.byTurn.map((t) => `${t.turn}: ${pct(t.right, t.n)}`).join(", ")}`,
    `out of scope refused honestly: ${pct(r.outOfScope.honest, r.counts.outOfScope)} (+ out_of_scope single messages: ${r.outOfScope.messageRefusals.right}/${r.outOfScope.messageRefusals.n})`,
    `groundedness: ${pct(r.items.filter((i) => i.grounded).length, r.items.length)}`,
    `display (observed, not scored): ${r.display.replies} replies — ${
      Object.entries(r.display.byProblem)
        .map(([k, v]) => `${k}: ${v}`)
        .join("; ") || "none"
    }`,
    `errors: ${r.errors.length}`,
    "failure kinds (an item may have several):",
    ...r.kinds
      .filter((k) => k.items > 0)
      .map((k) => `  ${String(k.items).padStart(3)}  ${k.label} [messages ${k.messages}, turns ${k.turns}, out of scope ${k.outOfScope}]`),
  ];
  return lines;
}
