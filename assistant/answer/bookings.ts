/**
 * booking_status and manage_booking through `bookings.find`: a booking by its reference and a
 * traveller's last name, or for its signed-in owner (the turn's caller, never anything the message
 * claims), under the per-reference limit on wrong last names. The reply states the status, summary and
 * total as the service answered them, nothing personal (no contact, even masked). The assistant never
 * voids, refunds, changes or cancels: it links to the page where the traveller sees the quote and
 * confirms (the service's own `next` links).
 */
import type { ChatCard, ChatLink, ChatSlots } from "../../contracts/assistant.ts";
import type { BookingStatusResult } from "../../contracts/booking-inputs.ts";
import { isOpen, type PtrRequestView } from "../../contracts/post-ticketing.ts";
import { invoke } from "../../core/application/use-case.ts";
import type { AnswerDeps } from "./deps.ts";
import { clarify } from "./clarify.ts";
import { handOver } from "./help.ts";
import { manageTripHref } from "./links.ts";
import { refusal } from "./refusal.ts";
import type { Answer, AnswerTurn } from "./types.ts";
import { manilaDay, manilaTime, peso, plural, say } from "./wording.ts";

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
  travellers: b.travellers,
  next: b.next,
  ...(b.splitFrom ? { splitFrom: b.splitFrom } : {}),
  ...(b.movedTo ? { movedTo: b.movedTo } : {}),
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
  // The cards show each booking; the text adds only what a card cannot say (a request in process, a split).
  const openOn = (ref: string) => outcome.value.requests.filter((r) => r.reference === ref && isOpen(r)).map((r) => REQUEST_WORDS[r.type]);
  const notes = trips.flatMap((b) => {
    const open = openOn(b.reference);
    const parts = [
      ...(open.length ? [`${open.join(" and ")} request in process`] : []),
      ...(b.splitFrom ? [`split off ${b.splitFrom} by a date change`] : []),
      ...(b.movedTo ?? []).map((m) => `${plural(m.travellers, "traveller")} moved to ${m.reference}`),
    ];
    return parts.length ? [`• ${b.reference}: ${parts.join("; ")}`] : [];
  });
  const text = [
    say(
      turn.register,
      `Your ${trips.length === 1 ? "booking" : `${trips.length} latest bookings`}, newest first:`,
      `Ang ${trips.length === 1 ? "booking" : `${trips.length} pinakabagong booking`} ninyo:`,
    ),
    ...notes,
  ].join("\n");
  return { intent: "booking_status", text, cards: trips.map(card), links: [page], slots, results: trips.map(shown) };
}

const REQUEST_WORDS: Record<PtrRequestView["type"], string> = {
  void: "void",
  refund: "refund",
  reissue: "date change",
  cancel: "cancellation",
};

/** "Fri, Dec 4, 1:20 PM" in Philippine time. */
const when = (iso: string) => `${manilaDay(iso)}, ${manilaTime(iso)}`;

/** The booking's requests as its status tells them: those in process, and the money back of those done. */
function requestLines(b: BookingStatusResult, requests: readonly PtrRequestView[], register: AnswerTurn["register"]): string[] {
  const lines: string[] = [];
  for (const r of requests.filter(isOpen)) {
    const what = REQUEST_WORDS[r.type];
    const back = (r.type === "refund" || r.type === "void") && r.quote ? `: ${peso(r.quote.amountBack)} to come back` : "";
    const by = r.expectedBy ? `, expected by ${when(r.expectedBy)}` : "";
    lines.push(
      say(
        register,
        `A ${what} request is in process${back}${by}. Until it completes, the booking stays as it is.`,
        `May ${what} request po na in process${back}${by}. Hanggang matapos ito, walang nagbabago sa booking.`,
      ),
    );
  }
  const done = requests.filter((r) => !isOpen(r) && (r.resolution === "refunded" || r.resolution === "voided") && r.quote);
  for (const r of done) {
    const on = r.completedAt ? ` on ${when(r.completedAt)}` : "";
    lines.push(
      say(
        register,
        `Refunded: ${peso(r.quote!.amountBack)} (${REQUEST_WORDS[r.type]} completed${on}).`,
        `Na-refund: ${peso(r.quote!.amountBack)} (${REQUEST_WORDS[r.type]} completed${on}).`,
      ),
    );
  }
  if (b.splitFrom)
    lines.push(
      say(
        register,
        `It was split off booking ${b.splitFrom} by a date change: the travellers who changed dates are on this booking.`,
        `Hiniwalay po ito sa booking ${b.splitFrom} dahil sa date change: nandito ang mga nagpalit ng petsa.`,
      ),
    );
  for (const m of b.movedTo ?? [])
    lines.push(
      say(
        register,
        `${plural(m.travellers, "traveller")} moved to booking ${m.reference} by a date change; ${plural(b.travellers, "traveller")} ${b.travellers === 1 ? "stays" : "stay"} on this one.`,
        `${plural(m.travellers, "traveller")} ang lumipat sa booking ${m.reference} dahil sa date change; ${plural(b.travellers, "traveller")} ang naiwan dito.`,
      ),
    );
  return lines;
}

/** A flight booking's requests, as the caller may see them (nothing when the requests are not at hand). */
async function requestsOf(deps: AnswerDeps, turn: AnswerTurn, b: BookingStatusResult): Promise<PtrRequestView[] | null> {
  if (b.kind !== "flight" || !deps.postTicketing) return null;
  const { lastName } = turn.understanding.slots;
  const outcome = await invoke(
    deps.postTicketing.requests,
    { reference: b.reference, ...(lastName ? { last_name: lastName } : {}) },
    turn.caller,
  );
  return outcome.ok ? outcome.value.requests : null;
}

export async function bookingStatus(deps: AnswerDeps, turn: AnswerTurn): Promise<Answer> {
  if (!deps.bookings) return handOver(turn);
  if (!turn.understanding.slots.reference && turn.caller.userId) return ownTrips(deps, turn);
  const slots = withoutLastName(turn.understanding.slots);
  const outcome = await find(deps, turn);
  if (!outcome.ok) {
    // Signed in, no last name given, and not theirs: ask for the last name rather than say it does not exist.
    if (outcome.error.code === "not_found" && turn.caller.userId && !turn.understanding.slots.lastName) return clarify(turn, "lastName");
    return { ...refusal(turn, "booking_status", outcome.error, { href: manageTripHref(), label: "Find your trip" }), slots };
  }
  const b = outcome.value;
  const requests = (await requestsOf(deps, turn, b)) ?? [];
  const open = requests.some(isOpen);
  // "Paid and ticketed" is not the whole story while a change or refund is in process.
  const status = open && b.status === "ticketed" ? "ticketed, with a request in process" : (STATUS_WORDS[b.status] ?? b.status);
  const text = [
    say(
      turn.register,
      `Booking ${b.reference} (${b.summary}) is ${status}. Total: ${peso(b.total)}.`,
      `Ang booking ${b.reference} (${b.summary}) ay ${status}. Total: ${peso(b.total)}.`,
    ),
    ...requestLines(b, requests, turn.register),
  ].join("\n");
  const c = card(b);
  const links: ChatLink[] = c.kind === "booking" ? [{ href: c.href, label: "Open the booking" }] : [];
  const requestsLink = b.next.find((n) => n.action === "requests");
  if (requests.length > 0 && requestsLink) links.push({ href: requestsLink.href, label: "See its requests" });
  return { intent: "booking_status", text, cards: [c], links, slots, results: [shown(b), { requests }] };
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
  // A request already in process: say where it stands rather than offer another quote.
  const requests = (await requestsOf(deps, turn, b)) ?? [];
  if (requests.some(isOpen)) {
    const requestsLink = b.next.find((n) => n.action === "requests");
    const text = [
      say(
        turn.register,
        `Booking ${b.reference} already has a request in process, so I won't start another. Nothing has changed.`,
        `May request na po na in process ang booking ${b.reference}, kaya hindi na ako magsisimula ng bago. Walang nagbago.`,
      ),
      ...requestLines(b, requests, turn.register),
    ].join("\n");
    return {
      intent: "manage_booking",
      text,
      cards: [c],
      links: [view, ...(requestsLink ? [{ href: requestsLink.href, label: "See its requests" }] : [])],
      slots,
      results: [shown(b), { requests }],
    };
  }
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

/**
 * A code given as a booking reference that is not of our references' shape ("LKB0091": seven characters):
 * what a Lakbay reference looks like and that this one does not match, with the page that finds a trip.
 */
export function notOurReference(turn: AnswerTurn, intent: "booking_status" | "manage_booking"): Answer {
  const ref = turn.understanding.slots.reference ?? "";
  const text = say(
    turn.register,
    `${ref} does not look like a Lakbay booking reference: ours have 6 characters, letters and digits for a flight, H and 5 for a hotel, and ${ref} has ${ref.length}. Please check it on your confirmation e-mail and send it again, with the last name on the booking.`,
    `Mukhang hindi po Lakbay booking reference ang ${ref}: 6 characters ang sa amin, letters at digits para sa flight, H at 5 para sa hotel, at ${ref.length} ang ${ref}. Pakitingnan po sa confirmation e-mail at ipadala ulit, kasama ang apelyido sa booking.`,
  );
  return {
    intent,
    text,
    cards: [],
    links: [{ href: manageTripHref(), label: "Find your trip" }],
    slots: withoutLastName(turn.understanding.slots),
    results: [],
  };
}
