/**
 * The request helpers every operation shares, over the deps: the booking, the open-request check, a
 * new quote, the booking's shares of payments, accepting and completing a request (with its jobs).
 */
import type { Money } from "../../../contracts/money.ts";
import {
  PTR_MESSAGES,
  PTR_TYPE_LABELS,
  type PtrQuote,
  type PtrRequestView,
  type PtrResolution,
  type PtrType,
} from "../../../contracts/post-ticketing.ts";
import { drawFrom, drawnByBooking, type MoneyPart, paymentShares } from "../booking-money.ts";
import type { PaymentOwner } from "../../payments/purpose.ts";
import { FlightError, isFlightError } from "../errors.ts";
import type { FlightBooking, PtrExecution, PtrRecord } from "../store.ts";
import { PTR_EXECUTE_JOB, PTR_MAIL_JOB, PTR_SLA_MINUTES, QUOTE_TTL_MS } from "./rules.ts";
import type { PostTicketingDeps } from "./types.ts";
import { toRequestView } from "./views.ts";

export function requestKit(deps: PostTicketingDeps) {
  const { store, payments, jobs, supplier } = deps;

  async function booking(reference: string): Promise<FlightBooking> {
    const b = await deps.bookings.getBooking(reference);
    if (!b) throw new FlightError("NOT_FOUND", PTR_MESSAGES.notFound);
    return b;
  }

  /** Refuses a new request while another one touching these passengers (or of this type) is in process. */
  async function checkNoneOpen(reference: string, type: PtrType, passengers: readonly number[], self?: string) {
    for (const r of await store.requestsFor(reference)) {
      // `self`: a concurrent accept of this very request (a double click) is not another request.
      if (r.status !== "in_process" || r.id === self) continue;
      if (r.type === type)
        throw new FlightError("INVALID_STATE", PTR_MESSAGES.alreadyOpen(type), undefined, {
          reason: "flight.request_open",
          params: { type: PTR_TYPE_LABELS[type].toLowerCase() },
        });
      if (r.passengers.some((i) => passengers.includes(i))) {
        throw new FlightError("INVALID_STATE", PTR_MESSAGES.travellersBusy(r.type), undefined, {
          reason: "flight.travellers_busy",
          params: { type: PTR_TYPE_LABELS[r.type].toLowerCase() },
        });
      }
    }
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

  /**
   * Whose payments money may go back from for this booking: its own checkout and change payments and
   * those of the bookings it was split off (it holds shares of them), never any other booking's.
   */
  async function owners(reference: string): Promise<PaymentOwner> {
    const references = [reference.toUpperCase()];
    let b = await deps.bookings.getBooking(reference);
    while (b && references.length < 50) {
      const from = b.events.find((e) => e.type === "split" && typeof e.detail.fromReference === "string")?.detail.fromReference;
      if (typeof from !== "string" || references.includes(from.toUpperCase())) break;
      references.push(from.toUpperCase());
      b = await deps.bookings.getBooking(from);
    }
    return { type: "flight-booking", references };
  }

  async function refundAll(r: PtrRecord, plan: { paymentId: string; amount: Money }[], reason: string) {
    const owner = await owners(r.reference);
    for (const part of plan) {
      await payments.refund({
        idempotencyKey: `ptr:${r.id}:${part.paymentId}`,
        paymentId: part.paymentId,
        amount: part.amount,
        reason,
        owner,
      });
    }
  }

  return {
    booking,
    checkNoneOpen,
    newQuote,
    shareRooms,
    refundPlan,
    seatMapsOf,
    requestOf,
    accept,
    quoteLive,
    checkQuoteLive,
    complete,
    refundAll,
    owners,
  };
}

export type RequestKit = ReturnType<typeof requestKit>;
