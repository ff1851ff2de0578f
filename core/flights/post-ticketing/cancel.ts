/** Cancelling an unticketed hold: its seats go back, recorded as a completed request. */
import type { PtrRequestView } from "../../../contracts/post-ticketing.ts";
import { FlightError } from "../errors.ts";
import type { RequestKit } from "./requests.ts";
import type { PostTicketingDeps } from "./types.ts";
import { toRequestView } from "./views.ts";

export function cancelOperations(deps: PostTicketingDeps, kit: RequestKit) {
  const { store } = deps;
  const { booking } = kit;
  return {
    /** Cancels an unticketed hold (its seats go back), recorded as a completed request. */
    async cancelHold(reference: string): Promise<PtrRequestView> {
      const b = await booking(reference);
      if (b.status === "ticketed")
        throw new FlightError("INVALID_STATE", "This booking is ticketed: it can be voided or refunded, not cancelled.");
      // A payment attempt still going on when the hold is cancelled cannot pay it any more: if it
      // goes through, the checkout refunds it in full (and says so on the trip page and by e-mail).
      const paying = Boolean(b.paymentClaimedAt) && !b.events.some((e) => e.type === "paid");
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
        message: paying
          ? "The hold was cancelled and its seats released. A payment for it was still going through: if it completes, it is refunded in full and we e-mail you."
          : "The hold was cancelled and its seats released. Nothing was charged.",
      });
      return toRequestView(created);
    },
  };
}
