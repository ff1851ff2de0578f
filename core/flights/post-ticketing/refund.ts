/** Refund: a quote before departure (the fare family's rule decides what comes back). */
import type { PtrRequestView } from "../../../contracts/post-ticketing.ts";
import { refundTimesSentence } from "../../../contracts/refund-times.ts";
import { FlightError } from "../errors.ts";
import { backQuote, backRule } from "../refund-rules.ts";
import { checkPassengers, departure } from "./checks.ts";
import type { RequestKit } from "./requests.ts";
import type { PostTicketingDeps } from "./types.ts";

export function refundOperations(deps: PostTicketingDeps, kit: RequestKit) {
  const { booking, checkNoneOpen, newQuote } = kit;
  return {
    /** Refund quote: the fare less the fare family's refund penalty (non-refundable: taxes only) and the agency fee. */
    async quoteRefund(reference: string, passengers: readonly number[]): Promise<PtrRequestView> {
      const b = await booking(reference);
      const list = checkPassengers(b, passengers);
      if (departure(b) <= deps.now().getTime()) {
        throw new FlightError("INVALID_STATE", "This trip has already departed; unused taxes can be claimed from the airline.");
      }
      await checkNoneOpen(b.reference, "refund", list);
      const { words, ...quote } = backQuote(b, list, backRule("refund", b));
      return newQuote(b, "refund", list, {
        ...quote,
        notes: [words, `The money goes back to the card or wallet you paid with. ${refundTimesSentence()}`],
      });
    },
  };
}
