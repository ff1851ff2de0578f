/**
 * The execute job for a date change: applies it once (the whole booking, or some travellers moved to
 * a new booking of their own), moves the add-ons, or rejects it and gives its payment back.
 */
import { carryAddOns } from "../carry-add-ons.ts";
import { changesPaidBy, drawFrom, type MoneyPart } from "../booking-money.ts";
import { FlightError, isFlightError } from "../errors.ts";
import type { FlightBooking, PtrRecord } from "../store.ts";
import { faresPaid, isWhole } from "./checks.ts";
import type { RequestKit } from "./requests.ts";
import { changePurpose, php } from "./rules.ts";
import type { PostTicketingDeps } from "./types.ts";

export function reissueRunner(deps: PostTicketingDeps, kit: RequestKit) {
  const { store, payments, supplier } = deps;
  const { booking, shareRooms, seatMapsOf, complete, owners } = kit;

  /**
   * A rejected reissue gives its own payment back, what was collected for it (idempotent: a run again
   * after a crash refunds nothing twice). A payment not recorded as this request's is never refunded.
   */
  async function refundRejected(r: PtrRecord) {
    const paymentId = r.execution?.paymentId;
    const own = paymentId ? await store.reissuePayment({ paymentId }) : null;
    if (!paymentId || own?.requestId !== r.id || own.state !== "accepted") return;
    // Only the change's own payment goes back: a payment made for anything else (the ticket itself,
    // another change) is never refunded here, whatever a record says.
    if (!(await payments.paymentFor(changePurpose(r), { id: paymentId }))) return;
    await payments.refund({
      idempotencyKey: `ptr:${r.id}:${paymentId}`,
      paymentId,
      amount: own.amount,
      reason: "Change rejected",
      owner: changePurpose(r),
    });
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
    const owner = await owners(r.reference);
    for (const part of parts) {
      await payments.refund({
        owner,
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
          // What earlier changes of this booking collected for them goes with them too (a split of a
          // split): each booking keeps only its own travellers' change fees.
          const fares = faresPaid(b, r.passengers).paid;
          const changes = changesPaidBy(b, r.passengers);
          const shares = drawFrom(
            rooms.map((x) => ({ paymentId: x.paymentId, room: x.own })),
            fares + carry.total.amount + changes,
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
                changesMoved: php(changes, cur),
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

  return { runReissue, refundRejected };
}
