/**
 * The blind sets' reply checks (tests/assistant-eval/blind.ts): what a traveller reads in a reply, its
 * links against the expected page and parameters, an honest refusal, a search question; and the display
 * observations reported beside the checks.
 */
import type { ChatCard, ChatReply, Understanding } from "../../contracts/assistant.ts";
import { formatMoney, type Money } from "../../contracts/money.ts";
import type { BlindSet } from "./blind-set.ts";
import { endKeys, intersects, placeKeys } from "./blind-slots.ts";

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

export const haystack = (r: ChatReply) => [r.text, ...hrefsOf(r), ...r.cards.map(cardWords)].join("\n").toLowerCase();

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

export const hasContactLink = (r: ChatReply) =>
  hrefsOf(r).some((h) => {
    try {
      return pathOf(new URL(h, "https://lakbay.invalid")) === "/contact";
    } catch {
      return false;
    }
  });

/** A reply that says it cannot help (and hands over). */
export const isRefusal = (r: ChatReply) => r.intent === "out_of_scope" || (hasContactLink(r) && CANNOT.test(r.text));

export const FLIGHT_INTENTS = new Set(["flight_search", "fare_calendar"]);
export const FLIGHT_QUESTION =
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
