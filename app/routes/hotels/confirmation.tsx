import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/confirmation";
import { errorHeaders } from "../../../contracts/application.ts";
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
import { pageMessages, requestLocale } from "../../server/language.server.ts";
import { localeOfMatches, useI18n } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { HotelWords, nightsText, policyText, refundText, useHotelT } from "../../features/hotels/hotel-words.tsx";

const LOOKUP_LIMIT = { name: "hotel-lookup-page", limit: 20, windowMs: 15 * 60_000 };
/** The look-up's own refusal (the same for a wrong name and an unknown reference), in the page's language. */
const notFound = (request: Request) =>
  createTranslator(requestLocale(request), pageMessages(request, "hotels"))("hotels.confirmation.notFound");

/** A look-up refused for too many wrong last names keeps its Retry-After. */
export const headers = retryAfterHeaders;

export function meta({ params, loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return titleMeta(t("hotels.confirmation.meta.title", { reference: params.reference }), t("hotels.confirmation.meta.description"));
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const reference = params.reference.toUpperCase();
  if (!HOTEL_REFERENCE.test(reference)) throw data(null, { status: pageStatus("not_found") });
  const messages = pageMessages(request, "hotels");
  if (!(await mayAccessBooking(context, request, reference)))
    return { reference, booking: null, cancelQuote: null, cancellation: null, justCancelled: false, messages };
  // hotels.trip: the booking (masked for anyone but its signed-in owner), its cancel quote and terms.
  const { booking, cancelQuote, cancellation } = await hotelTrip(context, request, reference);
  const justCancelled = new URL(request.url).searchParams.get("cancelled") === "1" && cancellation !== null;
  return { reference, booking, cancelQuote, cancellation, justCancelled, messages };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const reference = params.reference.toUpperCase();
  const intent = form.get("intent");
  if (!HOTEL_REFERENCE.test(reference)) return data({ errors: { form: [notFound(request)] } }, { status: pageStatus("not_found") });
  if (intent === "lookup") {
    const limited = await rateLimited(context, LOOKUP_LIMIT);
    if (limited) return limited;
    const lastName = String(form.get("lastName") ?? "").slice(0, 60);
    if (!lastName.trim()) return data({ errors: { form: [notFound(request)] } }, { status: pageStatus("not_found") });
    // hotels.lookUp: the one access rule of hotel bookings, wrong last names limited per reference.
    const found = await lookUpHotelBooking(context, request, reference, lastName);
    if (!found.ok) {
      const message = found.error.code === "rate_limited" ? found.error.message : notFound(request);
      return data({ errors: { form: [message] } }, { status: pageStatus(found.error.code), headers: errorHeaders(found.error) });
    }
    throw redirect(`/hotels/confirmation/${reference}`, {
      headers: { "Set-Cookie": await grantBookingAccess(context, request, reference) },
    });
  }
  const t = createTranslator(requestLocale(request), pageMessages(request, "hotels"));
  return data({ errors: { form: [t("hotels.confirmation.chooseWhat")] } }, { status: pageStatus("invalid") });
}

export default function HotelConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <HotelWords messages={loaderData.messages}>
      <ConfirmationPage loaderData={loaderData} actionData={actionData} />
    </HotelWords>
  );
}

function ConfirmationPage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const t = useHotelT();
  const { locale, localize } = useI18n();
  const { reference, booking, cancelQuote, cancellation, justCancelled } = loaderData;
  const pending = useNavigation().state === "submitting";
  const errors = actionData && "errors" in actionData ? (actionData.errors as Record<string, string[]> | null) : null;
  if (!booking) {
    return (
      <div className="mx-auto max-w-md px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-bold">{t("hotels.confirmation.find")}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t("hotels.confirmation.enterName", { reference })}</p>
        <Form method="post" className="mt-6 space-y-4">
          <input type="hidden" name="intent" value="lookup" />
          <FormAlert messages={errors?.form} />
          <Field name="lastName" label={t("hotels.lastName")} autoComplete="family-name" required />
          <Button type="submit" pending={pending}>
            {t("hotels.confirmation.show")}
          </Button>
        </Form>
      </div>
    );
  }
  const statusText = t(`hotels.status.${booking.status}`);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase dark:text-emerald-300">{statusText}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">
        {booking.status === "confirmed"
          ? t("hotels.confirmation.booked")
          : t("hotels.confirmation.booking", { reference: booking.reference })}
      </h1>
      {justCancelled && cancellation ? (
        <div className="mt-4">
          <FormAlert tone="success" messages={[t("hotels.confirmation.cancelled", { refund: refundText(t, cancellation, true) })]} />
        </div>
      ) : null}
      <dl className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2 dark:border-slate-700 dark:bg-slate-900">
        <div>
          <dt className="text-xs text-slate-600 uppercase dark:text-slate-400">{t("hotels.confirmation.reference")}</dt>
          <dd className="font-mono text-xl font-bold" data-testid="booking-reference">
            {booking.reference}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 uppercase dark:text-slate-400">{t("hotels.confirmation.hotelConfirmation")}</dt>
          <dd className="font-mono">{booking.confirmationNumber ?? "—"}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 uppercase dark:text-slate-400">{t("hotels.confirmation.hotel")}</dt>
          <dd className="font-medium">{booking.hotelName}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 uppercase dark:text-slate-400">{t("hotels.room")}</dt>
          <dd>
            {booking.rooms} × {booking.roomType}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 uppercase dark:text-slate-400">{t("hotels.confirmation.stay")}</dt>
          <dd>
            {formatStayDates(booking.checkInDate, booking.checkOutDate, locale)} ({nightsText(t, booking.nights)})
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 uppercase dark:text-slate-400">{t("hotels.confirmation.leadGuest")}</dt>
          <dd>
            {booking.guest.firstName} {booking.guest.lastName}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 uppercase dark:text-slate-400">{t("hotels.total")}</dt>
          <dd className="font-semibold">{formatMoney(booking.total)}</dd>
        </div>
        {booking.refunded ? (
          <div>
            <dt className="text-xs text-slate-600 uppercase dark:text-slate-400">{t("hotels.confirmation.refunded")}</dt>
            <dd>{formatMoney(booking.refunded)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{policyText(t, locale, booking.cancellationPolicy)}</p>
      {booking.status === "confirmed" ? (
        <>
          <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{t("hotels.confirmation.sent", { email: booking.guest.email })}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild variant="secondary">
              <a href={localize(`/hotels/confirmation/${booking.reference}/voucher`)} download>
                {t("hotels.confirmation.voucher")}
              </a>
            </Button>
          </div>
          <section aria-labelledby="cancel-heading" className="mt-10 rounded-xl border border-red-200 p-5 dark:border-red-900">
            <h2 id="cancel-heading" className="text-lg font-semibold">
              {t("hotels.confirmation.cancelHeading")}
            </h2>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {cancelQuote && cancelQuote.refund.amount > 0
                ? t("hotels.confirmation.givesBack", { refund: formatMoney(cancelQuote.refund), total: formatMoney(cancelQuote.total) })
                : t("hotels.confirmation.givesNothing")}{" "}
              {t("hotels.confirmation.nextPage")}
            </p>
            <Button asChild variant="secondary" className="mt-4">
              <Link to={`/hotels/confirmation/${booking.reference}/cancel`}>{t("hotels.confirmation.seeQuote")}</Link>
            </Button>
          </section>
        </>
      ) : null}
      {cancellation ? (
        <section aria-labelledby="cancellation-heading" className="mt-8 rounded-xl border border-slate-200 p-5 dark:border-slate-700">
          <h2 id="cancellation-heading" className="text-lg font-semibold">
            {t("hotels.confirmation.cancellation")}
          </h2>
          <CancelTermsList terms={cancellation} done />
        </section>
      ) : null}
    </div>
  );
}
