/**
 * hotel_search: the hotel search for a place, cheapest first, under the traveller's nightly budget
 * when given (the results page's own price filter); each hotel on a card with its price as the
 * search answered it, and a link to the same search on /hotels/results.
 */
import type { ChatCard } from "../../contracts/assistant.ts";
import { addDays } from "../../contracts/flights.ts";
import type { HotelSearchInput } from "../../contracts/hotel-inputs.ts";
import { manilaDate } from "../../contracts/manila-time.ts";
import { invoke } from "../../core/application/use-case.ts";
import type { AnswerDeps } from "./deps.ts";
import { searchedParty, stayRooms } from "./party.ts";
import { type HotelLinkCriteria, hotelHref, hotelResultsHref } from "./links.ts";
import { resolvePlace } from "../understand/places.ts";
import { CONTACT_LINK } from "./help.ts";
import { hotelWishes } from "./hotel-wishes.ts";
import { refusal } from "./refusal.ts";
import type { Answer, AnswerTurn } from "./types.ts";
import { calendarDay, peso, say } from "./wording.ts";

const CARDS = 3;
/** How close "cheap near X" keeps a hotel, in km (a walk, or a short tricycle ride). */
const CHEAP_NEAR_KM = 2;
/** As the site's own search form: two weeks from today, two nights. */
const DEFAULT_LEAD_DAYS = 14;
const DEFAULT_NIGHTS = 2;

export async function hotelSearch(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  const slots = searchedParty(turn.understanding.slots, "stay", turn.message);
  const place = resolvePlace(slots.place);
  const destination = place?.hotelDestination ?? slots.place ?? "";
  const datesGiven = Boolean(slots.checkIn);
  const checkInDate = slots.checkIn ?? addDays(manilaDate(turn.now), DEFAULT_LEAD_DAYS);
  const checkOutDate = slots.checkOut && slots.checkOut > checkInDate ? slots.checkOut : addDays(checkInDate, DEFAULT_NIGHTS);
  const party = stayRooms(slots);
  const criteria: HotelLinkCriteria = {
    destination,
    checkInDate,
    checkOutDate,
    rooms: party.rooms,
    adults: party.adults,
    children: slots.children ?? 0,
  };
  const maxPrice = slots.maxPrice ? Math.floor(slots.maxPrice.amount / 100) : undefined;
  const wishes = hotelWishes(destination, slots, turn.message, turn.register);
  const href = hotelResultsHref(criteria, maxPrice, wishes.filters, slots.sort === "cheapest" ? "price-asc" : undefined);
  // The typed search (contracts/hotel-inputs.ts HotelSearchInput): the §3 criteria as they are, numbers as numbers.
  const input: HotelSearchInput = {
    searchType: "destination",
    ...criteria,
    filters: { ...(maxPrice ? { maxPrice } : {}), ...wishes.filters },
    sort: { by: wishes.filters.near ? "distance" : "price", order: "asc" },
  };
  const outcome = await invoke(deps.hotels.search, input, turn.caller);
  if (!outcome.ok) return refusal(turn, "hotel_search", outcome.error, { href, label: "Open the hotel search" });
  // The budget is per night: the filter keeps hotels whose cheapest nightly rate is within it.
  const kept = outcome.value.searchResults
    .filter((h) => !slots.maxPrice || h.basePrice.amount <= (slots.maxPrice?.amount ?? 0))
    .filter(wishes.keeps);
  // "Cheap room near Cloud 9": the cheapest of those close by (within walking distance, else the ten nearest).
  const cheapNear = Boolean(wishes.filters.near) && slots.sort === "cheapest";
  const close = kept.filter((h) => h.distance !== undefined && h.distance <= CHEAP_NEAR_KM);
  const hotels = cheapNear
    ? (close.length >= CARDS ? close : kept.slice(0, 10)).sort((a, b) => a.basePrice.amount - b.basePrice.amount).slice(0, CARDS)
    : kept.slice(0, CARDS);
  const stay = `${calendarDay(checkInDate)} to ${calendarDay(checkOutDate)}`;
  const where = `${wishes.where}${place?.name ?? destination}${wishes.what}`;
  const budget = slots.maxPrice ? ` at or under ${peso(slots.maxPrice)} a night` : "";
  const datesNote = datesGiven
    ? ""
    : ` ${say(turn.register, "I used these dates as an example: change them on the results page.", "Example dates lang po ito: change them on the results page.")}`;
  const groupNote =
    party.over > 0
      ? `\n${say(
          turn.register,
          `One booking holds at most ${party.rooms} rooms, so these are for ${party.rooms}: book the rest in a second booking, or our team can arrange the whole group (the contact form).`,
          `Hanggang ${party.rooms} rooms po ang isang booking, kaya for ${party.rooms} rooms ito: i-book po ang iba sa second booking, or our team can arrange the whole group (the contact form).`,
        )}`
      : "";
  const links = [{ href, label: "See all hotels" }, ...(party.over > 0 ? [CONTACT_LINK] : [])];
  const results: unknown[] = [{ criteria, maxPrice: slots.maxPrice ?? null, filters: wishes.filters }, outcome.value];
  if (hotels.length === 0) {
    const text = `${say(
      turn.register,
      `I found no hotels in ${where}${budget} for ${stay}.${datesNote}`,
      `Walang hotels po in ${where}${budget} for ${stay}.${datesNote}`,
    )}${wishes.notApplied}`;
    return { intent: "hotel_search", text: text + groupNote, cards: [], links, slots, results };
  }
  // The cards show each hotel; the text says what they are, without listing them again.
  const from = peso(hotels.map((h) => h.basePrice).sort((a, b) => a.amount - b.amount)[0]);
  const order = wishes.filters.near && !cheapNear ? "nearest" : "cheapest";
  const count = hotels.length === 1 ? "The one hotel" : `The ${hotels.length} ${order} hotels`;
  const text = `${say(
    turn.register,
    `${count} in ${where}${budget}, ${stay}${hotels.length > 1 ? `: from ${from} a night` : ""}; each card has the price for the whole stay.`,
    `${hotels.length === 1 ? "Ang hotel" : `Ito po ang ${hotels.length} ${order} hotels`} in ${where}${budget}, ${stay}${hotels.length > 1 ? `: from ${from} a night` : ""}; each card has the price for the whole stay.`,
  )}${datesNote ? `\n${datesNote.trim()}` : ""}${wishes.notApplied}${groupNote}`;
  const cards: ChatCard[] = hotels.map((h) => ({
    kind: "hotel",
    href: hotelHref(h, outcome.value.sessionId, criteria),
    name: h.hotelName,
    area: wishes.filters.near ? `${h.area} · ${h.distance} km from ${wishes.filters.near}` : h.area,
    stars: h.starRating,
    pricePerNight: h.basePrice,
    total: h.totalPrice,
  }));
  return { intent: "hotel_search", text, cards, links, slots, results };
}
