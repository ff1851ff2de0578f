/**
 * Date change (reissue) quote: options on the same route for new dates (one per leg) with fare
 * difference + change fee, and what each does with the travellers' add-ons.
 */
import { manilaToday } from "../../../contracts/flights.ts";
import { formatMoney } from "../../../contracts/money.ts";
import type { PtrRequestView, ReissueOption } from "../../../contracts/post-ticketing.ts";
import { carryAddOns, carryWords } from "../carry-add-ons.ts";
import { FlightError } from "../errors.ts";
import { checkPassengers, departure, faresPaid, isWhole } from "./checks.ts";
import type { RequestKit } from "./requests.ts";
import { CHANGE_CLOSES_BEFORE_MS, nameOf, php, seatTaking } from "./rules.ts";
import type { PostTicketingDeps } from "./types.ts";

export function reissueQuoteOperations(deps: PostTicketingDeps, kit: RequestKit) {
  const { supplier } = deps;
  const { booking, checkNoneOpen, newQuote, seatMapsOf } = kit;
  return {
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
        const fare = b.itinerary.fareFamilyName;
        throw new FlightError(
          "SOLD_OUT",
          `No flights with seats at your fare (${fare}) on those dates. Please try other dates.`,
          undefined,
          {
            reason: "flight.no_seats_at_fare",
            params: { fare },
          },
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
            lost: carry.lost.map(({ label, amount }) => ({ label, amount })),
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
  };
}
