/**
 * The groundedness check (issue 19): every amount (₱ / PHP), clock time, date, flight number, booking
 * reference and hotel name a reply states must appear in that turn's tool results. The built-in engine's
 * replies pass it by construction (tested over many replies); a language model's reply that fails it is
 * replaced by the engine's.
 *
 * Facts are compared in a normal form: amounts in centavos, times as Philippine wall-clock minutes,
 * dates as month-day, flight numbers and references upper-case without spaces. The results' facts are
 * read from their structure (Money objects, ISO instants, epoch milliseconds, airline + number pairs)
 * and from their strings with the same extractors as the reply.
 */
import { manilaDate, manilaMinutes } from "../contracts/manila-time.ts";

export type FactKind = "amount" | "time" | "date" | "flight" | "reference" | "hotel";
export type Fact = { kind: FactKind; text: string; key: string };

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_RE =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const pad = (n: number) => String(n).padStart(2, "0");

const AMOUNT = /(?<![A-Za-z0-9])(?:₱|PHP\s?|Php\s?|P(?=\d))\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?:\s?(k)\b)?/g;
const TIME = /\b(\d{1,2}):(\d{2})\s?(am|pm|AM|PM|a\.m\.|p\.m\.)?/g;
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const MONTH_DAY = new RegExp(`\\b${MONTH_RE}\\.?\\s+(\\d{1,2})(?!\\d|:)`, "gi");
const DAY_MONTH = new RegExp(`\\b(\\d{1,2})\\s+${MONTH_RE}\\b`, "gi");
/** Two-character airline designator (letters, or a digit and a letter) and 1–4 digits: "5J 561", "PR2781". */
const FLIGHT = /\b((?:[A-Z]{2}|[0-9][A-Z]|[A-Z][0-9]))\s?(\d{2,4})\b/g;
/** Six capitals and digits with at least one of each: a booking reference. */
const REFERENCE = /\b(?=[A-Z0-9]{6}\b)(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{6}\b/g;
const HOTEL_WORDS =
  "(?:Hotel|Resort|Inn|Suites|Lodge|Hostel|Villas?|Pension|Residences?|Homestay|Guesthouse|Guest House|Apartelle|Beach House|Boutique Hotel)";
const HOTEL = new RegExp(
  `\\b((?:[A-Z][\\p{L}'’&-]*\\s){0,5}${HOTEL_WORDS})\\b|\\b(${HOTEL_WORDS}(?:\\s(?:de\\s|del\\s|sa\\s)?[A-Z][\\p{L}'’&-]*){1,4})`,
  "gu",
);

const monthIndex = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase());

function amounts(text: string): Fact[] {
  const out: Fact[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const whole = Number(m[1].replace(/,/g, ""));
    const cents = m[2] ? Number(m[2].padEnd(2, "0")) : 0;
    const value = (m[3] ? whole * 1000 : whole) * 100 + cents;
    out.push({ kind: "amount", text: m[0].trim(), key: String(value) });
  }
  return out;
}

function times(text: string): Fact[] {
  const out: Fact[] = [];
  for (const m of text.matchAll(TIME)) {
    let h = Number(m[1]);
    const min = Number(m[2]);
    if (h > 23 || min > 59) continue;
    const mer = m[3]?.toLowerCase().replace(/\./g, "");
    if (mer === "pm" && h < 12) h += 12;
    if (mer === "am" && h === 12) h = 0;
    out.push({ kind: "time", text: m[0].trim(), key: String(h * 60 + min) });
  }
  return out;
}

function dates(text: string): Fact[] {
  const out: Fact[] = [];
  for (const m of text.matchAll(ISO_DATE)) out.push({ kind: "date", text: m[0], key: `${m[2]}-${m[3]}` });
  for (const m of text.matchAll(MONTH_DAY)) {
    const month = monthIndex(m[1]);
    const day = Number(m[2]);
    if (month >= 0 && day >= 1 && day <= 31) out.push({ kind: "date", text: m[0], key: `${pad(month + 1)}-${pad(day)}` });
  }
  for (const m of text.matchAll(DAY_MONTH)) {
    const month = monthIndex(m[2]);
    const day = Number(m[1]);
    if (month >= 0 && day >= 1 && day <= 31) out.push({ kind: "date", text: m[0], key: `${pad(month + 1)}-${pad(day)}` });
  }
  return out;
}

function flights(text: string): Fact[] {
  const out: Fact[] = [];
  for (const m of text.matchAll(FLIGHT)) {
    // "No. 1", "MLLW", years and the like are not flights: a designator needs a letter.
    if (!/[A-Z]/.test(m[1])) continue;
    out.push({ kind: "flight", text: m[0], key: `${m[1]}${m[2]}` });
  }
  return out;
}

function references(text: string): Fact[] {
  return [...text.matchAll(REFERENCE)].map((m) => ({ kind: "reference" as const, text: m[0], key: m[0] }));
}

function hotels(text: string, known: readonly string[]): Fact[] {
  const out: Fact[] = [];
  for (const m of text.matchAll(HOTEL)) {
    const name = (m[1] ?? m[2]).trim();
    out.push({ kind: "hotel", text: name, key: name.toLowerCase() });
  }
  const lower = text.toLowerCase();
  for (const name of known) if (lower.includes(name.toLowerCase())) out.push({ kind: "hotel", text: name, key: name.toLowerCase() });
  return out;
}

/** Every checkable fact a text states. `knownHotels`: names to look for besides the "… Resort" pattern. */
export function factsOf(text: string, knownHotels: readonly string[] = []): Fact[] {
  return [...amounts(text), ...times(text), ...dates(text), ...flights(text), ...references(text), ...hotels(text, knownHotels)];
}

type Corpus = { keys: Map<FactKind, Set<string>>; text: string };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
/** Epoch milliseconds between 2000 and 2100. */
const isEpochMs = (n: number) => Number.isInteger(n) && n > 946_684_800_000 && n < 4_102_444_800_000;

function addInstant(corpus: Corpus, t: Date, wallClock?: string) {
  corpus.keys.get("time")?.add(String(manilaMinutes(t)));
  corpus.keys.get("date")?.add(manilaDate(t).slice(5));
  // The wall clock as written ("…T06:05:00+08:00" is 6:05 at that airport, whatever its zone).
  if (wallClock) {
    const m = /T(\d{2}):(\d{2})/.exec(wallClock);
    if (m) corpus.keys.get("time")?.add(String(Number(m[1]) * 60 + Number(m[2])));
    corpus.keys.get("date")?.add(wallClock.slice(5, 10));
  }
}

function walk(value: unknown, corpus: Corpus, depth = 0) {
  if (depth > 12 || value === null || value === undefined) return;
  if (typeof value === "string") {
    corpus.text += ` ${value}`;
    if (ISO_INSTANT.test(value)) addInstant(corpus, new Date(value), value);
    return;
  }
  if (typeof value === "number") {
    if (isEpochMs(value)) addInstant(corpus, new Date(value));
    return;
  }
  if (value instanceof Date) {
    addInstant(corpus, value);
    return;
  }
  if (Array.isArray(value)) {
    for (const v of value) walk(v, corpus, depth + 1);
    return;
  }
  if (typeof value === "object") {
    const o = value as Record<string, unknown>;
    if (typeof o.amount === "number" && typeof o.currency === "string") corpus.keys.get("amount")?.add(String(o.amount));
    if (typeof o.marketingAirline === "string" && typeof o.flightNumber === "string")
      corpus.keys.get("flight")?.add(`${o.marketingAirline}${o.flightNumber}`.toUpperCase());
    if (typeof o.airline === "string" && typeof o.flightNumber === "string")
      corpus.keys.get("flight")?.add(`${o.airline}${o.flightNumber}`.toUpperCase());
    for (const v of Object.values(o)) walk(v, corpus, depth + 1);
  }
}

function corpusOf(results: readonly unknown[]): Corpus {
  const corpus: Corpus = {
    keys: new Map(["amount", "time", "date", "flight", "reference", "hotel"].map((k) => [k as FactKind, new Set<string>()])),
    text: "",
  };
  walk(results, corpus);
  // Facts written inside the results' own strings (a fee note's "₱390", a guide's "Dec 8").
  for (const f of factsOf(corpus.text)) corpus.keys.get(f.kind)?.add(f.key);
  for (const m of corpus.text.toUpperCase().matchAll(/\b[A-Z0-9]{6}\b/g)) corpus.keys.get("reference")?.add(m[0]);
  return corpus;
}

/**
 * The facts `text` states that the results do not contain: empty when the reply is grounded.
 * `knownHotels` lets the check find hotel names that carry no "Hotel"/"Resort" word.
 */
export function ungroundedFacts(text: string, results: readonly unknown[], knownHotels: readonly string[] = []): Fact[] {
  const corpus = corpusOf(results);
  const lowerText = corpus.text.toLowerCase();
  return factsOf(text, knownHotels).filter((f) => {
    if (f.kind === "hotel") return !lowerText.includes(f.key);
    if (f.kind === "flight") return !corpus.keys.get("flight")?.has(f.key) && !corpus.text.toUpperCase().replace(/\s/g, "").includes(f.key);
    if (f.kind === "reference") return !corpus.keys.get("reference")?.has(f.key);
    return !corpus.keys.get(f.kind)?.has(f.key);
  });
}

export const isGrounded = (text: string, results: readonly unknown[], knownHotels: readonly string[] = []) =>
  ungroundedFacts(text, results, knownHotels).length === 0;
