/**
 * After the ticket: void, refund and reissue requests (and cancelling an unticketed hold), the way a
 * consolidator runs them (/work/shared/design/supplier-shapes.md, docs/decisions/014-post-ticketing.md).
 *
 *   quote (a request, completed / quote_ready, valid 30 min)
 *     → execute with the quote's id (in_process, expected by now + SLA; a job is queued for then)
 *     → the job changes the booking through FlightSupplier, refunds through the payment service
 *       (idempotent keys per request and payment) and completes the request (voided, refunded,
 *       reissued or rejected) → a mail job tells the traveller.
 *
 * One request per type is in process per booking (a partial UNIQUE index). Executing is a
 * conditional update from quote_ready, so two clicks or a retry execute once. Nothing runs on an
 * in-memory timer: the jobs live in the database and any instance runs them.
 */
import { formatMoney, type Money } from "../../contracts/money.ts";
import {
  changeChoiceProblem,
  PTR_MESSAGES,
  PTR_RESOLUTION_LABELS,
  PTR_TYPE_LABELS,
  type PtrQuote,
  type PtrRequestView,
  type PtrResolution,
  type PtrStatusFilter,
  type PtrType,
  type QuoteLine,
  type ReissueOption,
} from "../../contracts/post-ticketing.ts";
import type { PassengerInput } from "../../contracts/flights.ts";
import { manilaToday } from "../../contracts/flights.ts";
import type { JobQueue } from "../jobs/jobs.ts";
import type { MailAttachment, MailService } from "../mail/mail-service.ts";
import { PAYMENT_ERROR_MESSAGES, type PaymentMethodInput, type PaymentResult, PaymentRequestError } from "../payments/payments.ts";
import type { PaymentService } from "../payments/payment-service.ts";
import { FlightError, isFlightError } from "./errors.ts";
import { backQuote, backRule } from "./refund-rules.ts";
import { addOnLines, drawFrom, drawnByBooking, type MoneyPart, paymentShares } from "./booking-money.ts";
import { carryAddOns, carryWords } from "./carry-add-ons.ts";
import type { FlightBooking, PtrExecution, PtrRecord, PtrStore, ReissuePayment } from "./store.ts";
import type { FlightSupplier } from "./supplier.ts";

export { REFUND_AGENCY_FEE, VOID_FEE } from "./refund-rules.ts";
/** A ready quote can be accepted this long (fare codes live 30 minutes too). */
export const QUOTE_TTL_MS = 30 * 60_000;
/** Expected handling times (SLA, minutes) of the embedded supplier once a request is accepted. */
export const PTR_SLA_MINUTES: Record<PtrType, number> = { void: 5, refund: 30, reissue: 15, cancel: 0 };
/** A reissue's payment is looked at this long after it started, in case its page never came back. */
export const COLLECT_AFTER_MS = 3 * 60_000;
/** How many times the collect job looks again at a payment still waiting at the gateway (wallet pages last 30 minutes). */
export const COLLECT_ROUNDS = 12;
/** Changes close this long before the first departure (fare rules, category 31). */
export const CHANGE_CLOSES_BEFORE_MS = 2 * 60 * 60_000;

export const PTR_EXECUTE_JOB = "flights.ptr-execute";
export const PTR_MAIL_JOB = "flights.ptr-mail";
export const PTR_COLLECT_JOB = "flights.ptr-collect";

const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The end of the void window of a ticket issued at `issuedAt`: midnight after that calendar day, Philippine time. */
export function voidWindowEnd(issuedAt: Date): Date {
  const day = manilaToday(issuedAt);
  return new Date(Date.parse(`${day}T00:00:00Z`) - MANILA_OFFSET_MS + DAY_MS);
}

/** Whether `now` is on the calendar day (Philippine time) on which the ticket was issued. */
export function inVoidWindow(issuedAt: Date, now: Date): boolean {
  return now.getTime() < voidWindowEnd(issuedAt).getTime() && manilaToday(now) === manilaToday(issuedAt);
}

/** A payment that is not one created for this request's quote (made up, another booking's, the checkout's …). */
export const NOT_THIS_CHANGE = "That payment is not for this change of flights: nothing was changed and nothing was refunded.";

export type ReissuePaymentOutcome =
  | { kind: "accepted"; request: PtrRequestView }
  | { kind: "redirect"; url: string; request: PtrRequestView }
  /**
   * declined: the payment did not go through; not_ours: the payment was not created for this
   * request's quote (nothing changed); returned: it was, but cannot pay the change any more (the
   * quote expired, another payment paid it, the travellers are busy): refunded in full.
   */
  | { kind: "failed"; reason: "declined" | "not_ours" | "returned"; message: string; request: PtrRequestView };

export type ExecuteInput = {
  /** Reissue: the option chosen. */
  optionId?: string;
  /** Reissue with an amount due: one key per payment form, as at checkout. */
  idempotencyKey?: string;
  method?: PaymentMethodInput;
};

export type PostTicketingDeps = {
  supplier: Pick<
    FlightSupplier,
    "voidTickets" | "refundTickets" | "reissueOptions" | "checkReissue" | "reissue" | "splitReissue" | "extraServices"
  >;
  store: PtrStore;
  /** Bookings as the flight service reads them (holds past their time shown as expired). */
  bookings: { getBooking(reference: string): Promise<FlightBooking | null>; cancel(reference: string): Promise<FlightBooking> };
  payments: Pick<PaymentService, "create" | "get" | "refund" | "findByIdempotencyKey">;
  jobs: Pick<JobQueue, "enqueue">;
  mail: Pick<MailService, "send">;
  /** The current e-ticket of a booking, attached to the mail after a reissue. */
  eticket?: (reference: string) => Promise<MailAttachment | null>;
  appName: string;
  appUrl: string;
  now: () => Date;
};

const php = (amount: number, currency = "PHP"): Money => ({ amount, currency });
const nameOf = (p: PassengerInput) => `${p.givenName} ${p.surname}`;
const seatTaking = (p: PassengerInput) => p.type !== "INF";

export function toRequestView(r: PtrRecord): PtrRequestView {
  return {
    id: r.id,
    reference: r.reference,
    type: r.type,
    status: r.status,
    resolution: r.resolution,
    passengers: r.passengers,
    quote: r.quote,
    optionId: r.execution?.optionId ?? null,
    newReference: r.execution?.newReference ?? null,
    message: r.message,
    slaMinutes: r.slaMinutes,
    expectedBy: r.expectedAt ? r.expectedAt.toISOString() : null,
    quoteExpiresAt: r.quoteExpiresAt ? r.quoteExpiresAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    completedAt: r.completedAt ? r.completedAt.toISOString() : null,
  };
}

/** Where a traveller (index) of this booking moved by a split date change, if they did. */
export function movedTo(booking: FlightBooking, index: number): string | null {
  const split = booking.events.find(
    (e) => e.type === "split" && Array.isArray(e.detail.passengers) && (e.detail.passengers as unknown[]).includes(index),
  );
  return typeof split?.detail.toReference === "string" ? split.detail.toReference : null;
}

/**
 * Payments that paid for a booking, oldest first: the checkout's, then any reissue differences. A
 * booking split off another carries that booking's payments as copied "paid" events.
 */
export function bookingPayments(booking: FlightBooking): string[] {
  const ids: string[] = [];
  for (const e of booking.events) {
    const id = e.type === "paid" || e.type === "reissued" ? e.detail.paymentId : undefined;
    if (typeof id === "string" && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

export function createPostTicketing(deps: PostTicketingDeps) {
  const { store, payments, jobs, supplier } = deps;

  async function booking(reference: string): Promise<FlightBooking> {
    const b = await deps.bookings.getBooking(reference);
    if (!b) throw new FlightError("NOT_FOUND", PTR_MESSAGES.notFound);
    return b;
  }

  function fareOf(b: FlightBooking, p: PassengerInput) {
    const fare = b.itinerary.perPassenger.find((x) => x.type === p.type);
    const total = fare?.totalFare.amount ?? 0;
    const taxes = fare ? fare.taxes.reduce((s, t) => s + t.amount.amount, 0) : 0;
    return { total, taxes, base: total - taxes };
  }

  /**
   * Checks a choice of passengers: known, each with an issued ticket, no infant left without an adult;
   * `moving` (a date change): no infant chosen without an adult chosen to carry them either.
   */
  function checkPassengers(b: FlightBooking, chosen: readonly number[], moving = false): number[] {
    // A voided / refunded booking answers with the ticket's own state below.
    if (b.status !== "ticketed" && b.status !== "voided" && b.status !== "refunded") {
      throw new FlightError("INVALID_STATE", PTR_MESSAGES.notTicketed);
    }
    const list = [...new Set(chosen)].sort((x, y) => x - y);
    if (list.length === 0 || list.some((i) => !Number.isInteger(i) || i < 0 || i >= b.passengers.length)) {
      throw new FlightError("VALIDATION", PTR_MESSAGES.choosePassengers, { passengers: [PTR_MESSAGES.choosePassengers] });
    }
    for (const i of list) {
      const ticket = b.tickets.find((t) => t.passengerIndex === i && t.status === "issued");
      if (!ticket) {
        const last = b.tickets.filter((t) => t.passengerIndex === i).at(-1);
        const moved = last?.status === "exchanged" ? movedTo(b, i) : null;
        if (moved) throw new FlightError("INVALID_STATE", `${nameOf(b.passengers[i])} has moved to booking ${moved}.`);
        const what = last?.status === "refunded" ? "refunded" : last?.status === "voided" ? "voided" : "closed";
        throw new FlightError("INVALID_STATE", `The ticket of ${nameOf(b.passengers[i])} has already been ${what}.`);
      }
    }
    // A void or refund leaves the others on the booking; a date change also makes the movers a booking of their own.
    const open = b.passengers.map((_, i) => i).filter((i) => b.tickets.some((t) => t.passengerIndex === i && t.status === "issued"));
    const types = b.passengers.map((p) => p.type);
    const staying = open.filter((i) => !list.includes(i));
    const lapsLeft = staying.filter((i) => types[i] === "INF").length > staying.filter((i) => types[i] === "ADT").length;
    const problem = moving ? changeChoiceProblem(types, open, list) : lapsLeft ? PTR_MESSAGES.infantLeftBehind : null;
    if (problem) throw new FlightError("VALIDATION", problem, { passengers: [problem] });
    return list;
  }

  /** Every traveller of the booking, each with an issued ticket: a date change moves the booking itself. */
  function isWhole(b: FlightBooking, list: readonly number[]): boolean {
    return (
      list.length === b.passengers.length &&
      b.passengers.every((_, i) => b.tickets.some((t) => t.passengerIndex === i && t.status === "issued"))
    );
  }

  function departure(b: FlightBooking): number {
    return Date.parse(b.itinerary.legs[0].segments[0].departureDateTime);
  }

  /** Refuses a new request while another one touching these passengers (or of this type) is in process. */
  async function checkNoneOpen(reference: string, type: PtrType, passengers: readonly number[], self?: string) {
    for (const r of await store.requestsFor(reference)) {
      // `self`: a concurrent accept of this very request (a double click) is not another request.
      if (r.status !== "in_process" || r.id === self) continue;
      if (r.type === type) throw new FlightError("INVALID_STATE", PTR_MESSAGES.alreadyOpen(type));
      if (r.passengers.some((i) => passengers.includes(i))) {
        throw new FlightError(
          "INVALID_STATE",
          `A ${PTR_TYPE_LABELS[r.type].toLowerCase()} request for these travellers is already in process. Wait until it completes.`,
        );
      }
    }
  }

  /** The fares paid for these passengers. */
  function faresPaid(b: FlightBooking, list: readonly number[]) {
    const lines: QuoteLine[] = [];
    let paid = 0;
    for (const i of list) {
      const p = b.passengers[i];
      const fare = fareOf(b, p);
      paid += fare.total;
      lines.push({ label: `Fare paid: ${nameOf(p)}`, amount: php(fare.total, b.total.currency) });
    }
    return { lines, paid };
  }

  async function newQuote(b: FlightBooking, type: PtrType, passengers: number[], quote: PtrQuote): Promise<PtrRequestView> {
    const now = deps.now();
    await store.expireQuotes(b.reference, type, now);
    const created = await store.createRequest({
      reference: b.reference,
      type,
      status: "completed",
      resolution: "quote_ready",
      passengers,
      quote,
      slaMinutes: PTR_SLA_MINUTES[type],
      expectedAt: null,
      quoteExpiresAt: new Date(now.getTime() + QUOTE_TTL_MS),
      createdAt: now,
      completedAt: now,
    });
    return toRequestView(created);
  }

  /**
   * The booking's shares of payments (oldest first) with what each still holds for it: its share
   * less what its requests refunded from it (`own`), and no more than the payment has left (`room`).
   */
  async function shareRooms(b: FlightBooking) {
    const drawn = drawnByBooking(b, await store.requestsFor(b.reference));
    const rooms: { paymentId: string; own: number; room: number }[] = [];
    for (const share of paymentShares(b)) {
      const p = await payments.get(share.paymentId);
      if (!p || p.status !== "succeeded") continue;
      const own = Math.max(0, (share.amount ?? p.amount.amount) - share.out - (drawn.get(share.paymentId) ?? 0));
      rooms.push({ paymentId: share.paymentId, own, room: Math.min(own, p.amount.amount - p.amountRefunded.amount) });
    }
    return rooms;
  }

  /** Splits money back over the booking's own shares of payments (oldest first), never above what each has left. */
  async function refundPlan(b: FlightBooking, amount: Money): Promise<MoneyPart[]> {
    return drawFrom(await shareRooms(b), amount.amount, amount.currency);
  }

  /** The new flights' seat maps (none when the supplier has none): which carried seats are free. */
  async function seatMapsOf(code: string) {
    try {
      return (await supplier.extraServices(code, { reissue: true })).DynamicSeat;
    } catch (error) {
      if (isFlightError(error)) return [];
      throw error;
    }
  }

  async function requestOf(reference: string, id: string, type?: PtrType): Promise<PtrRecord> {
    const r = typeof id === "string" ? await store.getRequest(id) : null;
    if (!r || r.reference !== reference.toUpperCase() || (type && r.type !== type))
      throw new FlightError("NOT_FOUND", PTR_MESSAGES.noQuote);
    return r;
  }

  /** quote_ready → in_process with a job at the expected time; null when another caller got there first. */
  async function accept(r: PtrRecord, execution: PtrExecution): Promise<PtrRecord | null> {
    const now = deps.now();
    const expectedAt = new Date(now.getTime() + r.slaMinutes * 60_000);
    const moved = await store.updateRequest(
      r.id,
      { status: "completed", resolution: "quote_ready" },
      { status: "in_process", resolution: "quote_ready", execution, expectedAt, completedAt: null },
      now,
    );
    if (moved) await jobs.enqueue(PTR_EXECUTE_JOB, { requestId: r.id }, { runAt: expectedAt, uniqueKey: `${PTR_EXECUTE_JOB}:${r.id}` });
    return moved;
  }

  /** Executing a request that was already accepted answers it as it is (two clicks, a retry). */
  function alreadyAccepted(r: PtrRecord): boolean {
    return r.status === "in_process" || !["quote_ready", "quote_expired", "quote_requested"].includes(r.resolution);
  }

  function quoteLive(r: PtrRecord): boolean {
    return !(r.resolution === "quote_expired" || !r.quote || (r.quoteExpiresAt && r.quoteExpiresAt.getTime() <= deps.now().getTime()));
  }

  function checkQuoteLive(r: PtrRecord) {
    if (!quoteLive(r)) throw new FlightError("INVALID_STATE", PTR_MESSAGES.quoteExpired);
  }

  async function complete(r: PtrRecord, resolution: PtrResolution, message: string | null, execution?: PtrExecution) {
    const now = deps.now();
    const done = await store.updateRequest(
      r.id,
      { status: "in_process", resolution: r.resolution },
      { status: "completed", resolution, message, completedAt: now, ...(execution ? { execution } : {}) },
      now,
    );
    if (done) await jobs.enqueue(PTR_MAIL_JOB, { requestId: r.id }, { uniqueKey: `${PTR_MAIL_JOB}:${r.id}` });
    return done;
  }

  async function refundAll(r: PtrRecord, plan: { paymentId: string; amount: Money }[], reason: string) {
    for (const part of plan) {
      await payments.refund({ idempotencyKey: `ptr:${r.id}:${part.paymentId}`, paymentId: part.paymentId, amount: part.amount, reason });
    }
  }

  const sameMoney = (x: Money, y: Money) => x.amount === y.amount && x.currency === y.currency;

  /** The payment was created for this request's quote (its own attempt), for exactly that option's amount. */
  function isOwnPayment(r: PtrRecord, attempt: ReissuePayment | null, payment: PaymentResult | null): attempt is ReissuePayment {
    if (!attempt || !payment || attempt.requestId !== r.id || (attempt.paymentId && attempt.paymentId !== payment.id)) return false;
    const option = r.quote?.options?.find((o) => o.id === attempt.optionId);
    return Boolean(
      option &&
        payment.reference === r.reference &&
        payment.kind === "flight" &&
        sameMoney(payment.amount, attempt.amount) &&
        sameMoney(option.amountDue, attempt.amount),
    );
  }

  /** Refunds a request's own payment in full, once, unless the request accepted it (then false). */
  async function giveBack(payment: PaymentResult, reason: string): Promise<boolean> {
    if (!(await store.returnReissuePayment(payment.id, deps.now()))) return false;
    await payments.refund({ idempotencyKey: `ptr-return:${payment.id}`, paymentId: payment.id, reason });
    return true;
  }

  /**
   * A reissue's own payment succeeded: accept the request with it while its quote is live, or give
   * that payment (never another) back in full when it cannot pay the change any more.
   */
  async function acceptPaidReissue(r: PtrRecord, attempt: ReissuePayment, payment: PaymentResult): Promise<ReissuePaymentOutcome> {
    const accepted = (x: PtrRecord): ReissuePaymentOutcome => ({ kind: "accepted", request: toRequestView(x) });
    if (r.execution?.paymentId === payment.id) return accepted(r);
    let refusal: string;
    if (alreadyAccepted(r)) {
      refusal = "This change was already paid with another payment.";
    } else if (!quoteLive(r)) {
      refusal = "The quote expired before your payment went through, so the flights were not changed.";
    } else if (attempt.state === "returned") {
      refusal = "This payment could not pay the change.";
    } else {
      try {
        checkPassengers(await booking(r.reference), r.passengers, true);
        const moved = await accept(r, { optionId: attempt.optionId, paymentId: payment.id });
        if (moved) return accepted(moved);
        refusal = "This change was already paid with another payment.";
      } catch (error) {
        if (!isFlightError(error)) throw error;
        refusal = `${error.message} The flights were not changed.`;
      }
    }
    const current = (await store.getRequest(r.id)) ?? r;
    if (current.execution?.paymentId === payment.id) return accepted(current);
    if (!(await giveBack(payment, "Change not made"))) return accepted((await store.getRequest(r.id)) ?? current);
    return {
      kind: "failed",
      reason: "returned",
      message: `${refusal} What you paid for it (${formatMoney(payment.amount)}) was refunded.`,
      request: toRequestView(current),
    };
  }

  async function settleReissuePayment(r: PtrRecord, attempt: ReissuePayment, payment: PaymentResult): Promise<ReissuePaymentOutcome> {
    if (payment.status === "requires_action" && payment.nextAction) {
      return { kind: "redirect", url: payment.nextAction.url, request: toRequestView(r) };
    }
    if (payment.status !== "succeeded") {
      return {
        kind: "failed",
        reason: "declined",
        message: payment.failure?.message ?? "The payment did not go through. Nothing was charged.",
        request: toRequestView(r),
      };
    }
    return acceptPaidReissue(r, attempt, payment);
  }

  /**
   * A rejected reissue gives its own payment back, what was collected for it (idempotent: a run again
   * after a crash refunds nothing twice). A payment not recorded as this request's is never refunded.
   */
  async function refundRejected(r: PtrRecord) {
    const paymentId = r.execution?.paymentId;
    const own = paymentId ? await store.reissuePayment({ paymentId }) : null;
    if (!paymentId || own?.requestId !== r.id || own.state !== "accepted") return;
    await payments.refund({ idempotencyKey: `ptr:${r.id}:${paymentId}`, paymentId, amount: own.amount, reason: "Change rejected" });
  }

  /** Whether this request's change is on the booking already, and the new booking a split made. */
  function changeOn(b: FlightBooking, requestId: string) {
    const split = b.events.find((e) => e.type === "split" && e.detail.requestId === requestId);
    const done = Boolean(split) || b.events.some((e) => e.type === "reissued" && e.detail.requestId === requestId);
    return { done, newReference: typeof split?.detail.toReference === "string" ? split.detail.toReference : null };
  }

  /** After a change: what its add-ons could not carry over goes back, as its booking recorded (idempotent per request and payment). */
  async function refundAddOns(r: PtrRecord) {
    const b = await booking(r.reference);
    const event = b.events.find((e) => (e.type === "reissued" || e.type === "split") && e.detail.requestId === r.id);
    const parts = Array.isArray(event?.detail.refunds) ? (event.detail.refunds as MoneyPart[]) : [];
    for (const part of parts) {
      await payments.refund({
        idempotencyKey: `ptr-addons:${r.id}:${part.paymentId}`,
        paymentId: part.paymentId,
        amount: part.amount,
        reason: "Seat not available on the new flight",
      });
    }
  }

  /** The reissue job: applies the change (once, whichever run gets there), or rejects it and refunds its payment. */
  async function runReissue(r: PtrRecord): Promise<void> {
    const option = r.quote?.options?.find((o) => o.id === r.execution?.optionId);
    const paymentId = r.execution?.paymentId ?? null;
    const b = await booking(r.reference);
    let { done, newReference } = changeOn(b, r.id);
    if (!done) {
      try {
        if (!option) throw new FlightError("INVALID_STATE", "The chosen option is missing.");
        const cur = b.total.currency;
        const collected = paymentId ? option.amountDue : php(0, cur);
        const whole = isWhole(b, r.passengers);
        // The add-ons as the new flights are now: bags and meals move, a seat when it is still free.
        const carry = carryAddOns(b, r.passengers, option.itinerary, await seatMapsOf(option.fareSourceCode), !whole);
        const rooms = await shareRooms(b);
        const addOns = { extras: carry.extras, lines: carry.lines, total: carry.total };
        if (whole) {
          const refunds = drawFrom(rooms, carry.backTotal.amount, cur);
          await supplier.reissue(
            r.reference,
            option.itinerary,
            collected,
            { requestId: r.id, ...(paymentId ? { paymentId } : {}) },
            { ...addOns, refunds },
          );
        } else {
          // Some travellers only: they move to a new booking, with their part of what was paid (their
          // fares and the add-ons that move with them): the new booking's own shares of the payments.
          const fares = faresPaid(b, r.passengers).paid;
          const shares = drawFrom(
            rooms.map((x) => ({ paymentId: x.paymentId, room: x.own })),
            fares + carry.total.amount,
            cur,
          );
          const moved = (id: string) => shares.find((x) => x.paymentId === id)?.amount.amount ?? 0;
          const left = rooms.map((x) => ({ paymentId: x.paymentId, room: Math.min(x.own - moved(x.paymentId), x.room) }));
          const { child } = await supplier.splitReissue(
            r.reference,
            r.passengers,
            option.itinerary,
            {
              total: php(shares.reduce((t, x) => t + x.amount.amount, 0) + collected.amount, cur),
              paymentId,
              collected,
              shares,
              addOns: { ...addOns, refunds: drawFrom(left, carry.backTotal.amount, cur) },
              parent: {
                fareMoved: php(fares, cur),
                addOnsMoved: carry.moved,
                extras: carry.staying?.extras ?? b.extras,
                lines: carry.staying?.lines ?? [],
                extrasTotal: carry.staying?.total ?? b.extrasTotal,
              },
            },
            r.id,
          );
          newReference = child.reference;
        }
      } catch (error) {
        if (!isFlightError(error)) throw error;
        // The supplier refused (sold out meanwhile …): rejected first (unless another run applied the
        // change), then the request's own payment goes back; nothing else changed.
        const message = `${error.message}${paymentId ? " What you paid for the change was refunded." : ""}`;
        const rejected = await complete(r, "rejected", message);
        const current = rejected ?? (await store.getRequest(r.id));
        if (current?.resolution === "rejected") await refundRejected(current);
        if (rejected || current?.status !== "in_process") return;
        // Another run applied the change meanwhile: complete it below.
        ({ done, newReference } = changeOn(await booking(r.reference), r.id));
        if (!done) throw error;
      }
    }
    await refundAddOns(r);
    if (newReference) {
      await complete(
        r,
        "reissued",
        `Your new flights are ticketed on a new booking, ${newReference}: see its e-ticket numbers on that trip. The other travellers stay on booking ${r.reference}.`,
        { ...r.execution, newReference },
      );
      return;
    }
    await complete(r, "reissued", "Your new flights are ticketed: see the new e-ticket numbers on your trip.");
  }

  return {
    voidWindowEnd,

    /** Void quote: inside the void window only; the voiding fee and the amount back. */
    async quoteVoid(reference: string, passengers: readonly number[]): Promise<PtrRequestView> {
      const b = await booking(reference);
      const list = checkPassengers(b, passengers);
      const now = deps.now();
      if (departure(b) <= now.getTime())
        throw new FlightError("INVALID_STATE", "This trip has already departed; its tickets cannot be voided.");
      const issued = b.tickets.filter((t) => list.includes(t.passengerIndex) && t.status === "issued");
      if (b.events.some((e) => e.type === "reissued") || issued.some((t) => !inVoidWindow(t.issuedAt, now))) {
        throw new FlightError("INVALID_STATE", PTR_MESSAGES.voidWindowExpired);
      }
      await checkNoneOpen(b.reference, "void", list);
      const { words, ...quote } = backQuote(b, list, backRule("void", b));
      const end = voidWindowEnd(issued[0].issuedAt);
      return newQuote(b, "void", list, {
        ...quote,
        voidWindowEndsAt: end.toISOString(),
        notes: [words, "Voiding is possible until the end of the day of ticketing, Philippine time."],
      });
    },

    /** Refund quote: the fare less the fare family's refund penalty (non-refundable: taxes only) and the agency fee. */
    async quoteRefund(reference: string, passengers: readonly number[]): Promise<PtrRequestView> {
      const b = await booking(reference);
      const list = checkPassengers(b, passengers);
      if (departure(b) <= deps.now().getTime()) {
        throw new FlightError("INVALID_STATE", "This trip has already departed; unused taxes can be claimed from the airline.");
      }
      await checkNoneOpen(b.reference, "refund", list);
      const { words, ...quote } = backQuote(b, list, backRule("refund", b));
      return newQuote(b, "refund", list, { ...quote, notes: [words, "The money goes back to the card or wallet you paid with."] });
    },

    /**
     * Reissue quote: options on the same route for new dates (one per leg) with fare difference + change
     * fee, for the chosen travellers (default: everyone with an issued ticket). When they are not
     * everyone on the booking with an issued ticket, they will move to a new booking (a split).
     */
    async quoteReissue(reference: string, dates: readonly string[], passengers?: readonly number[]): Promise<PtrRequestView> {
      const b = await booking(reference);
      const issued = (i: number) => b.tickets.some((t) => t.passengerIndex === i && t.status === "issued");
      const chosen = passengers ?? b.passengers.map((_, i) => i).filter(issued);
      const list = checkPassengers(b, chosen, true);
      const split = !isWhole(b, list);
      const change = b.itinerary.penalties.change;
      if (!change.allowed) throw new FlightError("INVALID_STATE", "This fare cannot be changed.");
      const now = deps.now();
      if (departure(b) - CHANGE_CLOSES_BEFORE_MS <= now.getTime()) {
        throw new FlightError("INVALID_STATE", "Changes close 2 hours before departure.");
      }
      const today = manilaToday(now);
      const errors = dates.map((d) => (/^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(d)) && d >= today ? null : d));
      if (errors.some((e) => e !== null) || dates.some((d, i) => i > 0 && d < dates[i - 1])) {
        throw new FlightError("VALIDATION", "Choose new dates from today on, in the order of the trip.", {
          dates: ["Choose new dates from today on, in the order of the trip."],
        });
      }
      await checkNoneOpen(b.reference, "reissue", list);
      const found = (await supplier.reissueOptions(b.reference, dates, split ? list : undefined)).slice(0, 6);
      if (found.length === 0) {
        throw new FlightError(
          "SOLD_OUT",
          `No flights with seats at your fare (${b.itinerary.fareFamilyName}) on those dates. Please try other dates.`,
        );
      }
      const cur = b.total.currency;
      const { lines, paid: paidFare } = faresPaid(b, list);
      const feeEach = change.fee?.amount ?? 0;
      const seats = list.filter((i) => seatTaking(b.passengers[i])).length;
      const changeFee = seats * feeEach;
      const options: ReissueOption[] = [];
      for (const [n, itinerary] of found.entries()) {
        const diff = Math.max(0, itinerary.totalFare.amount - paidFare);
        const carry = carryAddOns(b, list, itinerary, await seatMapsOf(itinerary.fareSourceCode), split);
        options.push({
          id: `o${n + 1}`,
          fareSourceCode: itinerary.fareSourceCode,
          itinerary,
          fareDifference: php(diff, cur),
          changeFee: php(changeFee, cur),
          amountDue: php(diff + changeFee, cur),
          addOns: {
            moved: carry.lines.map(({ label, amount }) => ({ label, amount })),
            back: carry.back.map(({ label, amount }) => ({ label, amount })),
            amountBack: carry.backTotal,
            notes: carryWords(carry),
          },
        });
      }
      const names = list.map((i) => nameOf(b.passengers[i]));
      return newQuote(b, "reissue", list, {
        paid: php(paidFare, cur),
        lines: [...lines, { label: `Change fee (${seats} ${seats === 1 ? "traveller" : "travellers"})`, amount: php(changeFee, cur) }],
        amountBack: php(0, cur),
        options,
        split,
        notes: [
          ...(split
            ? [
                `${names.join(", ")} will get a new booking reference for the new flights; the others keep booking ${b.reference} and their flights.`,
              ]
            : []),
          "A cheaper new fare leaves no credit. Paid bags and meals move to the new flights; a paid seat moves when the same seat is free on the new flight, otherwise its price comes back to your original payment (each option says which).",
          `Change fee ${formatMoney(php(feeEach, cur))} per traveller (infants free), plus any fare difference.`,
        ],
      });
    },

    /** Accepts a void or refund quote: in process until the supplier completes it. */
    async execute(reference: string, type: "void" | "refund", requestId: string): Promise<PtrRequestView> {
      const r = await requestOf(reference, requestId, type);
      if (alreadyAccepted(r)) return toRequestView(r);
      checkQuoteLive(r);
      const b = await booking(r.reference);
      const list = checkPassengers(b, r.passengers);
      if (type === "void") {
        const now = deps.now();
        if (b.tickets.some((t) => list.includes(t.passengerIndex) && t.status === "issued" && !inVoidWindow(t.issuedAt, now))) {
          throw new FlightError("INVALID_STATE", PTR_MESSAGES.voidWindowExpired);
        }
      }
      await checkNoneOpen(b.reference, type, list, r.id);
      const refunds = await refundPlan(b, r.quote!.amountBack);
      const moved = await accept(r, { refunds });
      return toRequestView(moved ?? (await requestOf(reference, requestId)));
    },

    /**
     * Accepts a reissue option: checks it can still be sold, collects what is due (or nothing) through
     * the payment service, then the request is in process.
     */
    async executeReissue(reference: string, requestId: string, input: ExecuteInput): Promise<ReissuePaymentOutcome> {
      const r = await requestOf(reference, requestId, "reissue");
      if (alreadyAccepted(r)) return { kind: "accepted", request: toRequestView(r) };
      checkQuoteLive(r);
      const option = r.quote?.options?.find((o) => o.id === input.optionId);
      if (!option) {
        throw new FlightError("VALIDATION", "Choose one of the new flights.", { optionId: ["Choose one of the new flights."] });
      }
      const b = await booking(r.reference);
      checkPassengers(b, r.passengers, true);
      await checkNoneOpen(b.reference, "reissue", r.passengers, r.id);
      await supplier.checkReissue(b.reference, option.fareSourceCode);
      if (option.amountDue.amount === 0) {
        const moved = await accept(r, { optionId: option.id, paymentId: null });
        return { kind: "accepted", request: toRequestView(moved ?? (await requestOf(reference, requestId))) };
      }
      if (!input.idempotencyKey || !input.method) {
        throw new FlightError("VALIDATION", "Choose how to pay the amount due.", { method: ["Choose how to pay the amount due."] });
      }
      // The attempt is recorded for this request, option and amount before the gateway is called:
      // only a payment recorded so can pay this change.
      const attempt = await store.bindReissuePayment(
        { idempotencyKey: input.idempotencyKey, requestId: r.id, optionId: option.id, amount: option.amountDue },
        deps.now(),
      );
      if (attempt.requestId !== r.id || attempt.optionId !== option.id || !sameMoney(attempt.amount, option.amountDue)) {
        throw new PaymentRequestError("idempotency_conflict", PAYMENT_ERROR_MESSAGES.idempotency_conflict);
      }
      await jobs.enqueue(
        PTR_COLLECT_JOB,
        { requestId: r.id, optionId: option.id, idempotencyKey: input.idempotencyKey },
        { delayMs: COLLECT_AFTER_MS, uniqueKey: `${PTR_COLLECT_JOB}:${input.idempotencyKey}` },
      );
      const payment = await payments.create({
        idempotencyKey: input.idempotencyKey,
        amount: option.amountDue,
        description: `Change of flight ${b.reference}: fare difference and change fee`,
        reference: b.reference,
        kind: "flight",
        method: input.method,
        returnUrl: `/flights/bookings/${b.reference}/reissue?request=${r.id}`,
      });
      await store.setReissuePaymentId(input.idempotencyKey, payment.id, deps.now());
      return settleReissuePayment(r, { ...attempt, paymentId: payment.id }, payment);
    },

    /**
     * After a 3-D Secure challenge or a wallet: how the payment ended, from the gateway itself. Only
     * a payment created for this request's quote counts (the option and amount come from its record,
     * never from the address); any other is refused and changes nothing.
     */
    async completeReissuePayment(reference: string, requestId: string, paymentId: string): Promise<ReissuePaymentOutcome> {
      const r = await requestOf(reference, requestId, "reissue");
      const attempt = await store.reissuePayment({ paymentId });
      const payment = attempt?.requestId === r.id ? await payments.get(paymentId) : null;
      if (!isOwnPayment(r, attempt, payment) || !payment) {
        return { kind: "failed", reason: "not_ours", message: NOT_THIS_CHANGE, request: toRequestView(r) };
      }
      return settleReissuePayment(r, attempt, payment);
    },

    /**
     * The collect job: a reissue payment whose page never came back (the payload's option is not
     * trusted). One still waiting at the gateway (a wallet not approved yet) is looked at again later.
     */
    async collectJob(payload: { requestId: string; idempotencyKey: string; round?: number }): Promise<void> {
      const attempt = await store.reissuePayment({ idempotencyKey: payload.idempotencyKey });
      const r = attempt?.requestId === payload.requestId ? await store.getRequest(attempt.requestId) : null;
      const payment = r ? await payments.findByIdempotencyKey(payload.idempotencyKey) : null;
      const round = (payload.round ?? 0) + 1;
      if (payment?.status === "requires_action" && round <= COLLECT_ROUNDS) {
        await jobs.enqueue(
          PTR_COLLECT_JOB,
          { requestId: payload.requestId, idempotencyKey: payload.idempotencyKey, round },
          { delayMs: COLLECT_AFTER_MS, uniqueKey: `${PTR_COLLECT_JOB}:${payload.idempotencyKey}:${round}` },
        );
        return;
      }
      if (!r || !payment || payment.status !== "succeeded" || !isOwnPayment(r, attempt, payment)) return;
      if (!attempt.paymentId) await store.setReissuePaymentId(attempt.idempotencyKey, payment.id, deps.now());
      await acceptPaidReissue(r, { ...attempt, paymentId: payment.id }, payment);
    },

    /** Cancels an unticketed hold (its seats go back), recorded as a completed request. */
    async cancelHold(reference: string): Promise<PtrRequestView> {
      const b = await booking(reference);
      if (b.status === "ticketed")
        throw new FlightError("INVALID_STATE", "This booking is ticketed: it can be voided or refunded, not cancelled.");
      await deps.bookings.cancel(b.reference);
      const now = deps.now();
      const created = await store.createRequest({
        reference: b.reference,
        type: "cancel",
        status: "completed",
        resolution: "cancelled",
        passengers: b.passengers.map((_, i) => i),
        quote: null,
        slaMinutes: 0,
        expectedAt: now,
        quoteExpiresAt: null,
        createdAt: now,
        completedAt: now,
        message: "The hold was cancelled and its seats released. Nothing was charged.",
      });
      return toRequestView(created);
    },

    /** The execute job: carries out an accepted request once its time has come. */
    async runExecute(requestId: string): Promise<void> {
      const r = await store.getRequest(requestId);
      if (!r) return;
      if (r.status !== "in_process") {
        // Rejected by a run that stopped before refunding: the refund is idempotent, so do it (again).
        if (r.type === "reissue" && r.resolution === "rejected") await refundRejected(r);
        return;
      }
      const refunds = r.execution?.refunds ?? [];
      if (r.type === "void" || r.type === "refund") {
        const detail = { requestId: r.id };
        if (r.type === "void") await supplier.voidTickets(r.reference, r.passengers, detail);
        else await supplier.refundTickets(r.reference, r.passengers, detail);
        await refundAll(r, refunds, r.type === "void" ? "Tickets voided" : "Tickets refunded");
        const back = refunds.reduce((s, x) => s + x.amount.amount, 0);
        const cur = r.quote?.amountBack.currency ?? "PHP";
        await complete(
          r,
          r.type === "void" ? "voided" : "refunded",
          `${r.type === "void" ? "Voided" : "Refunded"}: ${formatMoney(php(back, cur))} back to the original payment.`,
        );
        return;
      }
      if (r.type === "reissue") await runReissue(r);
    },

    /** The mail job: tells the traveller how a request ended (with the new e-ticket after a reissue). */
    async sendMail(requestId: string): Promise<void> {
      const r = await store.getRequest(requestId);
      if (!r || r.status !== "completed") return;
      const b = await deps.bookings.getBooking(r.reference);
      if (!b) return;
      // A split reissue: the new tickets are on the new booking.
      const ticketsOn = r.execution?.newReference ?? r.reference;
      const attachment = r.resolution === "reissued" && deps.eticket ? await deps.eticket(ticketsOn) : null;
      const names = r.passengers.map((i) => (b.passengers[i] ? nameOf(b.passengers[i]) : "")).filter(Boolean);
      await deps.mail.send({
        to: b.contact.email,
        subject: `${PTR_TYPE_LABELS[r.type]} request for booking ${r.reference}: ${PTR_RESOLUTION_LABELS[r.resolution].toLowerCase()}`,
        text: [
          `Your ${PTR_TYPE_LABELS[r.type].toLowerCase()} request for booking ${r.reference} is completed: ${PTR_RESOLUTION_LABELS[r.resolution].toLowerCase()}.`,
          "",
          names.length ? `Travellers: ${names.join(", ")}` : "",
          r.message ?? "",
          ...mailDetails(r),
          ...(r.resolution === "reissued"
            ? changeAddOnDetails(ticketsOn === b.reference ? b : await deps.bookings.getBooking(ticketsOn), b, r.id)
            : []),
          ...(r.execution?.newReference && r.resolution === "reissued"
            ? [
                "",
                `New booking reference: ${r.execution.newReference}`,
                `Your new trip: ${deps.appUrl}/flights/confirmation/${r.execution.newReference}`,
              ]
            : []),
          "",
          `See your requests: ${deps.appUrl}/flights/requests?ref=${r.reference}`,
          "",
          `— ${deps.appName}`,
        ]
          .filter((line, i, all) => line !== "" || all[i - 1] !== "")
          .join("\n"),
        ...(attachment ? { attachments: [attachment] } : {}),
      });
    },

    /**
     * What the booking holds of the money paid: its own shares of payments less what its requests
     * (and its changes' add-ons) gave back. Over a booking and the ones split off it, this adds up to
     * what the gateway took less what it refunded.
     */
    async paidOn(reference: string): Promise<Money> {
      const b = await booking(reference);
      const own = (await shareRooms(b)).reduce((t, x) => t + x.own, 0);
      return php(own, b.total.currency);
    },

    async request(reference: string, id: string): Promise<PtrRequestView | null> {
      try {
        return toRequestView(await requestOf(reference, id));
      } catch {
        return null;
      }
    },

    async requests(reference: string, status: PtrStatusFilter = "all"): Promise<PtrRequestView[]> {
      const list = await store.requestsFor(reference.toUpperCase());
      return list.filter((r) => status === "all" || r.status === status).map(toRequestView);
    },

    async requestsForUser(userId: string, status: PtrStatusFilter = "all"): Promise<PtrRequestView[]> {
      return (await store.requestsForUser(userId)).filter((r) => status === "all" || r.status === status).map(toRequestView);
    },
  };
}

/**
 * The money lines of a completed request, as its quote said them: a void's or refund's lines and the
 * fare family's rule in words (the same table as the quote and the execution); a change's add-ons.
 */
export function mailDetails(r: Pick<PtrRecord, "resolution" | "quote" | "execution">): string[] {
  const q = r.quote;
  if (!q) return [];
  if (r.resolution === "voided" || r.resolution === "refunded") {
    return [
      "",
      ...q.lines.map((l) => `${l.label}: ${formatMoney(l.amount)}`),
      `Amount back: ${formatMoney(q.amountBack)}`,
      q.notes[0] ?? "",
    ];
  }
  return [];
}

/** A change's add-ons as its execution left them: on the booking that flies, and what came back. */
export function changeAddOnDetails(flown: FlightBooking | null, changed: FlightBooking, requestId: string): string[] {
  const lines = flown ? addOnLines(flown) : [];
  const event = changed.events.find((e) => (e.type === "reissued" || e.type === "split") && e.detail.requestId === requestId);
  const back = (Array.isArray(event?.detail.refunds) ? (event.detail.refunds as MoneyPart[]) : []).reduce((t, x) => t + x.amount.amount, 0);
  return [
    ...(lines.length ? ["", "Add-ons on your new flights:", ...lines.map((l) => `- ${l.label}`)] : []),
    ...(back > 0
      ? [`Seats not free on the new flight: ${formatMoney(php(back, changed.total.currency))} back to your original payment.`]
      : []),
  ];
}

export type PostTicketing = ReturnType<typeof createPostTicketing>;

/** The request jobs: execution at the expected time, the completion mail, and reissue payments that never came back. */
export function registerPostTicketingJobs(jobs: Pick<JobQueue, "register">, ptr: PostTicketing) {
  jobs.register<{ requestId: string }>(PTR_EXECUTE_JOB, (p) => ptr.runExecute(p.requestId), { maxAttempts: 8 });
  jobs.register<{ requestId: string }>(PTR_MAIL_JOB, (p) => ptr.sendMail(p.requestId), { maxAttempts: 5 });
  jobs.register<{ requestId: string; idempotencyKey: string; round?: number }>(PTR_COLLECT_JOB, (p) => ptr.collectJob(p), {
    maxAttempts: 8,
  });
}
