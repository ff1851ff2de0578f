import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/review";
import { formatMoney } from "../../../contracts/money.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { CheckoutFrame, checkoutSummary } from "../../features/flights/checkout-frame.tsx";
import { TravelNotesList } from "../../features/flights/travel-notes-list.tsx";
import { checkoutTravelNotes, holdBooking, loadCheckout, tripAccessCookie } from "../../server/flights.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { formatCheckedDate } from "../../lib/format.ts";
import { localeOfMatches, useI18n } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { FlightWords, useEnglishMark, useFlightWords } from "../../features/flights/words.tsx";
import { flightTranslator, flightWords } from "../../server/flight-words.server.ts";
import { readForm } from "../../server/form-body.server.ts";
import { pageStatus } from "../../server/outcome.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return titleMeta("Review your booking");
  const t = createTranslator(localeOfMatches(matches), loaderData.messages);
  return titleMeta(t("flights.review.meta.title"), t("flights.review.meta.description"));
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { checkout, airlines } = await loadCheckout(context, request);
  if (checkout.bookingReference) throw redirect(`/flights/payment?ref=${checkout.bookingReference}`);
  if (!checkout.passengers || !checkout.contact) throw redirect(`/flights/passengers?s=${encodeURIComponent(checkout.sessionId)}`);
  const notes = checkoutTravelNotes(context, checkout);
  return {
    messages: flightWords(request, "review", "trip"),
    checkout: { ...checkout, passengers: checkout.passengers, contact: checkout.contact },
    airlines,
    notes,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { checkout } = await loadCheckout(context, request);
  if (form.get("accept") !== "yes") {
    return data({ message: flightTranslator(request)("flights.review.confirmFirst") }, { status: pageStatus("invalid") });
  }
  const held = await holdBooking(context, request, checkout.sessionId);
  if (!held.ok) return data({ message: held.error.message }, { status: pageStatus("conflict") });
  const { reference } = held.value;
  const headers = new Headers({ "Set-Cookie": tripAccessCookie(context, request, reference) });
  throw redirect(`/flights/payment?ref=${reference}`, { headers });
}

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FlightWords messages={loaderData.messages}>
      <ReviewPage loaderData={loaderData} actionData={actionData} />
    </FlightWords>
  );
}

function ReviewPage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const t = useFlightWords();
  const { locale } = useI18n();
  const english = useEnglishMark();
  const { checkout, airlines, notes } = loaderData;
  const pending = useNavigation().state === "submitting";
  const s = encodeURIComponent(checkout.sessionId);
  return (
    <CheckoutFrame step="Review" title={t("flights.review.title")} airlines={airlines} {...checkoutSummary(checkout)}>
      <FormAlert messages={actionData?.message ? [actionData.message] : null} />
      <section aria-labelledby="travellers-heading" className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="travellers-heading" className="font-semibold">
            {t("flights.common.travellers")}
          </h2>
          <Link to={`/flights/passengers?s=${s}`} className="text-sm text-brand-700 underline dark:text-brand-300">
            {t("flights.review.edit")}
          </Link>
        </div>
        <ul className="mt-2 space-y-1 text-sm">
          {checkout.passengers.map((p, i) => (
            <li key={i}>
              <span className="font-medium">
                {p.title} {p.givenName} {p.surname}
              </span>{" "}
              <span className="text-slate-600 dark:text-slate-400">
                · {t(`flights.common.type.${p.type}`)} · {t("flights.review.born", { date: formatCheckedDate(p.dateOfBirth, locale) })}
                {p.passportNumber ? ` · ${t("flights.review.passportEnding", { digits: p.passportNumber.slice(-3) })}` : ""}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {t("flights.review.confirmationTo", { email: checkout.contact.email })} · {checkout.contact.dialCode} {checkout.contact.phone}
        </p>
      </section>

      <section aria-labelledby="extras-heading" className="mt-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="extras-heading" className="font-semibold">
            {t("flights.common.step.addons")}
          </h2>
          <Link to={`/flights/add-ons?s=${s}`} className="text-sm text-brand-700 underline dark:text-brand-300">
            {t("flights.review.edit")}
          </Link>
        </div>
        {checkout.extrasLines.length ? (
          <ul className="mt-2 space-y-1 text-sm">
            {checkout.extrasLines.map((line) => (
              <li key={line.label} className="flex justify-between gap-2">
                <span lang={english}>{line.label}</span>
                <span className="tabular-nums">{formatMoney(line.amount)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("flights.review.noAddOns")}</p>
        )}
      </section>

      {notes.length ? <TravelNotesList notes={notes} className="mt-4" /> : null}

      <Form method="post" className="mt-6 space-y-4">
        <label className="flex items-start gap-3 text-sm">
          <input type="checkbox" name="accept" value="yes" required className="mt-0.5 size-5 accent-brand-700" />
          <span>
            {t("flights.review.accept.before")}{" "}
            <Link
              to={`/flights/fare-rules/${encodeURIComponent(checkout.fare.fareSourceCode)}`}
              className="text-brand-700 underline dark:text-brand-300"
            >
              {t("flights.review.accept.rules")}
            </Link>{" "}
            {t("flights.review.accept.and")}{" "}
            <Link to="/terms" className="text-brand-700 underline dark:text-brand-300">
              {t("flights.review.accept.terms")}
            </Link>
            {t("flights.review.accept.after")}
          </span>
        </label>
        <Button type="submit" size="lg" pending={pending}>
          {t("flights.review.bookAndPay", { total: formatMoney(checkout.total) })}
        </Button>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {checkout.fare.fareType === "WebFare" ? t("flights.review.heldWeb") : t("flights.review.held")}
        </p>
      </Form>
    </CheckoutFrame>
  );
}
