/**
 * Void quote and refund quote (`/flights/bookings/:reference/void-quote`, `/refund-quote`): the booker
 * chooses travellers and asks for a quote; the quote opens on the execute page. Outside the void
 * window the void page says so plainly and offers a refund quote instead.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { tripAirlines } from "../../../contracts/passengers.ts";
import type { Route } from "./+types/ptr-quote";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { BackToTrip, linkClass, TravellerPicker } from "../../features/flights/post-ticketing.tsx";
import { airlineNames, requireBookingAccess } from "../../server/flights.server.ts";
import { postTicketingApp, refusal, runBookingCase, voidWindow } from "../../server/bookings.server.ts";
import { formatManilaDateTime } from "../../lib/format.ts";
import { titleMeta } from "../../lib/meta.ts";
import { localeOfMatches, useI18n } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { FlightWords, useEnglishMark, useFlightWords } from "../../features/flights/words.tsx";
import { flightTranslator, flightWords } from "../../server/flight-words.server.ts";
import { readForm } from "../../server/form-body.server.ts";
import { pageStatus } from "../../server/outcome.server.ts";

type Kind = "void" | "refund";
const kindOf = (request: Request): Kind => (/\/void-quote(\.data)?$/.test(new URL(request.url).pathname) ? "void" : "refund");

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return titleMeta("Refund quote");
  const t = createTranslator(localeOfMatches(matches), loaderData.messages);
  return titleMeta(t(`flights.change.${loaderData.kind}Quote.meta.title`), t(`flights.change.${loaderData.kind}Quote.meta.description`));
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const booking = await requireBookingAccess(context, request, params.reference);
  const names = airlineNames(context);
  const kind = kindOf(request);
  const issued = booking.tickets.filter((t) => (t.status ?? "issued") === "issued");
  const window = booking.status === "ticketed" ? await voidWindow(context, request, booking.reference) : { end: null, open: false };
  return {
    messages: flightWords(request, "change"),
    kind,
    reference: booking.reference,
    status: booking.status,
    passengers: booking.passengers,
    tickets: booking.tickets,
    companions: {
      airlines: tripAirlines(booking.fare.legs, (code) => names[code]),
      day: booking.fare.legs[0].segments[0].departureDateTime.slice(0, 10),
      reference: booking.reference,
    },
    anyIssued: issued.length > 0,
    voidWindowEnd: window.end,
    voidOpen: window.open,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const booking = await requireBookingAccess(context, request, params.reference);
  const kind = kindOf(request);
  const passengers = form
    .getAll("passengers")
    .map((v) => (typeof v === "string" && /^\d$/.test(v) ? Number(v) : -1))
    .filter((n) => n >= 0);
  if (passengers.length === 0)
    return data(
      { errors: { passengers: [flightTranslator(request)("flights.change.choosePassengers")] }, message: null },
      { status: pageStatus("invalid") },
    );
  const app = postTicketingApp(context);
  const input = { reference: booking.reference, passengers };
  const fallback = flightTranslator(request)(`flights.change.failed.${kind}Quote`);
  const quote = await runBookingCase(context, request, kind === "void" ? app.quoteVoid : app.quoteRefund, input, fallback);
  if (!quote.ok) return refusal(quote.error, {}, { fields: false });
  throw redirect(`/flights/bookings/${booking.reference}/${kind}?request=${quote.value.id}`);
}

export default function PtrQuote({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FlightWords messages={loaderData.messages}>
      <QuotePage loaderData={loaderData} actionData={actionData} />
    </FlightWords>
  );
}

function QuotePage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const t = useFlightWords();
  const { locale } = useI18n();
  const english = useEnglishMark();
  const { kind, reference } = loaderData;
  const pending = useNavigation().state !== "idle";
  const title = kind === "void" ? t("flights.change.voidQuote.title") : t("flights.change.refundQuote.title");
  const closed = kind === "void" && !loaderData.voidOpen;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        {t("flights.change.booking")} <span className="font-mono font-semibold">{reference}</span>
      </p>
      {loaderData.status !== "ticketed" || !loaderData.anyIssued ? (
        <div className="mt-6">
          <FormAlert messages={[t("flights.change.notTicketed")]} />
        </div>
      ) : closed ? (
        <div className="mt-6 space-y-4">
          <FormAlert messages={[t("flights.change.voidWindowExpired")]} />
          <p>
            <Link to={`/flights/bookings/${reference}/refund-quote`} className={linkClass}>
              {t("flights.change.refundQuote.get")}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
            {kind === "void"
              ? t("flights.change.voidQuote.lead", {
                  until: loaderData.voidWindowEnd
                    ? formatManilaDateTime(loaderData.voidWindowEnd, locale)
                    : t("flights.change.voidQuote.midnight"),
                })
              : t("flights.change.refundQuote.lead")}{" "}
            {t("flights.change.quoteFirst")}
          </p>
          {actionData?.message ? (
            <div lang={english}>
              <FormAlert messages={[actionData.message]} />
            </div>
          ) : null}
          <Form method="post" className="mt-6 space-y-5">
            <TravellerPicker
              passengers={loaderData.passengers}
              tickets={loaderData.tickets}
              errors={actionData?.errors?.passengers}
              companions={loaderData.companions}
            />
            <Button type="submit" pending={pending} disabled={pending}>
              {t(`flights.change.${kind}Quote.get`)}
            </Button>
          </Form>
        </>
      )}
      <BackToTrip reference={reference} />
    </div>
  );
}
