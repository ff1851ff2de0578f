/**
 * flight_search and fare_calendar: the flight search (cheapest first) and the cheapest fare per day,
 * each fare on a card with its numbers, times and price as the search answered them, and a link to
 * the same search on /flights/results.
 */
import type { ChatCard, ChatSlots } from "../../contracts/assistant.ts";
import type { FlightSearchInput, FlightSearchRequest } from "../../contracts/flight-inputs.ts";
import type { Cabin, FareItinerary, FlightSearch, FlightSort } from "../../contracts/flights.ts";
import { addDays } from "../../contracts/flights.ts";
import { manilaDate } from "../../contracts/manila-time.ts";
import { invoke } from "../../core/application/use-case.ts";
import type { AnswerDeps } from "./deps.ts";
import { searchedParty } from "./party.ts";
import { departWindows } from "../understand/time-of-day.ts";
import { flightResultsHref } from "./links.ts";
import { refusal } from "./refusal.ts";
import type { Answer, AnswerTurn } from "./types.ts";
import { calendarDay, peso, say, travellers } from "./wording.ts";

const CARDS = 3;
/** Fares read to find CARDS distinct flights: one flight is sold in up to three fare families. */
const FARES_READ = 40;

const cabinOf = (c: ChatSlots["cabin"]): Cabin => (c === "premium-economy" ? "premium" : (c ?? "economy"));

export function flightSearchOf(slots: ChatSlots, departureDate = slots.departureDate ?? ""): FlightSearch {
  const legs = [{ origin: slots.origin ?? "", destination: slots.destination ?? "", date: departureDate }];
  const back = slots.returnDate && slots.tripType !== "one-way";
  if (back) legs.push({ origin: slots.destination ?? "", destination: slots.origin ?? "", date: slots.returnDate ?? "" });
  return {
    tripType: back ? "return" : "oneway",
    legs,
    passengers: { adults: slots.adults ?? 1, children: slots.children ?? 0, infants: slots.infants ?? 0 },
    cabin: cabinOf(slots.cabin),
  };
}

/** A search as the flight use cases' typed input (contracts/flight-inputs.ts FlightSearchInput). */
function searchInput(search: FlightSearch): FlightSearchInput {
  return {
    tripType: search.tripType,
    origin: search.legs[0].origin,
    destination: search.legs[0].destination,
    departureDate: search.legs[0].date,
    ...(search.tripType === "return" ? { returnDate: search.legs[1].date } : {}),
    adults: search.passengers.adults,
    children: search.passengers.children,
    infants: search.passengers.infants,
    cabin: search.cabin,
  };
}

const pesosOf = (slots: ChatSlots) => (slots.maxPrice ? Math.floor(slots.maxPrice.amount / 100) : undefined);

const flightNo = (s: { marketingAirline: string; flightNumber: string }) => `${s.marketingAirline} ${s.flightNumber}`;

/** One flight (the same segments at the same times) with every fare family it is sold in, cheapest first. */
type FlightOffer = { fares: FareItinerary[] };

/**
 * A flight is its outbound leg (the card shows it): a round trip's combinations with other return flights
 * are the same flight out, shown once at its cheapest combination.
 */
const flightKey = (fare: FareItinerary) => fare.legs[0]!.segments.map((s) => `${flightNo(s)}@${s.departureDateTime}`).join("+");

/** The search's fares as distinct flights, in the search's order (its sort), each flight once with each fare family once, cheapest first. */
export function flightsOf(fares: readonly FareItinerary[]): FlightOffer[] {
  const byKey = new Map<string, FlightOffer>();
  for (const fare of fares) {
    const key = flightKey(fare);
    const offer = byKey.get(key);
    if (offer) offer.fares.push(fare);
    else byKey.set(key, { fares: [fare] });
  }
  for (const offer of byKey.values()) {
    offer.fares.sort((a, b) => a.totalFare.amount - b.totalFare.amount);
    const seen = new Set<string>();
    offer.fares = offer.fares.filter((f) => !seen.has(f.fareFamilyName) && seen.add(f.fareFamilyName));
  }
  return [...byKey.values()];
}

function flightCard(offer: FlightOffer, href: string, airlineName: (code: string) => string): ChatCard {
  const cheapest = offer.fares[0];
  const leg = cheapest.legs[0];
  const first = leg.segments[0];
  const last = leg.segments[leg.segments.length - 1];
  return {
    kind: "flight",
    href,
    flightNumbers: leg.segments.map(flightNo),
    airline: airlineName(cheapest.validatingAirline),
    origin: first.departureAirport,
    destination: last.arrivalAirport,
    departsAt: new Date(first.departureDateTime).toISOString(),
    arrivesAt: new Date(last.arrivalDateTime).toISOString(),
    stops: leg.stops,
    price: cheapest.totalFare,
    fareFamily: cheapest.fareFamilyName,
    fares: offer.fares.map((f) => ({ family: f.fareFamilyName, price: f.totalFare })),
  };
}

const SORT_WORDS: Record<FlightSort, [string, string]> = {
  cheapest: ["cheapest", "pinakamurang"],
  fastest: ["fastest", "pinakamabilis na"],
  earliest: ["earliest", "pinakamaagang"],
  latest: ["latest", "pinakahuling"],
  best: ["best", "best"],
};

export async function flightSearch(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  const slots = searchedParty(turn.understanding.slots);
  const search = flightSearchOf(slots);
  const maxPrice = pesosOf(slots);
  // The order asked for, always sent: a search's own default is never taken for what the traveller said.
  const sort: FlightSort = slots.sort ?? "cheapest";
  // The part of the day asked for filters both the cards and the link (the results page's departure windows).
  const windows = slots.timeOfDay ? departWindows(slots.timeOfDay) : undefined;
  const href = flightResultsHref(search, maxPrice, sort, windows);
  const input: FlightSearchRequest = {
    ...searchInput(search),
    ...(windows ? { depart: windows } : {}),
    ...(maxPrice ? { maxPrice } : {}),
    sort,
    limit: FARES_READ,
  };
  const outcome = await invoke(deps.flights.search, input, turn.caller);
  if (!outcome.ok) return refusal(turn, "flight_search", outcome.error, { href, label: "Open the flight search" });
  const airlines = await invoke(deps.flights.airlines, {}, turn.caller);
  const names = new Map(airlines.ok ? airlines.value.map((a) => [a.code, a.name]) : []);
  const airlineName = (code: string) => names.get(code) ?? code;
  const offers = flightsOf(outcome.value.fareItineraries).slice(0, CARDS);
  const route = `${search.legs[0].origin} to ${search.legs[0].destination}`;
  const when = calendarDay(search.legs[0].date);
  const who = travellers(search.passengers);
  const links = [{ href, label: "See all flights" }];
  const results: unknown[] = [outcome.value, ...(airlines.ok ? [airlines.value] : [])];
  if (offers.length === 0) {
    const text = say(
      turn.register,
      `I found no flights from ${route} on ${when} for ${who}${maxPrice ? " within your budget" : ""}. The results page shows the fare calendar, to try another day.`,
      `Walang flights po from ${route} on ${when} for ${who}${maxPrice ? " within your budget" : ""}. Try another day on the fare calendar of the results page.`,
    );
    return { intent: "flight_search", text, cards: [], links, slots, results };
  }
  // The cards show each flight once with its fares; the text says what they are, without listing them again.
  const lowest = offers.map((o) => o.fares[0].totalFare).sort((a, b) => a.amount - b.amount)[0];
  const total = search.tripType === "return" ? "round trip, total price" : "total price";
  const [en, tl] = SORT_WORDS[sort];
  const count = offers.length === 1 ? "flight" : `${offers.length} ${en} flights`;
  const text = `${say(
    turn.register,
    `${offers.length === 1 ? "The one flight" : `The ${count}`} from ${route} on ${when} for ${who}, from ${peso(lowest)} (${total}); each shows its fares, cheapest first.`,
    `${offers.length === 1 ? "Ang flight" : `Ito po ang ${offers.length} ${tl} flights`} from ${route} on ${when} for ${who}, from ${peso(lowest)} (${total}); each shows its fares, cheapest first.`,
  )}\n${say(turn.register, "Prices can change until you book: pick a flight on the results page to check it.", "Prices can still change until you book po: pick a flight on the results page to check it.")}`;
  return { intent: "flight_search", text, cards: offers.map((o) => flightCard(o, href, airlineName)), links, slots, results };
}

export async function fareCalendar(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  const { slots } = turn.understanding;
  const today = manilaDate(turn.now);
  let from: string;
  let to: string;
  if (slots.month) {
    const year = Number(today.slice(0, 4)) + (slots.month < Number(today.slice(5, 7)) ? 1 : 0);
    const pad = (n: number) => String(n).padStart(2, "0");
    from = `${year}-${pad(slots.month)}-01`;
    to = addDays(slots.month === 12 ? `${year + 1}-01-01` : `${year}-${pad(slots.month + 1)}-01`, -1);
  } else if (slots.departureDate) {
    from = addDays(slots.departureDate, -7);
    to = addDays(slots.departureDate, 7);
  } else {
    from = addDays(today, 1);
    to = addDays(today, 30);
  }
  if (from <= today) from = addDays(today, 1);
  if (to > addDays(from, 41)) to = addDays(from, 41);
  const search = flightSearchOf(slots, from);
  const searchHref = (date: string) => flightResultsHref(flightSearchOf(slots, date));
  const outcome = await invoke(
    deps.flights.fareCalendar,
    { ...searchInput(search), tripType: "oneway", returnDate: undefined, from, to },
    turn.caller,
  );
  if (!outcome.ok) return refusal(turn, "fare_calendar", outcome.error, { href: searchHref(from), label: "Open the flight search" });
  const days = outcome.value;
  const priced = days
    .filter((d) => d.cheapest !== null)
    .sort((a, b) => (a.cheapest?.amount ?? 0) - (b.cheapest?.amount ?? 0) || a.date.localeCompare(b.date));
  const best = priced.slice(0, 5).sort((a, b) => a.date.localeCompare(b.date));
  const route = `${search.legs[0].origin} to ${search.legs[0].destination}`;
  if (best.length === 0) {
    const text = say(
      turn.register,
      `I found no fares from ${route} between ${calendarDay(from)} and ${calendarDay(to)}.`,
      `Walang fares po from ${route} between ${calendarDay(from)} and ${calendarDay(to)}.`,
    );
    return {
      intent: "fare_calendar",
      text,
      cards: [],
      links: [{ href: searchHref(from), label: "Open the flight search" }],
      slots,
      results: [days],
    };
  }
  // The cards show each day and its fare; the text names the cheapest, without listing them again.
  const cheapestDay = priced[0];
  const lowest = cheapestDay.cheapest ? ` The cheapest is ${calendarDay(cheapestDay.date)}, from ${peso(cheapestDay.cheapest)}.` : "";
  const text = say(
    turn.register,
    `The ${best.length} cheapest days to fly ${route} between ${calendarDay(from)} and ${calendarDay(to)}, one way for ${travellers(search.passengers)}, in date order.${lowest}`,
    `Ito po ang ${best.length} pinakamurang days to fly ${route} between ${calendarDay(from)} and ${calendarDay(to)}, one way for ${travellers(search.passengers)}, in date order.${lowest}`,
  );
  const cards: ChatCard[] = best.map((d) => ({ kind: "fare_day", href: searchHref(d.date), date: d.date, price: d.cheapest }));
  return {
    intent: "fare_calendar",
    text,
    cards,
    links: [{ href: searchHref(cheapestDay.date), label: `Flights on ${calendarDay(cheapestDay.date)}` }],
    slots,
    results: [days],
  };
}
