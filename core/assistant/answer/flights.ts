/**
 * flight_search and fare_calendar: the flight search (cheapest first) and the cheapest fare per day,
 * each fare on a card with its numbers, times and price as the search answered them, and a link to
 * the same search on /flights/results.
 */
import type { ChatCard, ChatSlots } from "../../../contracts/assistant.ts";
import type { Cabin, FareItinerary, FlightSearch } from "../../../contracts/flights.ts";
import { addDays } from "../../../contracts/flights.ts";
import { manilaDate } from "../../../contracts/manila-time.ts";
import { invoke } from "../../application/use-case.ts";
import type { AnswerDeps } from "./deps.ts";
import { flightResultsHref } from "./links.ts";
import { refusal } from "./refusal.ts";
import type { Answer, AnswerTurn } from "./types.ts";
import { calendarDay, manilaTime, peso, plural, say, travellers } from "./wording.ts";

const CARDS = 3;

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

/** A search as the flight use cases' fields (the results page's query names). */
function searchFields(search: FlightSearch): Record<string, string | undefined> {
  return {
    tripType: search.tripType,
    origin: search.legs[0].origin,
    destination: search.legs[0].destination,
    departureDate: search.legs[0].date,
    returnDate: search.tripType === "return" ? search.legs[1].date : undefined,
    adults: String(search.passengers.adults),
    children: String(search.passengers.children),
    infants: String(search.passengers.infants),
    cabin: search.cabin,
  };
}

const pesosOf = (slots: ChatSlots) => (slots.maxPrice ? Math.floor(slots.maxPrice.amount / 100) : undefined);

const flightNo = (s: { marketingAirline: string; flightNumber: string }) => `${s.marketingAirline} ${s.flightNumber}`;

function fareLine(fare: FareItinerary): string {
  const leg = fare.legs[0];
  const first = leg.segments[0];
  const last = leg.segments[leg.segments.length - 1];
  const stops = leg.stops === 0 ? "nonstop" : plural(leg.stops, "stop");
  return `${leg.segments.map(flightNo).join(" + ")}, ${manilaTime(first.departureDateTime)} → ${manilaTime(last.arrivalDateTime)} (${stops}), ${peso(fare.totalFare)}`;
}

function fareCard(fare: FareItinerary, href: string, airlineName: (code: string) => string): ChatCard {
  const leg = fare.legs[0];
  const first = leg.segments[0];
  const last = leg.segments[leg.segments.length - 1];
  return {
    kind: "flight",
    href,
    flightNumbers: leg.segments.map(flightNo),
    airline: airlineName(fare.validatingAirline),
    origin: first.departureAirport,
    destination: last.arrivalAirport,
    departsAt: new Date(first.departureDateTime).toISOString(),
    arrivesAt: new Date(last.arrivalDateTime).toISOString(),
    stops: leg.stops,
    price: fare.totalFare,
    fareFamily: fare.fareFamilyName,
  };
}

export async function flightSearch(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  const { slots } = turn.understanding;
  const search = flightSearchOf(slots);
  const maxPrice = pesosOf(slots);
  const sort = slots.sort === "fastest" ? "fastest" : undefined;
  const href = flightResultsHref(search, maxPrice, sort);
  const input = {
    ...searchFields(search),
    ...(maxPrice ? { maxPrice: String(maxPrice) } : {}),
    ...(sort ? { sort } : {}),
    limit: String(CARDS),
  };
  const outcome = await invoke(deps.flights.search, input, turn.caller);
  if (!outcome.ok) return refusal(turn, "flight_search", outcome.error, { href, label: "Open the flight search" });
  const airlines = await invoke(deps.flights.airlines, {}, turn.caller);
  const names = new Map(airlines.ok ? airlines.value.map((a) => [a.code, a.name]) : []);
  const airlineName = (code: string) => names.get(code) ?? code;
  const fares = outcome.value.fareItineraries.slice(0, CARDS);
  const route = `${search.legs[0].origin} to ${search.legs[0].destination}`;
  const when = calendarDay(search.legs[0].date);
  const who = travellers(search.passengers);
  const links = [{ href, label: "See all flights" }];
  const results: unknown[] = [outcome.value, ...(airlines.ok ? [airlines.value] : [])];
  if (fares.length === 0) {
    const text = say(
      turn.register,
      `I found no flights from ${route} on ${when} for ${who}${maxPrice ? " within your budget" : ""}. The results page shows the fare calendar, to try another day.`,
      `Walang flights po from ${route} on ${when} for ${who}${maxPrice ? " within your budget" : ""}. Try another day on the fare calendar of the results page.`,
    );
    return { intent: "flight_search", text, cards: [], links, slots, results };
  }
  const lines = fares.map((f) => `• ${fareLine(f)}`).join("\n");
  const total = search.tripType === "return" ? "round trip, total price" : "total price";
  const text = `${say(
    turn.register,
    `The ${sort ? "fastest" : "cheapest"} flights from ${route} on ${when} for ${who} (${total}):`,
    `Ito po ang ${sort ? "fastest" : "cheapest"} flights from ${route} on ${when} for ${who} (${total}):`,
  )}\n${lines}\n${say(turn.register, "Prices can change until you book: pick a flight on the results page to check it.", "Prices can still change until you book po: pick a flight on the results page to check it.")}`;
  return { intent: "flight_search", text, cards: fares.map((f) => fareCard(f, href, airlineName)), links, slots, results };
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
    { ...searchFields(search), tripType: "oneway", returnDate: undefined, from, to },
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
  const lines = best.map((d) => `• ${calendarDay(d.date)}: from ${d.cheapest ? peso(d.cheapest) : ""}`).join("\n");
  const text = `${say(
    turn.register,
    `The cheapest days to fly ${route} between ${calendarDay(from)} and ${calendarDay(to)}, one way for ${travellers(search.passengers)}:`,
    `Ito po ang pinakamurang days to fly ${route} between ${calendarDay(from)} and ${calendarDay(to)}, one way for ${travellers(search.passengers)}:`,
  )}\n${lines}`;
  const cards: ChatCard[] = best.map((d) => ({ kind: "fare_day", href: searchHref(d.date), date: d.date, price: d.cheapest }));
  const cheapest = priced[0];
  return {
    intent: "fare_calendar",
    text,
    cards,
    links: [{ href: searchHref(cheapest.date), label: `Flights on ${calendarDay(cheapest.date)}` }],
    slots,
    results: [days],
  };
}
