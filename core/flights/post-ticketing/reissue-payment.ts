/**
 * Paying for a date change: accepting an option (collecting what is due through the payment
 * service), the return from 3-D Secure or a wallet, the collect job for a payment whose page never
 * came back. Only a payment created for the request's quote can pay it; any other goes back in full.
 */
import { formatMoney } from "../../../contracts/money.ts";
import { PAYMENT_ERROR_MESSAGES, type PaymentResult, PaymentRequestError } from "../../payments/payments.ts";
import { servesPurpose } from "../../payments/purpose.ts";
import { FlightError, isFlightError } from "../errors.ts";
import type { PtrRecord, ReissuePayment } from "../store.ts";
import { alreadyAccepted, checkPassengers } from "./checks.ts";
import type { RequestKit } from "./requests.ts";
import { COLLECT_AFTER_MS, COLLECT_ROUNDS, changePurpose, NOT_THIS_CHANGE, PTR_COLLECT_JOB, sameMoney } from "./rules.ts";
import type { ExecuteInput, PostTicketingDeps, ReissuePaymentOutcome } from "./types.ts";
import { toRequestView } from "./views.ts";

export function reissuePaymentOperations(deps: PostTicketingDeps, kit: RequestKit) {
  const { store, payments, jobs, supplier } = deps;
  const { booking, checkNoneOpen, requestOf, checkQuoteLive, quoteLive, accept } = kit;

  /**
   * The payment was created for this request (its purpose, from its creation), through its own
   * attempt, for exactly that option's amount. A payment made for anything else — the booking's
   * checkout, another change, a hotel — never is, whatever its amount.
   */
  function isOwnPayment(r: PtrRecord, attempt: ReissuePayment | null, payment: PaymentResult | null): attempt is ReissuePayment {
    if (!attempt || !payment || attempt.requestId !== r.id || (attempt.paymentId && attempt.paymentId !== payment.id)) return false;
    const option = r.quote?.options?.find((o) => o.id === attempt.optionId);
    return Boolean(
      option &&
        servesPurpose(payment, changePurpose(r)) &&
        sameMoney(payment.amount, attempt.amount) &&
        sameMoney(option.amountDue, attempt.amount),
    );
  }

  /** Refunds a request's own payment in full, once, unless the request accepted it (then false). */
  async function giveBack(r: PtrRecord, payment: PaymentResult, reason: string): Promise<boolean> {
    if (!(await store.returnReissuePayment(payment.id, deps.now()))) return false;
    await payments.refund({ idempotencyKey: `ptr-return:${payment.id}`, paymentId: payment.id, reason, owner: changePurpose(r) });
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
    if (!(await giveBack(r, payment, "Change not made"))) return accepted((await store.getRequest(r.id)) ?? current);
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

  return {
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
      // The key is this request's before anything is written with it: the booking's checkout key, another
      // change's or a hotel's is refused here (409) and nothing is recorded. Then the attempt is recorded
      // for this request, option and amount before the gateway is called: only a payment recorded so can
      // pay this change.
      await payments.reserveKey(input.idempotencyKey, changePurpose(r), option.amountDue);
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
        purpose: changePurpose(r),
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
      const payment = attempt?.requestId === r.id ? await payments.paymentFor(changePurpose(r), { id: paymentId }) : null;
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
      const payment = r ? await payments.paymentFor(changePurpose(r), { idempotencyKey: payload.idempotencyKey }) : null;
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
  };
}
