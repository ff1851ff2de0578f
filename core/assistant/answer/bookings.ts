/**
 * booking_status and manage_booking through `bookings.find`: a booking by its reference and a
 * traveller's last name, or for its signed-in owner (the turn's caller, never anything the message
 * claims), under the per-reference limit on wrong last names. The reply states the status, summary and
 * total as the service answered them, nothing personal (no contact, even masked). The assistant never
 * voids, refunds, changes or cancels: it links to the page where the traveller sees the quote and
 * confirms (the service's own `next` links).
 */
import type { ChatCard, ChatLink, ChatSlots } from "../../../contracts/assistant.ts";
import type { BookingStatusResult } from "../../../contracts/booking-inputs.ts";
import { invoke } from "../../application/use-case.ts";
import type { AnswerDeps } from "./deps.ts";
import { handOver } from "./help.ts";
import { manageTripHref } from "./links.ts";
import { refusal } from "./refusal.ts";
import type { Answer, AnswerTurn } from "./types.ts";
import { peso, say } from "./wording.ts";

const STATUS_WORDS: Record<string, string> = {
  held: "on hold, not paid yet",
  pending: "waiting for the payment to complete",
  ticketed: "paid and ticketed",
  ticketing_failed: "paid, but the ticket is not issued yet",
  cancelled: "cancelled",
  expired: "expired (the hold ran out before payment)",
  voided: "voided",
  refunded: "refunded",
  pending_payment: "waiting for payment",
  confirmed: "confirmed",
  failed: "not completed (the payment failed)",
};

const ACTION_WORDS = { void: "void", refund: "refund", reissue: "date change" } as const;

/** The context keeps the reference for a follow-up, never the last name that unlocked it. */
function withoutLastName(slots: ChatSlots): ChatSlots {
  const { lastName: _, ...rest } = slots;
  return rest;
}

async function find(deps: AnswerDeps, turn: AnswerTurn) {
  const { reference = "", lastName } = turn.understanding.slots;
  return invoke(deps.bookings!.find, { reference, ...(lastName ? { last_name: lastName } : {}) }, turn.caller);
}

function card(b: BookingStatusResult): ChatCard {
  const view = b.next.find((n) => n.action === "view")?.href ?? manageTripHref(b.reference);
  return { kind: "booking", href: view, reference: b.reference, status: b.status, summary: b.summary, total: b.total };
}

/** Only what the reply may show: no contact details, even masked. */
const shown = (b: BookingStatusResult) => ({
  reference: b.reference,
  kind: b.kind,
  status: b.status,
  summary: b.summary,
  total: b.total,
  next: b.next,
});

const MY_TRIPS = 5;

/** A signed-in traveller without a reference: their own bookings, newest first as the service lists them. */
async function ownTrips(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  const slots = withoutLastName(turn.understanding.slots);
  const outcome = await invoke(deps.bookings!.trips, {}, turn.caller);
  const page = { href: "/dashboard", label: "My trips" };
  if (!outcome.ok) return { ...refusal(turn, "booking_status", outcome.error, page), slots };
  const trips = outcome.value.trips.slice(0, MY_TRIPS);
  if (trips.length === 0) {
    const text = say(turn.register, "You have no bookings on this account yet.", "Wala pa po kayong booking sa account na ito.");
    return { intent: "booking_status", text, cards: [], links: [page], slots, results: [] };
  }
  const lines = trips.map((b) => `• ${b.reference} (${b.summary}): ${STATUS_WORDS[b.status] ?? b.status}, ${peso(b.total)}`);
  const text = `${say(turn.register, "Your bookings:", "Ang mga booking ninyo:")}\n${lines.join("\n")}`;
  return { intent: "booking_status", text, cards: trips.map(card), links: [page], slots, results: trips.map(shown) };
}

export async function bookingStatus(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  if (!deps.bookings) return handOver(turn);
  if (!turn.understanding.slots.reference && turn.caller.userId) return ownTrips(deps, turn);
  const slots = withoutLastName(turn.understanding.slots);
  const outcome = await find(deps, turn);
  if (!outcome.ok) return { ...refusal(turn, "booking_status", outcome.error, { href: manageTripHref(), label: "Find your trip" }), slots };
  const b = outcome.value;
  const status = STATUS_WORDS[b.status] ?? b.status;
  const text = say(
    turn.register,
    `Booking ${b.reference} (${b.summary}) is ${status}. Total: ${peso(b.total)}.`,
    `Ang booking ${b.reference} (${b.summary}) ay ${status}. Total: ${peso(b.total)}.`,
  );
  const c = card(b);
  const links: ChatLink[] = c.kind === "booking" ? [{ href: c.href, label: "Open the booking" }] : [];
  return { intent: "booking_status", text, cards: [c], links, slots, results: [shown(b)] };
}

export async function manageBooking(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  if (!deps.bookings) return handOver(turn);
  const slots = withoutLastName(turn.understanding.slots);
  const action = turn.understanding.slots.action ?? "refund";
  const outcome = await find(deps, turn);
  if (!outcome.ok) return { ...refusal(turn, "manage_booking", outcome.error, { href: manageTripHref(), label: "Find your trip" }), slots };
  const b = outcome.value;
  // A hotel stay is cancelled (its quote says what comes back); an unpaid flight hold has nothing to
  // refund or void: it is cancelled.
  const cancels = b.kind === "hotel" || (action !== "reissue" && b.next.some((n) => n.action === "pay"));
  const wanted = cancels ? "cancel" : action;
  const next = b.next.find((n) => n.action === wanted);
  const what = cancels ? "cancellation" : ACTION_WORDS[action];
  const c = card(b);
  const view: ChatLink = { href: c.kind === "booking" ? c.href : manageTripHref(b.reference), label: "Open the booking" };
  if (!next) {
    const text = say(
      turn.register,
      `Booking ${b.reference} is ${STATUS_WORDS[b.status] ?? b.status}, and a ${what} is not offered for it now. Nothing has changed. The booking page shows what you can do, or our team can help.`,
      `Ang booking ${b.reference} ay ${STATUS_WORDS[b.status] ?? b.status}, at walang ${what} na available ngayon. Walang nagbago. Check the booking page, or our team can help.`,
    );
    return {
      intent: "manage_booking",
      text,
      cards: [c],
      links: [view, { href: "/contact", label: "Write to the Lakbay team" }],
      slots,
      results: [shown(b)],
    };
  }
  const text = say(
    turn.register,
    `I can't change a booking myself, and nothing has changed. The ${what} page for ${b.reference} shows first exactly what you would pay or get back; you confirm there if you want to go ahead.`,
    `Hindi ko po mababago ang booking, at walang nagbago. The ${what} page for ${b.reference} shows first what you would pay or get back; doon po kayo mag-confirm.`,
  );
  return {
    intent: "manage_booking",
    text,
    cards: [c],
    links: [{ href: next.href, label: `See the ${what} quote` }, view],
    slots,
    results: [shown(b)],
  };
}
