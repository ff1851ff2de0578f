/**
 * fees_info: the travel tax, eTravel, airport terminal fees and destination fees from the travel facts'
 * use cases (travel.fees, travel.formalities: the checkout's sourced tables), each on a card naming its public
 * sources with their own dates (never our check date). Which fee: the topic named in the message, else the
 * airport or place asked about.
 */
import type { ChatCard } from "../../contracts/assistant.ts";
import type { Money } from "../../contracts/money.ts";
import { type PublicSource, sourcesText, type TravelFees, type TravelFormalities } from "../../core/application/travel-info.ts";
import { invoke } from "../../core/application/use-case.ts";
import { clarify } from "./clarify.ts";
import type { AnswerDeps } from "./deps.ts";
import { handOver } from "./help.ts";
import { placeById } from "../understand/gazetteer.ts";
import { resolvePlace } from "../understand/places.ts";
import { fareInfo } from "./fares.ts";
import type { Answer, AnswerTurn } from "./types.ts";
import { peso, say } from "./wording.ts";

type Fee = {
  title: string;
  amount: Money | null;
  sentence: string;
  note?: string;
  /** The public sources, each with its own date. */
  sources: readonly PublicSource[];
  href: string;
  /** The table the figures come from (what the reply is checked against). */
  data: unknown;
};

const TAX_HREF = "/blog/travel-tax-and-etravel-explained";
const NAIA_HREF = "/stay-informed/travel-news/naia-terminal-fees-checked";
const BORACAY_HREF = "/blog/arriving-in-boracay";

type Tables = { fees: TravelFees; formalities: TravelFormalities; forAges: ForAge[] };
/** The travel tax for one age, as the travel facts answer it (`travel.fees` with `age`). */
type ForAge = NonNullable<TravelFees["travelTax"]["forAge"]>;

/** The terminal fee of one airport (none when we hold no figure for it: never another airport's), or of every airport. */
function terminalFees({ fees: t }: Tables, code: string | undefined): Fee[] {
  const TERMINAL_FEES = t.terminalFees;
  const codes = code ? (TERMINAL_FEES[code] ? [code] : []) : Object.keys(TERMINAL_FEES);
  const included = t.terminalFeesIncludedInFare ? " It is included in a Lakbay ticket's taxes: nothing to pay at the airport." : "";
  return codes.map((c) => {
    const fee = TERMINAL_FEES[c];
    return {
      data: { code: c, ...fee },
      title: `Terminal fee at ${fee.name}`,
      amount: fee.domestic,
      sentence: `The terminal fee at ${fee.name} is ${peso(fee.domestic)} per passenger for domestic flights and ${peso(fee.international)} for international flights.${included}`,
      note: `International departures: ${peso(fee.international)}`,
      sources: fee.sources,
      href: c === "MNL" ? NAIA_HREF : TAX_HREF,
    };
  });
}

const travelTaxFee = ({ fees: t }: Tables): Fee => ({
  data: t.travelTax,
  title: "Philippine travel tax (TIEZA)",
  amount: t.travelTax.regular.economy,
  sentence: `The Philippine travel tax, for Filipinos and residents leaving the country, is ${peso(t.travelTax.regular.economy)} in economy or business and ${peso(t.travelTax.regular.first)} in first class. ${t.travelTax.rules.reduced}: ${peso(t.travelTax.reduced.economy)} (${peso(t.travelTax.reduced.first)} first class); ${t.travelTax.rules.certificate} ${t.travelTax.rules.exempt}.${t.travelTax.includedInFare ? "" : " It is not included in a Lakbay ticket: pay it to TIEZA."} Domestic flights have no travel tax.`,
  note: `First class ${peso(t.travelTax.regular.first)}`,
  sources: t.travelTax.sources,
  href: TAX_HREF,
});

const ageName = (age: number) => (age === 0 ? "a baby under 1" : `a ${age}-year-old`);

/** The travel tax for a traveller of the age asked about ("travel tax for a 7-year-old"): the use case's rate and rule. */
const travelTaxForAgeFee = ({ fees: t }: Tables, forAge: ForAge): Fee => ({
  data: { forAge, sources: t.travelTax.sources },
  title: `Philippine travel tax for ${ageName(forAge.age)} (TIEZA)`,
  amount: forAge.economy,
  sentence: `The travel tax for ${ageName(forAge.age)} leaving the Philippines: ${
    forAge.economy && forAge.first ? `${peso(forAge.economy)} in economy or business (${peso(forAge.first)} in first class)` : "nothing"
  }. ${forAge.rule}.${forAge.needs ? ` ${forAge.needs}` : ""}${forAge.band === "exempt" ? "" : t.travelTax.includedInFare ? "" : " It is not included in a Lakbay ticket."}`,
  ...(forAge.first ? { note: `First class ${peso(forAge.first)}` } : { note: "Exempt" }),
  sources: t.travelTax.sources,
  href: TAX_HREF,
});

const etravelFee = ({ formalities: f }: Tables): Fee => ({
  data: f.eTravel,
  title: "eTravel registration",
  amount: null,
  sentence: `eTravel is free at ${f.eTravel.url.replace("https://", "")}: everyone arriving in the Philippines and Filipinos leaving register within ${f.eTravel.windowHours} hours before the flight. Any site asking for a fee is a scam.`,
  note: "Free",
  sources: f.eTravel.sources,
  href: TAX_HREF,
});

const boracayFee = ({ fees: t }: Tables, BORACAY_FEES = t.destinationFees.boracay): Fee => ({
  data: BORACAY_FEES,
  title: "Boracay environmental and terminal fees",
  amount: BORACAY_FEES.environmentalDomestic,
  sentence: `At the Caticlan jetty, Boracay charges an environmental fee of ${peso(BORACAY_FEES.environmentalDomestic)} for Filipinos from outside Aklan (${peso(BORACAY_FEES.environmentalForeign)} for foreign visitors) plus a jetty terminal fee of ${peso(BORACAY_FEES.terminal)}; children under 12 are exempt.`,
  note: `Foreign visitors ${peso(BORACAY_FEES.environmentalForeign)}; terminal ${peso(BORACAY_FEES.terminal)}`,
  sources: BORACAY_FEES.sources,
  href: BORACAY_HREF,
});

const elNidoFee = ({ fees: t }: Tables, EL_NIDO_ETDF = t.destinationFees.elNido): Fee => ({
  data: EL_NIDO_ETDF,
  title: "El Nido eco-tourism fee",
  amount: EL_NIDO_ETDF.tenDays,
  sentence: `El Nido's Eco-Tourism Development Fee is ${peso(EL_NIDO_ETDF.tenDays)} per person for 10 days (${peso(EL_NIDO_ETDF.longer)} for longer stays); tour operators collect it.`,
  sources: EL_NIDO_ETDF.sources,
  href: "/travel-circuits/el-nido-palawan",
});

const undergroundRiverFee = ({ fees: t }: Tables, UNDERGROUND_RIVER_FEES = t.destinationFees.undergroundRiver): Fee => ({
  data: UNDERGROUND_RIVER_FEES,
  title: "Underground River permit and fees",
  amount: UNDERGROUND_RIVER_FEES.permit,
  sentence: `The Puerto Princesa Underground River needs a permit of ${peso(UNDERGROUND_RIVER_FEES.permit)} plus an environmental fee of ${peso(UNDERGROUND_RIVER_FEES.environmental)} per person.`,
  sources: UNDERGROUND_RIVER_FEES.sources,
  href: "/travel-circuits/underground-river-palawan",
});

const coronFee = ({ fees: t }: Tables, CORON_FEES = t.destinationFees.coron): Fee => ({
  data: CORON_FEES,
  title: "Coron environmental fee",
  amount: CORON_FEES.environmental,
  sentence: `Coron charges visitors an environmental fee of ${peso(CORON_FEES.environmental)} per person on arrival, on top of the entrance fees of the sites you visit.`,
  sources: CORON_FEES.sources,
  href: "/travel-circuits/coron-palawan",
});

const AIRPORT_WORDS: [RegExp, string][] = [
  [/\bnaia\b|\bmanila\b|\bmnl\b/i, "MNL"],
  [/\bmactan\b|\bcebu\b|\bceb\b/i, "CEB"],
  [/\bdavao\b|\bdvo\b/i, "DVO"],
];

/** A sea port's or jetty's terminal fee is asked about, not an airport's. */
const PORT_WORDS = /\b(?:jetty|port|pier|wharf|pantalan)\b/;

/** The airport a fee question names: its own words (NAIA, Mactan), else the place's airport. */
function airportOf(turn: AnswerTurn): { code: string; name: string } | undefined {
  const m = turn.message.toLowerCase();
  const slots = turn.understanding.slots;
  const named = AIRPORT_WORDS.find(([re]) => re.test(m))?.[1];
  const gazetteer = slots.place ? placeById(slots.place) : undefined;
  const code = slots.origin ?? named ?? (PORT_WORDS.test(m) ? undefined : gazetteer?.iata);
  if (!code) return undefined;
  // An airport asked about by its place's name ("Coron airport") is shown by that place's name.
  const shown = gazetteer?.kind === "airport" && gazetteer.within ? (placeById(gazetteer.within) ?? gazetteer) : gazetteer;
  // The understanding gives a named airport's code as the origin too: the place it named is still the name shown.
  const sameAirport = shown?.iata === code || gazetteer?.iata === code;
  return { code, name: named || (slots.origin && !sameAirport) || !shown ? code : shown.name };
}

/** The fees the turn asks about, by the words of the message, else by the place or airport. */
function feesFor(turn: AnswerTurn, tables: Tables): { fees: Fee[]; noFigureFor?: { code: string; name: string } } {
  const m = turn.message.toLowerCase();
  const slots = turn.understanding.slots;
  const place = resolvePlace(slots.place);
  const asked = airportOf(turn);
  const airport = asked?.code;
  const held = airport !== undefined && tables.fees.terminalFees[airport] !== undefined;
  const topic = slots.topic;
  const fees: Fee[] = [];
  let noFigureFor: { code: string; name: string } | undefined;
  if (topic === "terminal_fee" || /terminal|psc|service charge|airport fee/.test(m)) {
    // The place asked about, or every airport when none was named; never other airports for one we have no figure for.
    if (asked && !held) noFigureFor = asked;
    else if (asked || !slots.place) fees.push(...terminalFees(tables, airport));
    // A place's port or jetty: only the fees held for that place (below), no airport's.
  }
  if (topic === "travel_tax" || /travel ?tax|tieza/.test(m)) {
    // For the ages asked about, the rate of each; else the whole table.
    if (tables.forAges.length > 0) fees.push(...tables.forAges.map((a) => travelTaxForAgeFee(tables, a)));
    else fees.push(travelTaxFee(tables));
  }
  if (topic === "etravel" || /e-?travel|arrival card|departure card/.test(m)) fees.push(etravelFee(tables));
  const slug = place?.circuit?.slug;
  if (/boracay|bora\b|caticlan/.test(m) || slug === "boracay-aklan") fees.push(boracayFee(tables));
  if (/el ?nido|etdf|eco-?tourism/.test(m) || slug === "el-nido-palawan") fees.push(elNidoFee(tables));
  if (/underground river|sabang/.test(m) || slug === "underground-river-palawan") fees.push(undergroundRiverFee(tables));
  // Coron's fee is its environmental fee: asked about a terminal, the airport's answer stands alone.
  if ((/\bcoron\b|busuanga/.test(m) || slug === "coron-palawan") && (topic === "environmental_fee" || !topic)) fees.push(coronFee(tables));
  if (fees.length === 0 && !noFigureFor && held) fees.push(...terminalFees(tables, airport));
  return { fees, ...(noFigureFor ? { noFigureFor } : {}) };
}

/** Both tables, or null when the travel facts are not at hand. */
async function tablesOf(deps: AnswerDeps, turn: AnswerTurn): Promise<Tables | null> {
  if (!deps.travelInfo) return null;
  const info = deps.travelInfo;
  // Each traveller's age asked about goes to the travel facts, which say that age's rate (at most four ages).
  const ages = [...new Set(turn.understanding.slots.ages ?? [])].slice(0, 4);
  const [fees, formalities, ...perAge] = await Promise.all([
    invoke(info.fees, {}, turn.caller),
    invoke(info.formalities, {}, turn.caller),
    ...ages.map((age) => invoke(info.fees, { age }, turn.caller)),
  ]);
  const forAges = perAge.flatMap((o) => (o.ok && "travelTax" in o.value && o.value.travelTax.forAge ? [o.value.travelTax.forAge] : []));
  return fees.ok && formalities.ok ? { fees: fees.value, formalities: formalities.value, forAges } : null;
}

export async function feesInfo(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  const slots = turn.understanding.slots;
  // Baggage and a fare's rules depend on the fare, never on an airport's fees.
  if (slots.topic === "baggage" || slots.topic === "fare_rules" || slots.fareFamily) return fareInfo(deps, turn);
  const tables = await tablesOf(deps, turn);
  if (!tables) return handOver(turn);
  const { fees, noFigureFor } = feesFor(turn, tables);
  // No figure for the airport asked about: say so, then what we do hold there (a jetty's fees), never other airports'.
  const noFigure = noFigureFor
    ? say(
        turn.register,
        `I don't have a checked terminal fee for ${noFigureFor.name} airport (${noFigureFor.code}), so I won't guess.${fees.length ? " What I do have there:" : " The airline's ticket includes the terminal fee where the airport charges one; the airport's office can confirm."}`,
        `Wala po akong checked na terminal fee para sa ${noFigureFor.name} airport (${noFigureFor.code}), kaya hindi ako manghuhula.${fees.length ? " Ito ang meron ako doon:" : " Kasama sa ticket ang terminal fee kung meron; the airport's office can confirm."}`,
      )
    : "";
  if (noFigureFor && fees.length === 0) {
    return {
      intent: "fees_info",
      text: noFigure,
      cards: [],
      // The ticket already includes the fee: nothing for the team to do, the checked airports for reference.
      links: [{ href: NAIA_HREF, label: "Terminal fees we have checked" }],
      slots,
      results: [{ airports: Object.keys(tables.fees.terminalFees) }],
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
  const text = `${noFigure ? `${noFigure}\n` : ""}${fees.map((f) => f.sentence).join("\n")}\n${say(
    turn.register,
    `Sources: ${sourcesText(fees.flatMap((f) => f.sources))}. Fees change: check with the airport or office before you travel.`,
    `Sources: ${sourcesText(fees.flatMap((f) => f.sources))}. Fees can change po: check before you travel.`,
  )}`;
  const cards: ChatCard[] = fees.map((f) => ({
    kind: "fee",
    href: f.href,
    title: f.title,
    amount: f.amount,
    ...(f.note ? { note: f.note } : {}),
    source: sourcesText(f.sources),
  }));
  const links = [...new Map(fees.map((f) => [f.href, { href: f.href, label: f.title }])).values()];
  return { intent: "fees_info", text, cards, links, slots, results: fees.map((f) => f.data) };
}
