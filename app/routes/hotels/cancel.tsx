/**
 * Cancelling a hotel booking (`/hotels/confirmation/:reference/cancel`, issue 17): the quote first —
 * what the policy keeps, what comes back, to which payment method and when — then a confirmation
 * posting the quote's token. A quote that no longer holds is not executed: the page says so and shows
 * the new one. Works without JavaScript (a plain form and a redirect).
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/cancel";
import { HOTEL_REFERENCE } from "../../../contracts/hotels.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { CancelTermsList } from "../../features/hotels/hotel-cancel.tsx";
import { mayAccessBooking } from "../../server/hotels.server.ts";
import { callBooking } from "../../server/bookings.server.ts";
import { pageStatus } from "../../server/outcome.server.ts";
import { readForm } from "../../server/form-body.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { services } from "../../server/session.server.ts";
import { formatStayDates } from "../../lib/format.ts";
import { pageMessages, requestLocale } from "../../server/language.server.ts";
import { localeOfMatches, useI18n } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { HotelWords, nightsText, useHotelT } from "../../features/hotels/hotel-words.tsx";

export function meta({ params, loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return titleMeta(t("hotels.cancel.meta.title", { reference: params.reference }), t("hotels.cancel.meta.description"));
}

async function requireAccess(context: Route.LoaderArgs["context"], request: Request, raw: string): Promise<string> {
  const reference = raw.toUpperCase();
  if (!HOTEL_REFERENCE.test(reference)) throw data(null, { status: pageStatus("not_found") });
  // Not this browser's booking: the booking page asks for the last name first.
  if (!(await mayAccessBooking(context, request, reference))) throw redirect(`/hotels/confirmation/${reference}`);
  return reference;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const reference = await requireAccess(context, request, params.reference);
  const app = services(context).apps.hotels;
  const [found, quoted] = await Promise.all([
    callBooking(context, request, app.booking, { reference }),
    callBooking(context, request, app.cancelQuote, { reference }),
  ]);
  if (!found.ok) throw data(null, { status: pageStatus("not_found") });
  const booking = found.value;
  // Not cancellable now (not confirmed): no quote, the page says so.
  const quote = quoted.ok ? quoted.value : null;
  if (booking.status === "cancelled") throw redirect(`/hotels/confirmation/${reference}`);
  return {
    messages: pageMessages(request, "hotels"),
    reference,
    quote,
    stay: {
      hotelName: booking.hotelName,
      checkInDate: booking.checkInDate,
      checkOutDate: booking.checkOutDate,
      nights: booking.nights,
      roomType: booking.roomType,
      rooms: booking.rooms,
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // The body first, as every action does: a body that is not a form is a 400 whoever sends it.
  const form = await readForm(request);
  const reference = await requireAccess(context, request, params.reference);
  const quoteToken = String(form.get("quoteToken") ?? "").slice(0, 100);
  if (!quoteToken) {
    const t = createTranslator(requestLocale(request), pageMessages(request, "hotels"));
    return data({ message: t("hotels.cancel.fromQuote") }, { status: pageStatus("invalid") });
  }
  const done = await callBooking(context, request, services(context).apps.hotels.cancel, { reference, quoteToken });
  // quote_changed: the loader runs again and shows the new quote under this message.
  if (!done.ok) return data({ message: done.error.message }, { status: pageStatus(done.error.code) });
  throw redirect(`/hotels/confirmation/${reference}?cancelled=1`);
}

export default function HotelCancel({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <HotelWords messages={loaderData.messages}>
      <CancelPage loaderData={loaderData} actionData={actionData} />
    </HotelWords>
  );
}

function CancelPage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const t = useHotelT();
  const { locale } = useI18n();
  const { reference, quote, stay } = loaderData;
  const pending = useNavigation().state !== "idle";
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">{t("hotels.cancel.heading")}</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {t("hotels.cancel.booking")} <span className="font-mono font-semibold">{reference}</span> · {stay.hotelName}, {stay.rooms} ×{" "}
        {stay.roomType}, {formatStayDates(stay.checkInDate, stay.checkOutDate, locale)} ({nightsText(t, stay.nights)})
      </p>
      <div className="mt-4">
        <FormAlert messages={actionData?.message ? [actionData.message] : null} />
      </div>
      {quote ? (
        <section
          aria-labelledby="quote-heading"
          className="mt-6 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 id="quote-heading" className="text-lg font-semibold">
            {t("hotels.cancel.ifToday")}
          </h2>
          <CancelTermsList terms={quote} done={false} />
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t("hotels.cancel.nothingChanges")}</p>
          <Form method="post" className="mt-5 flex flex-wrap items-center gap-3">
            <input type="hidden" name="quoteToken" value={quote.quoteToken} />
            <Button type="submit" variant="danger" pending={pending} disabled={pending}>
              {t("hotels.cancel.confirm")}
            </Button>
            <Button asChild variant="secondary">
              <Link to={`/hotels/confirmation/${reference}`}>{t("hotels.cancel.keep")}</Link>
            </Button>
          </Form>
        </section>
      ) : (
        <div className="mt-6 space-y-4">
          <FormAlert messages={[t("hotels.cancel.onlyConfirmed")]} />
          <p>
            <Link to={`/hotels/confirmation/${reference}`} className="font-medium text-brand-700 underline dark:text-brand-300">
              {t("hotels.cancel.back")}
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
