/**
 * Void and refund (`/flights/bookings/:reference/void?request=…`, `/refund?request=…`): the quote,
 * "Accept" (executed once however often it is sent), then the request's status as it moves.
 */
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/ptr-execute";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { BackToTrip, linkClass, QuoteLines, RequestStatusSection } from "../../features/flights/post-ticketing.tsx";
import { requireBookingAccess } from "../../server/flights.server.ts";
import { callBooking, postTicketingApp, refusal, runBookingCase } from "../../server/bookings.server.ts";
import { formatManilaDateTime } from "../../lib/format.ts";
import { titleMeta } from "../../lib/meta.ts";
import { localeOfMatches, useI18n } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { FlightWords, useEnglishMark, useFlightWords } from "../../features/flights/words.tsx";
import { flightTranslator, flightWords } from "../../server/flight-words.server.ts";
import { readForm } from "../../server/form-body.server.ts";

type Kind = "void" | "refund";
const kindOf = (request: Request): Kind => (/\/void(\.data)?$/.test(new URL(request.url).pathname) ? "void" : "refund");
const requestIdOf = (request: Request) => (new URL(request.url).searchParams.get("request") ?? "").slice(0, 64);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return titleMeta("Refund");
  const t = createTranslator(localeOfMatches(matches), loaderData.messages);
  return titleMeta(t(`flights.change.${loaderData.kind}.meta.title`), t(`flights.change.${loaderData.kind}.meta.description`));
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const booking = await requireBookingAccess(context, request, params.reference);
  const kind = kindOf(request);
  const found = await callBooking(context, request, postTicketingApp(context).request, {
    reference: booking.reference,
    request_id: requestIdOf(request),
  });
  const ptr = found.ok && found.value.type === kind ? found.value : null;
  return {
    messages: flightWords(request, "change"),
    kind,
    reference: booking.reference,
    passengers: booking.passengers,
    request: ptr,
    acceptable: Boolean(
      ptr &&
        ptr.status === "completed" &&
        ptr.resolution === "quote_ready" &&
        ptr.quoteExpiresAt &&
        Date.parse(ptr.quoteExpiresAt) > Date.now(),
    ),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const booking = await requireBookingAccess(context, request, params.reference);
  const kind = kindOf(request);
  const id = String(form.get("requestId") ?? "").slice(0, 64);
  const app = postTicketingApp(context);
  const input = { reference: booking.reference, request_id: id };
  const done = await runBookingCase(
    context,
    request,
    kind === "void" ? app.requestVoid : app.requestRefund,
    input,
    flightTranslator(request)(`flights.change.failed.${kind}`),
  );
  if (!done.ok) return refusal(done.error, {}, { fields: false });
  throw redirect(`/flights/bookings/${booking.reference}/${kind}?request=${encodeURIComponent(id)}`);
}

export default function PtrExecute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FlightWords messages={loaderData.messages}>
      <ExecutePage loaderData={loaderData} actionData={actionData} />
    </FlightWords>
  );
}

function ExecutePage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const t = useFlightWords();
  const { locale } = useI18n();
  const english = useEnglishMark();
  const { kind, reference, request } = loaderData;
  const pending = useNavigation().state !== "idle";
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">{t(`flights.change.type.${kind}`)}</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {t("flights.change.booking")} <span className="font-mono font-semibold">{reference}</span>
      </p>
      {actionData?.message ? (
        <div lang={english}>
          <FormAlert messages={[actionData.message]} />
        </div>
      ) : null}
      {!request ? (
        <div className="mt-6 space-y-3">
          <FormAlert messages={[t("flights.change.noSuchQuote")]} />
          <Link to={`/flights/bookings/${reference}/${kind}-quote`} className={linkClass}>
            {t(`flights.change.${kind}Quote.get`)}
          </Link>
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          {request.quote ? (
            <section aria-labelledby="quote-heading">
              <h2 id="quote-heading" className="text-lg font-semibold">
                {t(`flights.change.${kind}.quoteHeading`)}
              </h2>
              <QuoteLines quote={request.quote} />
              <ul lang={english} className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
                {request.quote.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {loaderData.acceptable ? (
            <Form method="post" className="space-y-3">
              <input type="hidden" name="requestId" value={request.id} />
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t("flights.change.validUntil", {
                  until: request.quoteExpiresAt ? formatManilaDateTime(request.quoteExpiresAt, locale) : t("flights.change.soon"),
                })}
              </p>
              <Button type="submit" pending={pending} disabled={pending}>
                {t(`flights.change.${kind}.accept`)}
              </Button>
            </Form>
          ) : null}
          <RequestStatusSection request={request} passengers={loaderData.passengers} />
        </div>
      )}
      <BackToTrip reference={reference} />
    </div>
  );
}
