/**
 * fees_info about fares (topics baggage and fare_rules): what each fare family includes (checked and
 * cabin baggage) and its change and refund rules, from the flight use cases (flights.fareFamilies), and
 * on a route the traveller named (or the flight search just made) the fares on sale and what an extra
 * checked bag costs there (flights.search, flights.extraServices). Baggage is never answered with an
 * airport's terminal fee: it depends on the fare, and the reply says which fare gives what.
 */
import type { ChatSlots } from "../../contracts/assistant.ts";
import type { ExtraServicesData } from "../../contracts/flight-extras.ts";
import type { FareItinerary } from "../../contracts/flights.ts";
import { addDays, manilaToday } from "../../contracts/flights.ts";
import type { Money } from "../../contracts/money.ts";
import { invoke } from "../../core/application/use-case.ts";
import type { AnswerDeps } from "./deps.ts";
import { flightSearchOf } from "./flights.ts";
import { flightResultsHref } from "./links.ts";
import { travellerRules } from "./traveller-rules.ts";
import type { Answer, AnswerTurn } from "./types.ts";
import { calendarDay, peso, say } from "./wording.ts";

const AIRLINES_HREF = "/flights/airlines";

type Family = {
  name: string;
  cabin: string;
  domestic: { checkedKg: number; checkedPieces: number };
  international: { checkedKg: number; checkedPieces: number };
  cabinKg: number;
  change: { allowed: boolean; fee: { domestic: Money; international: Money } };
  refund: { allowed: boolean; fee: { domestic: Money; international: Money } };
  seatIncluded: boolean;
  mealIncluded: boolean;
};
type Airline = { code: string; name: string; type: string; families: Family[] };

/** One family as sold by one kind of airline, with the airlines that sell it. */
type FamilyRow = Family & { type: string; airlines: string[] };

function rowsOf(airlines: Airline[]): FamilyRow[] {
  const rows = new Map<string, FamilyRow>();
  for (const a of airlines) {
    for (const f of a.families) {
      const key = `${f.name}|${a.type}`;
      const row = rows.get(key);
      if (row) row.airlines.push(a.name);
      else rows.set(key, { ...f, type: a.type, airlines: [a.name] });
    }
  }
  return [...rows.values()];
}

const sameMoney = (a: Money, b: Money) => a.amount === b.amount && a.currency === b.currency;

function checked(b: { checkedKg: number; checkedPieces: number }, international: boolean): string {
  if (b.checkedPieces === 0) return "no checked bag";
  return international ? `${b.checkedPieces} × ${Math.round(b.checkedKg / b.checkedPieces)} kg checked` : `${b.checkedKg} kg checked`;
}

function baggageOf(f: FamilyRow): string {
  const home = checked(f.domestic, false);
  const abroad = checked(f.international, true);
  const intl = f.international.checkedPieces !== f.domestic.checkedPieces || f.international.checkedKg !== f.domestic.checkedKg;
  return `${home}${intl ? ` in the Philippines (${abroad} abroad)` : ""}, ${f.cabinKg} kg cabin bag`;
}

function feeRule(rule: Family["change"], what: "change" | "refund"): string {
  if (!rule.allowed) return what === "change" ? "no date changes" : "no refund";
  const { domestic, international } = rule.fee;
  const free = domestic.amount === 0 && international.amount === 0;
  const label = what === "change" ? "date changes" : "refundable";
  if (free) return what === "change" ? "free date changes (fare difference only)" : "refundable with no penalty";
  return sameMoney(domestic, international)
    ? `${label} for ${peso(domestic)}`
    : `${label} for ${peso(domestic)} (${peso(international)} international)`;
}

function rulesOf(f: FamilyRow): string {
  const extras = [f.seatIncluded ? "seat included" : "", f.mealIncluded ? "meal included" : ""].filter(Boolean).join(", ");
  return `${feeRule(f.change, "change")}; ${feeRule(f.refund, "refund")}; ${baggageOf(f)}${extras ? `; ${extras}` : ""}`;
}

const typeName = (type: string) => (type === "Low-cost" ? "low-cost airlines" : "full-service airlines");

/** The route the question is about: its own, else the flight search just made (same conversation). */
function routeOf(turn: AnswerTurn): ChatSlots | null {
  const own = turn.understanding.slots;
  if (own.origin && own.destination) return own;
  const before = turn.context.slots;
  if (turn.context.lastIntent === "flight_search" && before?.origin && before.destination) return before;
  return null;
}

/** The extra checked bags on sale for one fare (first leg), cheapest first. */
function extraBags(data: ExtraServicesData): { name: string; cost: Money }[] {
  const first = data.DynamicBaggage[0]?.Services.find((leg) => leg.length > 0) ?? [];
  return first.map((s) => ({ name: s.ServiceName, cost: s.ServiceCost })).sort((a, b) => a.cost.amount - b.cost.amount);
}

export async function fareInfo(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  const slots = turn.understanding.slots;
  // Who may fly and on what terms (pregnant, a baby's seat, a senior's discount): the traveller's rules, not a fare family's.
  const terms = slots.fareFamily ? null : travellerRules(turn);
  if (terms) return terms;
  const baggage = slots.topic === "baggage";
  const links = [{ href: AIRLINES_HREF, label: "Baggage and rules per airline and fare" }];
  const results: unknown[] = [];
  const listed = await invoke(deps.flights.fareFamilies, {}, turn.caller);
  const rows = listed.ok ? rowsOf(listed.value as Airline[]) : [];
  if (listed.ok) results.push(listed.value);

  // On a route: the fares on sale there, and the price of an extra bag.
  const route = routeOf(turn);
  const onRoute: string[] = [];
  let offered: Set<string> | null = null;
  if (route?.origin && route.destination) {
    const date = route.departureDate ?? route.date ?? addDays(manilaToday(turn.now), 14);
    const search = flightSearchOf({ ...route, returnDate: undefined, tripType: "one-way", adults: 1, children: 0, infants: 0 }, date);
    const found = await invoke(
      deps.flights.search,
      { tripType: "oneway", origin: route.origin, destination: route.destination, departureDate: date, adults: 1, limit: 40 },
      turn.caller,
    );
    if (found.ok && found.value.fareItineraries.length > 0) {
      results.push(found.value);
      const fares: FareItinerary[] = found.value.fareItineraries;
      offered = new Set(fares.map((f) => f.fareFamilyName));
      const href = flightResultsHref(search);
      links.unshift({ href, label: `Flights ${route.origin} to ${route.destination} on ${calendarDay(date)}` });
      const cheapest = fares[0];
      const bags = await invoke(deps.flights.extraServices, { fare_source_code: cheapest.fareSourceCode }, turn.caller);
      if (bags.ok) {
        results.push(bags.value);
        const list = extraBags(bags.value);
        if (list.length > 0) {
          onRoute.push(
            say(
              turn.register,
              `An extra checked bag from ${route.origin} to ${route.destination} (on ${calendarDay(date)}), per traveller: ${list.map((b) => `${b.name.replace(/^Checked bags? /, "")} ${peso(b.cost)}`).join(", ")}. You add it on the add-ons step when you book.`,
              `Extra checked bag from ${route.origin} to ${route.destination} (on ${calendarDay(date)}), per traveller: ${list.map((b) => `${b.name.replace(/^Checked bags? /, "")} ${peso(b.cost)}`).join(", ")}. Idagdag po sa add-ons step when you book.`,
            ),
          );
        } else {
          onRoute.push(
            say(
              turn.register,
              "This airline sells no extra bags through us: choose a fare that includes one.",
              "Walang extra bag na mabibili dito: pumili po ng fare na may kasamang bag.",
            ),
          );
        }
      }
    }
  }

  const named = slots.fareFamily ? rows.filter((r) => r.name.toLowerCase() === slots.fareFamily?.toLowerCase()) : [];
  const economy = rows.filter((r) => r.cabin === "economy" && (!offered || offered.has(r.name)));
  const shown = named.length > 0 ? named : economy;
  if (shown.length === 0) {
    const text = say(
      turn.register,
      "Baggage and a fare's rules depend on the airline and the fare you choose: each fare on the flight results shows what it includes, and the airlines page lists every fare's allowance.",
      "Depende po sa airline at fare ang baggage at rules: each fare on the flight results shows what it includes, at nasa airlines page ang allowance per fare.",
    );
    return { intent: "fees_info", text, cards: [], links, slots, results };
  }
  const line = (f: FamilyRow) => `• ${f.name} (${typeName(f.type)}): ${baggage && named.length === 0 ? baggageOf(f) : rulesOf(f)}`;
  const intro =
    named.length > 0
      ? say(turn.register, `The ${named[0].name} fare:`, `Ang ${named[0].name} fare po:`)
      : baggage
        ? say(
            turn.register,
            offered
              ? "Checked baggage depends on the fare. On this route the fares include:"
              : "Checked baggage depends on the fare you choose, not the airport. Each economy fare includes:",
            "Depende po sa fare ang checked baggage, hindi sa airport. Kasama sa bawat economy fare:",
          )
        : say(
            turn.register,
            offered ? "Changes and refunds depend on the fare. On this route:" : "Changes and refunds depend on the fare you choose:",
            "Depende po sa fare ang changes at refunds:",
          );
  const after = onRoute.length
    ? onRoute
    : baggage
      ? [
          say(
            turn.register,
            "An extra bag's price depends on the route: tell me where you fly from and to, or add one on the add-ons step when you book.",
            "Depende sa route ang presyo ng extra bag: sabihin po kung saan from at to, or add one on the add-ons step when you book.",
          ),
        ]
      : [];
  const text = [intro, ...shown.map(line), ...after].join("\n");
  return { intent: "fees_info", text, cards: [], links, slots, results };
}
