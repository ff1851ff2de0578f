/**
 * fees_info: the travel tax, eTravel, airport terminal fees and destination fees from the travel facts'
 * use cases (travel.fees, travel.formalities: the checkout's sourced tables), each on a card with its source and the
 * date it was checked. Which fee: the topic named in the message, else the airport or place asked about.
 */
import type { ChatCard } from "../../../contracts/assistant.ts";
import type { Money } from "../../../contracts/money.ts";
import type { TravelFees, TravelFormalities } from "../../application/travel-info.ts";
import { invoke } from "../../application/use-case.ts";
import { clarify } from "./clarify.ts";
import type { AnswerDeps } from "./deps.ts";
import { handOver } from "./help.ts";
import { resolvePlace } from "../understand/places.ts";
import type { Answer, AnswerTurn } from "./types.ts";
import { calendarDay, peso, say } from "./wording.ts";

type Fee = {
  title: string;
  amount: Money | null;
  sentence: string;
  note?: string;
  source: string;
  href: string;
  /** The table the figures come from (what the reply is checked against). */
  data: unknown;
};

const TAX_HREF = "/blog/travel-tax-and-etravel-explained";
const NAIA_HREF = "/stay-informed/travel-news/naia-terminal-fees-checked";
const BORACAY_HREF = "/blog/arriving-in-boracay";

type Tables = { fees: TravelFees; formalities: TravelFormalities };

/**
 * A fee's source as a traveller can look it up: the publications, without our notes' file, section and
 * source tags ("philippines-facts.md §4.2: S31 SunStar, S98 Filipino Times (Aug 2025)" → "SunStar, Filipino
 * Times (Aug 2025)"); only tags left → our facts page's name.
 */
export function publicSource(source: string): string {
  const named = source
    .replace(/^[^:]*§[\d.]+:\s*/, "")
    .replace(/\s*\((?:S\d+(?:[–-]S?\d+)?(?:,\s*)?)+\)/g, "")
    .replace(/\bS\d+(?:[–-]S?\d+)?\b,?\s*/g, "")
    .replace(/\s*[,;]\s*$/, "")
    .trim();
  return named || "Lakbay's travel facts";
}

function terminalFees({ fees: t }: Tables, code: string | undefined): Fee[] {
  const TERMINAL_FEES = t.terminalFees;
  const codes = code && TERMINAL_FEES[code] ? [code] : Object.keys(TERMINAL_FEES);
  const included = t.terminalFeesIncludedInFare ? " It is included in a Lakbay ticket's taxes: nothing to pay at the airport." : "";
  return codes.map((c) => {
    const fee = TERMINAL_FEES[c];
    return {
      data: { code: c, ...fee },
      title: `Terminal fee at ${fee.name}`,
      amount: fee.domestic,
      sentence: `The terminal fee at ${fee.name} is ${peso(fee.domestic)} per passenger for domestic flights and ${peso(fee.international)} for international flights.${included}`,
      note: `International departures: ${peso(fee.international)}`,
      source: `${t.document} §4.2: ${fee.source}`,
      href: c === "MNL" ? NAIA_HREF : TAX_HREF,
    };
  });
}

const travelTaxFee = ({ fees: t }: Tables): Fee => ({
  data: t.travelTax,
  title: "Philippine travel tax (TIEZA)",
  amount: t.travelTax.regular.economy,
  sentence: `The Philippine travel tax, for Filipinos and residents leaving the country, is ${peso(t.travelTax.regular.economy)} in economy or business and ${peso(t.travelTax.regular.first)} in first class; children aged 2 to 12 pay ${peso(t.travelTax.reduced.economy)} (${peso(t.travelTax.reduced.first)} first class), infants under 2 nothing.${t.travelTax.includedInFare ? "" : " It is not included in a Lakbay ticket: pay it to TIEZA."} Domestic flights have no travel tax.`,
  note: `First class ${peso(t.travelTax.regular.first)}`,
  source: `${t.document} §4.1: PD 1183 as amended; TIEZA Citizen's Charter (S94)`,
  href: TAX_HREF,
});

const etravelFee = ({ formalities: f }: Tables): Fee => ({
  data: f.eTravel,
  title: "eTravel registration",
  amount: null,
  sentence: `eTravel is free at ${f.eTravel.url.replace("https://", "")}: everyone arriving in the Philippines and Filipinos leaving register within ${f.eTravel.windowHours} hours before the flight. Any site asking for a fee is a scam.`,
  note: "Free",
  source: `${f.document} §4.3: etravel.gov.ph (S100–S102)`,
  href: TAX_HREF,
});

const boracayFee = ({ fees: t }: Tables, BORACAY_FEES = t.destinationFees.boracay): Fee => ({
  data: BORACAY_FEES,
  title: "Boracay environmental and terminal fees",
  amount: BORACAY_FEES.environmentalDomestic,
  sentence: `At the Caticlan jetty, Boracay charges an environmental fee of ${peso(BORACAY_FEES.environmentalDomestic)} for Filipinos from outside Aklan (${peso(BORACAY_FEES.environmentalForeign)} for foreign visitors) plus a jetty terminal fee of ${peso(BORACAY_FEES.terminal)}; children under 12 are exempt.`,
  note: `Foreign visitors ${peso(BORACAY_FEES.environmentalForeign)}; terminal ${peso(BORACAY_FEES.terminal)}`,
  source: `${t.document} §4.4: S103 Manila Bulletin 30 Jan 2025`,
  href: BORACAY_HREF,
});

const elNidoFee = ({ fees: t }: Tables, EL_NIDO_ETDF = t.destinationFees.elNido): Fee => ({
  data: EL_NIDO_ETDF,
  title: "El Nido eco-tourism fee",
  amount: EL_NIDO_ETDF.tenDays,
  sentence: `El Nido's Eco-Tourism Development Fee is ${peso(EL_NIDO_ETDF.tenDays)} per person for 10 days (${peso(EL_NIDO_ETDF.longer)} for longer stays); tour operators collect it.`,
  source: `${t.document} §4.4: S105, S106`,
  href: "/travel-circuits/el-nido-palawan",
});

const undergroundRiverFee = ({ fees: t }: Tables, UNDERGROUND_RIVER_FEES = t.destinationFees.undergroundRiver): Fee => ({
  data: UNDERGROUND_RIVER_FEES,
  title: "Underground River permit and fees",
  amount: UNDERGROUND_RIVER_FEES.permit,
  sentence: `The Puerto Princesa Underground River needs a permit of ${peso(UNDERGROUND_RIVER_FEES.permit)} plus an environmental fee of ${peso(UNDERGROUND_RIVER_FEES.environmental)} per person.`,
  source: `${t.document} §4.4: S112`,
  href: "/travel-circuits/underground-river-palawan",
});

const AIRPORT_WORDS: [RegExp, string][] = [
  [/\bnaia\b|\bmanila\b|\bmnl\b/i, "MNL"],
  [/\bmactan\b|\bcebu\b|\bceb\b/i, "CEB"],
  [/\bdavao\b|\bdvo\b/i, "DVO"],
];

/** The fees the turn asks about, by the words of the message, else by the place or airport. */
function feesFor(turn: AnswerTurn, tables: Tables): Fee[] {
  const m = turn.message.toLowerCase();
  const slots = turn.understanding.slots;
  const place = resolvePlace(slots.place);
  const airport = slots.origin ?? AIRPORT_WORDS.find(([re]) => re.test(m))?.[1] ?? place?.transport?.iata;
  const topic = slots.topic;
  const fees: Fee[] = [];
  if (topic === "terminal_fee" || /terminal|psc|service charge|airport fee/.test(m)) fees.push(...terminalFees(tables, airport));
  if (topic === "travel_tax" || /travel ?tax|tieza/.test(m)) fees.push(travelTaxFee(tables));
  if (topic === "etravel" || /e-?travel|arrival card|departure card/.test(m)) fees.push(etravelFee(tables));
  const slug = place?.circuit?.slug;
  if (/boracay|bora\b|caticlan/.test(m) || slug === "boracay-aklan") fees.push(boracayFee(tables));
  if (/el ?nido|etdf|eco-?tourism/.test(m) || slug === "el-nido-palawan") fees.push(elNidoFee(tables));
  if (/underground river|sabang/.test(m) || slug === "underground-river-palawan") fees.push(undergroundRiverFee(tables));
  if (fees.length === 0 && airport && tables.fees.terminalFees[airport]) fees.push(...terminalFees(tables, airport));
  return fees;
}

/** Both tables, or null when the travel facts are not at hand. */
async function tablesOf(deps: AnswerDeps, turn: AnswerTurn): Promise<Tables | null> {
  if (!deps.travelInfo) return null;
  const [fees, formalities] = await Promise.all([
    invoke(deps.travelInfo.fees, {}, turn.caller),
    invoke(deps.travelInfo.formalities, {}, turn.caller),
  ]);
  return fees.ok && formalities.ok ? { fees: fees.value, formalities: formalities.value } : null;
}

export async function feesInfo(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  const slots = turn.understanding.slots;
  const tables = await tablesOf(deps, turn);
  if (!tables) return handOver(turn);
  const fees = feesFor(turn, tables);
  const checked = calendarDay(tables.fees.checked);
  if (fees.length === 0 && slots.topic === "baggage") {
    const text = say(
      turn.register,
      "Baggage depends on the airline and the fare you choose: each fare on the flight results shows what it includes, and the airlines page lists every airline's allowance per fare.",
      "Depende po sa airline at fare ang baggage: each fare on the flight results shows what it includes, at nasa airlines page ang allowance per fare.",
    );
    return {
      intent: "fees_info",
      text,
      cards: [],
      links: [{ href: "/flights/airlines", label: "Baggage per airline and fare" }],
      slots,
      results: [],
    };
  }
  const local = slots.topic === "environmental_fee" || slots.topic === "entrance_fee";
  if (fees.length === 0 && local && !slots.place) return clarify(turn, "place");
  if (fees.length === 0 && slots.topic) {
    // Asked about a fee we hold no checked figure for: say so rather than guess.
    const place = resolvePlace(slots.place);
    const text = say(
      turn.register,
      `I don't have a checked amount for that${place ? ` in ${place.name}` : ""}, so I won't guess. Our team can find out for you.`,
      `Wala po akong checked na halaga para diyan${place ? ` sa ${place.name}` : ""}, kaya hindi ako manghuhula. Our team can find out for you.`,
    );
    const links = [
      ...(place?.circuit ? [{ href: `/travel-circuits/${place.circuit.slug}`, label: `${place.circuit.name} guide` }] : []),
      { href: "/contact", label: "Write to the Lakbay team" },
    ];
    return { intent: "fees_info", text, cards: [], links, slots, results: [] };
  }
  if (fees.length === 0) {
    const all = [travelTaxFee(tables), etravelFee(tables), ...terminalFees(tables, undefined)];
    return {
      intent: "clarify",
      text: say(turn.register, "Which fee do you mean?", "Aling fee po?"),
      cards: [
        {
          kind: "choices",
          question: say(turn.register, "Which fee do you mean?", "Aling fee po?"),
          choices: [
            { label: "Travel tax", message: "How much is the travel tax?" },
            { label: "Terminal fee at NAIA", message: "How much is the terminal fee at NAIA?" },
            { label: "eTravel", message: "Do I need eTravel?" },
            { label: "Boracay fees", message: "What fees do I pay in Boracay?" },
          ],
        },
      ],
      links: [{ href: TAX_HREF, label: "Travel tax and eTravel explained" }],
      slots,
      results: all.map((f) => f.data),
    };
  }
  const text = `${fees.map((f) => f.sentence).join("\n")}\n${say(
    turn.register,
    `Source: Lakbay's travel facts, checked ${checked}. Fees change: check with the airport or office before you travel.`,
    `Source: Lakbay's travel facts, checked ${checked}. Fees can change po: check before you travel.`,
  )}`;
  const cards: ChatCard[] = fees.map((f) => ({
    kind: "fee",
    href: f.href,
    title: f.title,
    amount: f.amount,
    ...(f.note ? { note: f.note } : {}),
    source: publicSource(f.source),
    checked: tables.fees.checked,
  }));
  const links = [...new Map(fees.map((f) => [f.href, { href: f.href, label: f.title }])).values()];
  return { intent: "fees_info", text, cards, links, slots, results: [...fees.map((f) => f.data), { checked: tables.fees.checked }] };
}
