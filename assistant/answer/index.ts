/**
 * The answering part of the built-in engine: an understanding → a reply built only from the
 * application services' results of this turn. Each intent has its own file; this one routes, asks for
 * a missing detail first, and keeps a refusal from ever showing internals (a failure is handed over).
 */
import { offerNearestOrigin } from "./nearest-origin.ts";
import { uncoveredFlight, uncoveredStay, uncoveredTrip, unknownFlightEnd } from "./uncovered.ts";
import type { ChatIntent, ChatSlots } from "../../contracts/assistant.ts";
import { clarify } from "./clarify.ts";
import type { AnswerDeps } from "./deps.ts";
import { bookingStatus, manageBooking, notOurReference } from "./bookings.ts";
import { fitsReference } from "../understand/booking-refs.ts";
import { feesInfo } from "./fees.ts";
import { fareCalendar, flightSearch } from "./flights.ts";
import { destinationInfo, itinerary, transportInfo } from "./guides.ts";
import { greeting, handOver, nameCorrection, outOfScope, reachUs } from "./help.ts";
import { NAME_FIX } from "../understand/intent-rules.ts";
import { correctText } from "../understand/spelling.ts";
import { normalise } from "../understand/text.ts";
import { hotelSearch } from "./hotels.ts";
import { safetyInfo } from "./safety.ts";
import { tide, weather } from "./weather.ts";
import type { Answer, AnswerTurn } from "./types.ts";

type Handler = (deps: AnswerDeps, turn: AnswerTurn) => Promise<Answer> | Answer;

const HANDLERS: Partial<Record<ChatIntent, Handler>> = {
  flight_search: flightSearch,
  fare_calendar: fareCalendar,
  hotel_search: hotelSearch,
  booking_status: bookingStatus,
  manage_booking: manageBooking,
  fees_info: feesInfo,
  weather_info: weather,
  safety_info: safetyInfo,
  tide,
  transport_info: transportInfo,
  destination_info: destinationInfo,
  itinerary,
  small_talk: (_deps, turn) => greeting(turn),
  contact: (_deps, turn) => reachUs(turn),
  out_of_scope: (_deps, turn) => outOfScope(turn),
  // Nothing understood well enough to ask about: what the assistant can do, as choices.
  clarify: (_deps, turn) => ({ ...greeting(turn), intent: "clarify" }),
};

/** The details each intent cannot do without (the understanding's own list is added to these). */
export function requiredSlots(intent: ChatIntent, slots: ChatSlots, signedIn: boolean): (keyof ChatSlots)[] {
  const need: Partial<Record<ChatIntent, (keyof ChatSlots)[]>> = {
    flight_search: ["origin", "destination", "departureDate"],
    fare_calendar: ["origin", "destination"],
    hotel_search: ["place"],
    tide: ["place"],
    booking_status: signedIn ? [] : ["reference", "lastName"],
    manage_booking: signedIn ? ["reference", "action"] : ["reference", "lastName", "action"],
  };
  return (need[intent] ?? []).filter((slot) => slots[slot] === undefined || slots[slot] === "");
}

export async function answer(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  const { intent, slots } = turn.understanding;
  const signedIn = turn.caller.userId !== null;
  // A signed-in owner needs no last name (the look-up knows them), and no reference for their own trips.
  const theirs = turn.missing.filter(
    (slot) => !(signedIn && (slot === "lastName" || (slot === "reference" && intent === "booking_status"))),
  );
  // A stay somewhere we have no hotels: said plainly, with the nearest place we cover, before any question.
  if (intent === "hotel_search") {
    const uncovered = uncoveredStay(turn);
    if (uncovered) return uncovered;
  }
  // A flight to a place no airline we sell flies to: said plainly, with the nearest airport, before any question.
  if (intent === "flight_search" || intent === "fare_calendar") {
    const uncovered = uncoveredFlight(turn) ?? unknownFlightEnd(turn);
    if (uncovered) return uncovered;
  }
  // A way to a place the planner does not know and no airline we sell flies to: the same, before any question.
  if (intent === "transport_info") {
    const uncovered = uncoveredTrip(turn);
    if (uncovered) return uncovered;
  }
  // A name to correct on a ticket is the team's work with the airline, whatever else is missing.
  if (intent === "manage_booking" && !slots.action && NAME_FIX.test(correctText(normalise(turn.message)))) return nameCorrection(turn);
  // A code that is not of our references' shape: say what one looks like, rather than look it up or ask again.
  if ((intent === "booking_status" || intent === "manage_booking") && slots.reference && !fitsReference(slots.reference))
    return notOurReference(turn, intent);
  const missing = [...new Set([...theirs, ...requiredSlots(intent, slots, signedIn)])];
  if (missing.length > 0 && intent !== "clarify") {
    const asked = clarify(turn, missing[0]);
    return missing[0] === "origin" ? offerNearestOrigin(deps, turn, asked) : asked;
  }
  const handler = HANDLERS[intent];
  if (!handler) return handOver(turn);
  return handler(deps, turn);
}
