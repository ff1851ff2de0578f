/**
 * The small closed choices a message can carry: what a fee or safety question is about, the cabin,
 * one way or return, and "cheaper?" / "faster?" (the same search, sorted).
 */
import type { ChatSlots, ChatTopic } from "../../contracts/assistant.ts";
import { travellerRuleAsked } from "./traveller-rules.ts";

const TOPICS: [ChatTopic, RegExp][] = [
  ["etravel", /\be-? ?travel\b/],
  ["terminal_fee", /\bterminal (?:fees?|charges?)\b|\bairport fees?\b|\bport fees?\b|\bbayad sa terminal\b/],
  ["travel_tax", /\btravel tax(?:es)?\b/],
  // An island's fee to enter ("fee for enter island", "bayad para makapasok sa isla") is its environmental fee.
  [
    "environmental_fee",
    /\b(?:environmental|enviro|env|eco-? ?tourism|envi|eco|ecological|etdf) (?:fees?|charges?)\b|\betf\b|\b(?:fees?|bayad|pay)\b(?:\s+\S+){0,3}?\s+(?:enter|entering|entry|pumasok|makapasok|mosulod)\b(?:\s+\S+){0,2}?\s+(?:the )?(?:island|isla|pulo)\b|\b(?:island|isla) (?:entry|entrance|environmental) fees?\b|\b(?:island|isla|pulo)\b(?! hopping)(?:\s+(?!hotels?\b|resorts?\b|rooms?\b|terminal\b|flights?\b)\S+){0,12}?\s+(?:may|any|naa|naay|is there an?|there's an?) (?:fees?|bayad)\b/,
  ],
  [
    "entrance_fee",
    /\b(?:entrance|admission) (?:fees?|price)?\b|\bentrance\b|\b(?:permit|guide|tour) (?:fee|price|magkano|how much|pila)\b|\b(?:magkano|how much|pila) (?:ang )?(?:permit|cave guide|guide fee)\b|\b(?:pila|magkano|mgkano|how much)\b(?:\s+(?:ang|po|ba|yung|ung|is|the|man|kaha|an))*\s+(?:bayad|fees?)\s+(?:sa|at|to|for|sang|ha)\b(?!\s+(?:\S+\s+)?(?:terminal|airport|port|pier|travel|bags?|bagahe|baggage|luggage|maleta|flights?|hotels?|tickets?|e-?travel|island|isla|resort|room|enter\w*|entry|pumasok|makapasok|mosulod)\b)/,
  ],
  [
    "baggage",
    /\b(?:surf ?boards?|sports equipment|golf (?:bags?|clubs)|bike box|dive gear|diving gear|(?:magdala|dalhin|bring|carry|dala)\b(?:\s+(?!(?:dogs?|cats?|pets?|aso|pusa)\b)\S+){0,6}?\s+(?:sa|on|in|inside)\s+(?:the\s+)?(?:flight|plane|eroplano|cabin)|baggage|bagahe|luggage|check-? ?in bags?|checked bags?|bag allowance|extra bags?|kilos? (?:ng )?bag\w*|hand ?carry|carry-?on|ilang kilo|how many kilos?|(?:gaano|gano|ano) (?:ka|k)bigat|how heavy|\d+ ?kg|kilo(?:s|gram\w*)? (?:allowed|pwede))\b/,
  ],
  [
    "fare_rules",
    /\b(?:refund|cancellation|cancel|change|rebooking|rebook|reschedul\w*) (?:polic(?:y|ies)|rules?|terms)\b|\bfare (?:rules?|conditions|polic(?:y|ies))\b|\b(?:change|rebooking|rebook|reschedul\w*) fees?\b|\brefundable\b|\bpolicy (?:on|for|sa) (?:refunds?|changes?)\b|\b(?:ma-?refund|refund|i-?cancel|cancel)\w* (?:ang |yung |the |a )?(?:promo|sale|cheapest|basic) fares?\b|\b(?:kung|kon|if|pag|kapag|in case|when)\b(?:\s+\S+){0,4}?\s+(?:ma-?cancel|macancel|na-?cancel|cancell?ed|ma-?kansela|kanselado|gi-?cancel)\b[^.?!]{0,50}\b(?:ma-?refund|refund\w*|refundable|mabawi)\b/,
  ],
  ["signal", /\b(?:bagyo|typhoon|storm|signal|suspend(?:ed)?|suspension|lpa|low pressure|habagat|pagasa)\b/],
  ["emergency", /\b(?:emergenc\w*|coast ?guard|police|pulis|911|ambulan\w*|hospitals?|ospital|clinics?|klinika)\b/],
  ["advisory", /\b(?:advisor(?:y|ies)|safe|ligtas|delikado|dangerous|alert levels?|phivolcs)\b/],
];

export type Choices = Pick<ChatSlots, "topic" | "cabin" | "tripType" | "sort">;

export function findChoices(text: string): Choices {
  const out: Choices = {};
  // Two subjects in one message ("environmental fee ... pati terminal fee"): the one asked first; whether
  // it is safe is the least of them ("Boracay safe now? typhoon coming?" asks about the signal).
  const asked = TOPICS.map(([topic, re]) => ({ topic, at: text.search(re) }))
    .filter((t) => t.at >= 0)
    .sort((a, b) => a.at - b.at);
  out.topic = (asked.length > 1 ? asked.filter((t) => t.topic !== "advisory") : asked)[0]?.topic;
  // "if there's a typhoon, what number do we call for emergencies?": whom to call is the emergency numbers.
  if (
    asked.some((t) => t.topic === "emergency") &&
    /\b(?:numbers?|numero|hotlines?|call|tawagan|tawag|awagan|tawgan|contact numbers?)\b/.test(text)
  )
    out.topic = "emergency";
  // Who may fly and on what terms (pregnant, a baby's ticket, a senior's discount): a fare's rules.
  if (!out.topic || out.topic === "advisory") {
    if (travellerRuleAsked(text)) out.topic = "fare_rules";
  }
  if (/\b(?:business(?: class)?|biz)\b/.test(text)) out.cabin = "business";
  else if (/\bpremium(?: economy)?\b/.test(text)) out.cabin = "premium-economy";
  else if (/\bfirst class\b/.test(text)) out.cabin = "first";
  else if (/\beconomy\b/.test(text)) out.cabin = "economy";
  if (/\b(?:one|1) ?-?way\b/.test(text)) out.tripType = "one-way";
  else if (/\b(?:round ?-?trip|balikan|return flight|return ticket)\b/.test(text)) out.tripType = "round-trip";
  // A sort asked in so many words, so that a follow-up never keeps the previous search's order by mistake.
  if (
    /\b(?:cheap|cheaper|cheapest|mura|murang|mas mura|mas murang|pinaka ?mura\w*|tipid|matipid|budget|affordable|low ?cost|barato|brato|(?:pinaka|mas|labing)[- ]?b?a?rato\w*|barato-? ?barato|baratoha|bartoha|nalaka|nalaklaka|kanalakaan|barat|less pricey|not so pricey|less expensive|lowest (?:price|fare)s?|lower price|least expensive)\b/.test(
      text,
    )
  )
    out.sort = "cheapest";
  else if (/\b(?:faster|fastest|mas mabilis|pinakamabilis|quicker|quickest|shorter|shortest)\b/.test(text)) out.sort = "fastest";
  else if (
    /\b(?:earliest|pinaka[- ]?(?:maaga\w*|early|una|unang|sayo|sayu|aga)|first flight|earlier|mas maaga|mas (?:early|sayo|temprano)|unang flight|una nga (?:flight|biyahe|byahe|lupad)|first (?:one|trip|flight) (?:that|of the) day|pinakauna)\b/.test(
      text,
    )
  )
    out.sort = "earliest";
  else if (/\b(?:latest|last flight|pinaka-? ?last|pinaka ?huli\w*|huling flight|later flight|mas late)\b/.test(text)) out.sort = "latest";
  for (const k of Object.keys(out) as (keyof Choices)[]) if (out[k] === undefined) delete out[k];
  return out;
}
