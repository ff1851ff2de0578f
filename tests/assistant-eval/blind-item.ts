/**
 * One blind-set item scored (tests/assistant-eval/blind.ts): its intent, labelled slots and reply checked
 * as the set's `_about` texts say, and a wrong item put under the kinds of failure the report counts.
 */
import type { ChatReply, Understanding } from "../../contracts/assistant.ts";
import { ungroundedFacts } from "../../assistant/grounded.ts";
import {
  asksSearch,
  displayProblems,
  FLIGHT_INTENTS,
  FLIGHT_QUESTION,
  hasContactLink,
  haystack,
  isRefusal,
  linkCheck,
} from "./blind-replies.ts";
import type { BlindExpect, BlindSet } from "./blind-set.ts";
import { gotSlot, slotRight } from "./blind-slots.ts";

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

type Labelled = { text: string; intent: string | null; slots: Record<string, unknown>; tags: string[]; expect: BlindExpect };

export function scoreItem(
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

export function assignKinds(s: ItemScore, ctx?: { previousIntent: string | null; carried: Set<string> }): void {
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
