import { Link } from "react-router";
import type { Route } from "./+types/confirmation";
import { formatMoney } from "../../../contracts/money.ts";
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
import { localeOfMatches, useI18n } from "../../lib/i18n.tsx";
import { createTranslator, type Translate } from "../../../i18n/format.ts";
import { FlightWords, Slotted, SLOT, useEnglishMark, useFlightWords } from "../../features/flights/words.tsx";
import { flightWords } from "../../server/flight-words.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return titleMeta("Your trip", "Your flight booking: tickets, travellers and what to know before you fly.");
  const t = createTranslator(localeOfMatches(matches), loaderData.messages);
  return titleMeta(t("flights.trip.meta.title", { reference: loaderData.booking.reference }), t("flights.trip.meta.description"));
}

/** What a payment was for (core/flights/post-ticketing/queries.ts words it in English), in the page's words. */
function paymentWhat(what: string, t: Translate): { text: string; english?: boolean } {
  const known: Record<string, string> = {
    Tickets: "flights.trip.payment.tickets",
    "Date change": "flights.trip.payment.change",
    "A date change that did not go ahead": "flights.trip.payment.changeRejected",
    "A date change payment that was not needed": "flights.trip.payment.changeNotNeeded",
    "A second payment for this booking": "flights.trip.payment.second",
  };
  if (known[what]) return { text: t(known[what]) };
  const part = /^Your part of booking (\w+)'s payment$/.exec(what);
  if (part) return { text: t("flights.trip.payment.part", { reference: part[1] }) };
  return { text: what, english: true };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // A payment the booking could not keep: the message comes from the payment itself, never the query string.
  const refunded = new URL(request.url).searchParams.get("refunded");
  // flights.trip: the booking, its notes, what it still holds of what was paid, and each card or wallet payment.
  const trip = await requireTrip(context, request, params.reference, refunded);
  return {
    messages: flightWords(request, "trip"),
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
  ticketed: { label: "flights.trip.status.ticketed", tone: "ok" },
  held: { label: "flights.trip.status.held", tone: "wait" },
  pending: { label: "flights.trip.status.pending", tone: "wait" },
  ticketing_failed: { label: "flights.trip.status.ticketingFailed", tone: "bad" },
  cancelled: { label: "flights.trip.status.cancelled", tone: "bad" },
  expired: { label: "flights.trip.status.expired", tone: "bad" },
  voided: { label: "flights.trip.status.voided", tone: "bad" },
  refunded: { label: "flights.trip.status.refunded", tone: "bad" },
};

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  return (
    <FlightWords messages={loaderData.messages}>
      <TripPage loaderData={loaderData} />
    </FlightWords>
  );
}

function TripPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const t = useFlightWords();
  const { locale, localize } = useI18n();
  const english = useEnglishMark();
  const { booking, airlines, notes, refundNotice, baggage, connections, paid, payments } = loaderData;
  // The cards and wallets that paid what the booking holds (a change paid with another card names both).
  const payers = [...new Set(payments.filter((x) => x.refunded.amount < x.amount.amount).map((x) => x.paidWith))];
  const paidWith = payers.length ? payers.join(` ${t("flights.common.and")} `) : booking.paidWith;
  const refunded = paid && paid.amount < booking.total.amount ? booking.total.amount - paid.amount : 0;
  const status =
    booking.paymentState === "issuing"
      ? { label: t("flights.trip.status.issuing"), tone: "wait" as const }
      : booking.paymentState === "checking"
        ? { label: t("flights.trip.status.checking"), tone: "wait" as const }
        : STATUS_TEXT[booking.status]
          ? { ...STATUS_TEXT[booking.status], label: t(STATUS_TEXT[booking.status].label) }
          : { label: booking.status, tone: "wait" as const };
  const ticketOf = (i: number) => booking.tickets.filter((x) => x.passengerIndex === i).at(-1);
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
    if (moved) return t("flights.trip.movedToRef", { reference: moved });
    const ticket = ticketOf(i);
    return ticket
      ? `${ticket.ticketNumber}${ticket.status && ticket.status !== "issued" ? ` (${t(`flights.common.ticket.${ticket.status}`)})` : ""}`
      : undefined;
  };
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      {refundNotice ? (
        <p
          role="status"
          data-testid="refund-notice"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <span lang={english}>{refundNotice}</span>
        </p>
      ) : null}
      {booking.status === "ticketed" ? (
        <p className="text-sm font-semibold uppercase tracking-wide text-emerald-700 dark:text-emerald-400">{t("flights.trip.going")}</p>
      ) : null}
      <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">
        {t("flights.trip.heading")} <span className="font-mono tracking-wider">{booking.reference}</span>
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
          {booking.paymentState === "issuing" ? t("flights.trip.issuing") : t("flights.trip.checking")}{" "}
          <Link to={`/flights/confirmation/${booking.reference}`} className="font-medium text-brand-700 underline dark:text-brand-300">
            {t("flights.trip.checkAgain")}
          </Link>
        </p>
      ) : null}
      {booking.splitFrom ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300" data-testid="split-from">
          {t("flights.trip.splitFrom")}{" "}
          <Link
            to={`/flights/confirmation/${booking.splitFrom}`}
            className="font-mono font-medium text-brand-700 underline dark:text-brand-300"
          >
            {booking.splitFrom}
          </Link>
          {t("flights.trip.splitFrom.after", { reference: booking.splitFrom })}
        </p>
      ) : null}
      {moves.length ? (
        <section aria-labelledby="moved-heading" className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <h2 id="moved-heading" className="font-semibold">
            {t("flights.trip.moved.heading")}
          </h2>
          <ul className="mt-2 space-y-2 text-sm">
            {moves.map((m) => (
              <li key={m.reference}>
                {t("flights.trip.moved.who", {
                  names: m.passengers.map((i) => `${booking.passengers[i].givenName} ${booking.passengers[i].surname}`).join(", "),
                })}{" "}
                <Link
                  to={`/flights/confirmation/${m.reference}`}
                  className="font-mono font-medium text-brand-700 underline dark:text-brand-300"
                >
                  {m.reference}
                </Link>{" "}
                {t("flights.trip.moved.find", { reference: m.reference, lastName: m.lastName })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {booking.status === "held" && booking.holdExpiresAt ? (
        <p className="mt-3 text-sm">
          {t("flights.trip.payBefore", { time: formatManilaDateTime(booking.holdExpiresAt, locale) })}{" "}
          <Link to={`/flights/payment?ref=${booking.reference}`} className="font-medium text-brand-700 underline dark:text-brand-300">
            {t("flights.trip.payNow")}
          </Link>
        </p>
      ) : null}
      {booking.status === "ticketed" ? (
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          {t("flights.trip.emailed", { email: booking.contact.email })}{" "}
          <a
            href={localize(`/flights/confirmation/${booking.reference}/e-ticket.pdf`)}
            className="font-medium text-brand-700 underline dark:text-brand-300"
          >
            {t("flights.trip.download")}
          </a>
          {booking.airlinePnr ? ` · ${t("flights.trip.airlinePnr", { pnr: booking.airlinePnr })}` : ""}
        </p>
      ) : null}

      <section aria-labelledby="flights-heading" className="mt-8">
        <h2 id="flights-heading" className="text-lg font-semibold">
          {t("flights.trip.flights")}
        </h2>
        <div className="mt-3 space-y-4">
          {booking.fare.legs.map((leg, i) => (
            <div key={i} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
              <LegSummary
                leg={{ ...leg, connections: connections[i] }}
                airlines={airlines}
                label={longLocalDate(leg.segments[0].departureDateTime, locale)}
              />
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="travellers-heading" className="mt-8">
        <h2 id="travellers-heading" className="text-lg font-semibold">
          {t("flights.common.travellers")}
        </h2>
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-1 pr-4 font-medium">
                {t("flights.trip.table.name")}
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                {t("flights.trip.table.type")}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t("flights.trip.table.ticket")}
              </th>
            </tr>
          </thead>
          <tbody>
            {booking.passengers.map((p, i) => (
              <tr key={i} className="border-t border-slate-200 dark:border-slate-800">
                <td className="py-2 pr-4 font-medium">
                  {p.title} {p.givenName} {p.surname}
                </td>
                <td className="py-2 pr-4">{t(`flights.common.type.${p.type}`)}</td>
                <td className="py-2 font-mono">{ticketFor(i) ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <BaggageList legs={baggage} className="mt-8" />

      <section aria-labelledby="price-heading" className="mt-8">
        <h2 id="price-heading" className="text-lg font-semibold">
          {t("flights.trip.price")}
        </h2>
        <dl className="mt-3 max-w-md space-y-1 text-sm">
          <PassengerFareRows fares={fares} />
          {changesPaid > 0 ? (
            <div className="flex justify-between gap-2">
              <dt>{t("flights.trip.changesPaid")}</dt>
              <dd className="tabular-nums">{formatMoney({ amount: changesPaid, currency: booking.total.currency })}</dd>
            </div>
          ) : null}
          <AddOnRows lines={booking.extrasLines} />
          <div className="flex justify-between gap-2 border-t border-slate-200 pt-2 font-semibold dark:border-slate-800">
            <dt>{paidWith ? t("flights.trip.totalPaidWith", { paidWith }) : t("flights.common.total")}</dt>
            <dd className="tabular-nums">{formatMoney(booking.total)}</dd>
          </div>
          {paid && refunded > 0 ? (
            <>
              <div className="flex justify-between gap-2">
                <dt>{t("flights.trip.refunded")}</dt>
                <dd className="tabular-nums">{formatMoney({ amount: -refunded, currency: booking.total.currency })}</dd>
              </div>
              <div className="flex justify-between gap-2 font-semibold" data-testid="paid-after-refunds">
                <dt>{t("flights.trip.paidAfterRefunds")}</dt>
                <dd className="tabular-nums">{formatMoney(paid)}</dd>
              </div>
            </>
          ) : null}
        </dl>
      </section>

      {payments.length ? (
        <section aria-labelledby="payments-heading" className="mt-8" data-testid="trip-payments">
          <h2 id="payments-heading" className="text-lg font-semibold">
            {t("flights.trip.payments")}
          </h2>
          <ul className="mt-3 max-w-xl space-y-2 text-sm">
            {payments.map((x) => (
              <li
                key={`${x.at}-${x.what}-${x.amount.amount}`}
                className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800"
              >
                <span className="flex flex-wrap justify-between gap-x-3">
                  <span className="font-medium">
                    <span lang={paymentWhat(x.what, t).english ? english : undefined}>{paymentWhat(x.what, t).text}</span>: {x.paidWith}
                  </span>
                  <span className="tabular-nums">{formatMoney(x.amount)}</span>
                </span>
                <span className="block text-slate-600 dark:text-slate-400">
                  {formatManilaDateTime(x.at, locale)}
                  {x.refunded.amount > 0
                    ? x.refunded.amount >= x.amount.amount
                      ? ` · ${t("flights.trip.payment.refundedFull")}`
                      : ` · ${t("flights.trip.payment.refundedPart", { amount: formatMoney(x.refunded) })}`
                    : ""}
                  {x.note ? <span lang={english}>{` · ${x.note}`}</span> : ""}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {notes.length ? <TravelNotesList notes={notes} className="mt-8" /> : null}

      <section aria-labelledby="change-heading" className="mt-10">
        <h2 id="change-heading" className="text-lg font-semibold">
          {t("flights.trip.change.heading")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-3 text-sm">
          {booking.status === "ticketed" ? (
            <>
              <li>
                <Link to={`/flights/bookings/${booking.reference}/void-quote`} className={actionLink}>
                  {t("flights.trip.change.void")}
                </Link>
              </li>
              <li>
                <Link to={`/flights/bookings/${booking.reference}/refund-quote`} className={actionLink}>
                  {t("flights.trip.change.refund")}
                </Link>
              </li>
              <li>
                <Link to={`/flights/bookings/${booking.reference}/reissue-quote`} className={actionLink}>
                  {t("flights.trip.change.dates")}
                </Link>
              </li>
            </>
          ) : null}
          {booking.status === "held" || booking.status === "pending" ? (
            <li>
              <Link to={`/flights/bookings/${booking.reference}/cancel`} className={actionLink}>
                {t("flights.trip.change.cancel")}
              </Link>
            </li>
          ) : null}
          <li>
            <Link to={`/flights/requests?ref=${booking.reference}`} className={actionLink}>
              {t("flights.trip.change.requests")}
            </Link>
          </li>
        </ul>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          <Slotted text={t("flights.trip.change.note", { reference: SLOT })}>
            <span className="font-mono">{booking.reference}</span>
          </Slotted>{" "}
          {english && booking.status === "ticketed" ? <span className="block">{t("flights.trip.voidExplained")}</span> : null}
          <Link to="/flights/airlines" className="text-brand-700 underline dark:text-brand-300">
            {t("flights.trip.change.airlines")}
          </Link>{" "}
          ·{" "}
          <Link to="/flights" className="text-brand-700 underline dark:text-brand-300">
            {t("flights.trip.change.another")}
          </Link>
        </p>
      </section>
    </div>
  );
}
