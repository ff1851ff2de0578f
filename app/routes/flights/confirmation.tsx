import { Link } from "react-router";
import type { Route } from "./+types/confirmation";
import { FLIGHT_PAYMENT_MESSAGES } from "../../../contracts/flight-checkout.ts";
import { formatMoney } from "../../../contracts/money.ts";
import { PASSENGER_TYPE_LABELS } from "../../../contracts/passengers.ts";
import { BaggageList } from "../../features/flights/baggage-list.tsx";
import { LegSummary } from "../../features/flights/itinerary.tsx";
import { AddOnRows, PassengerFareRows } from "../../features/flights/price-lines.tsx";
import { longLocalDate } from "../../features/flights/format.ts";
import { TravelNotesList } from "../../features/flights/travel-notes-list.tsx";
import { bookingBaggage, bookingConnections } from "../../server/trip-details.server.ts";
import { airlineNames, requireTrip } from "../../server/flights.server.ts";
import { formatManilaDateTime } from "../../lib/format.ts";
import { titleMeta } from "../../lib/meta.ts";
import { cn } from "../../lib/utils.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(
    loaderData ? `Trip ${loaderData.booking.reference}` : "Your trip",
    "Your flight booking: tickets, travellers and what to know before you fly.",
  );
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // A payment the booking could not keep: the message comes from the payment itself, never the query string.
  const refunded = new URL(request.url).searchParams.get("refunded");
  // flights.trip: the booking, its notes, what it still holds of what was paid, and each card or wallet payment.
  const trip = await requireTrip(context, request, params.reference, refunded);
  return {
    booking: trip.booking,
    refundNotice: trip.refundNotice,
    airlines: airlineNames(context),
    notes: trip.notes,
    paid: trip.paid,
    baggage: bookingBaggage(trip.booking),
    connections: await bookingConnections(context, trip.booking),
    payments: trip.payments,
  };
}

const actionLink =
  "inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800";

const STATUS_TEXT: Record<string, { label: string; tone: "ok" | "wait" | "bad" }> = {
  ticketed: { label: "Confirmed and ticketed", tone: "ok" },
  held: { label: "Held: waiting for payment", tone: "wait" },
  pending: { label: "Waiting for the airline", tone: "wait" },
  ticketing_failed: { label: "Ticketing failed: we are on it", tone: "bad" },
  cancelled: { label: "Cancelled", tone: "bad" },
  expired: { label: "Expired: not paid in time", tone: "bad" },
  voided: { label: "Voided", tone: "bad" },
  refunded: { label: "Refunded", tone: "bad" },
};

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  const { booking, airlines, notes, refundNotice, baggage, connections, paid, payments } = loaderData;
  // The cards and wallets that paid what the booking holds (a change paid with another card names both).
  const payers = [...new Set(payments.filter((x) => x.refunded.amount < x.amount.amount).map((x) => x.paidWith))];
  const paidWith = payers.length ? payers.join(" and ") : booking.paidWith;
  const refunded = paid && paid.amount < booking.total.amount ? booking.total.amount - paid.amount : 0;
  const status =
    booking.paymentState === "issuing"
      ? { label: "Paid: e-tickets being issued", tone: "wait" as const }
      : booking.paymentState === "checking"
        ? { label: "Checking your payment", tone: "wait" as const }
        : (STATUS_TEXT[booking.status] ?? { label: booking.status, tone: "wait" as const });
  const ticketOf = (i: number) => booking.tickets.filter((t) => t.passengerIndex === i).at(-1);
  const moves = booking.movedTo ?? [];
  const movedTo = (i: number) => moves.find((m) => m.passengers.includes(i))?.reference;
  // The booking's own travellers' fares: those who moved to another booking are priced there.
  const fares = booking.fare.perPassenger
    .map((p) => ({ ...p, quantity: booking.passengers.filter((x, i) => x.type === p.type && !movedTo(i)).length }))
    .filter((p) => p.quantity > 0);
  // What date changes added to the total beyond today's fares and add-ons (change fees, a fare not credited).
  const changesPaid =
    booking.total.amount -
    fares.reduce((sum, p) => sum + p.totalFare.amount * p.quantity, 0) -
    booking.extrasLines.reduce((sum, l) => sum + l.amount.amount, 0);

  const ticketFor = (i: number) => {
    const moved = movedTo(i);
    if (moved) return `Moved to ${moved}`;
    const t = ticketOf(i);
    return t ? `${t.ticketNumber}${t.status && t.status !== "issued" ? ` (${t.status})` : ""}` : undefined;
  };
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      {refundNotice ? (
        <p
          role="status"
          data-testid="refund-notice"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {refundNotice}
        </p>
      ) : null}
      {booking.status === "ticketed" ? (
        <p className="text-sm font-semibold uppercase tracking-wide text-emerald-700 dark:text-emerald-400">
          You're going! Maligayang paglalakbay.
        </p>
      ) : null}
      <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
        Booking reference <span className="font-mono tracking-wider">{booking.reference}</span>
      </h1>
      <p
        className={cn(
          "mt-2 inline-block rounded-full px-3 py-1 text-sm font-medium",
          status.tone === "ok" && "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
          status.tone === "wait" && "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-100",
          status.tone === "bad" && "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
        )}
      >
        {status.label}
      </p>
      {booking.paymentState ? (
        <p role="status" data-testid="payment-state" className="mt-3 max-w-prose text-slate-700 dark:text-slate-300">
          {booking.paymentState === "issuing" ? FLIGHT_PAYMENT_MESSAGES.issuingTrip : FLIGHT_PAYMENT_MESSAGES.checkingTrip}{" "}
          <Link to={`/flights/confirmation/${booking.reference}`} className="font-medium text-brand-700 underline dark:text-brand-300">
            Check again
          </Link>
        </p>
      ) : null}
      {booking.splitFrom ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300" data-testid="split-from">
          Split from booking{" "}
          <Link
            to={`/flights/confirmation/${booking.splitFrom}`}
            className="font-mono font-medium text-brand-700 underline dark:text-brand-300"
          >
            {booking.splitFrom}
          </Link>
          : these travellers changed their dates and got this new booking reference. The others keep {booking.splitFrom}.
        </p>
      ) : null}
      {moves.length ? (
        <section aria-labelledby="moved-heading" className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <h2 id="moved-heading" className="font-semibold">
            Moved to another booking
          </h2>
          <ul className="mt-2 space-y-2 text-sm">
            {moves.map((m) => (
              <li key={m.reference}>
                {m.passengers.map((i) => `${booking.passengers[i].givenName} ${booking.passengers[i].surname}`).join(", ")} changed dates
                and moved to booking{" "}
                <Link
                  to={`/flights/confirmation/${m.reference}`}
                  className="font-mono font-medium text-brand-700 underline dark:text-brand-300"
                >
                  {m.reference}
                </Link>{" "}
                (find it with reference <span className="font-mono">{m.reference}</span> and last name {m.lastName}).
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {booking.status === "held" && booking.holdExpiresAt ? (
        <p className="mt-3 text-sm">
          Pay before {formatManilaDateTime(booking.holdExpiresAt)} to keep these seats.{" "}
          <Link to={`/flights/payment?ref=${booking.reference}`} className="font-medium text-brand-700 underline dark:text-brand-300">
            Pay now
          </Link>
        </p>
      ) : null}
      {booking.status === "ticketed" ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          We e-mailed the e-ticket to {booking.contact.email}.{" "}
          <a
            href={`/flights/confirmation/${booking.reference}/e-ticket.pdf`}
            className="font-medium text-brand-700 underline dark:text-brand-300"
          >
            Download the e-ticket (PDF)
          </a>
          {booking.airlinePnr ? ` · Airline reference ${booking.airlinePnr}` : ""}
        </p>
      ) : null}

      <section aria-labelledby="flights-heading" className="mt-8">
        <h2 id="flights-heading" className="text-lg font-semibold">
          Flights
        </h2>
        <div className="mt-3 space-y-4">
          {booking.fare.legs.map((leg, i) => (
            <div key={i} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
              <LegSummary
                leg={{ ...leg, connections: connections[i] }}
                airlines={airlines}
                label={longLocalDate(leg.segments[0].departureDateTime)}
              />
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="travellers-heading" className="mt-8">
        <h2 id="travellers-heading" className="text-lg font-semibold">
          Travellers
        </h2>
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">
                Name
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                Type
              </th>
              <th scope="col" className="py-1 font-medium">
                E-ticket number
              </th>
            </tr>
          </thead>
          <tbody>
            {booking.passengers.map((p, i) => (
              <tr key={i} className="border-t border-slate-200 dark:border-slate-800">
                <td className="py-2 pr-4 font-medium">
                  {p.title} {p.givenName} {p.surname}
                </td>
                <td className="py-2 pr-4">{PASSENGER_TYPE_LABELS[p.type]}</td>
                <td className="py-2 font-mono">{ticketFor(i) ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <BaggageList legs={baggage} className="mt-8" />

      <section aria-labelledby="price-heading" className="mt-8">
        <h2 id="price-heading" className="text-lg font-semibold">
          Price
        </h2>
        <dl className="mt-3 max-w-md space-y-1 text-sm">
          <PassengerFareRows fares={fares} />
          {changesPaid > 0 ? (
            <div className="flex justify-between gap-2">
              <dt>Date changes (change fees, and fares paid before)</dt>
              <dd className="tabular-nums">{formatMoney({ amount: changesPaid, currency: booking.total.currency })}</dd>
            </div>
          ) : null}
          <AddOnRows lines={booking.extrasLines} />
          <div className="flex justify-between gap-2 border-t border-slate-200 pt-2 font-semibold dark:border-slate-800">
            <dt>Total{paidWith ? ` (paid with ${paidWith})` : ""}</dt>
            <dd className="tabular-nums">{formatMoney(booking.total)}</dd>
          </div>
          {paid && refunded > 0 ? (
            <>
              <div className="flex justify-between gap-2">
                <dt>Refunded</dt>
                <dd className="tabular-nums">{formatMoney({ amount: -refunded, currency: booking.total.currency })}</dd>
              </div>
              <div className="flex justify-between gap-2 font-semibold" data-testid="paid-after-refunds">
                <dt>Paid, after refunds</dt>
                <dd className="tabular-nums">{formatMoney(paid)}</dd>
              </div>
            </>
          ) : null}
        </dl>
      </section>

      {payments.length ? (
        <section aria-labelledby="payments-heading" className="mt-8" data-testid="trip-payments">
          <h2 id="payments-heading" className="text-lg font-semibold">
            Payments
          </h2>
          <ul className="mt-3 max-w-xl space-y-2 text-sm">
            {payments.map((x) => (
              <li
                key={`${x.at}-${x.what}-${x.amount.amount}`}
                className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800"
              >
                <span className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-medium">
                    {x.what}: {x.paidWith}
                  </span>
                  <span className="tabular-nums">{formatMoney(x.amount)}</span>
                </span>
                <span className="block text-slate-600 dark:text-slate-400">
                  {formatManilaDateTime(x.at)}
                  {x.refunded.amount > 0
                    ? x.refunded.amount >= x.amount.amount
                      ? " · refunded in full"
                      : ` · ${formatMoney(x.refunded)} refunded`
                    : ""}
                  {x.note ? ` · ${x.note}` : ""}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {notes.length ? <TravelNotesList notes={notes} className="mt-8" /> : null}

      <section aria-labelledby="change-heading" className="mt-10">
        <h2 id="change-heading" className="text-lg font-semibold">
          Change or cancel
        </h2>
        <ul className="mt-3 flex flex-wrap gap-3 text-sm">
          {booking.status === "ticketed" ? (
            <>
              <li>
                <Link to={`/flights/bookings/${booking.reference}/void-quote`} className={actionLink}>
                  Void (day of ticketing)
                </Link>
              </li>
              <li>
                <Link to={`/flights/bookings/${booking.reference}/refund-quote`} className={actionLink}>
                  Refund
                </Link>
              </li>
              <li>
                <Link to={`/flights/bookings/${booking.reference}/reissue-quote`} className={actionLink}>
                  Change dates
                </Link>
              </li>
            </>
          ) : null}
          {booking.status === "held" || booking.status === "pending" ? (
            <li>
              <Link to={`/flights/bookings/${booking.reference}/cancel`} className={actionLink}>
                Cancel this booking
              </Link>
            </li>
          ) : null}
          <li>
            <Link to={`/flights/requests?ref=${booking.reference}`} className={actionLink}>
              Your requests
            </Link>
          </li>
        </ul>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          Every change shows a quote first. Keep your reference <span className="font-mono">{booking.reference}</span>.{" "}
          <Link to="/flights/airlines" className="text-brand-700 underline dark:text-brand-300">
            Airlines and baggage
          </Link>{" "}
          ·{" "}
          <Link to="/flights" className="text-brand-700 underline dark:text-brand-300">
            Book another flight
          </Link>
        </p>
      </section>
    </div>
  );
}
