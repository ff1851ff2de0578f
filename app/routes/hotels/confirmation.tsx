import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/confirmation";
import { errorHeaders } from "../../../contracts/application.ts";
import { plural } from "../../../contracts/party.ts";
import { refundSentence } from "../../../contracts/hotel-cancellation.ts";
import { HOTEL_REFERENCE } from "../../../contracts/hotels.ts";
import { formatMoney } from "../../../contracts/money.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/input.tsx";
import { CancelTermsList } from "../../features/hotels/hotel-cancel.tsx";
import { rateLimited } from "../../server/auth-actions.server.ts";
import { grantBookingAccess, hotelTrip, lookUpHotelBooking, mayAccessBooking } from "../../server/hotels.server.ts";
import { pageStatus } from "../../server/outcome.server.ts";
import { retryAfterHeaders } from "../../lib/headers.ts";
import { titleMeta } from "../../lib/meta.ts";
import { readForm } from "../../server/form-body.server.ts";
import { formatStayDates } from "../../lib/format.ts";

const LOOKUP_LIMIT = { name: "hotel-lookup-page", limit: 20, windowMs: 15 * 60_000 };
const NOT_FOUND = "No booking matches that reference and last name.";

/** A look-up refused for too many wrong last names keeps its Retry-After. */
export const headers = retryAfterHeaders;

export function meta({ params }: Route.MetaArgs) {
  return titleMeta(`Booking ${params.reference}`, "Your hotel booking: confirmation, voucher and cancellation.");
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const reference = params.reference.toUpperCase();
  if (!HOTEL_REFERENCE.test(reference)) throw data(null, { status: pageStatus("not_found") });
  if (!(await mayAccessBooking(context, request, reference)))
    return { reference, booking: null, cancelQuote: null, cancellation: null, justCancelled: false };
  // hotels.trip: the booking (masked for anyone but its signed-in owner), its cancel quote and terms.
  const { booking, cancelQuote, cancellation } = await hotelTrip(context, request, reference);
  const justCancelled = new URL(request.url).searchParams.get("cancelled") === "1" && cancellation !== null;
  return { reference, booking, cancelQuote, cancellation, justCancelled };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const reference = params.reference.toUpperCase();
  const intent = form.get("intent");
  if (!HOTEL_REFERENCE.test(reference)) return data({ errors: { form: [NOT_FOUND] } }, { status: pageStatus("not_found") });
  if (intent === "lookup") {
    const limited = await rateLimited(context, LOOKUP_LIMIT);
    if (limited) return limited;
    const lastName = String(form.get("lastName") ?? "").slice(0, 60);
    if (!lastName.trim()) return data({ errors: { form: [NOT_FOUND] } }, { status: pageStatus("not_found") });
    // hotels.lookUp: the one access rule of hotel bookings, wrong last names limited per reference.
    const found = await lookUpHotelBooking(context, request, reference, lastName);
    if (!found.ok) {
      const message = found.error.code === "rate_limited" ? found.error.message : NOT_FOUND;
      return data({ errors: { form: [message] } }, { status: pageStatus(found.error.code), headers: errorHeaders(found.error) });
    }
    throw redirect(`/hotels/confirmation/${reference}`, {
      headers: { "Set-Cookie": await grantBookingAccess(context, request, reference) },
    });
  }
  return data({ errors: { form: ["Choose what to do."] } }, { status: pageStatus("invalid") });
}

export default function HotelConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  const { reference, booking, cancelQuote, cancellation, justCancelled } = loaderData;
  const pending = useNavigation().state === "submitting";
  const errors = actionData && "errors" in actionData ? (actionData.errors as Record<string, string[]> | null) : null;
  if (!booking) {
    return (
      <div className="mx-auto max-w-md px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-bold">Find your booking</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">Enter the lead guest's last name for booking {reference}.</p>
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="intent" value="lookup" />
          <FormAlert messages={errors?.form} />
          <Field name="lastName" label="Last name" autoComplete="family-name" required />
          <Button type="submit" pending={pending}>
            Show booking
          </Button>
        </Form>
      </div>
    );
  }
  const statusText = { confirmed: "Confirmed", cancelled: "Cancelled", pending_payment: "Waiting for payment", failed: "Not confirmed" }[
    booking.status
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase dark:text-emerald-300">{statusText}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">
        {booking.status === "confirmed" ? "Your stay is booked" : `Booking ${booking.reference}`}
      </h1>
      {justCancelled && cancellation ? (
        <div className="mt-4">
          <FormAlert tone="success" messages={[`Booking cancelled. ${refundSentence(cancellation, true)}`]} />
        </div>
      ) : null}
      <dl className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2 dark:border-slate-700 dark:bg-slate-900">
        <div>
          <dt className="text-xs text-slate-600 uppercase dark:text-slate-400">Booking reference</dt>
          <dd className="font-mono text-xl font-bold" data-testid="booking-reference">
            {booking.reference}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 uppercase dark:text-slate-400">Hotel confirmation</dt>
          <dd className="font-mono">{booking.confirmationNumber ?? "—"}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 uppercase dark:text-slate-400">Hotel</dt>
          <dd className="font-medium">{booking.hotelName}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 uppercase dark:text-slate-400">Room</dt>
          <dd>
            {booking.rooms} × {booking.roomType}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 uppercase dark:text-slate-400">Stay</dt>
          <dd>
            {formatStayDates(booking.checkInDate, booking.checkOutDate)} ({plural(booking.nights, "night")})
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 uppercase dark:text-slate-400">Lead guest</dt>
          <dd>
            {booking.guest.firstName} {booking.guest.lastName}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 uppercase dark:text-slate-400">Total</dt>
          <dd className="font-semibold">{formatMoney(booking.total)}</dd>
        </div>
        {booking.refunded ? (
          <div>
            <dt className="text-xs text-slate-600 uppercase dark:text-slate-400">Refunded</dt>
            <dd>{formatMoney(booking.refunded)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{booking.cancellationPolicy.description}</p>
      {booking.status === "confirmed" ? (
        <>
          <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">We sent the voucher to {booking.guest.email}.</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild variant="secondary">
              <a href={`/hotels/confirmation/${booking.reference}/voucher`} download>
                Download voucher (PDF)
              </a>
            </Button>
          </div>
          <section aria-labelledby="cancel-heading" className="mt-10 rounded-xl border border-red-200 p-5 dark:border-red-900">
            <h2 id="cancel-heading" className="text-lg font-semibold">
              Cancel this booking
            </h2>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {cancelQuote && cancelQuote.refund.amount > 0
                ? `Cancelling today gives back ${formatMoney(cancelQuote.refund)} of ${formatMoney(cancelQuote.total)}.`
                : "Cancelling today gives nothing back under this booking's policy."}{" "}
              You see the full quote and confirm on the next page.
            </p>
            <Button asChild variant="secondary" className="mt-4">
              <Link to={`/hotels/confirmation/${booking.reference}/cancel`}>See the cancellation quote</Link>
            </Button>
          </section>
        </>
      ) : null}
      {cancellation ? (
        <section aria-labelledby="cancellation-heading" className="mt-8 rounded-xl border border-slate-200 p-5 dark:border-slate-700">
          <h2 id="cancellation-heading" className="text-lg font-semibold">
            Cancellation
          </h2>
          <CancelTermsList terms={cancellation} done />
        </section>
      ) : null}
    </div>
  );
}
