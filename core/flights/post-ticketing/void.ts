/** Void: a quote inside the void window (the calendar day of ticketing, Philippine time). */
import { PTR_MESSAGES, type PtrRequestView } from "../../../contracts/post-ticketing.ts";
import { FlightError } from "../errors.ts";
import { backQuote, backRule } from "../refund-rules.ts";
import { checkPassengers, departure } from "./checks.ts";
import type { RequestKit } from "./requests.ts";
import { inVoidWindow, voidWindowEnd } from "./rules.ts";
import type { PostTicketingDeps } from "./types.ts";

export function voidOperations(deps: PostTicketingDeps, kit: RequestKit) {
  const { booking, checkNoneOpen, newQuote } = kit;
  return {
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
  };
}
