import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/review";
import { formatMoney } from "../../../contracts/money.ts";
import { PASSENGER_TYPE_LABELS } from "../../../contracts/passengers.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { CheckoutFrame, checkoutSummary } from "../../features/flights/checkout-frame.tsx";
import { TravelNotesList } from "../../features/flights/travel-notes-list.tsx";
import { checkoutTravelNotes, holdBooking, loadCheckout, tripAccessCookie } from "../../server/flights.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { formatCheckedDate } from "../../lib/format.ts";
import { readForm } from "../../server/form-body.server.ts";
import { pageStatus } from "../../server/outcome.server.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta("Review your booking", "Check the flights, travellers, add-ons and the total before you pay.");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { checkout, airlines } = await loadCheckout(context, request);
  if (checkout.bookingReference) throw redirect(`/flights/payment?ref=${checkout.bookingReference}`);
  if (!checkout.passengers || !checkout.contact) throw redirect(`/flights/passengers?s=${encodeURIComponent(checkout.sessionId)}`);
  const notes = checkoutTravelNotes(context, checkout);
  return { checkout: { ...checkout, passengers: checkout.passengers, contact: checkout.contact }, airlines, notes };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { checkout } = await loadCheckout(context, request);
  if (form.get("accept") !== "yes") {
    return data(
      { message: "Please confirm that the names match the IDs and that you accept the fare rules." },
      { status: pageStatus("invalid") },
    );
  }
  const held = await holdBooking(context, request, checkout.sessionId);
  if (!held.ok) return data({ message: held.error.message }, { status: pageStatus("conflict") });
  const { reference } = held.value;
  const headers = new Headers({ "Set-Cookie": tripAccessCookie(context, request, reference) });
  throw redirect(`/flights/payment?ref=${reference}`, { headers });
}

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  const { checkout, airlines, notes } = loaderData;
  const pending = useNavigation().state === "submitting";
  const s = encodeURIComponent(checkout.sessionId);
  return (
    <CheckoutFrame step="Review" title="Review your booking" airlines={airlines} {...checkoutSummary(checkout)}>
      <FormAlert messages={actionData?.message ? [actionData.message] : null} />
      <section aria-labelledby="travellers-heading" className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="travellers-heading" className="font-semibold">
            Travellers
          </h2>
          <Link to={`/flights/passengers?s=${s}`} className="text-sm text-brand-700 underline dark:text-brand-300">
            Edit
          </Link>
        </div>
        <ul className="mt-2 space-y-1 text-sm">
          {checkout.passengers.map((p, i) => (
            <li key={i}>
              <span className="font-medium">
                {p.title} {p.givenName} {p.surname}
              </span>{" "}
              <span className="text-slate-600 dark:text-slate-400">
                · {PASSENGER_TYPE_LABELS[p.type]} · born {formatCheckedDate(p.dateOfBirth)}
                {p.passportNumber ? ` · passport ending ${p.passportNumber.slice(-3)}` : ""}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          Confirmation to {checkout.contact.email} · {checkout.contact.dialCode} {checkout.contact.phone}
        </p>
      </section>

      <section aria-labelledby="extras-heading" className="mt-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="extras-heading" className="font-semibold">
            Add-ons
          </h2>
          <Link to={`/flights/add-ons?s=${s}`} className="text-sm text-brand-700 underline dark:text-brand-300">
            Edit
          </Link>
        </div>
        {checkout.extrasLines.length ? (
          <ul className="mt-2 space-y-1 text-sm">
            {checkout.extrasLines.map((line) => (
              <li key={line.label} className="flex justify-between gap-2">
                <span>{line.label}</span>
                <span className="tabular-nums">{formatMoney(line.amount)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">No add-ons. The fare's own baggage allowance applies.</p>
        )}
      </section>

      {notes.length ? <TravelNotesList notes={notes} className="mt-4" /> : null}

      <Form method="post" className="mt-6 space-y-4">
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" name="accept" value="yes" required className="mt-0.5 size-5 accent-brand-700" />
          <span>
            The names match each traveller's ID, and I accept the{" "}
            <Link
              to={`/flights/fare-rules/${encodeURIComponent(checkout.fare.fareSourceCode)}`}
              className="text-brand-700 underline dark:text-brand-300"
            >
              fare rules
            </Link>{" "}
            and the{" "}
            <Link to="/terms" className="text-brand-700 underline dark:text-brand-300">
              terms
            </Link>
            .
          </span>
        </label>
        <Button type="submit" size="lg" pending={pending}>
          Book and pay {formatMoney(checkout.total)}
        </Button>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {checkout.fare.fareType === "WebFare"
            ? "Your seats are held for a short time while you pay; this fare is ticketed as soon as payment succeeds."
            : "We hold your seats while you pay and issue the tickets as soon as payment succeeds."}
        </p>
      </Form>
    </CheckoutFrame>
  );
}
