/**
 * Accepting a void or refund quote, and the execute job's part for them: the supplier voids or
 * refunds the tickets, the money goes back over the booking's payments as planned when accepted.
 */
import { formatMoney } from "../../../contracts/money.ts";
import { PTR_MESSAGES, type PtrRequestView } from "../../../contracts/post-ticketing.ts";
import { FlightError } from "../errors.ts";
import type { PtrRecord } from "../store.ts";
import { alreadyAccepted, checkPassengers } from "./checks.ts";
import type { RequestKit } from "./requests.ts";
import { inVoidWindow, php } from "./rules.ts";
import type { PostTicketingDeps } from "./types.ts";
import { toRequestView } from "./views.ts";

export function moneyBackOperations(deps: PostTicketingDeps, kit: RequestKit) {
  const { booking, checkNoneOpen, requestOf, checkQuoteLive, refundPlan, accept, refundAll, complete } = kit;
  return {
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

    /** The execute job for a void or refund: the supplier changes the tickets, then the money goes back. */
    async runMoneyBack(r: PtrRecord): Promise<void> {
      const refunds = r.execution?.refunds ?? [];
      const detail = { requestId: r.id };
      if (r.type === "void") await deps.supplier.voidTickets(r.reference, r.passengers, detail);
      else await deps.supplier.refundTickets(r.reference, r.passengers, detail);
      await refundAll(r, refunds, r.type === "void" ? "Tickets voided" : "Tickets refunded");
      const back = refunds.reduce((s, x) => s + x.amount.amount, 0);
      const cur = r.quote?.amountBack.currency ?? "PHP";
      await complete(
        r,
        r.type === "void" ? "voided" : "refunded",
        `${r.type === "void" ? "Voided" : "Refunded"}: ${formatMoney(php(back, cur))} back to the original payment.`,
      );
    },
  };
}
